// Rate limits on the accounts methods over real sockets: Meteor's default rule (the 6th login in
// 10 s on one connection gets 'too-many-requests'), the per-address rule a new socket cannot
// reset, and the per-account failed-login lock that answers with the same ambiguous error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMBIGUOUS_ERROR_MESSAGE, installAccountsRateLimits, removeDefaultRateLimit } from '../../../packages/accounts-base/server';
import { DEFAULT_MAX_FAILED_LOGINS, FailedLoginCounter } from '../../../packages/ddp-rate-limiter/index';
import { Accounts, call, createUser, digest, errorOf, setupAccountsServer } from './accounts-fixture';

const fixture = setupAccountsServer();

describe('the default accounts rate limits', () => {
  beforeAll(() => {
    installAccountsRateLimits();
    installAccountsRateLimits(); // a second install adds no second set of rules
  });

  afterAll(() => {
    removeDefaultRateLimit();
  });

  it('refuses the 6th login in 10 s on one connection with too-many-requests', async () => {
    const client = await fixture.connect();
    for (let i = 0; i < 5; i++) {
      const frame = await call(client, 'login', { user: { email: 'nobody@example.com' }, password: digest('x') });
      expect(errorOf(frame)?.error).toBe(403);
    }
    const refused = errorOf(await call(client, 'login', { user: { email: 'nobody@example.com' }, password: digest('x') }));
    expect(refused).toMatchObject({ error: 'too-many-requests', details: { timeToReset: expect.any(Number) } });
    expect(String(refused?.reason)).toMatch(/^Error, too many requests\. Please slow down\. You must wait \d+ seconds before trying again\.$/);
  });

  it('keeps counting per address when the client opens a new socket for every try', async () => {
    // The previous test used 6 calls of this address; each new socket adds up to 5 more.
    let refusedAt = -1;
    for (let i = 0; i < 6 && refusedAt === -1; i++) {
      const socket = await fixture.connect();
      for (let j = 0; j < 4; j++) {
        const frame = await call(socket, 'forgotPassword', { email: `nobody${i}-${j}@example.com` });
        if (errorOf(frame)?.error === 'too-many-requests') {
          refusedAt = i * 4 + j;
          break;
        }
      }
    }
    // 20 forgotPassword calls per 10 s per address; no single socket made more than 4.
    expect(refusedAt).toBe(20);
  });
});

describe('the per-account failed-login lock', () => {
  let now = Date.now();

  beforeAll(() => {
    expect(Accounts.failedLogins().maxFailures).toBe(DEFAULT_MAX_FAILED_LOGINS);
    expect(DEFAULT_MAX_FAILED_LOGINS).toBe(100);
    // The same counter with a smaller limit, so the test needs a few bcrypt rounds, not 100.
    Accounts.setFailedLoginCounter(new FailedLoginCounter({ maxFailures: 5, now: () => now }));
  });

  it('locks an account after its failures, from any connection, with the same ambiguous error', async () => {
    const { userId, email, password } = await createUser('the real one');
    for (let i = 0; i < 5; i++) {
      const socket = await fixture.connect();
      expect(errorOf(await call(socket, 'login', { user: { email }, password: digest(`guess ${i}`) }))).toMatchObject({
        error: 403,
        reason: AMBIGUOUS_ERROR_MESSAGE,
      });
    }
    const owner = await fixture.connect();
    const locked = await call(owner, 'login', { user: { email }, password: digest(password) });
    expect(errorOf(locked)).toEqual(errorOf(await call(owner, 'login', { user: { email }, password: digest('wrong') })));
    expect(errorOf(locked)).toMatchObject({ error: 403, reason: AMBIGUOUS_ERROR_MESSAGE });
    // By id too: the lock is the account's, not the selector's.
    expect(errorOf(await call(owner, 'login', { user: { id: userId }, password: digest(password) }))).toMatchObject({ error: 403 });
    now += 60 * 60 * 1000;
    expect((await call(owner, 'login', { user: { email }, password: digest(password) })).result).toMatchObject({ id: userId });
  });

  it('treats an unknown account alike, so the lock does not reveal who exists', async () => {
    const client = await fixture.connect();
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push(errorOf(await call(client, 'login', { user: { email: 'ghost@example.com' }, password: digest('x') })));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
  });
});
