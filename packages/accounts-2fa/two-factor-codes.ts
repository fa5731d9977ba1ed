// Checking a user's 2FA code, for the login check and the methods that need a code. Beyond
// Meteor (whose node-2fa check lets a code be used again, and any number of guesses):
// - A code is accepted once: the step it belongs to is claimed with a conditional write, so a
//   replay within its 30 s (or two tabs sending the same code) finds the step taken.
// - Wrong codes are throttled like wrong passwords (accounts-base/login-throttle.ts): each
//   check counts against the client's address, and waits a delay that grows with the
//   account's recent wrong codes (kept apart from its wrong passwords, which a right password
//   clears). Both are active only while the throttle is on.
import type { AccountsServer } from '../accounts-base/accounts-server';
import { loginThrottle } from '../accounts-base/login-throttle';
import { SERVICES_WRITE, users } from '../accounts-base/users-collection';
import type { UserDoc } from '../accounts-base/user-types';
import { stepOfCode } from './totp';

/** What accounts-2fa keeps under `services.twoFactorAuthentication` (never published). */
export interface TwoFactorService {
  secret?: string;
  /** 'otp' once a code confirmed the secret (Meteor's marker of an enabled 2FA). */
  type?: 'otp';
  /** The time step of the last accepted code (beyond Meteor: no replay). */
  lastUsedStep?: number;
}

export const SERVICE_FIELD = 'services.twoFactorAuthentication';

export function twoFactorServiceOf(user: UserDoc | null | undefined): TwoFactorService | undefined {
  return (user?.services as { twoFactorAuthentication?: TwoFactorService } | undefined)?.twoFactorAuthentication;
}

/** Meteor's `Accounts._check2faEnabled(user)`: a secret confirmed by a code. */
export function check2faEnabled(user: UserDoc | null | undefined): boolean {
  const service = twoFactorServiceOf(user);
  return Boolean(service?.secret) && service?.type === 'otp';
}

async function claimStep(userId: string, secret: string, step: number): Promise<boolean> {
  const changed = await users.updateAsync(
    {
      _id: userId,
      [`${SERVICE_FIELD}.secret`]: secret,
      $or: [{ [`${SERVICE_FIELD}.lastUsedStep`]: { $exists: false } }, { [`${SERVICE_FIELD}.lastUsedStep`]: { $lt: step } }],
    },
    { $set: { [`${SERVICE_FIELD}.lastUsedStep`]: step } },
    SERVICES_WRITE,
  );
  return changed === 1;
}

/**
 * Whether `code` is a right, unused code of the user's secret; claims it when it is. Waits the
 * account's throttle delay first (see above). The caller counts the client's address (a
 * password login has counted it once for the password and its code).
 */
export async function acceptCode(accounts: AccountsServer, user: UserDoc, code: unknown): Promise<boolean> {
  const held = await loginThrottle()?.hold(`2fa:${user._id}`);
  let ok = false;
  try {
    const secret = twoFactorServiceOf(user)?.secret;
    const step = typeof code === 'string' && secret ? stepOfCode(secret, code, accounts.now()) : null;
    if (step !== null && secret) ok = await claimStep(user._id, secret, step);
  } finally {
    held?.settle(ok);
  }
  return ok;
}
