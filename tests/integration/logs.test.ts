// The whole app's log lines, read from the logger's output: a method call over DDP is one line
// with its name, session, duration and outcome; a login with a password shows neither the
// password, its digest nor the resume token the login answers; a request's line carries the id
// its response was sent with and the route pattern, never the address asked for.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ddpServer } from 'meteor/ddp-server';
import { type CapturedLog, LEVEL_NUMBERS, type LogEntry, captureLog } from '../../packages/logging/log-capture.testkit';
import { type AppFixture, passwordDigest, startAppFixture } from '../helpers/app-fixture';
import { waitUntil } from '../helpers/wait-until';
import { writeStandInClientBuild } from './security/security-app.testkit';

let fixture: AppFixture;
let pagesRoot: string;
let log: CapturedLog | undefined;

beforeAll(async () => {
  pagesRoot = await mkdtemp(path.join(os.tmpdir(), 'logs-pages-'));
  fixture = await startAppFixture({ clientBuildDir: await writeStandInClientBuild(pagesRoot) });
});

afterEach(() => log?.restore());

afterAll(async () => {
  await fixture?.stop();
  if (pagesRoot) await rm(pagesRoot, { recursive: true, force: true });
});

function waitForEntry(captured: CapturedLog, what: string, matches: (entry: LogEntry) => boolean): Promise<LogEntry> {
  return waitUntil(() => captured.entries().find(matches), { what, describe: () => captured.entries() });
}

describe('log lines of the running app', () => {
  it('writes a method call with its name, session, duration and outcome, and never the password or the token', async () => {
    log = captureLog({ level: 'debug' });
    const user = await fixture.createUser({ password: 'Correct-Horse-91-Battery' });
    const loggedIn = await fixture.loginAs(user);
    const ok = await waitForEntry(log, 'the login line', (entry) => entry.method === 'login' && entry.outcome === 'ok');
    expect(ok).toMatchObject({ level: LEVEL_NUMBERS.debug, msg: 'method login' });
    expect(typeof ok.durationMs).toBe('number');
    expect(ddpServer.sessions.has(ok.sessionId as string)).toBe(true);
    expect(log.entries()).toContainEqual(expect.objectContaining({ msg: 'DDP session opened', sessionId: ok.sessionId }));

    await expect(loggedIn.connection.callAsync('login', { user: { email: user.email }, password: passwordDigest('Wrong-Guess-77') })).rejects.toMatchObject({ error: 403 });
    const refused = await waitForEntry(log, 'the refused login line', (entry) => entry.method === 'login' && entry.outcome === 'error');
    expect(refused).toMatchObject({ level: LEVEL_NUMBERS.info, error: 403, sessionId: ok.sessionId });

    const text = log.text();
    for (const secret of [user.password, passwordDigest(user.password).digest, 'Wrong-Guess-77', passwordDigest('Wrong-Guess-77').digest, loggedIn.token as string]) {
      expect(text).not.toContain(secret);
    }
    // Every line is about something: a level, a time and a message.
    for (const entry of log.entries()) expect(entry).toMatchObject({ level: expect.any(Number), time: expect.any(String), msg: expect.any(String) });
    loggedIn.close();
  });

  it('writes a request with the id its response carries and its route pattern, not its address', async () => {
    log = captureLog({ level: 'debug' });
    const response = await fetch(`${fixture.url}/engine/projects?ref=log-probe`);
    expect(response.status).toBe(200);
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const line = await waitForEntry(log, 'the request line', (entry) => entry.requestId === requestId);
    expect(line).toMatchObject({ level: LEVEL_NUMBERS.debug, method: 'GET', route: '/engine/*splat', status: 200 });
    expect(log.text()).not.toContain('/engine/projects');
    expect(log.text()).not.toContain('log-probe');
  });

  it('writes nothing below the level asked for', async () => {
    log = captureLog({ level: 'warn' });
    const anonymous = await fixture.connectAs(null);
    await expect(anonymous.connection.callAsync('login', { user: { email: 'nobody@example.com' }, password: passwordDigest('x') })).rejects.toMatchObject({ error: 403 });
    await fetch(`${fixture.url}/healthz`);
    anonymous.close();
    expect(log.entries()).toEqual([]);
  });
});
