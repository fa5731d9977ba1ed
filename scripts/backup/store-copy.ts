// The embedded store's part of a backup: an online, consistent copy of every SQLite file while the
// server runs, with SQLite's backup API (node:sqlite `backup()`). The copy keeps the data folder's
// layout (`meteor.sqlite`, `<storage>/meteor.sqlite` for each named storage, e.g. documents), so a
// restore puts the files back where they were. The server keeps writing meanwhile (WAL: the backup
// reads a snapshot, writers are not blocked).
import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import { noStoreError, sqliteFilesIn } from '../db-sqlite-files';

/**
 * Pages per backup step: all of them, so the copy is made in one step under one read snapshot.
 * With smaller steps, every write the server commits between two steps restarts the backup,
 * which under steady writes may never finish.
 */
const ALL_PAGES = 2 ** 31 - 1;

export interface CopiedStore {
  /** The named storage, or null for the main database. */
  storage: string | null;
  from: string;
  to: string;
  pages: number;
}

/** Copies the store in `dataDir` into `targetDir` with the same layout (files 0600). */
export async function copyStore(dataDir: string, targetDir: string): Promise<CopiedStore[]> {
  const files = sqliteFilesIn(dataDir);
  if (files.length === 0) throw noStoreError(dataDir);
  const done: CopiedStore[] = [];
  for (const { storage, file } of files) {
    const to = path.join(targetDir, path.relative(dataDir, file));
    mkdirSync(path.dirname(to), { recursive: true, mode: 0o700 });
    // Owner-only before any page lands in it: the copy holds every account's data.
    closeSync(openSync(to, 'w', 0o600));
    const source = new DatabaseSync(file, { readOnly: true, timeout: 5_000 });
    try {
      const pages = await backup(source, to, { rate: ALL_PAGES });
      done.push({ storage, from: file, to, pages });
    } finally {
      source.close();
    }
  }
  return done;
}
