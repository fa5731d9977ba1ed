// Meteor's `Accounts.insertUserDoc` (`_createUserCheckingDuplicates`): builds the document
// (`createdAt`, `_id`, `services`, `username`, `emails[{address, verified: false}]`, `profile`
// copied from `options.profile` by the default onCreateUser, and an empty `roles` list), runs the
// app's `onCreateUser` and every `validateNewUser` hook (false → 403 'User validation failed'),
// refuses a username or e-mail that exists in any letter case, and inserts it; a race lost to the
// unique index gets the same answer. Duplicates go through `_handleError`, so with ambiguous
// messages a sign-up does not reveal that an address is registered.
import { isDuplicateKeyError } from '../mongo/drivers/driver';
import { MeteorError } from '../meteor/errors';
import { Random } from '../random/index';
import type { AccountsServer } from './accounts-server';
import { ensureUserIndexes, users } from './users-collection';
import type { UserDoc, UserServices } from './user-types';

export interface NewUserOptions {
  username?: string;
  email?: string;
  profile?: Record<string, unknown>;
  [option: string]: unknown;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function existsIgnoringCase(field: 'username' | 'emails.address', value: string): Promise<boolean> {
  const found = await users.findOneAsync({ [field]: new RegExp(`^${escapeRegExp(value)}$`, 'i') }, { fields: { _id: 1 } });
  return found !== undefined;
}

export async function insertUserDoc(accounts: AccountsServer, options: NewUserOptions, services: UserServices): Promise<string> {
  const { username, email } = options;
  if (!username && !email) throw new MeteorError(400, 'Need to set a username or email');
  let user: UserDoc = { createdAt: new Date(accounts.now()), _id: Random.id(), services };
  if (username) user.username = username;
  if (email) user.emails = [{ address: email, verified: false }];
  user.roles = [];
  if (options.profile) user.profile = structuredClone(options.profile);
  if (accounts._onCreateUser) {
    const custom = await accounts._onCreateUser(options, user);
    if (!custom || typeof custom !== 'object') throw new Error('onCreateUser must return a user object');
    user = { ...custom, _id: custom._id ?? user._id };
  }
  for (const validate of accounts._validateNewUser.list()) {
    if (!(await validate(user))) throw new MeteorError(403, 'User validation failed');
  }
  if (user.username && (await existsIgnoringCase('username', user.username))) throw accounts._handleError('Username already exists.');
  for (const entry of user.emails ?? []) {
    if (await existsIgnoringCase('emails.address', entry.address)) throw accounts._handleError('Email already exists.');
  }
  await ensureUserIndexes();
  try {
    return await users.insertAsync(user);
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    const onUsername = error.indexName.includes('username') || 'username' in error.keyValue;
    throw accounts._handleError(onUsername ? 'Username already exists.' : 'Email already exists.');
  }
}
