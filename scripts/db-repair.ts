// `npm run db:repair -- --db DIR`: on the nedb engine (METEOR_DB_ENGINE=nedb), moves the lines of the embedded database's data files that the
// server refuses (not a JSON document with an _id, nor an index entry) to a side file next to
// each data file (`<name>.db.rejected-<time>`, the raw lines as they were), and rewrites the
// data file without them, crash-safely (temp file, fsync, rename, fsync of the folder). Nothing is
// deleted: the side file keeps every moved line for a person to look at. Refuses a folder that a
// running server holds.
// On the SQLite engine (the default) it runs SQLite's `PRAGMA integrity_check` on the store's files
// instead (read-only, so it may run while the server does) and exits 1 when one is damaged;
// restore from a backup then (README.md).
import { createReadStream, promises as fs } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { dataFilesIn, lineProblem } from '../packages/mongo/drivers/data-file-check';
import { DatabaseSync } from 'node:sqlite';
import { lockDataFolder } from '../packages/mongo/drivers/nedb-files';
import { engineFromEnvironment } from '../packages/mongo/storage';
import { sqliteFilesIn } from './db-sqlite-files';

export interface RepairedFile {
  file: string;
  sideFile: string;
  movedLines: number[];
}

async function writeDurably(filename: string, text: string): Promise<void> {
  const handle = await fs.open(filename, 'w', 0o600);
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function syncFolder(dir: string): Promise<void> {
  const handle = await fs.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function repairFile(file: string, stamp: string): Promise<RepairedFile | null> {
  const kept: string[] = [];
  const moved: string[] = [];
  const movedLines: number[] = [];
  let number = 0;
  for await (const text of createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity })) {
    number += 1;
    if (text === '') continue;
    if (lineProblem(text) === null) kept.push(text);
    else {
      moved.push(text);
      movedLines.push(number);
    }
  }
  if (moved.length === 0) return null;
  const sideFile = `${file}.rejected-${stamp}`;
  // The side file first: if anything fails later, the moved lines exist in both places.
  await writeDurably(sideFile, `${moved.join('\n')}\n`);
  const temp = `${file}.repair-tmp`;
  await writeDurably(temp, kept.length > 0 ? `${kept.join('\n')}\n` : '');
  await fs.rename(temp, file);
  await syncFolder(path.dirname(file));
  return { file, sideFile, movedLines };
}

/** Repairs every data file of `dataDir` (and of its named storages' sub-folders). */
export async function repairDataFolder(dataDir: string): Promise<{ checked: number; repaired: RepairedFile[] }> {
  const dir = path.resolve(dataDir);
  await fs.access(dir).catch(() => {
    throw new Error(`No database folder at ${dir}`);
  });
  const lock = await lockDataFolder(dir);
  try {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const files = dataFilesIn(dir);
    const repaired: RepairedFile[] = [];
    for (const file of files) {
      const result = await repairFile(file, stamp);
      if (result) repaired.push(result);
    }
    return { checked: files.length, repaired };
  } finally {
    await lock.release();
  }
}

export interface IntegrityReport {
  file: string;
  /** SQLite's findings; empty when the file is sound. */
  problems: string[];
}

/** `PRAGMA integrity_check` on every SQLite file of the store in `dataDir`. */
export function checkSqliteStore(dataDir: string): IntegrityReport[] {
  const files = sqliteFilesIn(path.resolve(dataDir));
  if (files.length === 0) throw new Error(`No SQLite database in ${path.resolve(dataDir)}`);
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

function parseDb(argv: string[]): string | null {
  const index = argv.indexOf('--db');
  if (index !== -1 && argv[index + 1]) return argv[index + 1] as string;
  const inline = argv.find((arg) => arg.startsWith('--db='));
  return inline ? inline.slice('--db='.length) : null;
}

async function main(): Promise<void> {
  const dataDir = parseDb(process.argv.slice(2)) ?? process.env.METEOR_DB_DIR ?? null;
  if (!dataDir) {
    console.error('usage: npm run db:repair -- --db DIR   (the embedded database folder, e.g. .meteor/local/db)');
    process.exit(2);
  }
  if (engineFromEnvironment() === 'sqlite') {
    const reports = checkSqliteStore(dataDir);
    for (const { file, problems } of reports) console.log(problems.length === 0 ? `${file}: ok` : `${file}: DAMAGED\n  ${problems.join('\n  ')}`);
    if (reports.some((report) => report.problems.length > 0)) {
      console.error('A database file failed its integrity check: stop the server and restore the last backup (see README.md).');
      process.exit(1);
    }
    return;
  }
  const { checked, repaired } = await repairDataFolder(dataDir);
  if (repaired.length === 0) {
    console.log(`Checked ${checked} data file(s) in ${path.resolve(dataDir)}: no bad lines, nothing changed.`);
    return;
  }
  for (const { file, sideFile, movedLines } of repaired) {
    console.log(`${file}: moved line(s) ${movedLines.join(', ')} to ${sideFile}`);
  }
  console.log(`Checked ${checked} data file(s); repaired ${repaired.length}. The server can start again.`);
}

const invokedDirectly = process.argv[1] !== undefined && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (invokedDirectly) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
