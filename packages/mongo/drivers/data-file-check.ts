// Checks the embedded store's data files line by line before anything loads them. nedb counts
// unparsable lines without saying which, and silently skips parsable lines that are neither a
// document nor an index entry; both would lose data without a word. Here every line must be a
// document with an _id, a deletion, or an index entry, else the server refuses to start and
// names the file and line. `npm run db:repair -- --db DIR` (scripts/db-repair.ts) moves such
// lines to a side file.
import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import nedbModel from '@seald-io/nedb/lib/model.js';

export interface BadLine {
  /** 1-based line number in the file. */
  line: number;
  problem: string;
}

/** Why `text` (one non-empty line) is not a valid data-file entry, or null when it is. */
export function lineProblem(text: string): string | null {
  let entry: unknown;
  try {
    entry = nedbModel.deserialize(text);
  } catch (error) {
    return `not valid JSON (${(error as Error).message})`;
  }
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return 'not a JSON object';
  const record = entry as Record<string, unknown>;
  if (typeof record._id === 'string' && record._id !== '') return null;
  const created = record.$$indexCreated as { fieldName?: unknown } | undefined;
  if (created && typeof created === 'object' && created.fieldName != null) return null;
  // nedb writes a compound index's removal with the field list.
  const removed = record.$$indexRemoved;
  if (typeof removed === 'string' || (Array.isArray(removed) && removed.every((field) => typeof field === 'string'))) return null;
  return 'neither a document with an _id nor an index entry';
}

/** The bad lines of one data file (empty when it is sound or absent). */
export async function findBadLines(filename: string): Promise<BadLine[]> {
  if (!existsSync(filename)) return [];
  const bad: BadLine[] = [];
  const lines = createInterface({ input: createReadStream(filename, { encoding: 'utf8' }), crlfDelay: Infinity });
  let number = 0;
  for await (const text of lines) {
    number += 1;
    if (text === '') continue;
    const problem = lineProblem(text);
    if (problem) bad.push({ line: number, problem });
  }
  return bad;
}

/** The data files of a database folder and of its named storages (one level of sub-folders). */
export function dataFilesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const files: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (name.endsWith('.db') && statSync(full).isFile()) files.push(full);
    else if (!name.startsWith('.') && statSync(full).isDirectory()) {
      for (const inner of readdirSync(full).sort()) {
        if (inner.endsWith('.db') && statSync(path.join(full, inner)).isFile()) files.push(path.join(full, inner));
      }
    }
  }
  return files;
}

export class CorruptDataFileError extends Error {
  constructor(
    readonly filename: string,
    readonly badLines: BadLine[],
    dataDir: string,
  ) {
    const shown = badLines.slice(0, 5).map((bad) => `line ${bad.line}: ${bad.problem}`);
    if (badLines.length > 5) shown.push(`and ${badLines.length - 5} more`);
    super(
      `Refusing to load embedded collection file ${filename}: ${shown.join('; ')}. ` +
        'Nothing was dropped and the server will not start on partial data. ' +
        `Run \`npm run db:repair -- --db ${dataDir}\` to move the bad lines to a side file next to it ` +
        '(a torn last line after a power loss was never acknowledged), or restore the file from a backup, then restart.',
    );
    this.name = 'CorruptDataFileError';
  }
}

/** Throws CorruptDataFileError for the first data file under `dataDir` with a bad line. */
export async function assertDataFilesSound(dataDir: string): Promise<void> {
  for (const file of dataFilesIn(dataDir)) {
    const bad = await findBadLines(file);
    if (bad.length > 0) throw new CorruptDataFileError(file, bad, dataDir);
  }
}
