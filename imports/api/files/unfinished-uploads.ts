// Files of uploads still being received (`<uploadsDir>/tmp/*.part`). A server killed mid-upload
// leaves its part behind (up to the size limit, 9 MB), never referenced again, so each start
// removes those no live process can still be writing. A part's name says who writes it: a tag of
// the host's name, the writing process's id, then a random token. At start a part of this host
// whose process is gone, or whose id is this process's own (a container restarted under the same
// pid: this process has written none yet), is removed at once; a part of another host sharing
// the folder, or without a tag (an older version's), once nobody wrote to it for an hour.
import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { readdir, rm, stat } from 'node:fs/promises';
import { Random } from 'meteor/random';

const STALE_FOREIGN_PART_MS = 60 * 60 * 1000;
const TAGGED_PART = /^([0-9a-f]{8})-(\d+)-[A-Za-z0-9]+\.part$/;

/** Eight hex digits naming this host (its name may hold characters a file name should not). */
export function hostTag(hostname: string = os.hostname()): string {
  return createHash('sha256').update(hostname).digest('hex').slice(0, 8);
}

/** A new part's name in `tmpDir`, tagged with this host and process. */
export function newPartPath(tmpDir: string): string {
  return path.join(tmpDir, `${hostTag()}-${process.pid}-${Random.id(24)}.part`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the part named `name` can no longer be written by anyone (see the top of the file). */
export function isAbandonedPart(name: string, modifiedAtMs: number, now = Date.now()): boolean {
  const tagged = TAGGED_PART.exec(name);
  if (tagged && tagged[1] === hostTag()) {
    const pid = Number(tagged[2]);
    return pid === process.pid || !isRunning(pid);
  }
  return now - modifiedAtMs > STALE_FOREIGN_PART_MS;
}

/** Removes the abandoned parts in `tmpDir`; answers how many went. */
export async function removeAbandonedParts(tmpDir: string): Promise<number> {
  let removed = 0;
  for (const name of await readdir(tmpDir)) {
    const file = path.join(tmpDir, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile() || !isAbandonedPart(name, info.mtimeMs)) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  return removed;
}
