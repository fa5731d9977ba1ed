// autoupdate's client decisions, free of DOM and DDP: what to do when the server's client
// versions change, and how long to wait before re-subscribing after the subscription failed.
//
// decideUpdate: a changed `versionNonRefreshable` means a full reload; otherwise a changed
// `versionRefreshable` means swapping the stylesheets in place; a field the server did not send
// counts as unchanged.
//
// Retry delays (spec: 30 s base): Meteor's Retry with baseTimeout 30 000 ms, exponent 2.2, cap
// 300 000 ms, fuzz 0.5 (each delay × 0.75–1.25). Deliberate difference (quirk: Meteor counts the
// failure before computing the delay, so its first retry is ≈66 s): our first retry waits the
// 30 s base, then ≈66 s, ≈145 s, then the 5-minute cap. Only the subscription is retried.
export interface VersionFields {
  versionRefreshable?: string;
  versionNonRefreshable?: string;
}

export type UpdateDecision = 'none' | 'swap-stylesheets' | 'reload';

function changed(previous: string | undefined, next: string | undefined): boolean {
  return next !== undefined && next !== previous;
}

export function decideUpdate(previous: VersionFields, next: VersionFields): UpdateDecision {
  if (changed(previous.versionNonRefreshable, next.versionNonRefreshable)) return 'reload';
  if (changed(previous.versionRefreshable, next.versionRefreshable)) return 'swap-stylesheets';
  return 'none';
}

export const RETRY_BASE_MS = 30_000;
export const RETRY_EXPONENT = 2.2;
export const RETRY_MAX_MS = 300_000;
export const RETRY_FUZZ = 0.5;

/**
 * Milliseconds to wait before re-subscribing after the `failures`-th consecutive failure
 * (1 for the first). `random` returns a number in [0, 1) and spreads clients apart.
 */
export function retryDelay(failures: number, random: () => number = Math.random): number {
  const attempt = Math.max(0, Math.floor(failures) - 1);
  const delay = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * RETRY_EXPONENT ** attempt);
  return delay * (1 - RETRY_FUZZ / 2 + random() * RETRY_FUZZ);
}
