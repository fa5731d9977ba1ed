// Login over a real WebSocket: password and resume logins, Meteor's stored format (a user
// document written by hand as Meteor writes it logs in unchanged), logout, getNewToken,
// removeOtherTokens, and failed logins that do not tell an unknown e-mail from a wrong password.
import { createHash } from 'node:crypto';
import bcrypt from 'bcrypt';
import { describe, expect, it } from 'vitest';
import { users } from '../../../packages/accounts-base/users-collection';
import { AMBIGUOUS_ERROR_MESSAGE } from '../../../packages/accounts-base/server';
import { Accounts, call, createUser, digest, errorOf, loginWithPassword, setupAccountsServer } from './accounts-fixture';

const fixture = setupAccountsServer();

function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function base64Sha256(text: string): string {
  return createHash('sha256').update(text).digest('base64');
}

describe('login with a password', () => {
  it('answers {id, token, tokenExpires, type} and stores only the hash of the token', async () => {
    const { userId, email, password } = await createUser();
    const client = await fixture.connect();
    const result = await loginWithPassword(client, email, password);
    expect(result.id).toBe(userId);
    expect(result.type).toBe('password');
    expect(result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(result.tokenExpires.$date).toBe(fixture.clock.now + 90 * 24 * 60 * 60 * 1000);
    const stored = await users.findOneAsync({ _id: userId });
    expect(stored?.services?.resume?.loginTokens).toEqual([{ when: new Date(fixture.clock.now), hashedToken: base64Sha256(result.token) }]);
    expect(JSON.stringify(stored)).not.toContain(result.token);
    expect(stored?.services?.password?.bcrypt).toMatch(/^\$2b\$10\$/);
    expect(await bcrypt.compare(sha256Hex(password), stored?.services?.password?.bcrypt as string)).toBe(true);
  });

  it('sends the user their own document (without services) before the login result', async () => {
    const { userId, email, password } = await createUser('pw one two three', { name: { first: 'Ada', last: 'L' } });
    const client = await fixture.connect();
    const mark = client.mark();
    await loginWithPassword(client, email, password);
    const frames = client.since(mark);
    const added = frames.find((f) => f.msg === 'added' && f.collection === 'users');
    const resultIndex = frames.findIndex((f) => f.msg === 'result');
    expect(added).toMatchObject({ id: userId, fields: { emails: [{ address: email, verified: false }], profile: { name: { first: 'Ada', last: 'L' } }, roles: [] } });
    expect(frames.indexOf(added!)).toBeLessThan(resultIndex);
    expect(JSON.stringify(frames)).not.toContain('services');
  });

  it('accepts a plaintext password, a username selector and an id selector', async () => {
    const userId = await Accounts.createUser({ username: 'grace', email: 'grace@example.com', password: 'navy cobol' });
    const client = await fixture.connect();
    expect((await call(client, 'login', { user: { username: 'grace' }, password: 'navy cobol' })).result).toMatchObject({ id: userId });
    expect((await call(client, 'login', { user: { username: 'GRACE' }, password: digest('navy cobol') })).result).toMatchObject({ id: userId });
    expect((await call(client, 'login', { user: { id: userId }, password: digest('navy cobol') })).result).toMatchObject({ id: userId });
    expect((await call(client, 'login', { user: { email: 'Grace@Example.com' }, password: digest('navy cobol') })).result).toMatchObject({ id: userId });
  });

  // Timing under a parallel test run is noisy: interleaved samples, medians, and a retry.
  it('gives one ambiguous error, with similar timing, for an unknown e-mail and a wrong password', { retry: 2 }, async () => {
    const { email } = await createUser('the right one');
    const client = await fixture.connect();
    const times = { unknown: [] as number[], wrong: [] as number[] };
    for (let i = 0; i < 10; i++) {
      let start = performance.now();
      const unknown = await call(client, 'login', { user: { email: `nobody${i}@example.com` }, password: digest('x') });
      times.unknown.push(performance.now() - start);
      start = performance.now();
      const wrong = await call(client, 'login', { user: { email }, password: digest('wrong') });
      times.wrong.push(performance.now() - start);
      expect(errorOf(unknown)).toEqual(errorOf(wrong));
      expect(errorOf(wrong)).toMatchObject({ error: 403, reason: AMBIGUOUS_ERROR_MESSAGE });
    }
    const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] as number;
    // Both paths spend one bcrypt comparison: neither is more than twice the other.
    expect(median(times.unknown) / median(times.wrong)).toBeGreaterThan(0.5);
    expect(median(times.unknown) / median(times.wrong)).toBeLessThan(2);
  });

  it('refuses other hash algorithms and malformed login options', async () => {
    const { email } = await createUser();
    const client = await fixture.connect();
    expect(errorOf(await call(client, 'login', { user: { email }, password: { digest: sha256Hex('x'), algorithm: 'md5' } }))).toMatchObject({ error: 400 });
    expect(errorOf(await call(client, 'login', { user: { email, username: 'a' }, password: 'x' }))).toMatchObject({ error: 400, reason: 'Match failed' });
    expect(errorOf(await call(client, 'login', { foo: 1 }))).toMatchObject({ error: 400, reason: 'Unrecognized options for login request' });
    expect(errorOf(await call(client, 'login', 'just a string'))).toMatchObject({ error: 400, reason: 'Match failed' });
  });
});

describe('a user document written in Meteor’s format', () => {
  it('logs in with its password and with its stored resume token', async () => {
    const token = 'f5pSAnnZ4DJymH0B8pL8-7B6m1x6h8y3oUmBv2qgJWm';
    const when = new Date(fixture.clock.now - 5 * 24 * 60 * 60 * 1000);
    await users.insertAsync({
      _id: 'meteorUser1234567',
      createdAt: new Date('2020-01-01T00:00:00Z'),
      services: {
        password: { bcrypt: bcrypt.hashSync(sha256Hex('exported password'), 10) },
        resume: { loginTokens: [{ when, hashedToken: base64Sha256(token) }] },
      },
      emails: [{ address: 'exported@example.com', verified: true }],
      profile: { name: { first: 'Ex', last: 'Ported' } },
      roles: ['candidate'],
    });
    const client = await fixture.connect();
    expect((await loginWithPassword(client, 'exported@example.com', 'exported password')).id).toBe('meteorUser1234567');
    const other = await fixture.connect();
    const resumed = await call(other, 'login', { resume: token });
    expect(resumed.result).toMatchObject({ id: 'meteorUser1234567', token, type: 'resume', tokenExpires: { $date: when.getTime() + 90 * 24 * 60 * 60 * 1000 } });
  });

  it('upgrades a legacy unhashed token on resume', async () => {
    await users.insertAsync({
      _id: 'legacyUser1234567',
      services: { resume: { loginTokens: [{ when: new Date(fixture.clock.now), token: 'legacy-token' }] } },
      emails: [{ address: 'legacy@example.com', verified: false }],
    });
    const client = await fixture.connect();
    expect((await call(client, 'login', { resume: 'legacy-token' })).result).toMatchObject({ id: 'legacyUser1234567' });
    const stored = await users.findOneAsync({ _id: 'legacyUser1234567' });
    expect(stored?.services?.resume?.loginTokens).toEqual([{ when: new Date(fixture.clock.now), hashedToken: base64Sha256('legacy-token') }]);
  });
});

describe('resume, logout and the token methods', () => {
  it('resumes on a new connection, and refuses an unknown token', async () => {
    const { userId, email, password } = await createUser();
    const first = await fixture.connect();
    const { token } = await loginWithPassword(first, email, password);
    const second = await fixture.connect();
    expect((await call(second, 'login', { resume: token })).result).toMatchObject({ id: userId, token, type: 'resume' });
    expect(errorOf(await call(second, 'login', { resume: 'not-a-token' }))).toEqual(
      expect.objectContaining({ error: 403, reason: "You've been logged out by the server. Please log in again." }),
    );
  });

  it('logout removes the token and the user’s private data from this connection', async () => {
    const { userId, email, password } = await createUser();
    const client = await fixture.connect();
    const { token } = await loginWithPassword(client, email, password);
    const mark = client.mark();
    await call(client, 'logout');
    expect(client.since(mark)).toContainEqual({ msg: 'removed', collection: 'users', id: userId });
    expect((await users.findOneAsync({ _id: userId }))?.services?.resume?.loginTokens).toEqual([]);
    expect(errorOf(await call(client, 'login', { resume: token }))).toMatchObject({ error: 403 });
  });

  it('getNewToken keeps the old token’s date; removeOtherTokens logs the other connections out', async () => {
    const { userId, email, password } = await createUser();
    const mine = await fixture.connect();
    const other = await fixture.connect();
    const first = await loginWithPassword(mine, email, password);
    fixture.clock.advance(60_000);
    await loginWithPassword(other, email, password);
    const renewed = (await call(mine, 'getNewToken')).result as { token: string; tokenExpires: { $date: number } };
    expect(renewed.token).not.toBe(first.token);
    expect(renewed.tokenExpires).toEqual(first.tokenExpires);
    const mark = other.mark();
    await call(mine, 'removeOtherTokens');
    await other.next({ msg: 'removed', collection: 'users', id: userId });
    expect(other.since(mark).some((f) => f.msg === 'removed')).toBe(true);
    const tokens = (await users.findOneAsync({ _id: userId }))?.services?.resume?.loginTokens ?? [];
    expect(tokens).toHaveLength(1);
    expect(errorOf(await call(mine, 'login', { resume: renewed.token }))).toBeUndefined();
  });

  it('getNewToken and removeOtherTokens need a login', async () => {
    const client = await fixture.connect();
    expect(errorOf(await call(client, 'getNewToken'))).toMatchObject({ error: 'You are not logged in.' });
    expect(errorOf(await call(client, 'removeOtherTokens'))).toMatchObject({ error: 'You are not logged in.' });
  });
});
