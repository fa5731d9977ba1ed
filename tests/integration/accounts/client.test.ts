// The accounts client (AccountsClient + the password client) against the real server over a real
// WebSocket, in Node: login with a password hashed by Web Crypto, the reactive user document, the
// token in storage under Meteor's keys, resume on "page load" and before anything else after a
// reconnect, logout, being logged out from elsewhere, the client-only messages, the mailed reset
// flow, and the handling of accounts links.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  AccountsClient,
  LOGIN_TOKEN_EXPIRES_KEY,
  LOGIN_TOKEN_KEY,
  type TokenStorage,
  USER_ID_KEY,
  memoryStorage,
} from '../../../packages/accounts-base/accounts-client';
import { EMAIL_VERIFIED_MESSAGE, handleAccountsLinks } from '../../../packages/accounts-password/account-links';
import { hashPassword, passwordClient } from '../../../packages/accounts-password/password-client';
import { type Connection, DDP } from '../../../packages/ddp-client/server';
import { Meteor } from '../../../packages/meteor/server';
import { Tracker } from '../../../packages/tracker/index';
import { type MailSink, startMailSink } from '../../helpers/mail-sink';
import { waitUntil } from '../../helpers/wait-until';
import { Accounts, call, createUser, loginWithPassword, setupAccountsServer } from './accounts-fixture';
import { tokenFromMail } from './smtp-sink';

const fixture = setupAccountsServer();
let smtp: MailSink;
const connections: Connection[] = [];

Meteor.methods({
  whoami() {
    return this.userId;
  },
});

beforeAll(async () => {
  smtp = await startMailSink();
});

afterEach(() => {
  for (const connection of connections.splice(0)) connection.close();
});

afterAll(async () => {
  await smtp.stop();
});

function openClient(storage: TokenStorage = memoryStorage()) {
  const connection = DDP.connect(fixture.server.url, { retry: true, minTimeout: 10, baseTimeout: 10, fuzz: 0 });
  connections.push(connection);
  const accounts = new AccountsClient({ connection, storage });
  return { connection, accounts, password: passwordClient(accounts), storage };
}

describe('logging in from the client', () => {
  it('hashes the password in the client, sets the reactive user and stores the token', async () => {
    const { userId, email, password } = await createUser('client password', { name: { first: 'Cli', last: 'Ent' } });
    const { accounts, password: pw, storage } = openClient();
    const seen: Array<[boolean, string | undefined]> = [];
    const computation = Tracker.autorun(() => seen.push([accounts.loggingIn(), accounts.user()?.profile?.name?.first]));
    const result = await pw.loginWithPassword(email, password);
    Tracker.flush();
    computation.stop();
    expect(result?.id).toBe(userId);
    expect(accounts.userId()).toBe(userId);
    expect(accounts.user()).toMatchObject({ _id: userId, emails: [{ address: email, verified: false }], roles: [] });
    expect(accounts.user()).not.toHaveProperty('services');
    expect(seen[0]).toEqual([false, undefined]);
    expect(seen).toContainEqual([true, undefined]);
    expect(seen[seen.length - 1]).toEqual([false, 'Cli']);
    expect(storage.getItem(LOGIN_TOKEN_KEY)).toBe(result?.token);
    expect(storage.getItem(USER_ID_KEY)).toBe(userId);
    expect(new Date(storage.getItem(LOGIN_TOKEN_EXPIRES_KEY) as string).getTime()).toBe(result?.tokenExpires.getTime());
    expect((await hashPassword('abc')).digest).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('reports a failed login with the server’s ambiguous error and stays logged out', async () => {
    const { email } = await createUser();
    const { accounts, password: pw } = openClient();
    await expect(pw.loginWithPassword(email, 'wrong')).rejects.toMatchObject({ error: 403, reason: 'Something went wrong. Please check your credentials.' });
    expect(accounts.userId()).toBeNull();
    expect(accounts.loggingIn()).toBe(false);
    const errors: unknown[] = [];
    await pw.loginWithPassword({ email }, 'wrong', (error) => errors.push(error));
    expect(errors).toEqual([expect.objectContaining({ error: 403 })]);
  });

  it('resumes the stored token on page load, and before anything else after a reconnect', async () => {
    const { userId, email, password } = await createUser();
    const first = openClient();
    await first.password.loginWithPassword(email, password);
    // A "reloaded page": a new connection and client over the same storage.
    const reloaded = openClient(first.storage);
    expect((await reloaded.accounts._autoLogin())?.id).toBe(userId);
    expect(await reloaded.connection.callAsync('whoami')).toBe(userId);
    // Drop the socket: the server forgets the session; the resume is sent before the next call.
    reloaded.connection.disconnect();
    const answer = reloaded.connection.callAsync('whoami');
    reloaded.connection.reconnect();
    expect(await answer).toBe(userId);
    expect(reloaded.accounts.userId()).toBe(userId);
    await waitUntil(() => reloaded.accounts.user() ?? undefined, { what: 'the user document after the reconnect' });
  });

  it('logs out: token removed from the server and from storage', async () => {
    const { email, password } = await createUser();
    const { accounts, password: pw, storage } = openClient();
    const { token } = (await pw.loginWithPassword(email, password))!;
    await accounts.logout();
    expect(accounts.userId()).toBeNull();
    expect(accounts.user()).toBeNull();
    expect(storage.getItem(LOGIN_TOKEN_KEY)).toBeNull();
    expect(storage.getItem(USER_ID_KEY)).toBeNull();
    const other = await fixture.connect();
    expect((await call(other, 'login', { resume: token })).error).toMatchObject({ error: 403 });
  });

  it('notices being logged out from elsewhere and clears its stored login', async () => {
    const { email, password } = await createUser();
    const { accounts, password: pw, storage } = openClient();
    const { token } = (await pw.loginWithPassword(email, password))!;
    const elsewhere = await fixture.connect();
    await call(elsewhere, 'login', { resume: token });
    await call(elsewhere, 'logout');
    await waitUntil(() => (accounts.userId() === null ? true : undefined), { what: 'the client to be logged out' });
    expect(storage.getItem(LOGIN_TOKEN_KEY)).toBeNull();
    expect(await accounts.connection.callAsync('whoami')).toBeNull();
  });

  it('gives Meteor’s client-side messages before sending anything', async () => {
    const { password: pw } = openClient();
    await expect(pw.changePassword('a', 'b')).rejects.toThrow('Must be logged in to change password.');
    await expect(pw.forgotPassword({})).rejects.toMatchObject({ error: 400, reason: 'Must pass options.email' });
    await expect(pw.verifyEmail('')).rejects.toMatchObject({ error: 400, reason: 'Need to pass token' });
    await expect(pw.createUser({ email: 'e@example.com', password: '' })).rejects.toMatchObject({ error: 400, reason: 'Password may not be empty' });
    await expect(pw.createUser({ email: 'e@example.com', password: 5 as unknown as string })).rejects.toMatchObject({ reason: 'Password must be a string' });
    await expect(pw.resetPassword(5 as unknown as string, 'x')).rejects.toMatchObject({ error: 400, reason: 'Token must be a string' });
  });
});

describe('sign-up, password change and the mailed links from the client', () => {
  it('creates an account, changes its password, resets it through the mailed link', async () => {
    const { accounts, password: pw } = openClient();
    const created = await pw.createUser({ email: 'client-signup@example.com', password: 'first pass', profile: { name: { first: 'Sig' } } });
    expect(accounts.userId()).toBe(created?.id);
    await pw.changePassword('first pass', 'second pass');
    await loginWithPassword(await fixture.connect(), 'client-signup@example.com', 'second pass');
    await pw.forgotPassword({ email: 'client-signup@example.com' });
    const token = tokenFromMail(await smtp.nextMail((m) => m.to.includes('client-signup@example.com')), 'reset-password');
    const navigated: string[] = [];
    const outcome = await handleAccountsLinks({ hash: `#/reset-password/${token}` }, (path) => navigated.push(path), pw.verifyEmail);
    expect(outcome).toEqual({ type: 'reset-password', token });
    expect(navigated).toEqual([`/engine/reset-password/${token}`]);
    const reset = openClient();
    expect((await reset.password.resetPassword(token, 'third pass'))?.id).toBe(created?.id);
    expect((await loginWithPassword(await fixture.connect(), 'client-signup@example.com', 'third pass')).id).toBe(created?.id);
  });

  it('handles enroll and verify links', async () => {
    const { userId } = await createUser();
    const { password: pw } = openClient();
    const navigated: string[] = [];
    const navigate = (path: string) => navigated.push(path);
    expect(await handleAccountsLinks({ hash: '#/enroll-account/abc_DEF-1' }, navigate, pw.verifyEmail)).toEqual({ type: 'enroll-account', token: 'abc_DEF-1' });
    expect(navigated).toEqual(['/engine/join/abc_DEF-1']);
    const { token } = await Accounts.generateVerificationToken(userId);
    expect(await handleAccountsLinks({ hash: `#/verify-email/${token}`, pathname: '/engine/projects' }, navigate, pw.verifyEmail)).toEqual({
      type: 'verify-email',
      ok: true,
      message: EMAIL_VERIFIED_MESSAGE,
    });
    expect(navigated[1]).toBe('/engine/projects');
    expect(await handleAccountsLinks({ hash: `#/verify-email/${token}` }, navigate, pw.verifyEmail)).toEqual({
      type: 'verify-email',
      ok: false,
      message: 'Verify email link expired',
    });
    expect(await handleAccountsLinks({ hash: '#/somewhere-else' }, navigate, pw.verifyEmail)).toBeNull();
  });
});
