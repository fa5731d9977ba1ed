// The analytics event sent after a password login (spec §7): returning users only, so accounts
// created within the last hour (fresh sign-ups) are not counted as sign-ins.
import { rolesOf } from '../../api/common/permissions';
import type { AccountUser } from './account-types';

export const NEW_USER_THRESHOLD_MS = 3_600_000;

export interface SignInEvent {
  event: 'userSignIn';
  userType: 'returning';
  userRole: string;
  pageCategory: 'projects';
  timestamp: number;
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** The event for this user, or null when the account is younger than one hour. */
export function signInEventFor(user: Pick<AccountUser, 'createdAt' | 'roles'>, now: number): SignInEvent | null {
  const createdAt = user.createdAt ? new Date(user.createdAt).getTime() : Number.NaN;
  if (!Number.isFinite(createdAt) || now - createdAt < NEW_USER_THRESHOLD_MS) return null;
  return { event: 'userSignIn', userType: 'returning', userRole: rolesOf(user).join('&'), pageCategory: 'projects', timestamp: now };
}

/**
 * Asks the server for the user (`users.getUser`) and pushes the event to `window.dataLayer`.
 * Failures are logged only: analytics must never break a login.
 */
export async function reportSignIn(
  getUser: () => Promise<Pick<AccountUser, 'createdAt' | 'roles'> | null | undefined>,
  win: DataLayerWindow = window,
  now: () => number = Date.now,
): Promise<SignInEvent | null> {
  try {
    const user = await getUser();
    const event = user ? signInEventFor(user, now()) : null;
    if (event) (win.dataLayer ??= []).push(event);
    return event;
  } catch (error) {
    console.error('Sign-in event not sent', error);
    return null;
  }
}
