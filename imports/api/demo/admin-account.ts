// The demo's administrator, made with the demo content (development, or DEMO_CONTENT=1) when the
// database has no admin yet: a random password is generated, printed once to the server log
// and never stored in clear or printed again (later starts find an admin and do nothing).
// Production gets its admin from ADMIN_EMAIL/ADMIN_PASSWORD or `npm run admin:create`
// (imports/api/admin-access), never from a log line. The address is ADMIN_EMAIL's, else
// admin@marketplace.example (a reserved domain that receives no mail). An existing non-admin
// account with that address is never promoted: whoever registered it first would otherwise
// become administrator.
import { Accounts } from 'meteor/accounts-base';
import 'meteor/accounts-password';
import { Meteor } from 'meteor/meteor';
import { Random } from 'meteor/random';

export const DEFAULT_ADMIN_EMAIL = 'admin@marketplace.example';

export interface AdminAccount {
  userId: string;
  email: string;
  password: string;
}

/** Creates the admin when the database has none; null when one exists or the address is taken. */
export async function ensureAdminAccount(log: (line: string) => void, email: string = DEFAULT_ADMIN_EMAIL): Promise<AdminAccount | null> {
  if (await Meteor.users.findOneAsync({ roles: 'admin', deletedAt: { $exists: false } }, { fields: { _id: 1 } })) return null;
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
