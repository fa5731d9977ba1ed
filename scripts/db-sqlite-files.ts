// Where the SQLite engine keeps its files, for the db:* scripts: the main database is
// `<dataDir>/meteor.sqlite` and each named storage's is `<dataDir>/<name>/meteor.sqlite`; the
// folder comes from `--db DIR`, else METEOR_DB_DIR, else `.meteor/local/db` (as the server).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { SQLITE_FILE } from '../packages/mongo/drivers/sqlite-driver';

export interface StoreFile {
  /** The named storage, or null for the main database. */
  storage: string | null;
  file: string;
}

/** The value of `--db DIR` / `--db=DIR`, else METEOR_DB_DIR, else the server's default folder. */
export function dataDirFromArgs(argv: string[]): string {
  const index = argv.indexOf('--db');
  if (index !== -1 && argv[index + 1]) return path.resolve(argv[index + 1] as string);
  const inline = argv.find((arg) => arg.startsWith('--db='));
  if (inline) return path.resolve(inline.slice('--db='.length));
  return path.resolve(process.env.METEOR_DB_DIR || path.join(process.cwd(), '.meteor', 'local', 'db'));
}

/** The arguments that are not `--db DIR` / `--db=DIR`. */
export function positionalArgs(argv: string[]): string[] {
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    if (arg === '--db') i += 1;
    else if (!arg.startsWith('--db=')) rest.push(arg);
  }
  return rest;
}

/** The SQLite files of the store in `dataDir`: the main one first, then the named storages'. */
export function sqliteFilesIn(dataDir: string): StoreFile[] {
  const files: StoreFile[] = [];
  if (existsSync(path.join(dataDir, SQLITE_FILE))) files.push({ storage: null, file: path.join(dataDir, SQLITE_FILE) });
  for (const entry of readdirSync(dataDir, { withFileTypes: true })) {
    if (entry.isDirectory() && existsSync(path.join(dataDir, entry.name, SQLITE_FILE))) {
      files.push({ storage: entry.name, file: path.join(dataDir, entry.name, SQLITE_FILE) });
    }
  }
  return files;
}

/** The refusal of a folder without a SQLite store, pointing an old NeDB folder to its import. */
export function noStoreError(dataDir: string): Error {
  return new Error(`No SQLite database in ${dataDir} (an old NeDB folder? move it into SQLite with npm run db:import-nedb -- ${dataDir})`);
}

/** Runs `main` when the script is the process's entry (not when a test imports it). */
export function runAsScript(moduleFile: string, main: () => Promise<void>): void {
  if (process.argv[1] === undefined || path.resolve(process.argv[1]) !== path.resolve(moduleFile)) return;
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
