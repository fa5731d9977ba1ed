// Password-guessing defence (beyond Meteor, whose only login limit is 5 per connection per 10 s,
// reset by opening a new socket). Two parts, both consulted by the password login handler:
// - Per client address: at most LOGIN_ATTEMPTS_PER_ADDRESS (10, env LOGIN_ATTEMPTS_PER_MINUTE)
//   password attempts in any minute, whatever connection they come from; the next gets Meteor's
//   'too-many-requests' error with `timeToReset`. Resume logins (a page load with a stored token) do not count: an office behind
//   one address reloads pages far more often than anyone types passwords.
// - Per account (its user id, or the selector for an unknown account, so both behave alike): each
//   attempt first waits a delay that grows with the account's recent failures (none for the first
//   FREE_FAILURES, then 1 s doubling up to MAX_DELAY_MS), on a timer. Attempts still waiting count
//   as failures-to-be, so guesses sent in parallel from many addresses are spread out too. There
//   is no lockout: every attempt is checked after at most the maximum delay, so an attacker can
//   slow the owner down but never keep them out. A success clears the account's failures.
// Active only once installed (`installAccountsRateLimits()`, what the app's start does) or set
// with `setLoginThrottle`; test suites that log in many users leave it off. State lives in this
// process's memory (left out: sharing it between app instances).
import { limitFromEnv } from '../ddp-common/limit-from-env';
import { WindowLimit, recent } from './window-limit';

export const LOGIN_ATTEMPTS_PER_ADDRESS = 10;

/** LOGIN_ATTEMPTS_PER_MINUTE overrides the per-address limit (e.g. many users behind one proxy). */
export function attemptsPerAddressFromEnv(value: string | undefined = process.env.LOGIN_ATTEMPTS_PER_MINUTE): number {
  return limitFromEnv(value, LOGIN_ATTEMPTS_PER_ADDRESS);
}
export const LOGIN_ADDRESS_WINDOW_MS = 60_000;
export const FREE_FAILURES = 3;
export const BASE_DELAY_MS = 1_000;
export const MAX_DELAY_MS = 15_000;
/** Failures older than this no longer slow the account down. */
export const FAILURE_MEMORY_MS = 15 * 60_000;

export interface LoginThrottleOptions {
  attemptsPerAddress?: number;
  addressWindowMs?: number;
  freeFailures?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  failureMemoryMs?: number;
  now?: () => number;
  /** Waits `ms` without blocking the event loop (tests record the delays). */
  sleep?: (ms: number) => Promise<void>;
}

const sleepOnTimer = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export class LoginThrottle {
  private readonly options: Required<LoginThrottleOptions>;
  private readonly addresses: WindowLimit;
  private readonly failures = new Map<string, number[]>();
  private readonly pending = new Map<string, number>();
  private lastSweep: number;

  constructor(options: LoginThrottleOptions = {}) {
    this.options = {
      attemptsPerAddress: options.attemptsPerAddress ?? attemptsPerAddressFromEnv(),
      addressWindowMs: options.addressWindowMs ?? LOGIN_ADDRESS_WINDOW_MS,
      freeFailures: options.freeFailures ?? FREE_FAILURES,
      baseDelayMs: options.baseDelayMs ?? BASE_DELAY_MS,
      maxDelayMs: options.maxDelayMs ?? MAX_DELAY_MS,
      failureMemoryMs: options.failureMemoryMs ?? FAILURE_MEMORY_MS,
      now: options.now ?? (() => Date.now()),
      sleep: options.sleep ?? sleepOnTimer,
    };
    this.lastSweep = this.options.now();
    this.addresses = new WindowLimit({ max: this.options.attemptsPerAddress, windowMs: this.options.addressWindowMs, now: this.options.now });
  }

  /** Counts one password attempt from `address`; throws 'too-many-requests' past the limit. */
  takeAddressAttempt(clientAddress: string | null): void {
    // A connection whose address is unknown is still counted (all such share one count): never skipped.
    this.addresses.take(clientAddress || 'unknown');
  }

  /** The wait before checking a password for this account now (failures plus attempts in flight). */
  delayFor(accountKey: string): number {
    const count = this.recentFailures(accountKey).length + (this.pending.get(accountKey) ?? 0);
    if (count < this.options.freeFailures) return 0;
    return Math.min(this.options.maxDelayMs, this.options.baseDelayMs * 2 ** (count - this.options.freeFailures));
  }

  /** Holds the attempt back for the account's delay; call `settle` once the password is checked. */
  async hold(accountKey: string): Promise<{ settle(ok: boolean): void }> {
    const delay = this.delayFor(accountKey);
    this.pending.set(accountKey, (this.pending.get(accountKey) ?? 0) + 1);
    let settled = false;
    const release = () => {
      const left = (this.pending.get(accountKey) ?? 1) - 1;
      if (left > 0) this.pending.set(accountKey, left);
      else this.pending.delete(accountKey);
    };
    try {
      if (delay > 0) await this.options.sleep(delay);
    } catch (error) {
      release();
      throw error;
    }
    return {
      settle: (ok) => {
        if (settled) return;
        settled = true;
        release();
        if (ok) this.failures.delete(accountKey);
        else this.recordFailure(accountKey);
      },
    };
  }

  private recordFailure(accountKey: string): void {
    const now = this.options.now();
    this.sweep(now);
    const log = this.recentFailures(accountKey);
    log.push(now);
    // Past this many the delay no longer grows; older entries add nothing.
    if (log.length > 64) log.splice(0, log.length - 64);
    this.failures.set(accountKey, log);
  }

  private recentFailures(accountKey: string): number[] {
    return recent(this.failures.get(accountKey), this.options.now(), this.options.failureMemoryMs);
  }

  /** Now and then, forget accounts with nothing recent (guessed e-mails pile up). */
  private sweep(now: number): void {
    if (now - this.lastSweep < this.options.failureMemoryMs) return;
    this.lastSweep = now;
    for (const [key, log] of this.failures) if (recent(log, now, this.options.failureMemoryMs).length === 0) this.failures.delete(key);
  }
}

let active: LoginThrottle | null = null;

/** The throttle password logins consult, or null while it is off. */
export function loginThrottle(): LoginThrottle | null {
  return active;
}

/** Turns the throttle on with `throttle` (tests use one with their own clock), or off with null. */
export function setLoginThrottle(throttle: LoginThrottle | null): void {
  active = throttle;
}
