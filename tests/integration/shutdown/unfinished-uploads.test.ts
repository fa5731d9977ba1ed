// A start removes the parts of uploads no process can still be writing (a server killed
// mid-upload leaves up to 9 MB each): this host's parts whose process is gone, and any part
// nobody wrote to for an hour; a part a live process of this host writes, and another host's
// recent one, stay. Real files in a real uploads folder, the real server started on it.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hostTag } from '../../../imports/api/files/unfinished-uploads';
import { type RunningApp, startApp } from '../../../server/start-app';

let root = '';
let app: RunningApp | undefined;
const children: Array<ReturnType<typeof spawn>> = [];
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await app?.stop();
  if (root) await rm(root, { recursive: true, force: true });
});

/** The id of a process that ran and has exited. */
async function exitedPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describe('unfinished uploads at start', () => {
  it('removes the parts nobody can still be writing and keeps the others', async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'unfinished-uploads-'));
    const uploadsDir = path.join(root, 'uploads');
    const tmp = path.join(uploadsDir, 'tmp');
    await mkdir(tmp, { recursive: true });
    const living = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 120000)']);
    children.push(living);
    const here = hostTag();
    const parts = {
      killedHere: `${here}-${await exitedPid()}-KilledMidUpload12345678.part`,
      ownPid: `${here}-${process.pid}-SamePidAfterRestart123456.part`,
      livingHere: `${here}-${living.pid}-StillBeingReceived12345678.part`,
      otherHostRecent: `${hostTag('another-host')}-${living.pid}-OtherHostReceiving123456.part`,
      otherHostHourOld: `${hostTag('another-host')}-${living.pid}-OtherHostAbandoned123456.part`,
      untaggedHourOld: 'OlderVersionPart123456789.part',
      untaggedRecent: 'OlderVersionPartRecent1234.part',
    };
    const hourAgo = new Date(Date.now() - 61 * 60 * 1000);
    for (const name of Object.values(parts)) await writeFile(path.join(tmp, name), Buffer.alloc(64 * 1024));
    for (const name of [parts.otherHostHourOld, parts.untaggedHourOld]) await utimes(path.join(tmp, name), hourAgo, hourAgo);

    app = await startApp({ port: 0, host: '127.0.0.1', projectRoot: root, uploadsDir, demoContent: false, rateLimits: false, log: () => {} });

    expect((await readdir(tmp)).sort()).toEqual([parts.livingHere, parts.otherHostRecent, parts.untaggedRecent].sort());
  });
});
