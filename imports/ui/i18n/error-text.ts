// How an error reads to the person who caused it, in their language: a rate limit says how long
// to wait ("in 25 minutes", "za 25 minut"); a server error that names its message
// (api/common/user-error.ts) is worded here; another server reason is shown as sent; anything
// else gets the caller's fallback message.
import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../i18n/message-ids';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

/** The wait in its largest whole unit, rounded up, as a relative time ("in 2 hours"). */
function waitText(intl: IntlShape, ms: number): string {
  if (ms >= HOUR_MS) return intl.formatRelativeTime(Math.ceil(ms / HOUR_MS), 'hour', { numeric: 'always' });
  if (ms >= MINUTE_MS) return intl.formatRelativeTime(Math.ceil(ms / MINUTE_MS), 'minute', { numeric: 'always' });
  return intl.formatRelativeTime(Math.max(1, Math.ceil(ms / SECOND_MS)), 'second', { numeric: 'always' });
}

/** The message for a 'too-many-requests' error, or null for any other error. */
export function rateLimitMessage(intl: IntlShape, error: unknown): string | null {
  const e = error as { error?: unknown; details?: { timeToReset?: unknown } } | null;
  if (e?.error !== 'too-many-requests') return null;
  const timeToReset = e.details?.timeToReset;
  if (typeof timeToReset !== 'number' || timeToReset <= 0) return intl.formatMessage({ id: 'common.error.rateLimitedLater' });
  return intl.formatMessage({ id: 'common.error.rateLimited' }, { wait: waitText(intl, timeToReset) });
}

interface WordedError {
  reason?: unknown;
  details?: { messageId?: unknown; values?: Record<string, string | number | Date>; words?: Record<string, unknown> };
}

/** Values that are words of their own (a status's name), worded in the reader's language. */
function wordsIn(intl: IntlShape, words: Record<string, unknown> | undefined): Record<string, string> {
  const worded: Record<string, string> = {};
  for (const [name, id] of Object.entries(words ?? {})) if (typeof id === 'string' && id in intl.messages) worded[name] = intl.formatMessage({ id: id as MessageId });
  return worded;
}

/** The error in the reader's language, or the fallback message when it says nothing usable. */
export function errorText(intl: IntlShape, error: unknown, fallback: MessageId = 'common.error.generic'): string {
  const limited = rateLimitMessage(intl, error);
  if (limited) return limited;
  const e = error as WordedError | null;
  const messageId = e?.details?.messageId;
  // A message of a catalog part not loaded yet reads as the server's English reason.
  if (typeof messageId === 'string' && messageId in intl.messages) return intl.formatMessage({ id: messageId as MessageId }, { ...e?.details?.values, ...wordsIn(intl, e?.details?.words) });
  if (typeof e?.reason === 'string' && e.reason && e.reason !== 'INVALID') return e.reason;
  return intl.formatMessage({ id: fallback });
}
