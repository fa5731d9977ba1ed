// Rate limits on the accounts methods over real sockets: Meteor's default rule (the 6th login in
// 10 s on one connection gets 'too-many-requests') and the per-address rule a new socket cannot
// reset.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installAccountsRateLimits, removeDefaultRateLimit } from '../../../packages/accounts-base/server';
import { call, digest, errorOf, setupAccountsServer } from './accounts-fixture';

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
        // resetPassword: limited by Meteor's rule only (forgotPassword also has the mail limits).
        const frame = await call(socket, 'resetPassword', `no-such-token-${i}-${j}`, digest('new password'));
        if (errorOf(frame)?.error === 'too-many-requests') {
          refusedAt = i * 4 + j;
          break;
        }
      }
    }
    // 20 accounts calls per 10 s per address; no single socket made more than 4.
    expect(refusedAt).toBe(20);
  });
});

// The per-account defence (a growing delay, no lockout) and the 10-per-minute address limit on
// password logins: tests/integration/security/login-throttle.test.ts.
