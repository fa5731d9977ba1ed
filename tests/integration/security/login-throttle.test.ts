// Password guessing over real sockets, with the accounts rate limits on (as `npm start` runs):
// - at most 10 password login attempts per client address per minute, whatever connection they
//   come from (a fresh socket per guess does not help);
// - guesses at one account, from any number of connections or addresses, wait a delay that grows
//   with its recent failures, on timers (the server keeps answering others meanwhile);
// - no lockout: the owner's right password still logs in, after at most the delay;
// - known and unknown accounts get the same answers and the same delays.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AMBIGUOUS_ERROR_MESSAGE, installAccountsRateLimits, removeDefaultRateLimit } from '../../../packages/accounts-base/server';
import {
  LOGIN_ATTEMPTS_PER_ADDRESS,
  LoginThrottle,
  attemptsPerAddressFromEnv,
  loginThrottle,
  setLoginThrottle,
} from '../../../packages/accounts-base/login-throttle';
import type { DdpFrame } from '../../helpers/raw-ddp-client';
import { Accounts, call, createUser, digest, errorOf, loginWithPassword, setupAccountsServer } from '../accounts/accounts-fixture';

const fixture = setupAccountsServer();

/** A throttle whose delays are recorded; they still run on real (short) timers. */
function recordingThrottle(options: ConstructorParameters<typeof LoginThrottle>[0] = {}): { throttle: LoginThrottle; waits: number[] } {
  const waits: number[] = [];
  const throttle = new LoginThrottle({
    ...options,
    sleep: (ms) => {
      waits.push(ms);
      return new Promise((resolve) => setTimeout(resolve, ms));
    },
  });
  return { throttle, waits };
}

let nextCall = 0;

/** A password login on a fresh socket. Waits longer than `call`: bcrypt on a busy machine is slow. */
async function guess(selector: Record<string, string>, password: string): Promise<DdpFrame> {
  const socket = await fixture.connect();
  const id = `guess-${++nextCall}`;
  socket.send({ msg: 'method', id, method: 'login', params: [{ user: selector, password: digest(password) }] });
  return socket.next({ msg: 'result', id }, 20_000);
}

describe('password logins per client address', () => {
  beforeAll(() => {
    installAccountsRateLimits();
  });

  afterAll(() => {
    removeDefaultRateLimit();
    expect(loginThrottle()).toBeNull();
  });

  it('answers 10 attempts a minute from one address, then too-many-requests, even on fresh sockets', async () => {
    let now = Date.now();
    setLoginThrottle(new LoginThrottle({ now: () => now }));
    expect(LOGIN_ATTEMPTS_PER_ADDRESS).toBe(10);
    for (let i = 0; i < 10; i++) {
      // A different unknown account each time: only the address limit applies.
      expect(errorOf(await guess({ email: `nobody-${i}@example.com` }, 'x'))).toMatchObject({ error: 403, reason: AMBIGUOUS_ERROR_MESSAGE });
    }
    const refused = errorOf(await guess({ email: 'nobody-10@example.com' }, 'x'));
    expect(refused).toMatchObject({ error: 'too-many-requests', details: { timeToReset: expect.any(Number) } });
    expect(String(refused?.reason)).toMatch(/^Error, too many requests\. Please slow down\. You must wait \d+ seconds before trying again\.$/);
    // A known account's right password is refused alike while the address is over its limit.
    const { email, password, userId } = await createUser('someone');
    expect(errorOf(await guess({ email }, password))).toMatchObject({ error: 'too-many-requests' });
    now += 60_000;
    expect((await guess({ email }, password)).result).toMatchObject({ id: userId });
  });

  it('counts logins that bypass a trusted proxy (no X-Forwarded-For) by their socket address', async () => {
    const previous = process.env.HTTP_FORWARDED_COUNT;
    process.env.HTTP_FORWARDED_COUNT = '1';
    try {
      setLoginThrottle(new LoginThrottle({ attemptsPerAddress: 3 }));
      for (let i = 0; i < 3; i++) expect(errorOf(await guess({ email: `bypass-${i}@example.com` }, 'x'))).toMatchObject({ error: 403 });
      expect(errorOf(await guess({ email: 'bypass-3@example.com' }, 'x'))).toMatchObject({ error: 'too-many-requests' });
    } finally {
      if (previous === undefined) delete process.env.HTTP_FORWARDED_COUNT;
      else process.env.HTTP_FORWARDED_COUNT = previous;
      setLoginThrottle(new LoginThrottle());
    }
  });

  it('takes another limit from LOGIN_ATTEMPTS_PER_MINUTE, ignoring nonsense', () => {
    expect(attemptsPerAddressFromEnv('50')).toBe(50);
    expect(attemptsPerAddressFromEnv(undefined)).toBe(10);
    for (const bad of ['', '0', '-3', '2.5', 'many']) expect(attemptsPerAddressFromEnv(bad)).toBe(10);
  });
});

// Meteor's per-address rule on the accounts methods (20 calls per 10 s) stays out of these tests,
// which send more logins than that; the throttle under test is set directly.
describe('guessing at one account', () => {
  const SMALL = { freeFailures: 2, baseDelayMs: 20, maxDelayMs: 160, attemptsPerAddress: 1000 };

  afterEach(() => {
    setLoginThrottle(null);
  });

  it('waits a delay that grows with the failures and caps, and the owner still logs in', async () => {
    const { throttle, waits } = recordingThrottle(SMALL);
    setLoginThrottle(throttle);
    const { email, password, userId } = await createUser('the owner');
    for (let i = 0; i < 8; i++) {
      expect(errorOf(await guess({ email }, `guess ${i}`))).toMatchObject({ error: 403, reason: AMBIGUOUS_ERROR_MESSAGE });
    }
    expect(waits).toEqual([20, 40, 80, 160, 160, 160]);
    // Not a lockout: the right password logs in, after at most the (capped) delay.
    expect((await guess({ email }, password)).result).toMatchObject({ id: userId });
    expect(waits.at(-1)).toBe(160);
    // By id it is the same account, and a success clears its failures.
    expect((await guess({ id: userId }, password)).result).toMatchObject({ id: userId });
    expect(waits).toHaveLength(7);
  });

  it('treats an unknown account alike: same answers, same delays', async () => {
    const known = recordingThrottle(SMALL);
    setLoginThrottle(known.throttle);
    const { email } = await createUser('exists');
    const knownAnswers = [];
    for (let i = 0; i < 6; i++) knownAnswers.push(errorOf(await guess({ email }, `guess ${i}`)));

    const unknown = recordingThrottle(SMALL);
    setLoginThrottle(unknown.throttle);
    const unknownAnswers = [];
    for (let i = 0; i < 6; i++) unknownAnswers.push(errorOf(await guess({ email: 'ghost@example.com' }, `guess ${i}`)));

    expect(unknownAnswers).toEqual(knownAnswers);
    expect(unknown.waits).toEqual(known.waits);
    expect(known.waits.length).toBeGreaterThan(0);
  });

  it("holds back guesses at the old password in changePassword like logins, and counts them per address", async () => {
    const { throttle, waits } = recordingThrottle({ ...SMALL, attemptsPerAddress: 8 }); // the login, six guesses, the right one
    setLoginThrottle(throttle);
    const { email, password } = await createUser('changing owner');
    const socket = await fixture.connect();
    await loginWithPassword(socket, email, password);
    for (let i = 0; i < 6; i++) {
      expect(errorOf(await call(socket, 'changePassword', digest(`old guess ${i}`), digest('new password 1')))).toMatchObject({ error: 403 });
    }
    expect(waits).toEqual([20, 40, 80, 160]);
    expect(errorOf(await call(socket, 'changePassword', digest(password), digest('new password 1')))).toBeUndefined();
    expect(errorOf(await call(socket, 'changePassword', digest('new password 1'), digest('new password 2')))).toMatchObject({ error: 'too-many-requests' });
  });

  it('counts guesses sent in parallel from many connections before they are checked', async () => {
    const { throttle, waits } = recordingThrottle(SMALL);
    setLoginThrottle(throttle);
    const { email } = await createUser('parallel target');
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => guess({ email }, `parallel ${i}`)));
    for (const answer of answers) expect(errorOf(answer)).toMatchObject({ error: 403 });
    expect([...waits].sort((a, b) => a - b)).toEqual([20, 40, 80, 160]);
  });

  it('waits on timers: other clients are answered while a guess is held back', async () => {
    const { throttle } = recordingThrottle({ ...SMALL, baseDelayMs: 300, maxDelayMs: 300 });
    setLoginThrottle(throttle);
    const { email } = await createUser('slow target');
    for (let i = 0; i < 2; i++) await guess({ email }, `warm ${i}`);
    const order: string[] = [];
    const held = guess({ email }, 'held back').then(() => order.push('held'));
    // Give the held guess time to reach its delay, then ask something else on another socket.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const other = await fixture.connect();
    await call(other, 'login', { user: { email: 'someone-else@example.com' }, password: digest('x') }).then(() => order.push('other'));
    await held;
    expect(order).toEqual(['other', 'held']);
  });

  it('is what the accounts API exposes', () => {
    const throttle = new LoginThrottle();
    Accounts.setLoginThrottle(throttle);
    expect(Accounts.loginThrottle()).toBe(throttle);
  });
});
