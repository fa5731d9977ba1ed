// Resume logins and the per-address accounts limit. After a server restart every open tab
// resumes at once, and an office behind one NAT easily sends more than the 20 logins per 10 s
// that limit allows; a refused resume used to sign the user out. A resume with a valid token
// is no password guess, so resumes neither count against nor are refused by the per-address
// rule (Meteor's per-connection rule still applies). Only failed resumes (unknown or expired
// token, or a malformed one) count, in a limit of their own with the same numbers (20 per
// 10 s per address, sliding): past it every resume from that address is refused with
// 'too-many-requests' before its token is looked up, so guessing tokens stays limited, and
// the client retries after the wait it is told. Active only once installed
// (`installAccountsRateLimits()`); state lives in this process's memory.
import type { RateLimitInput } from '../ddp-server/publication-types';
import { ACCOUNTS_PER_ADDRESS_RULE } from '../ddp-rate-limiter/index';
import type { MeteorError } from '../meteor/errors';
import { isPlainObject } from './arg-checks';
import { WindowLimit, type WindowLimitOptions } from './window-limit';

export function newFailedResumeLimit(options: Partial<WindowLimitOptions> = {}): WindowLimit {
  return new WindowLimit({ max: ACCOUNTS_PER_ADDRESS_RULE.numRequests, windowMs: ACCOUNTS_PER_ADDRESS_RULE.intervalMs, ...options });
}

let active: WindowLimit | null = null;

/** The failed-resume limit resume logins consult, or null while it is off. */
export function failedResumeLimit(): WindowLimit | null {
  return active;
}

/** Turns the limit on with `limit` (tests use a short window), or off with null. */
export function setFailedResumeLimit(limit: WindowLimit | null): void {
  active = limit;
}

/** A `login` call asking to resume a stored token (`login({resume})`). */
export function isResumeLogin(input: RateLimitInput, params: readonly unknown[]): boolean {
  const [options] = params;
  return input.type === 'method' && input.name === 'login' && isPlainObject(options) && 'resume' in options;
}

// A connection whose address is unknown is still counted (all such share one count).
const keyOf = (clientAddress: string | null | undefined): string => clientAddress || 'unknown';

/** The 'too-many-requests' refusal for a resume from an address past its failures, else null. */
export function refusedResume(clientAddress: string | null): MeteorError | null {
  try {
    active?.refuseIfFull(keyOf(clientAddress));
    return null;
  } catch (error) {
    return error as MeteorError;
  }
}

export function recordFailedResume(clientAddress: string | null | undefined): void {
  active?.record(keyOf(clientAddress));
}
