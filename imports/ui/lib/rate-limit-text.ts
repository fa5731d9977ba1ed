// How a rate limit reads to a person: Meteor's 'too-many-requests' reason counts seconds ("You
// must wait 3600 seconds"); people read "in 1 hour" or "in 25 minutes" better.

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

function waitText(ms: number): string {
  if (ms >= HOUR_MS) {
    const hours = Math.ceil(ms / HOUR_MS);
    return `${hours} hour${hours === 1 ? '' : 's'}`;
  }
  if (ms >= MINUTE_MS) {
    const minutes = Math.ceil(ms / MINUTE_MS);
    return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  }
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}

/** The message for a 'too-many-requests' error, or null for any other error. */
export function rateLimitMessage(error: unknown): string | null {
  const e = error as { error?: unknown; details?: { timeToReset?: unknown } } | null;
  if (e?.error !== 'too-many-requests') return null;
  const timeToReset = e.details?.timeToReset;
  const when = typeof timeToReset === 'number' && timeToReset > 0 ? ` in ${waitText(timeToReset)}` : ' later';
  return `Too many attempts. Please try again${when}.`;
}
