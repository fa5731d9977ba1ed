// The first administrator of a fresh installation. There is no default password anywhere: a
// random one is generated, printed once to the server log when the account is created, and
// never stored in clear or printed again (later starts find an admin and do nothing). The
// address comes from ADMIN_EMAIL (default admin@marketplace.example, a reserved domain that
// receives no mail). An existing non-admin account with that address is never promoted: whoever
// registered it first would otherwise become administrator.
import { Accounts } from 'meteor/accounts-base';
import 'meteor/accounts-password';
import { Meteor } from 'meteor/meteor';
import { Random } from 'meteor/random';
import { EMAIL_PATTERN } from '../common/lists';

export const DEFAULT_ADMIN_EMAIL = 'admin@marketplace.example';

export interface AdminAccount {
  userId: string;
  email: string;
  password: string;
}

export function adminEmail(): string {
  const configured = process.env.ADMIN_EMAIL?.trim().toLowerCase();
  if (configured && !EMAIL_PATTERN.test(configured)) throw new Error(`ADMIN_EMAIL is not a valid e-mail address: ${configured}`);
  return configured || DEFAULT_ADMIN_EMAIL;
}

/** Creates the admin when the database has none; null when one exists or the address is taken. */
export async function ensureAdminAccount(log: (line: string) => void): Promise<AdminAccount | null> {
  if (await Meteor.users.findOneAsync({ roles: 'admin', deletedAt: { $exists: false } }, { fields: { _id: 1 } })) return null;
  const email = adminEmail();
  if (await Accounts.findUserByEmail(email)) {
    log(`No admin account exists and ${email} belongs to a non-admin account; set ADMIN_EMAIL to a free address.`);
    return null;
  }
  // 24 URL-safe characters from a CSPRNG: 144 bits, and nothing a shell or a log would mangle.
  const password = Random.secret(24);
  const userId = await Accounts.createUserAsync({ email, password, profile: { name: { first: 'Site', last: 'Administrator' } } });
  await Meteor.users.updateAsync({ _id: userId }, { $set: { roles: ['admin'], 'emails.0.verified': true } });
  log(`Admin account created: ${email} / password ${password} (shown only this once; change it after logging in).`);
  return { userId, email, password };
}
