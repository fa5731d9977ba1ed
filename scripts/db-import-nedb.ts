// `npm run db:import-nedb -- DIR [--db TARGET]`: moves an embedded NeDB store (one `<collection>.db`
// file per collection, named storages in sub-folders) into the SQLite store in TARGET (default
// METEOR_DB_DIR or .meteor/local/db; it may be DIR itself), printing how many documents each
// collection brought. The NeDB engine and its package are gone, so its files are read here as
// NeDB loaded them: one JSON document per line, a later line with the same _id replacing an
// earlier one, `{"$$deleted":true,"_id":…}` deleting, `$$indexCreated`/`$$indexRemoved` lines
// recording indexes, dates as `{"$$date": ms}`. A torn last line (a crash mid-append) is skipped
// and counted; any other unreadable line stops the import naming file and line, so nothing is
// dropped silently. Unique indexes found are created (the app re-creates its own at start).
// The NeDB files are left as they were, as the copy to go back to; a collection that already
// holds documents in the SQLite store is refused, so an import never runs twice over the data.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SqliteStorage } from '../packages/mongo/drivers/sqlite-driver';
import type { Document } from '../packages/mongo/types';
import { dataDirFromArgs, positionalArgs, runAsScript } from './db-sqlite-files';

export interface NedbFileContent {
  docs: Map<string, Record<string, unknown>>;
  /** Indexes by NeDB's field name (a compound index's fields joined by commas). */
  indexes: Array<{ fields: string[]; unique: boolean; sparse: boolean }>;
  /** 1 when the last line was torn (cut off mid-write) and skipped, else 0. */
  tornLines: number;
}

/** NeDB's line format: JSON whose `{"$$date": ms}` objects are dates. */
function parseLine(line: string): unknown {
  return JSON.parse(line, (key, value: unknown) => {
    if (key === '$$date') return new Date(value as number);
    if (value && typeof value === 'object' && '$$date' in value) return (value as { $$date: Date }).$$date;
    return value;
  });
}

function indexFields(fieldName: unknown): string[] | null {
  if (typeof fieldName === 'string') return fieldName.split(',');
  if (Array.isArray(fieldName) && fieldName.length > 0 && fieldName.every((field) => typeof field === 'string')) return fieldName as string[];
  return null;
}

/** The documents and indexes of one NeDB data file as NeDB would load them. */
export function readNedbFile(file: string): NedbFileContent {
  const docs = new Map<string, Record<string, unknown>>();
  const indexes = new Map<string, { fields: string[]; unique: boolean; sparse: boolean }>();
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n');
  let tornLines = 0;
  for (const [number, line] of lines.entries()) {
    if (!line) continue;
    let entry: Record<string, unknown>;
    try {
      entry = parseLine(line) as Record<string, unknown>;
      if (!entry || typeof entry !== 'object' || Array.isArray(entry)) throw new Error('not a JSON object');
    } catch (error) {
      // Only the very last line, unterminated, can be a torn append.
      if (number === lines.length - 1) {
        tornLines += 1;
        continue;
      }
      throw new Error(`${file}, line ${number + 1}: ${(error as Error).message}; fix or delete the line, then import again`, { cause: error });
    }
    const created = entry.$$indexCreated as { fieldName?: unknown; unique?: unknown; sparse?: unknown } | undefined;
    const createdFields = created && typeof created === 'object' ? indexFields(created.fieldName) : null;
    const removedFields = indexFields(entry.$$indexRemoved);
    if (createdFields) indexes.set(createdFields.join(','), { fields: createdFields, unique: created?.unique === true, sparse: created?.sparse === true });
    else if (removedFields) indexes.delete(removedFields.join(','));
    else if (typeof entry._id !== 'string' || entry._id === '') throw new Error(`${file}, line ${number + 1}: neither a document with an _id nor an index entry`);
    else if (entry.$$deleted === true) docs.delete(entry._id);
    else docs.set(entry._id, entry);
  }
  return { docs, indexes: [...indexes.values()], tornLines };
}

export interface ImportedCollection {
  storage: string | null;
  collection: string;
  documents: number;
  /** A torn last line skipped in its file (0 or 1). */
  tornLines: number;
}

interface NedbFolder {
  storage: string | null;
  targetDir: string;
  files: Array<{ collection: string; content: NedbFileContent }>;
}

function readFolder(nedbDir: string, targetDir: string, storage: string | null): NedbFolder {
  const files = readdirSync(nedbDir)
    .filter((name) => name.endsWith('.db'))
    .sort()
    .map((fileName) => ({ collection: decodeURIComponent(fileName.slice(0, -'.db'.length)), content: readNedbFile(path.join(nedbDir, fileName)) }));
  return { storage, targetDir, files };
}

async function writeFolder({ storage, targetDir, files }: NedbFolder): Promise<ImportedCollection[]> {
  if (files.length === 0) return [];
  const store = await SqliteStorage.open(targetDir);
  const imported: ImportedCollection[] = [];
  try {
    for (const { collection: name, content } of files) {
      const collection = await store.collection(name);
      const already = await collection.count({}, {});
      if (already > 0) throw new Error(`${name}${storage ? ` (storage ${storage})` : ''} already holds ${already} documents in ${store.filename}; nothing imported into it`);
      for (const index of content.indexes) await collection.createIndex(Object.fromEntries(index.fields.map((field) => [field, 1])), { unique: index.unique, sparse: index.sparse });
      // One tick's inserts share one transaction (the driver's group commit).
      await Promise.all([...content.docs.values()].map((doc) => collection.insert(doc as Document)));
      imported.push({ storage, collection: name, documents: content.docs.size, tornLines: content.tornLines });
    }
  } finally {
    await store.close();
  }
  return imported;
}

/** Imports the NeDB folder `nedbDir` (and its named storages' sub-folders) into the SQLite store in `targetDir`. */
export async function importNedbStore(nedbDir: string, targetDir: string): Promise<ImportedCollection[]> {
  const source = path.resolve(nedbDir);
  if (!existsSync(source)) throw new Error(`No NeDB folder at ${source}`);
  // Every file is read before anything is written, so an unreadable line leaves no half import.
  const folders = [readFolder(source, targetDir, null)];
  for (const entry of readdirSync(source, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    folders.push(readFolder(path.join(source, entry.name), path.join(targetDir, entry.name), entry.name));
  }
  const imported: ImportedCollection[] = [];
  for (const folder of folders) imported.push(...(await writeFolder(folder)));
  return imported;
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const [nedbDir] = positionalArgs(argv);
  if (!nedbDir) {
    console.error('usage: npm run db:import-nedb -- DIR [--db TARGET]   (DIR: the NeDB folder; TARGET: the SQLite store folder, default METEOR_DB_DIR or .meteor/local/db)');
    process.exit(2);
  }
  const target = dataDirFromArgs(argv);
  const imported = await importNedbStore(nedbDir, target);
  for (const { storage, collection, documents, tornLines } of imported) {
    const torn = tornLines > 0 ? ` (skipped a torn last line)` : '';
    console.log(`${storage ? `${storage}/` : ''}${collection}: ${documents} documents${torn}`);
  }
  const total = imported.reduce((sum, one) => sum + one.documents, 0);
  const torn = imported.reduce((sum, one) => sum + one.tornLines, 0);
  console.log(
    `Imported ${total} documents in ${imported.length} collections into ${target}` +
      (torn > 0 ? `; skipped ${torn} torn last line(s), writes cut off by a crash that were never acknowledged` : '') +
      '. Start the server as usual.',
  );
}

runAsScript(import.meta.filename, main);
