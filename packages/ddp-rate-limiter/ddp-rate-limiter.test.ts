import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MeteorError } from '../meteor/errors';
import { addDefaultAccountsRules as addRulesTo } from './accounts-rules';
import { DDPRateLimiterClass } from './ddp-rate-limiter';
import {
  addDefaultAccountsRules,
  DDPRateLimiter,
  type RateLimitInput,
  removeDefaultAccountsRules,
} from './index';

function call(overrides: Partial<RateLimitInput> = {}): RateLimitInput {
  return { type: 'method', name: 'login', userId: null, connectionId: 'c1', clientAddress: '203.0.113.9', ...overrides };
}

describe('DDPRateLimiter with the default accounts rules', () => {
  let now = 0;
  let limiter: DDPRateLimiterClass;

  beforeEach(() => {
    now = 0;
    limiter = new DDPRateLimiterClass({ now: () => now });
    addRulesTo(limiter);
  });

  it('allows 5 logins per connection in 10 s and refuses the 6th with the Meteor error', () => {
    for (let i = 0; i < 5; i++) expect(limiter.consume(call())).toBeNull();
    now = 3234;
    const error = limiter.consume(call());
    expect(error).toBeInstanceOf(MeteorError);
    expect(error?.toWire()).toEqual({
      isClientSafe: true,
      error: 'too-many-requests',
      reason: 'Error, too many requests. Please slow down. You must wait 7 seconds before trying again.',
      details: { timeToReset: 6766 },
      message: 'Error, too many requests. Please slow down. You must wait 7 seconds before trying again. [too-many-requests]',
      errorType: 'Meteor.Error',
    });
  });

  it('lets the connection call again once its window has passed', () => {
    for (let i = 0; i < 6; i++) limiter.consume(call());
    now = 9_999;
    expect(limiter.consume(call())).not.toBeNull();
    now = 10_000;
    expect(limiter.consume(call())).toBeNull();
  });

  it('limits each of login, createUser, resetPassword and forgotPassword separately', () => {
    for (const name of ['login', 'createUser', 'resetPassword', 'forgotPassword']) {
      for (let i = 0; i < 5; i++) expect(limiter.consume(call({ name }))).toBeNull();
      expect(limiter.consume(call({ name }))?.error).toBe('too-many-requests');
    }
  });

  it('limits logged-in callers too (userId is not part of the rule)', () => {
    for (let i = 0; i < 5; i++) limiter.consume(call({ userId: `u${i}` }));
    expect(limiter.consume(call({ userId: 'u9' }))).not.toBeNull();
  });

  it('does not limit other methods or subscriptions with the same name', () => {
    for (let i = 0; i < 50; i++) {
      expect(limiter.consume(call({ name: 'projects.list' }))).toBeNull();
      expect(limiter.consume(call({ type: 'subscription' }))).toBeNull();
    }
  });

  it('gives each connection its own window (per-key, not Meteor per-rule reset)', () => {
    for (let i = 0; i < 5; i++) limiter.consume(call({ connectionId: 'a', clientAddress: '1.1.1.1' }));
    now = 9_000;
    for (let i = 0; i < 5; i++) limiter.consume(call({ connectionId: 'b', clientAddress: '2.2.2.2' }));
    now = 10_000;
    // a's window (opened at 0) is over; b's (opened at 9 s) still runs until 19 s.
    expect(limiter.consume(call({ connectionId: 'a', clientAddress: '1.1.1.1' }))).toBeNull();
    const refused = limiter.consume(call({ connectionId: 'b', clientAddress: '2.2.2.2' }));
    expect(refused?.details).toEqual({ timeToReset: 9_000 });
  });

  it('documents the fixed-window edge: 5 calls late in a window and 5 early in the next all pass', () => {
    limiter.consume(call());
    now = 9_900;
    for (let i = 0; i < 4; i++) expect(limiter.consume(call())).toBeNull();
    now = 10_100;
    for (let i = 0; i < 5; i++) expect(limiter.consume(call())).toBeNull();
    expect(limiter.consume(call())).not.toBeNull();
  });

  it('keeps limiting an address that opens a new socket for every call', () => {
    for (let i = 0; i < 20; i++) expect(limiter.consume(call({ connectionId: `socket${i}` }))).toBeNull();
    const refused = limiter.consume(call({ connectionId: 'socket20' }));
    expect(refused?.error).toBe('too-many-requests');
    expect(limiter.consume(call({ connectionId: 'socket21', clientAddress: '198.51.100.1' }))).toBeNull();
  });

  it('stops limiting when the rules are removed', () => {
    const other = new DDPRateLimiterClass({ now: () => now });
    const ids = addRulesTo(other);
    for (let i = 0; i < 5; i++) other.consume(call());
    removeDefaultAccountsRules(other, ids);
    expect(other.consume(call())).toBeNull();
  });
});

describe('DDPRateLimiter rules and messages', () => {
  let now = 0;
  let limiter: DDPRateLimiterClass;

  beforeEach(() => {
    now = 0;
    limiter = new DDPRateLimiterClass({ now: () => now });
  });

  it('allows everything when no rule matches', () => {
    const result = limiter.check(call());
    expect(result).toEqual({ allowed: true, timeToReset: 0, numInvocationsLeft: Infinity });
  });

  it('matches value fields by equality and counts them in the key', () => {
    limiter.addRule({ name: 'projects.apply', userId: 'alice' }, 1, 1000);
    expect(limiter.consume(call({ name: 'projects.apply', userId: 'alice' }))).toBeNull();
    expect(limiter.consume(call({ name: 'projects.apply', userId: 'alice', connectionId: 'c2' }))).not.toBeNull();
    expect(limiter.consume(call({ name: 'projects.apply', userId: 'bob' }))).toBeNull();
  });

  it('passes the input value to function fields and keys the counter by that value', () => {
    const seen: unknown[] = [];
    limiter.addRule(
      {
        userId: (id) => {
          seen.push(id);
          return id !== 'admin';
        },
      },
      1,
      1000,
    );
    expect(limiter.consume(call({ userId: 'u1' }))).toBeNull();
    expect(limiter.consume(call({ userId: 'u1' }))).not.toBeNull();
    expect(limiter.consume(call({ userId: 'u2' }))).toBeNull();
    expect(limiter.consume(call({ userId: 'admin' }))).toBeNull();
    expect(limiter.consume(call({ userId: 'admin' }))).toBeNull();
    expect(seen).toContain('u1');
  });

  it('shares one counter across connections when the rule does not mention connectionId', () => {
    limiter.addRule({ type: 'subscription', name: 'projects' }, 2, 1000);
    const sub = (connectionId: string) => call({ type: 'subscription', name: 'projects', connectionId });
    expect(limiter.consume(sub('a'))).toBeNull();
    expect(limiter.consume(sub('b'))).toBeNull();
    expect(limiter.consume(sub('c'))?.error).toBe('too-many-requests');
  });

  it('reports how many calls are left and calls the rule callback with its verdict', () => {
    const callback = vi.fn();
    const id = limiter.addRule({ connectionId: () => true }, 3, 1000, callback);
    limiter.increment(call());
    const result = limiter.check(call());
    expect(result).toEqual({ allowed: true, timeToReset: 1000, numInvocationsLeft: 2, ruleId: id });
    expect(callback).toHaveBeenCalledWith({ allowed: true, timeToReset: 1000, numInvocationsLeft: 2, ruleId: id }, call());
  });

  it('when several rules refuse, reports the longest wait', () => {
    limiter.addRule({ name: 'login' }, 0, 1000);
    const long = limiter.addRule({ connectionId: () => true }, 0, 60_000);
    limiter.increment(call());
    expect(limiter.check(call())).toMatchObject({ allowed: false, timeToReset: 60_000, numInvocationsLeft: 0, ruleId: long });
  });

  it('uses a custom global message, and a rule-specific one over it', () => {
    const strict = limiter.addRule({ name: 'login' }, 0, 2000);
    limiter.setErrorMessage((result) => `wait ${result.timeToReset} ms`);
    expect(limiter.consume(call())?.reason).toBe('wait 2000 ms');
    limiter.setErrorMessageOnRule(strict, 'Too many login attempts');
    expect(limiter.consume(call())?.reason).toBe('Too many login attempts');
    limiter.addRule({ name: 'createUser' }, 0, 2000);
    limiter.setErrorMessage('Slow down');
    expect(limiter.consume(call({ name: 'createUser' }))?.reason).toBe('Slow down');
  });

  it('rounds the wait up to whole seconds in the default message', () => {
    limiter.addRule({ name: 'login' }, 0, 1001);
    expect(limiter.consume(call())?.reason).toContain('You must wait 2 seconds');
  });

  it('rejects nonsensical rules', () => {
    expect(() => limiter.addRule({}, -1, 1000)).toThrow();
    expect(() => limiter.addRule({}, 1, 0)).toThrow();
  });

  it('forgets the windows of connections that went away', () => {
    limiter.addRule({ connectionId: () => true }, 5, 1000);
    for (let i = 0; i < 100; i++) limiter.consume(call({ connectionId: `gone${i}` }));
    now = 1000;
    limiter.consume(call({ connectionId: 'new' }));
    now = 1500;
    // The new connection keeps its window; the hundred old ones are gone.
    expect(limiter.check(call({ connectionId: 'new' })).numInvocationsLeft).toBe(4);
    const rule = (limiter as unknown as { limiter: { rules: Map<string, { counters: Map<string, unknown> }> } }).limiter
      .rules;
    expect([...rule.values()][0]?.counters.size).toBe(1);
  });
});

describe('the shared DDPRateLimiter', () => {
  let ids: ReturnType<typeof addDefaultAccountsRules> | undefined;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
  });

  afterEach(() => {
    if (ids) removeDefaultAccountsRules(DDPRateLimiter, ids);
    ids = undefined;
    vi.useRealTimers();
  });

  it('follows the (fake) clock', () => {
    ids = addDefaultAccountsRules();
    for (let i = 0; i < 5; i++) DDPRateLimiter.consume(call({ connectionId: 'shared' }));
    expect(DDPRateLimiter.consume(call({ connectionId: 'shared' }))?.details).toEqual({ timeToReset: 10_000 });
    vi.advanceTimersByTime(10_000);
    expect(DDPRateLimiter.consume(call({ connectionId: 'shared' }))).toBeNull();
  });
});
