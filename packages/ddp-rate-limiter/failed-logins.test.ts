import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FailedLoginCounter } from './failed-logins';
import { failedLogins, isAccountLocked, recordFailedLogin } from './index';

const MINUTE = 60_000;

describe('per-account failed-login limit', () => {
  let now = 0;
  let counter: FailedLoginCounter;

  beforeEach(() => {
    now = 0;
    counter = new FailedLoginCounter({ now: () => now });
  });

  it('locks an account after 100 failed logins within an hour, wherever they come from', () => {
    for (let i = 0; i < 99; i++) {
      now = i * 30_000; // spread over ~50 minutes, as if from many sockets
      counter.recordFailedLogin('alice');
    }
    expect(counter.isAccountLocked('alice')).toBe(false);
    counter.recordFailedLogin('alice');
    expect(counter.isAccountLocked('alice')).toBe(true);
    expect(counter.isAccountLocked('bob')).toBe(false);
  });

  it('unlocks as the oldest failures leave the hour (sliding window)', () => {
    for (let i = 0; i < 50; i++) counter.recordFailedLogin('alice');
    now = 30 * MINUTE;
    for (let i = 0; i < 50; i++) counter.recordFailedLogin('alice');
    expect(counter.isAccountLocked('alice')).toBe(true);
    expect(counter.timeToUnlock('alice')).toBe(30 * MINUTE);
    now = 60 * MINUTE - 1;
    expect(counter.isAccountLocked('alice')).toBe(true);
    now = 60 * MINUTE;
    expect(counter.isAccountLocked('alice')).toBe(false);
    expect(counter.timeToUnlock('alice')).toBe(0);
  });

  it('never allows more than 100 failures in any hour, also across an aligned hour boundary', () => {
    now = 59 * MINUTE;
    for (let i = 0; i < 100; i++) counter.recordFailedLogin('alice');
    now = 61 * MINUTE;
    expect(counter.isAccountLocked('alice')).toBe(true);
  });

  it('does not extend a lock with failures recorded while locked', () => {
    for (let i = 0; i < 100; i++) counter.recordFailedLogin('alice');
    now = 59 * MINUTE;
    for (let i = 0; i < 100; i++) counter.recordFailedLogin('alice');
    now = 60 * MINUTE;
    expect(counter.isAccountLocked('alice')).toBe(false);
  });

  it('can be cleared for one account', () => {
    for (let i = 0; i < 100; i++) counter.recordFailedLogin('alice');
    counter.clear('alice');
    expect(counter.isAccountLocked('alice')).toBe(false);
  });

  it('honours custom limits', () => {
    const strict = new FailedLoginCounter({ maxFailures: 3, windowMs: 15 * MINUTE, now: () => now });
    for (let i = 0; i < 3; i++) strict.recordFailedLogin('alice');
    expect(strict.isAccountLocked('alice')).toBe(true);
    now = 15 * MINUTE;
    expect(strict.isAccountLocked('alice')).toBe(false);
  });
});

describe('the shared failed-login counter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
  });

  afterEach(() => {
    failedLogins.clear('carol@example.com');
    vi.useRealTimers();
  });

  it('locks for an hour on the fake clock', () => {
    for (let i = 0; i < 100; i++) recordFailedLogin('carol@example.com');
    expect(isAccountLocked('carol@example.com')).toBe(true);
    vi.advanceTimersByTime(60 * MINUTE);
    expect(isAccountLocked('carol@example.com')).toBe(false);
  });
});
