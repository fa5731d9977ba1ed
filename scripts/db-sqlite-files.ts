// Where the SQLite engine keeps its files, for the db:* scripts: the main database is
// `<dataDir>/meteor.sqlite` and each named storage's is `<dataDir>/<name>/meteor.sqlite`; the
// folder comes from `--db DIR`, else METEOR_DB_DIR, else `.meteor/local/db` (as the server).
// Also the scripts' argument reading and SQLite's integrity check of a store.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { SQLITE_FILE } from '../packages/mongo/drivers/sqlite-driver';

export interface StoreFile {
  /** The named storage, or null for the main database. */
  storage: string | null;
  file: string;
}

/** Options of the db and backup scripts that take a value (`--db DIR` or `--db=DIR`). */
const VALUED_OPTIONS = ['--db', '--uploads'];

/** The value of `--name VALUE` / `--name=VALUE`, or undefined. */
export function optionValue(argv: string[], name: string): string | undefined {
  const index = argv.indexOf(name);
  if (index !== -1 && argv[index + 1]) return argv[index + 1];
  return argv.find((arg) => arg.startsWith(`${name}=`))?.slice(name.length + 1);
}

/** The value of `--db DIR` / `--db=DIR`, else METEOR_DB_DIR, else the server's default folder. */
export function dataDirFromArgs(argv: string[]): string {
  const given = optionValue(argv, '--db');
  if (given) return path.resolve(given);
  return path.resolve(process.env.METEOR_DB_DIR || path.join(process.cwd(), '.meteor', 'local', 'db'));
}

/** The arguments that are neither options with a value (`--db DIR`) nor flags (`--replace`). */
export function positionalArgs(argv: string[]): string[] {
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    if (VALUED_OPTIONS.includes(arg)) i += 1;
    else if (!arg.startsWith('--')) rest.push(arg);
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

/** Runs `main` when the script is the process's entry (not when a test imports it). */
export function runAsScript(moduleFile: string, main: () => Promise<void>): void {
  if (process.argv[1] === undefined || path.resolve(process.argv[1]) !== path.resolve(moduleFile)) return;
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
