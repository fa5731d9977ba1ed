// Meteor's `password` login handler: `{user: {id}|{username}|{email}, password}` (the selector
// has exactly one non-empty string field; the password is a string or `{digest, algorithm}`),
// checked with bcrypt against `services.password.bcrypt`. Unknown user, missing password and
// wrong password all fail through `_handleError` (one ambiguous message) after the same bcrypt
// work. Beyond Meteor, while the login throttle is on (accounts-base/login-throttle.ts): each
// password attempt counts against the client's address (10 a minute), and waits a delay that
// grows with the account's recent failures (the user's id, or the selector for an unknown
// account, so both behave alike). No lockout: the right password always logs in after the delay.
// A stored hash with another bcrypt cost is re-hashed after a successful login, as Meteor does.
// An optional `code` (a string) is the second factor that accounts-2fa's login check reads.
import type { AccountsServer } from '../accounts-base/accounts-server';
import { type UserSelector, checkObjectKeys, checkString, checkUserSelector } from '../accounts-base/arg-checks';
import { SERVICES_WRITE, users } from '../accounts-base/users-collection';
import type { LoginHandlerResult, UserDoc } from '../accounts-base/user-types';
import type { MethodInvocation } from '../ddp-common/method-invocation';
import { loginThrottle } from '../accounts-base/login-throttle';
import { comparePassword, dummyCompare, hashPassword, hashRounds, loginPasswordDigest } from './password-hash';
import { findUserBySelector } from './user-lookup';
import { Log } from '../logging/server';

function accountKey(user: UserDoc | undefined, selector: UserSelector): string {
  if (user) return `user:${user._id}`;
  const [[field, value]] = Object.entries(selector) as [[string, string]];
  return `unknown:${field}:${value.toLowerCase()}`;
}

/**
 * Checks `digest` against the user's password, after the account's throttle delay when the
 * throttle is on. Resolves to the error to report, or null when the password is right.
 */
export async function verifyPassword(
  accounts: AccountsServer,
  user: UserDoc | undefined,
  selector: UserSelector,
  digest: string,
): Promise<Error | null> {
  const rounds = accounts._config.bcryptRounds;
  const stored = user?.services?.password?.bcrypt;
  const held = await loginThrottle()?.hold(accountKey(user, selector));
  let ok = false;
  try {
    if (typeof stored === 'string') ok = await comparePassword(digest, stored);
    else await dummyCompare(digest, rounds);
  } finally {
    held?.settle(ok);
  }
  if (ok) return null;
  if (!user) return accounts._handleError('User not found');
  return accounts._handleError(typeof stored === 'string' ? 'Incorrect password' : 'User has no password set');
}

export function registerPasswordLoginHandler(accounts: AccountsServer): void {
  accounts.registerLoginHandler('password', async function (this: MethodInvocation, options): Promise<LoginHandlerResult> {
    if (options.password === undefined) return undefined;
    checkObjectKeys(options, ['user', 'password', 'code']);
    if (options.code !== undefined) checkString(options.code);
    const selector = checkUserSelector(options.user);
    const digest = loginPasswordDigest(options.password);
    // Before the user lookup: the answer cannot depend on whether the account exists.
    loginThrottle()?.takeAddressAttempt(this.connection?.clientAddress ?? null);
    const user = await findUserBySelector(selector);
    const error = await verifyPassword(accounts, user, selector, digest);
    if (error || !user) return user ? { userId: user._id, error } : { error };
    const stored = user.services?.password?.bcrypt as string;
    if (hashRounds(stored) !== accounts._config.bcryptRounds) {
      // Meteor upgrades the cost in the background; a failure only leaves the old hash.
      void hashPassword(digest, accounts._config.bcryptRounds)
        .then((bcrypt) =>
          users.updateAsync(
            { _id: user._id, 'services.password.bcrypt': stored },
            { $set: { 'services.password.bcrypt': bcrypt } },
            SERVICES_WRITE,
          ),
        )
        .catch((rehashError: unknown) => Log.error('Exception while re-hashing a password', { err: rehashError }));
    }
    return { userId: user._id };
  });
}
