// What must never leave the server: no publication sends `services` (every registered
// publication is subscribed as a logged-in user and every frame scanned), and no login, reset,
// verification or enroll token appears in anything written to the console, the process's
// standard output and error, or the server's log (at debug) while the accounts flows run
// (including failures).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ddpServer, registerStandardPublications } from '../../../packages/ddp-server/index';
import { type CapturedLog, captureLog } from '../../../packages/logging/log-capture.testkit';
import { type MailSink, startMailSink } from '../../helpers/mail-sink';
import { Accounts, call, createUser, digest, loginWithPassword, setupAccountsServer } from './accounts-fixture';
import { tokenFromMail } from './smtp-sink';

const fixture = setupAccountsServer();
const captured: string[] = [];
const tokens: string[] = [];
let smtp: MailSink;
// The server's log lines at debug (every method call and HTTP request besides what info has):
// read from the logger, as the test process itself logs at warn (tests/helpers/server-setup.ts).
let logLines: CapturedLog | undefined;

function capture(text: unknown): void {
  captured.push(typeof text === 'string' ? text : Buffer.isBuffer(text) ? text.toString('utf8') : String(text));
}

beforeAll(async () => {
  registerStandardPublications();
  smtp = await startMailSink();
  logLines = captureLog({ level: 'debug' });
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => capture(args.map((arg) => (arg instanceof Error ? arg.stack : typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' ')));
  }
  for (const stream of [process.stdout, process.stderr]) {
    const original = stream.write.bind(stream);
    vi.spyOn(stream, 'write').mockImplementation(((chunk: unknown, ...rest: never[]) => {
      capture(chunk);
      return original(chunk as string, ...rest);
    }) as typeof stream.write);
  }
});

afterAll(async () => {
  vi.restoreAllMocks();
  logLines?.restore();
  await smtp.stop();
});

describe('no publication sends services', () => {
  it('subscribing to every publication as a logged-in user yields no services field', async () => {
    const { userId, email, password } = await createUser();
    const client = await fixture.connect();
    const login = await loginWithPassword(client, email, password);
    tokens.push(login.token);
    const names = [...(ddpServer as unknown as { publishHandlers: Map<string, unknown> }).publishHandlers.keys()];
    expect(names.length).toBeGreaterThan(0);
    for (const [index, name] of names.entries()) client.send({ msg: 'sub', id: `s${index}`, name, params: [] });
    await client.barrier();
    const frames = client.collectData();
    expect(frames).toContainEqual(expect.objectContaining({ msg: 'added', collection: 'users', id: userId }));
    const text = JSON.stringify(frames);
    expect(text).not.toContain('services');
    expect(text).not.toContain('bcrypt');
    expect(text).not.toContain('hashedToken');
  });
});

describe('no token in any log line', () => {
  it('runs every token flow, successes and failures, with logs captured', async () => {
    const { userId, email, password } = await createUser();
    const client = await fixture.connect();
    const login = await loginWithPassword(client, email, password);
    tokens.push(login.token);
    const other = await fixture.connect();
    await call(other, 'login', { resume: login.token });
    await call(other, 'login', { resume: `${login.token}x` });
    const renewed = (await call(client, 'getNewToken')).result as { token: string };
    tokens.push(renewed.token);
    await call(client, 'logout');

    await call(client, 'forgotPassword', { email });
    const reset = tokenFromMail(await smtp.nextMail((m) => m.to.includes(email)), 'reset-password');
    tokens.push(reset);
    await call(client, 'resetPassword', reset, digest('new password'));
    await call(client, 'resetPassword', reset, digest('again'));

    // The reset verified the address; an explicit address can be verified again.
    await Accounts.sendVerificationEmail(userId, email);
    const verify = tokenFromMail(await smtp.nextMail((m) => m.to.includes(email)), 'verify-email');
    tokens.push(verify);
    await call(client, 'verifyEmail', verify);
    await call(client, 'verifyEmail', verify);

    const invited = await Accounts.createUser({ email: 'logs-invite@example.com' });
    await Accounts.sendEnrollmentEmail(invited);
    const enroll = tokenFromMail(await smtp.nextMail((m) => m.to.includes('logs-invite@example.com')), 'enroll-account');
    tokens.push(enroll);
    await call(client, 'resetPassword', enroll, { digest: 'not hex', algorithm: 'sha-256' });
    await call(client, 'resetPassword', enroll, digest('enrolled'));

    expect(tokens).toHaveLength(6);
    // The capture itself works (a log line and a raw stdout write both land in it).
    console.info('capture probe 1');
    process.stdout.write('capture probe 2\n');
    expect(captured.join('\n')).toMatch(/capture probe 1[\s\S]*capture probe 2/);
    const log = [...captured, logLines?.text() ?? ''].join('\n');
    for (const token of tokens) expect(log).not.toContain(token);
  });
});
