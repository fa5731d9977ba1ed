// Named storages: a collection created with `{ storage: 'documents' }` lands in its own folder
// (`<dataDir>/documents`) in embedded mode, or in the folder configured for it; the main folder
// never holds its file. Also pins the resolution rules of namedStorageOptions. Runs on nedb (its
// file names); the SQLite engine's `<dataDir>/<name>/meteor.sqlite` is covered by
// scripts/db-sqlite-scripts.test.ts (the backup of a named storage).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { Collection } from './collection';
import { closeStorage, configureStorage, namedStorageOptions } from './storage';

const root = mkdtempSync(path.join(os.tmpdir(), 'mongo-named-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
afterEach(async () => {
  delete process.env.DOCUMENTS_MONGO_URL;
  await closeStorage();
});

const mainDocs = new Collection<{ _id: string; n: number }>('namedStorageMain');
const separateDocs = new Collection<{ _id: string; n: number }>('namedStorageSeparate', { storage: 'documents' });

describe('named storage', () => {
  it('keeps a named collection in <dataDir>/<name> in embedded mode', async () => {
    const dataDir = path.join(root, 'a');
    configureStorage({ dataDir, engine: 'nedb' });
    await mainDocs.insertAsync({ n: 1 });
    await separateDocs.insertAsync({ n: 2 });
    expect(existsSync(path.join(dataDir, 'namedStorageMain.db'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'namedStorageSeparate.db'))).toBe(false);
    expect(readFileSync(path.join(dataDir, 'documents', 'namedStorageSeparate.db'), 'utf8')).toContain('"n":2');
    expect(await separateDocs.find({}).countAsync()).toBe(1);
  });

  it('uses the configured folder and reopens it after closeStorage', async () => {
    const dataDir = path.join(root, 'b');
    const documentsDir = path.join(root, 'b-documents');
    configureStorage({ dataDir, storages: { documents: { dataDir: documentsDir } }, engine: 'nedb' });
    await separateDocs.insertAsync({ _id: 'kept', n: 3 });
    await closeStorage();
    configureStorage({ dataDir, storages: { documents: { dataDir: documentsDir } }, engine: 'nedb' });
    expect(await separateDocs.findOneAsync({ _id: 'kept' })).toEqual({ _id: 'kept', n: 3 });
    expect(existsSync(path.join(documentsDir, 'namedStorageSeparate.db'))).toBe(true);
  });

  it('resolves DOCUMENTS_MONGO_URL, then the configured folder, then the main database', () => {
    configureStorage({ mongoUrl: 'mongodb://127.0.0.1:1/main' });
    expect(namedStorageOptions('documents')).toBeNull();
    process.env.DOCUMENTS_MONGO_URL = 'mongodb://127.0.0.1:1/documents';
    expect(namedStorageOptions('documents')).toEqual({ mongoUrl: 'mongodb://127.0.0.1:1/documents' });
    delete process.env.DOCUMENTS_MONGO_URL;
    configureStorage({ dataDir: path.join(root, 'c'), engine: 'nedb' });
    expect(namedStorageOptions('documents')).toEqual({ dataDir: path.join(root, 'c', 'documents') });
  });

  it('refuses storage names that are not plain folder names', () => {
    expect(() => new Collection('namedStorageBad', { storage: '../x' })).toThrow(/Invalid storage name/);
  });
});
