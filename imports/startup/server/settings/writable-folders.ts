// The folders the server writes to, tried before it starts: created owner-only if missing, then a
// probe file written and removed, so a read-only mount, a file in the folder's place or a missing
// permission stops the start with one line instead of a stack trace from deep inside (even root,
// whom permission bits do not stop, is stopped by a read-only file system).
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ServerSettings } from './server-settings';

async function problemWith(name: string, dir: string): Promise<string | null> {
  const probe = path.join(dir, `.write-check-${process.pid}`);
  try {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await writeFile(probe, '', { mode: 0o600 });
    await rm(probe, { force: true });
    return null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    return `${name} must be a folder this server can write to (${dir}: ${code})`;
  }
}

/** One line per folder the server cannot write to: the uploads and, without MongoDB, the database. */
export async function checkFolders(settings: Pick<ServerSettings, 'mongoUrl' | 'dataDir' | 'uploadsDir'>): Promise<string[]> {
  const folders: [string, string][] = [['UPLOADS_DIR', settings.uploadsDir]];
  if (!settings.mongoUrl) folders.unshift(['METEOR_DB_DIR', settings.dataDir]);
  const problems = await Promise.all(folders.map(([name, dir]) => problemWith(name, dir)));
  return problems.filter((problem): problem is string => problem !== null);
}
