// Meteor's `Accounts.addEmailAsync(userId, newEmail, verified = false)` and
// `Accounts.removeEmail(userId, email)`. Adding an address the user already holds in another
// letter case replaces that spelling (keeping its verified flag unless `verified` is true); an
// address another account holds, in any case, fails with 403 'Email already exists.' (through
// `_handleError`), as does a race lost to the unique index. Removing an address the user does not
// hold fails with 403 'No such email for user.'; its pending verification tokens go with it.
import type { AccountsServer } from '../accounts-base/accounts-server';
import { SERVICES_WRITE, ensureUserIndexes, users } from '../accounts-base/users-collection';
import { isDuplicateKeyError } from '../mongo/drivers/driver';
import { MeteorError } from '../meteor/errors';
import { findUserByEmail, ownEmailAddress } from './user-lookup';

export async function addEmailAsync(accounts: AccountsServer, userId: string, newEmail: string, verified = false): Promise<void> {
  const user = await users.findOneAsync({ _id: userId });
  if (!user) throw new MeteorError(403, 'User not found');
  const holder = await findUserByEmail(newEmail);
  if (holder && holder._id !== userId) throw accounts._handleError('Email already exists.');
  const own = ownEmailAddress(user, newEmail);
  const emails = (user.emails ?? []).filter((entry) => entry.address !== own);
  const wasVerified = user.emails?.find((entry) => entry.address === own)?.verified === true;
  emails.push({ address: newEmail, verified: verified || wasVerified });
  await ensureUserIndexes();
  try {
    await users.updateAsync({ _id: userId }, { $set: { emails } }, SERVICES_WRITE);
  } catch (error) {
    if (isDuplicateKeyError(error)) throw accounts._handleError('Email already exists.');
    throw error;
  }
}

export async function removeEmail(userId: string, email: string): Promise<void> {
  const user = await users.findOneAsync({ _id: userId });
  if (!user) throw new MeteorError(403, 'User not found');
  const own = ownEmailAddress(user, email);
  if (!own) throw new MeteorError(403, 'No such email for user.');
  await users.updateAsync(
    { _id: userId },
    { $pull: { emails: { address: own }, 'services.email.verificationTokens': { address: own } } },
    SERVICES_WRITE,
  );
}
