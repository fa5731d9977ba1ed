// A sliding-window count per key (a client address, an e-mail address): at most `max` takes in
// any `windowMs`; the next gets Meteor's 'too-many-requests' error with `timeToReset`, in
// DDPRateLimiter's words, so clients show the wait the same way for every limit. Keys with
// nothing recent are forgotten now and then (guessed addresses pile up). In-process memory.
import { MeteorError } from '../meteor/errors';

export interface WindowLimitOptions {
  max: number;
  windowMs: number;
  now?: () => number;
}

/** Meteor's rate-limit error, with the whole seconds to wait in its reason. */
export function tooManyRequests(timeToReset: number): MeteorError {
  const seconds = Math.max(1, Math.ceil(timeToReset / 1000));
  return new MeteorError('too-many-requests', `Error, too many requests. Please slow down. You must wait ${seconds} seconds before trying again.`, {
    timeToReset,
  });
}

/** The entries of `log` newer than `windowMs`, oldest first (a new array when trimmed). */
export function recent(log: number[] | undefined, now: number, windowMs: number): number[] {
  if (!log) return [];
  const first = log.findIndex((time) => now - time < windowMs);
  return first === -1 ? [] : first === 0 ? log : log.slice(first);
}

export class WindowLimit {
  private readonly logs = new Map<string, number[]>();
  private readonly now: () => number;
  private lastSweep: number;

  constructor(private readonly options: WindowLimitOptions) {
    this.now = options.now ?? (() => Date.now());
    this.lastSweep = this.now();
  }

  /** Counts one for `key`; throws 'too-many-requests' (and counts nothing) past the limit. */
  take(key: string): void {
    this.refuseIfFull(key);
    this.record(key);
  }

  /** Throws 'too-many-requests' when `key` already has `max` in the window; counts nothing. */
  refuseIfFull(key: string): void {
    const now = this.now();
    this.sweep(now);
    const log = recent(this.logs.get(key), now, this.options.windowMs);
    if (log.length < this.options.max) return;
    this.logs.set(key, log);
    throw tooManyRequests((log[0] as number) + this.options.windowMs - now);
  }

  /** Counts one for `key`, even past the limit (for things counted once they are known to fail). */
  record(key: string): void {
    const now = this.now();
    this.sweep(now);
    const log = recent(this.logs.get(key), now, this.options.windowMs);
    log.push(now);
    this.logs.set(key, log);
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < this.options.windowMs) return;
    this.lastSweep = now;
    for (const [key, log] of this.logs) if (recent(log, now, this.options.windowMs).length === 0) this.logs.delete(key);
  }
}
