// Durability guards around the embedded store's files (security checklist §5.3), which nedb
// itself lacks: a folder lock so a second process cannot open the same data files (nedb has no
// locking and two writers corrupt each other), a post-compaction check of the data file (nedb
// can report a compaction done that left no file, seald/nedb#28), and actionable load errors.
// Left out: fsync before acknowledging a write (nedb appends without fsync; a `kill -9` keeps
// the page cache, a power cut may not) and backups.
import { chmodSync, existsSync, mkdirSync, promises as fs, readFileSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

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
        console.error(`[mongo] lost the lock on embedded database folder ${dir}: ${error.message}`);
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

/** Counts the non-empty lines of a data file (one document, deletion or index per line). */
async function countLines(filename: string): Promise<number> {
  const text = await fs.readFile(filename, 'utf8');
  let lines = 0;
  for (const line of text.split('\n')) if (line.length > 0) lines += 1;
  return lines;
}

/**
 * Checks a freshly compacted data file: it must exist, and hold at least one line per document
 * and per index counted when compaction finished (appends made since only add lines). Returns a
 * problem description, or null when the file is sound.
 */
export async function verifyCompactedFile(filename: string, docCount: number, indexCount: number): Promise<string | null> {
  if (!existsSync(filename)) {
    return docCount > 0 ? `data file ${filename} is missing after compaction (${docCount} documents in memory)` : null;
  }
  const lines = await countLines(filename);
  if (docCount > 0 && lines === 0) return `data file ${filename} is empty after compaction (${docCount} documents in memory)`;
  if (lines < docCount + indexCount) {
    return `data file ${filename} has ${lines} lines after compaction, expected at least ${docCount + indexCount}`;
  }
  return null;
}

/** Turns nedb's corruption refusal into an error that tells the operator what to do. */
export function describeLoadError(filename: string, error: unknown): Error {
  const cause = error as { message?: string; corruptItems?: number; dataLength?: number };
  if (typeof cause.corruptItems === 'number') {
    return new Error(
      `Refusing to load embedded collection file ${filename}: ${cause.corruptItems} of ` +
        `${cause.dataLength ?? '?'} lines are corrupt. Nothing was dropped and the server will not ` +
        'start on partial data. Each line is one JSON document: repair or delete the broken line ' +
        '(a torn last line after a power loss can be deleted), or restore the file from a backup, ' +
        'then restart.',
      { cause: error },
    );
  }
  return new Error(`Could not load embedded collection file ${filename}: ${cause.message ?? String(error)}`, { cause: error });
}
