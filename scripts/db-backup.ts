// `npm run db:backup -- FILE [--db DIR]`: an online, consistent copy of the SQLite store while
// the server runs, with SQLite's backup API (node:sqlite `backup()`): the main database goes to
// FILE and each named storage to FILE with `.<name>` before its extension
// (backup.sqlite → backup.documents.sqlite). The copies are created 0600. The server keeps
// writing meanwhile (WAL: the backup reads a snapshot, writers are not blocked).
// Restore: see README.md (stop the server, copy the files in place).
import { closeSync, openSync } from 'node:fs';
import path from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import { dataDirFromArgs, noStoreError, positionalArgs, runAsScript, sqliteFilesIn } from './db-sqlite-files';

/**
 * Pages per backup step: all of them, so the copy is made in one step under one read snapshot.
 * With smaller steps, every write the server commits between two steps restarts the backup,
 * which under steady writes may never finish.
 */
const ALL_PAGES = 2 ** 31 - 1;

export interface BackedUp {
  storage: string | null;
  from: string;
  to: string;
  pages: number;
}

/** Where the copy of `storage` goes when the main copy goes to `target`. */
export function backupFileFor(target: string, storage: string | null): string {
  if (storage === null) return target;
  const ext = path.extname(target);
  return ext ? `${target.slice(0, -ext.length)}.${storage}${ext}` : `${target}.${storage}`;
}

export async function backupStore(dataDir: string, target: string): Promise<BackedUp[]> {
  const files = sqliteFilesIn(dataDir);
  if (files.length === 0) throw noStoreError(dataDir);
  const done: BackedUp[] = [];
  for (const { storage, file } of files) {
    const to = path.resolve(backupFileFor(target, storage));
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

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const [target] = positionalArgs(argv);
  if (!target) {
    console.error('usage: npm run db:backup -- FILE [--db DIR]   (the SQLite store folder, default METEOR_DB_DIR or .meteor/local/db)');
    process.exit(2);
  }
  for (const { storage, from, to, pages } of await backupStore(dataDirFromArgs(argv), target)) {
    console.log(`${storage ?? 'main'}: ${from} → ${to} (${pages} pages)`);
  }
}

runAsScript(import.meta.filename, main);
