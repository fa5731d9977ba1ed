// Creates an administrator, or restores an existing account's admin access (admin role, enabled,
// address confirmed), without a password in any log:
//   npm run admin:create -- --email ADDRESS [--password-stdin] [--db DIR]
// With --password-stdin the password is read from standard input (at least 12 characters) and
// every session of the account is signed out; without it the command prints a one-time link
// that sets the password (Meteor's reset link, valid 3 days). The database is MONGO_URL's, else
// the embedded folder (--db, METEOR_DB_DIR, .meteor/local/db); while a server holds that folder
// the request is handed to it (imports/api/admin-access/admin-requests.ts).
import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { EMAIL_PATTERN } from '../imports/api/common/lists/patterns';
import { ADMIN_PASSWORD_MIN } from '../imports/startup/server/settings/server-settings';
import { mongoAddress } from '../imports/startup/server/settings/setting-parsers';
import { dataDirFromArgs, runAsScript } from './db-sqlite-files';

const USAGE = 'Usage: npm run admin:create -- --email ADDRESS [--password-stdin] [--db DIR]';
/** How long the running server may take to answer (it hashes a password with bcrypt at most). */
const ANSWER_TIMEOUT_MS = 20_000;

interface Access {
  email: string;
  created: boolean;
  resetUrl?: string;
}

function parseArgs(argv: string[]): { email: string; passwordStdin: boolean } {
  // `--db DIR` is dataDirFromArgs' to read.
  const args = argv.filter((arg, i) => arg !== '--db' && argv[i - 1] !== '--db');
  let email: string | undefined;
  let passwordStdin = false;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] as string;
    if (arg === '--email' && args[i + 1]) email = args[(i += 1)];
    else if (arg.startsWith('--email=')) email = arg.slice('--email='.length);
    else if (arg === '--password-stdin') passwordStdin = true;
    else throw new Error(`Unknown argument ${arg}. ${USAGE}`);
  }
  email = email?.trim().toLowerCase();
  if (!email) throw new Error(USAGE);
  if (!EMAIL_PATTERN.test(email)) throw new Error(`--email must be an e-mail address (got ${JSON.stringify(email)})`);
  return { email, passwordStdin };
}

async function readPassword(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const password = Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
  if (password.length < ADMIN_PASSWORD_MIN) throw new Error(`The password on standard input must be at least ${ADMIN_PASSWORD_MIN} characters long`);
  return password;
}

/** The pid of the live server holding the embedded folder, or null. */
function runningServer(dataDir: string): number | null {
  if (!existsSync(path.join(dataDir, '.lock'))) return null;
  try {
    const { pid } = JSON.parse(readFileSync(path.join(dataDir, '.lock-owner'), 'utf8')) as { pid?: unknown };
    if (typeof pid !== 'number') return null;
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

async function throughRunningServer(pid: number, dataDir: string, request: { email: string; password?: string }): Promise<Access> {
  const { ADMIN_REQUEST_SIGNAL, requestsFolder, takesAdminRequests, writeAdminRequest } = await import('../imports/api/admin-access/admin-requests');
  if (!(await takesAdminRequests(dataDir, pid))) {
    throw new Error(`The database ${dataDir} is held by process ${pid}, which does not take admin:create requests (an older build?): stop it and run the command again`);
  }
  const id = randomBytes(9).toString('base64url');
  await writeAdminRequest(dataDir, id, request);
  process.kill(pid, ADMIN_REQUEST_SIGNAL);
  const answerFile = path.join(requestsFolder(dataDir), `${id}.answer.json`);
  const deadline = Date.now() + ANSWER_TIMEOUT_MS;
  while (!existsSync(answerFile)) {
    if (Date.now() > deadline) {
      await rm(path.join(requestsFolder(dataDir), `${id}.request.json`), { force: true });
      throw new Error(`The server (pid ${pid}) did not answer within ${ANSWER_TIMEOUT_MS / 1000} s; stop it and run the command again`);
    }
    await sleep(100);
  }
  const answer = JSON.parse(readFileSync(answerFile, 'utf8')) as { ok: true; access: Access } | { ok: false; error: string };
  await rm(answerFile, { force: true });
  if (!answer.ok) throw new Error(answer.error);
  return answer.access;
}

async function directly(storage: { mongoUrl?: string; dataDir: string }, request: { email: string; password?: string }): Promise<Access> {
  const { closeStorage, configureStorage } = await import('meteor/mongo');
  const { grantAdminAccess } = await import('../imports/api/admin-access/admin-access');
  configureStorage(storage.mongoUrl ? { mongoUrl: storage.mongoUrl } : { dataDir: storage.dataDir });
  try {
    return await grantAdminAccess(request);
  } finally {
    await closeStorage();
  }
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const { email, passwordStdin } = parseArgs(argv);
  // A wrong MONGO_URL is a SettingError: its message is the one line runAsScript prints.
  const mongoUrl = mongoAddress(process.env, 'MONGO_URL');
  const dataDir = dataDirFromArgs(argv);
  const request = { email, ...(passwordStdin ? { password: await readPassword() } : {}) };
  const pid = mongoUrl ? null : runningServer(dataDir);
  const access = pid === null ? await directly({ mongoUrl, dataDir }, request) : await throughRunningServer(pid, dataDir, request);
  console.log(`${access.created ? 'Created the admin account' : 'Gave admin access to'} ${access.email}${pid === null ? '' : ` (through the running server, pid ${pid})`}.`);
  if (access.resetUrl) console.log(`Open this link once to set its password (valid for 3 days): ${access.resetUrl}`);
  else console.log('Its password is the one given on standard input; every earlier session was signed out.');
}

runAsScript(import.meta.filename, main);
