// Starts fixtures/app-process.ts (the whole server) as a child process and waits for its READY
// line; kill() sends SIGKILL, stop() SIGTERM. Every wait is bounded.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { SQLITE_FILE } from '../../../packages/mongo/drivers/sqlite-driver';
import { decodeDocument, quoteIdentifier } from '../../../packages/mongo/drivers/sqlite-rows';
import { projectRoot } from '../../../scripts/meteor-resolver';

export interface SeededAccount {
  email: string;
  password: string;
  userId: string;
  documentId: string;
}

export interface ReadyInfo {
  url: string;
  port: number;
  pid: number;
  accounts?: SeededAccount[];
  /** With --seed: an admin account. */
  admin?: { email: string; password: string; userId: string };
  projectIds?: string[];
  /** With --token-accounts N: candidates and a valid login token each. */
  tokenAccounts?: Array<{ userId: string; token: string }>;
}

export interface AppProcess {
  info: ReadyInfo;
  child: ChildProcess;
  output(): string;
  kill(): Promise<void>;
  stop(): Promise<void>;
}

const FIXTURE = path.join(projectRoot, 'tests', 'integration', 'faults', 'fixtures', 'app-process.ts');

export async function startAppProcess(
  dataDir: string,
  uploadsDir: string,
  options: { seed?: boolean; port?: number; env?: Record<string, string>; tokenAccounts?: number; rateLimits?: boolean; slowMethod?: boolean } = {},
): Promise<AppProcess> {
  const args = ['--import', 'tsx', FIXTURE, dataDir, uploadsDir];
  if (options.seed) args.push('--seed');
  if (options.port) args.push('--port', String(options.port));
  if (options.tokenAccounts) args.push('--token-accounts', String(options.tokenAccounts));
  if (options.rateLimits) args.push('--rate-limits');
  if (options.slowMethod) args.push('--slow-method');
  const child = spawn(process.execPath, args, { cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, MONGO_URL: '', ...options.env } });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const info = await new Promise<ReadyInfo>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the app process was not ready within 60 s:\n${output}`));
    }, 60_000);
    const onData = () => {
      const match = /^READY (.*)$/m.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      resolve(JSON.parse(match[1] as string) as ReadyInfo);
    };
    child.stdout.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the app process exited (${code ?? signal}) before it was ready:\n${output}`));
    });
  });
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  return { info, child, output: () => output, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}

/**
 * The stored documents of one collection in the data folder `dataDir`, read straight from its
 * SQLite file.
 */
export function readCollection(dataDir: string, name: string): Map<string, Record<string, unknown>> {
  const db = new DatabaseSync(path.join(dataDir, SQLITE_FILE), { readOnly: true });
  try {
    const rows = db.prepare(`SELECT json(doc) AS doc FROM ${quoteIdentifier(name)}`).all();
    return new Map(rows.map((row) => decodeDocument(String(row.doc))).map((doc) => [doc._id, doc as Record<string, unknown>]));
  } finally {
    db.close();
  }
}
