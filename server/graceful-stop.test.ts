// SHUTDOWN_TIMEOUT_MS: a whole number of milliseconds up to 10 minutes, 10 s when unset; any other
// value stops the start with a message naming the variable.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHUTDOWN_TIMEOUT_MS, shutdownTimeoutFromEnv } from './graceful-stop';

describe('SHUTDOWN_TIMEOUT_MS', () => {
  it('defaults to 10 s and takes whole milliseconds from 0 to 10 minutes', () => {
    expect(shutdownTimeoutFromEnv(undefined)).toBe(DEFAULT_SHUTDOWN_TIMEOUT_MS);
    expect(DEFAULT_SHUTDOWN_TIMEOUT_MS).toBe(10_000);
    expect(shutdownTimeoutFromEnv('')).toBe(DEFAULT_SHUTDOWN_TIMEOUT_MS);
    expect(shutdownTimeoutFromEnv('0')).toBe(0);
    expect(shutdownTimeoutFromEnv(' 25000 ')).toBe(25_000);
    expect(shutdownTimeoutFromEnv('600000')).toBe(600_000);
  });

  it.each(['-1', '1.5', '10s', '1e4', 'Infinity', '600001', '0x10'])('refuses %s', (value) => {
    expect(() => shutdownTimeoutFromEnv(value)).toThrow(`SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds from 0 to 600000, not '${value}'`);
  });
});
