// The embedded store's folder lock (security checklist §5.3): one server process per data folder,
// refused with a message naming the holder's pid. SQLite's own file locking stays in its normal
// mode so `npm run backup` can read a snapshot from another process while the app runs; this
// lock is what keeps a second SERVER out (two servers would each keep live queries and caches
// blind to the other's writes). Also creates the folder owner-only.
import { chmodSync, existsSync, mkdirSync, promises as fs, readFileSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { Log } from '../../logging/server';

const LOCK_DIR = '.lock';
const OWNER_FILE = '.lock-owner';
/** A holder refreshes the lock every 5 s; a lock untouched for 15 s belongs to a dead process. */
const STALE_MS = 15_000;

export interface FolderLock {
  release(): Promise<void>;
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwnerPid(dir: string): number | null {
  try {
    const owner = JSON.parse(readFileSync(path.join(dir, OWNER_FILE), 'utf8')) as { pid?: unknown };
    return typeof owner.pid === 'number' ? owner.pid : null;
  } catch {
    return null;
  }
}

/** Creates `dir` owner-only (it holds every account's data); an older install's folder is tightened too. */
export function makeOwnerOnlyFolder(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

/**
 * Locks `dir` for this process. A lock left by a process that died (kill -9) is taken over at
 * once when its recorded pid is gone, else after it goes stale; a live holder means refusal.
 */
export async function lockDataFolder(dir: string): Promise<FolderLock> {
  const lockPath = path.join(dir, LOCK_DIR);
  const ownerPid = readOwnerPid(dir);
  if (existsSync(lockPath) && ownerPid !== null && ownerPid !== process.pid && !processIsAlive(ownerPid)) {
    // Re-read just before removing so a lock a live process re-took meanwhile is left alone.
    if (readOwnerPid(dir) === ownerPid) await fs.rm(lockPath, { recursive: true, force: true });
  }
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dir, {
      lockfilePath: lockPath,
      realpath: false,
      stale: STALE_MS,
      update: STALE_MS / 3,
      retries: 0,
      onCompromised: (error) => {
        // Another process took the folder over (we stalled for longer than STALE_MS). Keep
        // running but say so loudly: the operator has two writers on one folder.
        Log.error(`[mongo] lost the lock on embedded database folder ${dir}: ${error.message}`);
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      const holder = readOwnerPid(dir);
      throw new Error(
        `Embedded database folder ${dir} is in use by another process` +
          (holder !== null ? ` (pid ${holder})` : '') +
          '. Only one server may open it at a time: stop the other process, or set METEOR_DB_DIR ' +
          '(or MONGO_URL) to use another database.',
        { cause: error },
      );
    }
    throw error;
  }
  await fs.writeFile(path.join(dir, OWNER_FILE), JSON.stringify({ pid: process.pid, since: new Date().toISOString() }));
  return {
    async release() {
      await fs.rm(path.join(dir, OWNER_FILE), { force: true });
      await release();
    },
  };
}
