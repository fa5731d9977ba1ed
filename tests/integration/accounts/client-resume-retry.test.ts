// The accounts client against a real server whose address has used up its failed resumes: the
// client's resume is answered 'too-many-requests', keeps its token, waits the time the server
// gave and resumes, on page load and after a reconnect.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AccountsClient, LOGIN_TOKEN_KEY, memoryStorage } from '../../../packages/accounts-base/accounts-client';
import { newFailedResumeLimit, setFailedResumeLimit } from '../../../packages/accounts-base/resume-limit';
import { installAccountsRateLimits, removeDefaultRateLimit } from '../../../packages/accounts-base/server';
import { type Connection, DDP } from '../../../packages/ddp-client/server';
import { waitUntil } from '../../helpers/wait-until';
import { call, createUser, errorOf, loginWithPassword, setupAccountsServer } from './accounts-fixture';

const fixture = setupAccountsServer();
const connections: Connection[] = [];
// Short, so the client's wait (the server's timeToReset) keeps the test quick.
const WINDOW_MS = 1_500;

beforeAll(() => {
  setFailedResumeLimit(newFailedResumeLimit({ windowMs: WINDOW_MS }));
  installAccountsRateLimits();
});

afterEach(() => {
  for (const connection of connections.splice(0)) connection.close();
});

afterAll(() => {
  removeDefaultRateLimit();
});

async function validToken(): Promise<{ userId: string; token: string }> {
  const { userId, email, password } = await createUser();
  // Before the guesses below fill the address's failed resumes (password logins do not count).
  return { userId, token: (await loginWithPassword(await fixture.connect(), email, password)).token };
}

/** 20 failed resumes from this address (4 a socket, under Meteor's per-connection rule): the next
 * resume from it is refused until the oldest leaves the window. */
async function useUpFailedResumes(): Promise<void> {
  const sockets = await Promise.all([0, 1, 2, 3, 4].map(() => fixture.connect()));
  await Promise.all(
    sockets.map(async (socket, socketIndex) => {
      for (let i = 0; i < 4; i++) await call(socket, 'login', { resume: `guessed-${socketIndex}-${i}` });
    }),
  );
  const refused = errorOf(await call(await fixture.connect(), 'login', { resume: 'one-more-guess' }));
  expect(refused?.error).toBe('too-many-requests');
}

function openClient(token: string) {
  const storage = memoryStorage();
  storage.setItem(LOGIN_TOKEN_KEY, token);
  const connection = DDP.connect(fixture.server.url, { retry: true, minTimeout: 10, baseTimeout: 10, fuzz: 0 });
  connections.push(connection);
  return { connection, storage, accounts: new AccountsClient({ connection, storage }) };
}

describe('a resume refused with too-many-requests', () => {
  it('keeps the token on page load and resumes after the wait', async () => {
    const { userId, token } = await validToken();
    await useUpFailedResumes();
    const { connection, storage, accounts } = openClient(token);
    const apply = vi.spyOn(connection, 'applyAsync');
    const result = await accounts._autoLogin();
    expect(apply.mock.calls.filter(([name]) => name === 'login').length).toBeGreaterThan(1);
    expect(result?.id).toBe(userId);
    expect(accounts.userId()).toBe(userId);
    expect(storage.getItem(LOGIN_TOKEN_KEY)).toBe(token);
  });

  it('keeps the token after a reconnect and resumes after the wait', async () => {
    const { userId, token } = await validToken();
    const { connection, storage, accounts } = openClient(token);
    await accounts._autoLogin();
    expect(accounts.userId()).toBe(userId);
    await useUpFailedResumes();
    // The resume sent on reconnect goes through `apply`; the retry after the wait through `applyAsync`.
    const retry = vi.spyOn(connection, 'applyAsync');
    connection.disconnect();
    connection.reconnect();
    await waitUntil(() => (retry.mock.calls.some(([name]) => name === 'login') ? true : undefined), { what: 'the resume retried' });
    await waitUntil(() => (accounts.userId() === userId && !accounts.loggingIn() ? true : undefined), {
      what: 'the user logged in again',
      describe: () => ({ userId: accounts.userId(), loggingIn: accounts.loggingIn() }),
    });
    expect(storage.getItem(LOGIN_TOKEN_KEY)).toBe(token);
  });
});
