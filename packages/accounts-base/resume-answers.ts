// How the client reads the server's answer to a resume login. Only a definite refusal of the
// token (403: not found, expired, or the account disabled) signs the user out, as Meteor's own
// client keeps the token for other errors. A resume refused with 'too-many-requests' (a reconnect
// storm behind one address) is retried after the wait the server gave (`details.timeToReset`), a
// bounded number of times, with the token kept.
import type { MeteorError } from '../meteor/errors';

/** Retries of a resume refused with 'too-many-requests' before the client gives up (token kept). */
export const RESUME_RETRIES = 3;
/** The wait when a 'too-many-requests' answer names none. */
const DEFAULT_RETRY_WAIT_MS = 1_000;

const asMeteorError = (error: unknown): MeteorError | null =>
  (error as MeteorError | null)?.errorType === 'Meteor.Error' ? (error as MeteorError) : null;

/** The server refused the token itself: the stored login ends. */
export function isTokenRefused(error: unknown): boolean {
  return asMeteorError(error)?.error === 403;
}

/** Milliseconds to wait before resuming again, or null when the answer is no rate limit. */
export function resumeRetryWait(error: unknown): number | null {
  const meteorError = asMeteorError(error);
  if (meteorError?.error !== 'too-many-requests') return null;
  const timeToReset = (meteorError.details as { timeToReset?: unknown } | undefined)?.timeToReset;
  return typeof timeToReset === 'number' && Number.isFinite(timeToReset) ? Math.max(0, timeToReset) : DEFAULT_RETRY_WAIT_MS;
}
