// `npm run admin:create` while the app runs on the embedded database: only one process may open
// the folder (data-folder-lock.ts), so the command leaves its request in `<db dir>/admin-requests`
// (owner-only, like the database beside it) and sends the server SIGUSR2; the server grants the
// access itself, so its live queries and caches see the change, and writes the answer beside the
// request for the command to print. The request (it may hold a password) is removed once read.
import { readdir, readFile, rm, writeFile, mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { grantAdminAccess, type AdminAccess } from './admin-access';

export const ADMIN_REQUESTS_FOLDER = 'admin-requests';
export const ADMIN_REQUEST_SIGNAL = 'SIGUSR2';

export interface AdminRequest {
  email: string;
  password?: string;
}

export type AdminAnswer = { ok: true; access: AdminAccess } | { ok: false; error: string };

export function requestsFolder(dataDir: string): string {
  return path.join(dataDir, ADMIN_REQUESTS_FOLDER);
}

const LISTENING_FILE = 'server.json';

/**
 * Says that the server with this pid answers requests: SIGUSR2's default is to end a process, so
 * the command signals only a server that announced it (not an older build, nor a test's server).
 */
export async function announceAdminRequests(dataDir: string): Promise<void> {
  const folder = requestsFolder(dataDir);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  await writeFile(path.join(folder, LISTENING_FILE), JSON.stringify({ pid: process.pid }), { mode: 0o600 });
}

/** Whether the process `pid` announced that it answers requests. */
export async function takesAdminRequests(dataDir: string, pid: number): Promise<boolean> {
  try {
    const announced = JSON.parse(await readFile(path.join(requestsFolder(dataDir), LISTENING_FILE), 'utf8')) as { pid?: unknown };
    return announced.pid === pid;
  } catch {
    return false;
  }
}

/** Written whole under a temporary name, then renamed: the server never reads half a request. */
export async function writeAdminRequest(dataDir: string, id: string, request: AdminRequest): Promise<void> {
  const folder = requestsFolder(dataDir);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  await writeFile(path.join(folder, `${id}.tmp`), JSON.stringify(request), { mode: 0o600 });
  await rename(path.join(folder, `${id}.tmp`), path.join(folder, `${id}.request.json`));
}

async function answerOne(folder: string, file: string): Promise<void> {
  const id = file.slice(0, -'.request.json'.length);
  const requestFile = path.join(folder, file);
  let answer: AdminAnswer;
  try {
    const request = JSON.parse(await readFile(requestFile, 'utf8')) as AdminRequest;
    await rm(requestFile, { force: true });
    answer = { ok: true, access: await grantAdminAccess(request) };
  } catch (error) {
    await rm(requestFile, { force: true });
    answer = { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  await writeFile(path.join(folder, `${id}.tmp-answer`), JSON.stringify(answer), { mode: 0o600 });
  await rename(path.join(folder, `${id}.tmp-answer`), path.join(folder, `${id}.answer.json`));
}

/** Answers every waiting request (the server calls it on SIGUSR2). */
export async function answerAdminRequests(dataDir: string, log: (line: string) => void): Promise<void> {
  const folder = requestsFolder(dataDir);
  const files = await readdir(folder).catch(() => [] as string[]);
  for (const file of files.filter((name) => name.endsWith('.request.json'))) {
    await answerOne(folder, file);
    // Neither the address's owner nor the link goes to the log: only that it happened.
    log('=> Answered an admin:create request');
  }
}
