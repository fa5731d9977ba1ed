// `npm run db:import-nedb -- DIR [--db TARGET]`: moves an embedded NeDB store (one `<collection>.db`
// file per collection, named storages in sub-folders) into the SQLite store in TARGET (default
// METEOR_DB_DIR or .meteor/local/db; it may be DIR itself), printing how many documents each
// collection brought. Files are read as nedb loads them (last line per _id wins, deletions
// honoured); unique indexes found in them are created (the app re-creates its own at start).
// The NeDB files are left as they were, as the copy to go back to; a collection that already
// holds documents in the SQLite store is refused, so an import never runs twice over the data.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import nedbModel from '@seald-io/nedb/lib/model.js';
import { SqliteStorage } from '../packages/mongo/drivers/sqlite-driver';
import type { Document } from '../packages/mongo/types';
import { dataDirFromArgs, positionalArgs, runAsScript } from './db-sqlite-files';

export interface NedbFileContent {
  docs: Map<string, Record<string, unknown>>;
  indexes: Array<{ fieldName: string; unique: boolean }>;
}

/** The documents and indexes of one nedb data file as nedb would load them. */
export function readNedbFile(file: string): NedbFileContent {
  const docs = new Map<string, Record<string, unknown>>();
  const indexes = new Map<string, { fieldName: string; unique: boolean }>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line) continue;
    const doc = nedbModel.deserialize(line) as Record<string, unknown>;
    const index = doc.$$indexCreated as { fieldName?: unknown; unique?: unknown } | undefined;
    if (index && typeof index.fieldName === 'string') indexes.set(index.fieldName, { fieldName: index.fieldName, unique: index.unique === true });
    else if (typeof doc.$$indexRemoved === 'string') indexes.delete(doc.$$indexRemoved);
    else if (typeof doc._id !== 'string') continue;
    else if (doc.$$deleted === true) docs.delete(doc._id);
    else docs.set(doc._id, doc);
  }
  return { docs, indexes: [...indexes.values()] };
}

export interface ImportedCollection {
  storage: string | null;
  collection: string;
  documents: number;
}

async function importFolder(nedbDir: string, targetDir: string, storage: string | null): Promise<ImportedCollection[]> {
  const files = readdirSync(nedbDir).filter((name) => name.endsWith('.db'));
  if (files.length === 0) return [];
  const store = await SqliteStorage.open(targetDir);
  const imported: ImportedCollection[] = [];
  try {
    for (const fileName of files.sort()) {
      const name = decodeURIComponent(fileName.slice(0, -'.db'.length));
      const { docs, indexes } = readNedbFile(path.join(nedbDir, fileName));
      const collection = await store.collection(name);
      const already = await collection.count({}, {});
      if (already > 0) throw new Error(`${name}${storage ? ` (storage ${storage})` : ''} already holds ${already} documents in ${store.filename}; nothing imported into it`);
      for (const index of indexes) await collection.createIndex({ [index.fieldName]: 1 }, { unique: index.unique });
      // One tick's inserts share one transaction (the driver's group commit).
      await Promise.all([...docs.values()].map((doc) => collection.insert(doc as Document)));
      imported.push({ storage, collection: name, documents: docs.size });
    }
  } finally {
    await store.close();
  }
  return imported;
}

/** Imports the nedb folder `nedbDir` (and its named storages' sub-folders) into the SQLite store in `targetDir`. */
export async function importNedbStore(nedbDir: string, targetDir: string): Promise<ImportedCollection[]> {
  const source = path.resolve(nedbDir);
  if (!existsSync(source)) throw new Error(`No NeDB folder at ${source}`);
  const imported = await importFolder(source, targetDir, null);
  for (const entry of readdirSync(source, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    imported.push(...(await importFolder(path.join(source, entry.name), path.join(targetDir, entry.name), entry.name)));
  }
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
  for (const { storage, collection, documents } of imported) console.log(`${storage ? `${storage}/` : ''}${collection}: ${documents} documents`);
  const total = imported.reduce((sum, one) => sum + one.documents, 0);
  console.log(`Imported ${total} documents in ${imported.length} collections into ${target}. Start the server as usual (SQLite is the default engine).`);
}

runAsScript(import.meta.filename, main);
