// The trusted, server-only password API of Meteor's accounts-password:
// `Accounts.createUserAsync(options)` (alias `createUser` on the server, as in Meteor 3) with
// `username`/`email`/`password`/`profile` and whatever the app's onCreateUser reads; without a
// password the account waits for an enrollment mail. `Accounts.setPasswordAsync(userId, password,
// {logout = true})` re-hashes, voids pending reset/enroll tokens and (unless `logout: false`)
// removes every login token, which logs all the user's connections out at once.
// `addEmailAsync` and `removeEmail` are in email-addresses.ts. Left out: `setUsername`, `replaceEmailAsync`.
import type { AccountsServer } from '../accounts-base/accounts-server';
import { type NewUserOptions, insertUserDoc } from '../accounts-base/create-user-doc';
import { SERVICES_WRITE, users } from '../accounts-base/users-collection';
import type { UserServices } from '../accounts-base/user-types';
import { MeteorError } from '../meteor/errors';
import { hashPassword, newPasswordDigest } from './password-hash';

export interface CreateUserOptions extends NewUserOptions {
  /** Plaintext, or the `{digest, algorithm: 'sha-256'}` a client sends. */
  password?: unknown;
}

/** Creates a user from a password digest already validated (the createUser method uses it). */
export async function createUserWithDigest(accounts: AccountsServer, options: NewUserOptions, digest: string | null): Promise<string> {
  const services: UserServices = {};
  if (digest !== null) services.password = { bcrypt: await hashPassword(digest, accounts._config.bcryptRounds) };
  return insertUserDoc(accounts, options, services);
}

export async function createUserAsync(accounts: AccountsServer, options: CreateUserOptions): Promise<string> {
  const { password, ...rest } = options;
  const digest = password === undefined ? null : newPasswordDigest(password);
  return createUserWithDigest(accounts, rest, digest);
}

export async function setPasswordAsync(
  accounts: AccountsServer,
  userId: string,
  password: unknown,
  options: { logout?: boolean } = {},
): Promise<void> {
  const digest = newPasswordDigest(password);
  const user = await users.findOneAsync({ _id: userId }, { fields: { _id: 1 } });
  if (!user) throw new MeteorError(403, 'User not found');
  const bcrypt = await hashPassword(digest, accounts._config.bcryptRounds);
  const modifier: Record<string, unknown> = {
    $set: { 'services.password.bcrypt': bcrypt },
    $unset: { 'services.password.reset': 1, 'services.password.enroll': 1 } as Record<string, unknown>,
  };
  if (options.logout !== false) (modifier.$unset as Record<string, unknown>)['services.resume.loginTokens'] = 1;
  await users.updateAsync({ _id: userId }, modifier, SERVICES_WRITE);
}
