// Resume logins and the per-address accounts limit, over real sockets from one address (an office
// behind one NAT after a server restart): valid resumes are neither refused by nor counted against
// the per-address limit, failed resumes (token guesses) still are limited, and password logins
// keep exactly their limit of 20 per address per 10 s.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installAccountsRateLimits, removeDefaultRateLimit } from '../../../packages/accounts-base/server';
import { LoginThrottle, setLoginThrottle } from '../../../packages/accounts-base/login-throttle';
import type { RawDdpClient } from '../../helpers/raw-ddp-client';
import { call, createUser, digest, errorOf, loginWithPassword, setupAccountsServer } from './accounts-fixture';

const fixture = setupAccountsServer();

/** Valid tokens of a few users, made before the limits are on (tabs of one browser share one). */
async function validTokens(users: number): Promise<string[]> {
  const client = await fixture.connect();
  const tokens: string[] = [];
  for (let i = 0; i < users; i++) {
    const { email, password } = await createUser();
    tokens.push((await loginWithPassword(client, email, password)).token);
  }
  return tokens;
}

/** Each on a socket of its own, all at once, as tabs do after a restart. */
async function resumeOnNewSockets(tokens: string[]): Promise<Array<unknown>> {
  const sockets = await Promise.all(tokens.map(() => fixture.connect()));
  const frames = await Promise.all(sockets.map((socket, i) => call(socket, 'login', { resume: tokens[i] })));
  return frames.map((frame) => errorOf(frame)?.error ?? 'ok');
}

/** Sends `calls` one by one, at most 4 a socket (Meteor's per-connection rule allows 5), and
 * answers the 0-based index of the first too-many-requests, or -1. */
async function firstRefusal(calls: number, send: (socket: RawDdpClient, i: number) => Promise<unknown>): Promise<number> {
  let socket = await fixture.connect();
  for (let i = 0; i < calls; i++) {
    if (i > 0 && i % 4 === 0) socket = await fixture.connect();
    if ((await send(socket, i)) === 'too-many-requests') return i;
  }
  return -1;
}

const failedResume = async (socket: RawDdpClient, i: number) =>
  errorOf(await call(socket, 'login', { resume: `no-such-token-${i}` }))?.error;

describe('resume logins from one address', () => {
  let tokens: string[];

  beforeEach(async () => {
    tokens ??= await validTokens(8);
    installAccountsRateLimits();
  });

  afterEach(() => {
    removeDefaultRateLimit();
  });

  it('lets 40 sessions resume valid tokens within one window', async () => {
    const forty = Array.from({ length: 40 }, (_, i) => tokens[i % tokens.length] as string);
    const outcomes = await resumeOnNewSockets(forty);
    expect(outcomes.filter((outcome) => outcome !== 'ok')).toEqual([]);
  });

  it('still limits failed resumes to 20 per address, not counting the valid ones before them', async () => {
    const thirty = Array.from({ length: 30 }, (_, i) => tokens[i % tokens.length] as string);
    expect(new Set(await resumeOnNewSockets(thirty))).toEqual(new Set(['ok']));
    expect(await firstRefusal(25, failedResume)).toBe(20);
    // Past the failures, guesses are refused before the token is looked up: a valid one too.
    expect(await resumeOnNewSockets([tokens[0] as string])).toEqual(['too-many-requests']);
  });

  it('keeps 20 password logins per address per 10 s, whatever resumes came first', async () => {
    // A roomy password throttle, so the per-address rule of the accounts methods is what refuses.
    setLoginThrottle(new LoginThrottle({ attemptsPerAddress: 1000 }));
    const thirty = Array.from({ length: 30 }, (_, i) => tokens[i % tokens.length] as string);
    expect(new Set(await resumeOnNewSockets(thirty))).toEqual(new Set(['ok']));
    expect(await firstRefusal(10, failedResume)).toBe(-1);
    // A different unknown account each time, so no account's growing delay holds the calls back.
    const passwordLogin = async (socket: RawDdpClient, i: number) =>
      errorOf(await call(socket, 'login', { user: { email: `nobody-${i}@example.com` }, password: digest('x') }))?.error;
    expect(await firstRefusal(25, passwordLogin)).toBe(20);
  });
});
