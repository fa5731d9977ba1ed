// How an installation gets its administrator without a password in any log: ADMIN_EMAIL with
// ADMIN_PASSWORD at start (ensureConfiguredAdmin), or `npm run admin:create` (grantAdminAccess),
// which also restores access to an existing account. Server only.
// - The start never changes an existing account: an admin already there is left alone (its
//   password is not reset to ADMIN_PASSWORD), a non-admin holding the address is not promoted
//   (whoever registered it first would otherwise become administrator); both say so in the log.
// - admin:create is the operator's explicit act: it makes the account an admin, enables it and
//   confirms the address, and sets the password given on stdin or answers a one-time
//   reset-password link (Meteor's reset token, stored only hashed) for the operator to open.
import { Accounts } from 'meteor/accounts-base';
import 'meteor/accounts-password';
import { Meteor } from 'meteor/meteor';

const ADMIN_NAME = { first: 'Site', last: 'Administrator' };

interface FoundUser {
  _id: string;
  roles?: string[];
  emails?: { address: string; verified: boolean }[];
}

function isAdmin(user: FoundUser): boolean {
  return (user.roles ?? []).includes('admin');
}

async function findByEmail(email: string): Promise<FoundUser | undefined> {
  return (await Accounts.findUserByEmail(email)) as FoundUser | undefined;
}

/** A new confirmed admin account; without a password it waits for its reset link. */
async function createAdmin(email: string, password: string | undefined): Promise<string> {
  const userId = await Accounts.createUserAsync({ email, ...(password === undefined ? {} : { password }), profile: { name: ADMIN_NAME } });
  await Meteor.users.updateAsync({ _id: userId }, { $set: { roles: ['admin'], 'emails.0.verified': true } });
  return userId;
}

/** ADMIN_EMAIL + ADMIN_PASSWORD at start: creates that admin when no account has the address. */
export async function ensureConfiguredAdmin(admin: { email: string; password: string }, log: (line: string) => void): Promise<void> {
  const existing = await findByEmail(admin.email);
  if (!existing) {
    await createAdmin(admin.email, admin.password);
    log(`Admin account created: ${admin.email} (password from ADMIN_PASSWORD).`);
    return;
  }
  if (isAdmin(existing)) return;
  log(`ADMIN_EMAIL ${admin.email} belongs to an account that is not an admin; it was left as it is (npm run admin:create -- --email ${admin.email} makes it one).`);
}

/** After start-up's accounts: a database without any admin says how to make one (once per start). */
export async function noticeMissingAdmin(log: (line: string) => void): Promise<void> {
  if (await Meteor.users.findOneAsync({ roles: 'admin', deletedAt: { $exists: false } }, { fields: { _id: 1 } })) return;
  log('No admin account yet: set ADMIN_EMAIL and ADMIN_PASSWORD, or run npm run admin:create -- --email ADDRESS.');
}

export interface AdminAccess {
  userId: string;
  email: string;
  created: boolean;
  /** The one-time link that sets the password, when none was given. */
  resetUrl?: string;
}

/** `npm run admin:create`: creates the admin, or gives an existing account admin access again. */
export async function grantAdminAccess(options: { email: string; password?: string }): Promise<AdminAccess> {
  const email = options.email.trim().toLowerCase();
  const existing = await findByEmail(email);
  let userId: string;
  if (existing) {
    userId = existing._id;
    const emails = (existing.emails ?? []).map((entry) => (entry.address.toLowerCase() === email ? { ...entry, verified: true } : entry));
    await Meteor.users.updateAsync({ _id: userId }, { $addToSet: { roles: 'admin' }, $set: { emails }, $unset: { disabledAt: 1, disabledBy: 1 } });
    // Every session is signed out: whoever may have taken the account over loses it.
    if (options.password !== undefined) await Accounts.setPasswordAsync(userId, options.password, { logout: true });
  } else {
    userId = await createAdmin(email, options.password);
  }
  const access: AdminAccess = { userId, email, created: !existing };
  if (options.password === undefined) {
    const { token } = await Accounts.generateResetToken(userId, email, 'resetPassword');
    access.resetUrl = Accounts.urls.resetPassword(token);
  }
  return access;
}
