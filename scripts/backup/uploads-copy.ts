// The uploads' part of a backup and a restore: every stored file (cvs/, photos/, ...) but the
// unfinished uploads in tmp/. Stored files are never rewritten (each has a new random name, the
// old one is deleted), so a file copied once is final and a second pass copies only newcomers.
import { chmod, copyFile, mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';

/** Uploads still being received or checked (`tmp/*.part`): never part of a backup. */
const UNFINISHED = 'tmp';

async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const found: string[] = [];
  for (const entry of entries) {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) {
      if (relative !== UNFINISHED) found.push(...(await filesUnder(path.join(dir, entry.name), relative)));
    } else if (entry.isFile()) {
      found.push(relative);
    }
  }
  return found;
}

/**
 * Copies the stored files of `fromDir` missing from `toDir` and returns their relative paths.
 * A file deleted while the copy runs (a replaced CV) is skipped: the database no longer names it.
 */
export async function copyNewUploads(fromDir: string, toDir: string): Promise<string[]> {
  const present = new Set(await filesUnder(toDir));
  const copied: string[] = [];
  for (const relative of await filesUnder(fromDir)) {
    if (present.has(relative)) continue;
    const to = path.join(toDir, relative);
    await mkdir(path.dirname(to), { recursive: true, mode: 0o700 });
    try {
      await copyFile(path.join(fromDir, relative), to);
      await chmod(to, 0o600);
      copied.push(relative);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return copied;
}

/** Whether `dir` holds any stored file (unfinished uploads do not count). */
export async function holdsUploads(dir: string): Promise<boolean> {
  return (await filesUnder(dir)).length > 0;
}

/** Removes every stored file's folder of `dir` (cvs/, photos/, ...), leaving tmp/ to the app. */
export async function clearUploads(dir: string): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (entry.name !== UNFINISHED) await rm(path.join(dir, entry.name), { recursive: true, force: true });
  }
}
