// `npm run db:repair -- [--db DIR]` (default METEOR_DB_DIR, else .meteor/local/db): runs SQLite's
// `PRAGMA integrity_check` on the store's files (the main database and the named storages' ones;
// read-only, so it may run while the server does) and exits 1 when one is damaged; restore from a backup then (README.md). SQLite repairs
// what a crash leaves by itself (its WAL is replayed at open), so there is nothing to rewrite.
import { checkSqliteStore, dataDirFromArgs, runAsScript } from './db-sqlite-files';

async function main(): Promise<void> {
  const reports = checkSqliteStore(dataDirFromArgs(process.argv.slice(2)));
  for (const { file, problems } of reports) console.log(problems.length === 0 ? `${file}: ok` : `${file}: DAMAGED\n  ${problems.join('\n  ')}`);
  if (reports.some((report) => report.problems.length > 0)) {
    console.error('A database file failed its integrity check: stop the server and restore the last backup (see README.md).');
    process.exit(1);
  }
}

runAsScript(import.meta.filename, main);
