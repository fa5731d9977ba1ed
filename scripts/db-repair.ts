// `npm run db:repair -- [--db DIR]` (default METEOR_DB_DIR, else .meteor/local/db): runs SQLite's
// `PRAGMA integrity_check` on the store's files (the main database and the named storages' ones;
// read-only, so it may run while the server does) and exits 1 when one is damaged; restore from a backup then (README.md). SQLite repairs
// what a crash leaves by itself (its WAL is replayed at open), so there is nothing to rewrite.
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { dataDirFromArgs, noStoreError, runAsScript, sqliteFilesIn } from './db-sqlite-files';

export interface IntegrityReport {
  file: string;
  /** SQLite's findings; empty when the file is sound. */
  problems: string[];
}

/** `PRAGMA integrity_check` on every SQLite file of the store in `dataDir`. */
export function checkSqliteStore(dataDir: string): IntegrityReport[] {
  const files = sqliteFilesIn(path.resolve(dataDir));
  if (files.length === 0) throw noStoreError(path.resolve(dataDir));
  return files.map(({ file }) => {
    let db: DatabaseSync | undefined;
    try {
      db = new DatabaseSync(file, { readOnly: true, timeout: 5_000 });
      const rows = db.prepare('PRAGMA integrity_check').all().map((row) => String(row.integrity_check));
      return { file, problems: rows.filter((row) => row !== 'ok') };
    } catch (error) {
      // A file too damaged to check at all ("file is not a database", "malformed").
      return { file, problems: [(error as Error).message] };
    } finally {
      db?.close();
    }
  });
}

async function main(): Promise<void> {
  const reports = checkSqliteStore(dataDirFromArgs(process.argv.slice(2)));
  for (const { file, problems } of reports) console.log(problems.length === 0 ? `${file}: ok` : `${file}: DAMAGED\n  ${problems.join('\n  ')}`);
  if (reports.some((report) => report.problems.length > 0)) {
    console.error('A database file failed its integrity check: stop the server and restore the last backup (see README.md).');
    process.exit(1);
  }
}

runAsScript(import.meta.filename, main);
