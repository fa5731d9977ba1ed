// The first admin without a password in any log: ADMIN_EMAIL + ADMIN_PASSWORD at start create an
// admin who logs in (and a later start changes no account), and `npm run admin:create` creates an
// admin or restores an existing account's access, with the database stopped (the command opens
// it) or running (the server answers the request), the printed one-time link setting the password.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Accounts } from 'meteor/accounts-base';
import { Meteor } from 'meteor/meteor';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DDP } from '../../../packages/ddp-client/server';
import { SERVER_READY_LINE } from '../../../scripts/build-paths';
import { passwordDigest } from '../../../tests/helpers/app-fixture';
import { linesOf, runEntry } from '../../../tests/helpers/run-entry';
import { waitUntil } from '../../../tests/helpers/wait-until';
import { startApp } from '../../../server/start-app';

const ADMIN = { email: 'boss@staffing.example', password: 'correct horse battery staple' };
const RESET_LINK = /Open this link once to set its password \(valid for 3 days\): (http:\/\/\S+\/#\/reset-password\/(\S+))$/m;

let root = '';
let dataDir = '';

function start(log: string[], admin?: { email: string; password?: string }) {
  return startApp({ port: 0, host: '127.0.0.1', dataDir, uploadsDir: path.join(root, 'uploads'), rateLimits: false, admin, log: (line) => log.push(line) });
}

async function canLogIn(url: string, email: string, password: string): Promise<boolean> {
  const connection = DDP.connect(url);
  try {
    await connection.callAsync('login', { user: { email }, password: passwordDigest(password) });
    return true;
  } catch {
    return false;
  } finally {
    connection.close();
  }
}

async function setPasswordWithLink(url: string, token: string, password: string): Promise<void> {
  const connection = DDP.connect(url);
  try {
    await connection.callAsync('resetPassword', token, passwordDigest(password));
  } finally {
    connection.close();
  }
}

async function adminCreate(args: string[], stdin?: string) {
  const run = runEntry('scripts/admin-create.ts', { cwd: root, env: { ...process.env, MONGO_URL: '', METEOR_DB_DIR: dataDir }, args, stdin });
  const code = await run.exited;
  return { code, stdout: run.stdout(), stderr: run.stderr() };
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'admin-access-'));
  dataDir = path.join(root, 'db');
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  it('create an admin at the first start who logs in, with no password in the log', async () => {
    const log: string[] = [];
    const app = await start(log, ADMIN);
    try {
      expect(log).toContain('Admin account created: boss@staffing.example (password from ADMIN_PASSWORD).');
      expect(log.join('\n')).not.toContain(ADMIN.password);
      expect(await canLogIn(app.url, ADMIN.email, ADMIN.password)).toBe(true);
      expect((await Accounts.findUserByEmail(ADMIN.email))?.roles).toEqual(['admin']);
    } finally {
      await app.stop();
    }
  });

  it('leave an existing account as it is on later starts', async () => {
    const app = await start([], { email: ADMIN.email, password: 'another password of the operator' });
    try {
      expect(await canLogIn(app.url, ADMIN.email, ADMIN.password)).toBe(true);
      expect(await canLogIn(app.url, ADMIN.email, 'another password of the operator')).toBe(false);
      const candidateId = await Accounts.createUserAsync({ email: 'jana@candidate.example', password: 'jana’s own password', profile: { name: { first: 'Jana', last: 'N' } } });
      await Meteor.users.updateAsync({ _id: candidateId }, { $set: { roles: ['candidate'], 'emails.0.verified': true } });
    } finally {
      await app.stop();
    }
    const log: string[] = [];
    const again = await start(log, { email: 'jana@candidate.example', password: 'a password to take over' });
    try {
      expect(log).toContain(
        'ADMIN_EMAIL jana@candidate.example belongs to an account that is not an admin; it was left as it is (npm run admin:create -- --email jana@candidate.example makes it one).',
      );
      expect((await Accounts.findUserByEmail('jana@candidate.example'))?.roles).toEqual(['candidate']);
    } finally {
      await again.stop();
    }
  });
});

describe('npm run admin:create', () => {
  it('creates an admin in the stopped database and prints a one-time link that sets the password', async () => {
    const { code, stdout } = await adminCreate(['--email', 'ops@staffing.example']);
    expect(code).toBe(0);
    expect(linesOf(stdout)[0]).toBe('Created the admin account ops@staffing.example.');
    const token = RESET_LINK.exec(stdout)?.[2] as string;
    const app = await start([]);
    try {
      await setPasswordWithLink(app.url, token, 'the ops team’s new password');
      expect(await canLogIn(app.url, 'ops@staffing.example', 'the ops team’s new password')).toBe(true);
      expect((await Accounts.findUserByEmail('ops@staffing.example'))?.roles).toEqual(['admin']);
      await expect(setPasswordWithLink(app.url, token, 'used a second time')).rejects.toThrow();
    } finally {
      await app.stop();
    }
  });

  it('restores access to a disabled account with the password from standard input', async () => {
    const app = await start([]);
    try {
      await Meteor.users.updateAsync({ 'emails.address': 'jana@candidate.example' }, { $set: { disabledAt: new Date(), disabledBy: 'someone' } });
    } finally {
      await app.stop();
    }
    const { code, stdout } = await adminCreate(['--email', 'Jana@Candidate.Example', '--password-stdin'], 'jana’s restored password\n');
    expect(code).toBe(0);
    expect(linesOf(stdout)).toEqual(['Gave admin access to jana@candidate.example.', 'Its password is the one given on standard input; every earlier session was signed out.']);
    const restarted = await start([]);
    try {
      expect(await canLogIn(restarted.url, 'jana@candidate.example', 'jana’s restored password')).toBe(true);
      const user = await Accounts.findUserByEmail('jana@candidate.example');
      expect(user?.roles).toEqual(['candidate', 'admin']);
      expect(user).not.toHaveProperty('disabledAt');
    } finally {
      await restarted.stop();
    }
  });

  it('refuses a short password in one line', async () => {
    const { code, stdout, stderr } = await adminCreate(['--email', 'ops@staffing.example', '--password-stdin'], 'short\n');
    expect({ code, stdout, stderr: linesOf(stderr) }).toEqual({ code: 1, stdout: '', stderr: ['The password on standard input must be at least 12 characters long'] });
  });

  it('does not signal a process holding the database that never said it takes requests', async () => {
    // This test's own process holds the folder here: SIGUSR2 would end it.
    const app = await start([]);
    try {
      const { code, stderr } = await adminCreate(['--email', 'ops@staffing.example']);
      expect({ code, stderr: linesOf(stderr) }).toEqual({
        code: 1,
        stderr: [`The database ${dataDir} is held by process ${process.pid}, which does not take admin:create requests (an older build?): stop it and run the command again`],
      });
    } finally {
      await app.stop();
    }
  });

  it('hands the request to the server that holds the database', async () => {
    const server = runEntry('server/main.ts', {
      cwd: root,
      env: { ...process.env, PORT: '0', BIND_IP: '127.0.0.1', MONGO_URL: '', METEOR_DB_DIR: dataDir, UPLOADS_DIR: path.join(root, 'uploads'), DEMO_CONTENT: '0' },
    });
    try {
      const port = await waitUntil(() => SERVER_READY_LINE.exec(server.stdout())?.[1], { timeoutMs: 30_000, what: 'the server to listen', describe: () => server.stdout() + server.stderr() });
      const { code, stdout } = await adminCreate(['--email', 'night-shift@staffing.example']);
      expect(code).toBe(0);
      // tsx runs the server in a child process of its own, so the pid is not server.child's.
      expect(linesOf(stdout)[0]).toMatch(/^Created the admin account night-shift@staffing\.example \(through the running server, pid \d+\)\.$/);
      const token = RESET_LINK.exec(stdout)?.[2] as string;
      const url = `http://127.0.0.1:${port}`;
      await setPasswordWithLink(url, token, 'the night shift’s password');
      expect(await canLogIn(url, 'night-shift@staffing.example', 'the night shift’s password')).toBe(true);
      expect(server.stdout()).not.toContain(token);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});
