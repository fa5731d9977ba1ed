// Meteor's `retry` package: the delay before reconnect attempt `count` is `minTimeout` for the
// first `minCount` attempts, then min(maxTimeout, baseTimeout × exponent^count), multiplied by a
// random factor in [1 − fuzz/2, 1 + fuzz/2] so that clients dropped together do not return
// together. Left out: nothing.
import type { RetryOptions } from './types';

export const RETRY_DEFAULTS: Required<RetryOptions> = {
  minTimeout: 10,
  minCount: 2,
  baseTimeout: 1000,
  exponent: 2.2,
  maxTimeout: 5 * 60 * 1000,
  fuzz: 0.5,
};

export function retryDelay(count: number, options: RetryOptions = {}, random: () => number = Math.random): number {
  const o = { ...RETRY_DEFAULTS, ...stripUndefined(options) };
  if (count < o.minCount) return o.minTimeout;
  const timeout = Math.min(o.maxTimeout, o.baseTimeout * Math.pow(o.exponent, count));
  return timeout * (random() * o.fuzz + (1 - o.fuzz / 2));
}

function stripUndefined(options: RetryOptions): RetryOptions {
  return Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) as RetryOptions;
}
