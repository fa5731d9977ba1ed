// Named storages: a collection created with `{ storage: 'documents' }` lands in its own folder
// (`<dataDir>/documents`) in embedded mode, or in the folder configured for it; the main folder
// never holds its table. Also pins the resolution rules of namedStorageOptions.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { Collection } from './collection';
import { SQLITE_FILE } from './drivers/sqlite-driver';
import { closeStorage, configureStorage, namedStorageOptions } from './storage';

const root = mkdtempSync(path.join(os.tmpdir(), 'mongo-named-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
afterEach(async () => {
  delete process.env.DOCUMENTS_MONGO_URL;
  await closeStorage();
});

const mainDocs = new Collection<{ _id: string; n: number }>('namedStorageMain');
const separateDocs = new Collection<{ _id: string; n: number }>('namedStorageSeparate', { storage: 'documents' });

/** The collections' tables of the SQLite file in `dir` and the stored JSON of one of them. */
function storedIn(dir: string, table: string): { tables: string[]; rows: string[] } {
  const db = new DatabaseSync(path.join(dir, SQLITE_FILE), { readOnly: true });
  try {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all().map((row) => String(row.name));
    const rows = tables.includes(table) ? db.prepare(`SELECT json(doc) AS doc FROM "${table}"`).all().map((row) => String(row.doc)) : [];
    return { tables, rows };
  } finally {
    db.close();
  }
}

describe('named storage', () => {
  it('keeps a named collection in <dataDir>/<name> in embedded mode', async () => {
    const dataDir = path.join(root, 'a');
    configureStorage({ dataDir });
    await mainDocs.insertAsync({ n: 1 });
    await separateDocs.insertAsync({ n: 2 });
    expect(await separateDocs.find({}).countAsync()).toBe(1);
    await closeStorage();
    const main = storedIn(dataDir, 'namedStorageMain');
    expect(main.rows.join()).toContain('"n":1');
    expect(main.tables).not.toContain('namedStorageSeparate');
    expect(storedIn(path.join(dataDir, 'documents'), 'namedStorageSeparate').rows.join()).toContain('"n":2');
  });

  it('uses the configured folder and reopens it after closeStorage', async () => {
    const dataDir = path.join(root, 'b');
    const documentsDir = path.join(root, 'b-documents');
    configureStorage({ dataDir, storages: { documents: { dataDir: documentsDir } } });
    await separateDocs.insertAsync({ _id: 'kept', n: 3 });
    await closeStorage();
    configureStorage({ dataDir, storages: { documents: { dataDir: documentsDir } } });
    expect(await separateDocs.findOneAsync({ _id: 'kept' })).toEqual({ _id: 'kept', n: 3 });
    expect(existsSync(path.join(documentsDir, SQLITE_FILE))).toBe(true);
    expect(existsSync(path.join(dataDir, 'documents')), 'the default folder is not used').toBe(false);
  });

  it('resolves DOCUMENTS_MONGO_URL, then the configured folder, then the main database', () => {
    configureStorage({ mongoUrl: 'mongodb://127.0.0.1:1/main' });
    expect(namedStorageOptions('documents')).toBeNull();
    process.env.DOCUMENTS_MONGO_URL = 'mongodb://127.0.0.1:1/documents';
    expect(namedStorageOptions('documents')).toEqual({ mongoUrl: 'mongodb://127.0.0.1:1/documents' });
    delete process.env.DOCUMENTS_MONGO_URL;
    configureStorage({ dataDir: path.join(root, 'c') });
    expect(namedStorageOptions('documents')).toEqual({ dataDir: path.join(root, 'c', 'documents') });
  });

  it('refuses storage names that are not plain folder names', () => {
    expect(() => new Collection('namedStorageBad', { storage: '../x' })).toThrow(/Invalid storage name/);
  });
});
