// Per-account failed-login limit (beyond Meteor, whose only login limit is per connection and is
// reset by opening a new socket): no more than `maxFailures` (100) failed logins in any window of
// `windowMs` (one hour) per account, whatever connection or address they come from.
//
// A sliding log (the failure times, at most `maxFailures` per account) rather than a fixed window,
// so the bound holds for every hour, not just aligned ones. While an account is locked, further
// failures are not recorded (the caller refuses the attempt before checking the password), so a
// lock ends at most one window after the failure that caused it: an attacker can keep a victim
// locked only by keeping up the attack. Left out: persistence across restarts and processes.
import type { Clock } from './rate-limiter';

export interface FailedLoginOptions {
  maxFailures?: number;
  windowMs?: number;
  now?: Clock;
}

export const DEFAULT_MAX_FAILED_LOGINS = 100;
export const DEFAULT_FAILED_LOGIN_WINDOW_MS = 60 * 60 * 1000;

export class FailedLoginCounter {
  readonly maxFailures: number;
  readonly windowMs: number;
  private readonly now: Clock;
  private readonly failures = new Map<string, number[]>();
  private lastSweep: number;

  constructor(options: FailedLoginOptions = {}) {
    this.maxFailures = options.maxFailures ?? DEFAULT_MAX_FAILED_LOGINS;
    this.windowMs = options.windowMs ?? DEFAULT_FAILED_LOGIN_WINDOW_MS;
    this.now = options.now ?? (() => Date.now());
    this.lastSweep = this.now();
  }

  /** Records one failed login for the account (e.g. its user id or normalised e-mail). */
  recordFailedLogin(accountKey: string): void {
    const now = this.now();
    this.sweep(now);
    const log = this.live(accountKey, now);
    if (log.length >= this.maxFailures) return;
    log.push(now);
    this.failures.set(accountKey, log);
  }

  /** True when the account has had `maxFailures` failed logins within the last window. */
  isAccountLocked(accountKey: string): boolean {
    return this.live(accountKey, this.now()).length >= this.maxFailures;
  }

  /** Milliseconds until the account may try again (0 when not locked). */
  timeToUnlock(accountKey: string): number {
    const now = this.now();
    const log = this.live(accountKey, now);
    if (log.length < this.maxFailures) return 0;
    return (log[log.length - this.maxFailures] as number) + this.windowMs - now;
  }

  /** Forgets an account's failures (e.g. after an admin unlocks it). */
  clear(accountKey: string): void {
    this.failures.delete(accountKey);
  }

  /** The account's failure times still inside the window, oldest first. */
  private live(accountKey: string, now: number): number[] {
    const log = this.failures.get(accountKey);
    if (!log) return [];
    const firstLive = log.findIndex((time) => now - time < this.windowMs);
    if (firstLive === -1) {
      this.failures.delete(accountKey);
      return [];
    }
    if (firstLive > 0) log.splice(0, firstLive);
    return log;
  }

  /** Once per window, drop accounts with no recent failures so guessed e-mails do not pile up. */
  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const key of [...this.failures.keys()]) this.live(key, now);
  }
}
