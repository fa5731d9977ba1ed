// The SQLite driver remembers in the file which index and sort paths hold an array
// (sqlite-path-shapes.ts): a reopen scans no documents for them, and what it remembers follows
// the writes — an array stored at a path is remembered in the write's own transaction, a write
// that is undone leaves the path as it was, and a file without the record scans once.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { SqliteCollection } from './drivers/sqlite-collection';
import type { SqliteStorage } from './drivers/sqlite-driver';
import { PATH_TABLE, pathScanEvents } from './drivers/sqlite-path-shapes';
import { Collection, closeStorage, configureStorage } from './server';
import { currentStorage } from './storage';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mongo-sqlite-path-shapes-'));
afterEach(async () => {
  pathScanEvents.onScan = null;
  await closeStorage();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Opens the storage and the collection's driver, listing the path scans the opening made. */
async function open(name: string): Promise<{ store: SqliteStorage; driver: SqliteCollection; scans: string[] }> {
  const scans: string[] = [];
  pathScanEvents.onScan = (table, scanned) => scans.push(`${table}.${scanned}`);
  configureStorage({ dataDir, engine: 'sqlite' });
  const store = (await currentStorage().storage) as SqliteStorage;
  return { store, driver: await store.collection(name), scans };
}

interface Item {
  _id: string;
  status: string | string[];
  city?: string;
  years?: number;
}

describe('SQLite driver: remembered path shapes', () => {
  it('does not scan the documents again on reopen, and stays right after an array is written', async () => {
    const first = await open('shapeItems');
    const items = new Collection<Item>('shapeItems');
    await items.insertAsync({ _id: 'a', status: 'open', city: 'Brno', years: 3 });
    await items.createIndexAsync({ status: 1 });
    await items.createIndexAsync({ city: 1 });
    expect(await items.find({}, { sort: { years: -1 } }).fetchAsync()).toHaveLength(1);
    expect(first.scans.sort()).toEqual(['shapeItems.city', 'shapeItems.status', 'shapeItems.years']);
    await closeStorage();

    const second = await open('shapeItems');
    expect([...second.driver.indexes.scalarPaths].sort()).toEqual(['city', 'status']);
    expect(await items.find({}, { sort: { years: -1 } }).fetchAsync()).toHaveLength(1);
    expect(second.driver.indexes.scalarPaths.has('years')).toBe(true);
    await items.insertAsync({ _id: 'b', status: ['open', 'late'], city: 'Plzeň', years: 5 });
    expect([...second.driver.indexes.scalarPaths].sort()).toEqual(['city', 'years']);
    expect(second.scans).toEqual([]);
    await closeStorage();

    const third = await open('shapeItems');
    expect([...third.driver.indexes.scalarPaths].sort()).toEqual(['city']);
    // Equality on the array path matches the element, as MongoDB does.
    expect((await items.find({ status: 'late' }).fetchAsync()).map((item) => item._id)).toEqual(['b']);
    expect((await items.find({ status: 'open' }).fetchAsync()).map((item) => item._id).sort()).toEqual(['a', 'b']);
    expect(third.scans).toEqual([]);
  });

  it('keeps a path scalar when the write that stored an array there is undone', async () => {
    await open('shapeUndone');
    const items = new Collection<Item>('shapeUndone');
    await items.insertAsync({ _id: 'a', status: 'open' });
    await items.createIndexAsync({ status: 1 });
    await expect(items.insertAsync({ _id: 'a', status: ['open', 'late'] })).rejects.toMatchObject({ code: 11000 });
    await closeStorage();

    const reopened = await open('shapeUndone');
    expect([...reopened.driver.indexes.scalarPaths]).toEqual(['status']);
    expect(await items.find({ status: 'late' }).fetchAsync()).toEqual([]);
    expect(reopened.scans).toEqual([]);
  });

  it('scans once a file that has no record of its paths, then remembers them', async () => {
    const first = await open('shapeOld');
    const items = new Collection<Item>('shapeOld');
    await items.insertAsync({ _id: 'a', status: ['open'], city: 'Brno' });
    await items.createIndexAsync({ status: 1 });
    await items.createIndexAsync({ city: 1 });
    first.store.db.prepare(`DELETE FROM ${PATH_TABLE} WHERE tbl = ?`).run('shapeOld');
    await closeStorage();

    const second = await open('shapeOld');
    expect(second.scans.sort()).toEqual(['shapeOld.city', 'shapeOld.status']);
    expect([...second.driver.indexes.scalarPaths]).toEqual(['city']);
    await closeStorage();

    const third = await open('shapeOld');
    expect(third.scans).toEqual([]);
    expect([...third.driver.indexes.scalarPaths]).toEqual(['city']);
  });
});
