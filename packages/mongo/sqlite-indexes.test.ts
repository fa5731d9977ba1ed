// The SQLite driver's indexes and query accounting: createIndex makes an expression index on
// the seam's path expression with Mongo's default name, names and uniqueness survive a reopen,
// dropIndex removes it; scalarPaths holds exactly the index paths no stored document has an
// array at (computed at createIndex and open, narrowed by writes); and every query that does
// not run entirely in SQL is counted, so a test can require that none of the app's does; sort
// paths without an index are tracked on their first sort.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { SqliteCollection } from './drivers/sqlite-collection';
import { sqliteQueryEvents } from './drivers/sqlite-collection';
import type { SqliteStorage } from './drivers/sqlite-driver';
import { findInMemory } from './drivers/memory-query';
import { pageCacheKib, STEADY_CACHE_KIB } from './drivers/sqlite-page-cache';
import { pathExpression, translateSelector } from './drivers/sql-query';
import { Collection, closeStorage, configureStorage } from './server';
import { currentStorage } from './storage';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mongo-sqlite-indexes-'));
afterEach(async () => {
  sqliteQueryEvents.onFallback = null;
  await closeStorage();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function open(name: string): Promise<{ store: SqliteStorage; driver: SqliteCollection }> {
  configureStorage({ dataDir, engine: 'sqlite' });
  const store = (await currentStorage().storage) as SqliteStorage;
  return { store, driver: await store.collection(name) };
}

function sqliteIndexes(store: SqliteStorage, table: string): Array<{ name: string; sql: string }> {
  return store.db.prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL ORDER BY name`).all(table) as Array<{ name: string; sql: string }>;
}

describe('SQLite driver indexes', () => {
  it('creates expression indexes named as MongoDB does, keeps them across a reopen and drops them', async () => {
    let { store, driver } = await open('idxItems');
    const items = new Collection('idxItems');
    await items.insertAsync({ _id: 'a', status: 'open', at: new Date(1), tags: ['x'] });
    expect(await items.createIndexAsync({ status: 1, at: -1 })).toBe('status_1_at_-1');
    expect(await items.createIndexAsync({ tags: 1 }, { unique: true })).toBe('tags_1');
    const made = sqliteIndexes(store, 'idxItems');
    expect(made.map((index) => index.name)).toEqual(['idxItems$status_1_at_-1', 'idxItems$tags_1']);
    expect(made[0]?.sql).toContain(`${pathExpression('status', 'doc')}, ${pathExpression('at', 'doc')} DESC`);
    // Uniqueness is the index's key table (sqlite-unique-keys.ts), not SQLite's UNIQUE.
    expect(made[1]?.sql).toMatch(/^CREATE INDEX/);
    expect(store.db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'idxItems$tags_1$unique'`).get()).toBeTruthy();
    expect([...driver.indexes.scalarPaths].sort()).toEqual(['at', 'status']);

    await closeStorage();
    ({ store, driver } = await open('idxItems'));
    expect([...driver.indexes.specs.keys()]).toEqual(['status_1_at_-1', 'tags_1']);
    expect(driver.indexes.specs.get('tags_1')?.unique).toBe(true);
    expect([...driver.indexes.scalarPaths].sort()).toEqual(['at', 'status']);

    await items.dropIndexAsync('tags_1');
    expect(sqliteIndexes(store, 'idxItems').map((index) => index.name)).toEqual(['idxItems$status_1_at_-1']);
    expect(store.db.prepare(`SELECT 1 FROM sqlite_master WHERE name = 'idxItems$tags_1$unique'`).get()).toBeUndefined();
    await expect(items.dropIndexAsync('tags_1')).rejects.toThrow(/index not found with name \[tags_1\]/);
  });

  it('drops a path from scalarPaths once a document holds an array there or on the way to it', async () => {
    const { driver } = await open('idxPeople');
    const people = new Collection('idxPeople');
    await people.insertAsync({ _id: 'p1', name: 'Ann', address: { city: 'Brno' } });
    await people.createIndexAsync({ 'address.city': 1 });
    await people.createIndexAsync({ name: 1 });
    expect([...driver.indexes.scalarPaths].sort()).toEqual(['address.city', 'name']);
    await people.insertAsync({ _id: 'p2', name: 'Bo', address: [{ city: 'Plzeň' }] });
    expect([...driver.indexes.scalarPaths]).toEqual(['name']);
    await people.updateAsync('p1', { $set: { name: ['Ann', 'Anna'] } });
    expect([...driver.indexes.scalarPaths]).toEqual([]);
    await closeStorage();
    // Computed again from the stored documents on open.
    const reopened = await open('idxPeople');
    expect([...reopened.driver.indexes.scalarPaths]).toEqual([]);
  });

  it('enforces a unique index on a path inside arrays per element, as MongoDB does (emails.address)', async () => {
    await open('idxUsers');
    const users = new Collection<{ _id: string; emails: Array<{ address: string }>; seen?: number }>('idxUsers');
    expect(await users.createIndexAsync({ 'emails.address': 1 }, { unique: true, sparse: true })).toBe('emails.address_1');
    await users.insertAsync({ _id: 'u1', emails: [{ address: 'a@x.io' }] });
    await expect(users.insertAsync({ _id: 'u2', emails: [{ address: 'b@x.io' }, { address: 'a@x.io' }] })).rejects.toMatchObject({
      code: 11000,
      indexName: 'emails.address_1',
      keyValue: { 'emails.address': 'a@x.io' },
    });
    // Two sign-ups with one address in the same tick (one transaction): one of them wins.
    const race = await Promise.allSettled([users.insertAsync({ _id: 'u3', emails: [{ address: 'c@x.io' }] }), users.insertAsync({ _id: 'u4', emails: [{ address: 'c@x.io' }] })]);
    expect(race.map((result) => result.status)).toEqual(['fulfilled', 'rejected']);
    // Writes that keep their own address are fine; taking another's is not.
    expect(await users.updateAsync('u1', { $set: { seen: 1 } })).toBe(1);
    await expect(users.updateAsync('u3', { $push: { emails: { address: 'a@x.io' } } })).rejects.toMatchObject({ code: 11000 });
    expect((await users.find({}, { sort: { _id: 1 } }).fetchAsync()).map((user) => user._id)).toEqual(['u1', 'u3']);
  });

  it('counts and reports every query the seam cannot translate', async () => {
    const { driver } = await open('idxNotes');
    const notes = new Collection<{ _id: string; n: number }>('idxNotes');
    await notes.insertAsync({ _id: 'a', n: 1 });
    const reported: string[] = [];
    sqliteQueryEvents.onFallback = (collection, selector, _sort, reason) => reported.push(`${collection} ${JSON.stringify(selector)} ${reason}`);
    const before = { ...driver.queryStats };
    expect(await notes.find({ n: 1 }).fetchAsync()).toEqual([{ _id: 'a', n: 1 }]);
    expect(await notes.find({ _id: 'a' }).countAsync()).toBe(1);
    // Whatever the seam answers for { n: 1 } is what the counters must say.
    const answer = translateSelector({ n: 1 }, { docColumn: 'doc', scalarPaths: new Set() });
    const kind = answer === null ? 'fallback' : answer.exact ? 'exact' : 'superset';
    expect(driver.queryStats[kind] - before[kind]).toBe(1);
    expect(reported).toEqual(kind === 'exact' ? [] : [`idxNotes {"n":1} ${kind}`]);
  });

  it('sorts in SQL on a field without an index while no document holds an array there, in memory once one does', async () => {
    const { driver } = await open('idxRanks');
    const ranks = new Collection<{ _id: string; years: number | number[] }>('idxRanks');
    for (const [id, years] of [['a', 7], ['b', 3], ['c', 12], ['d', 3]] as const) await ranks.insertAsync({ _id: id, years });
    const order = async () => (await ranks.find({}, { sort: { years: -1 } }).fetchAsync()).map((doc) => doc._id);
    const before = { ...driver.queryStats };
    expect(await order()).toEqual(['c', 'a', 'b', 'd']);
    expect(driver.indexes.scalarPaths.has('years')).toBe(true);
    expect(driver.queryStats.sortInMemory - before.sortInMemory).toBe(0);
    // An array there: sorted in memory from now on, in the order the in-memory reference gives.
    await ranks.insertAsync({ _id: 'e', years: [1, 9] });
    expect(driver.indexes.scalarPaths.has('years')).toBe(false);
    const all = await ranks.find({}, { sort: { _id: 1 } }).fetchAsync();
    expect(await order()).toEqual(findInMemory(all, {}, { sort: { years: -1 } }).map((doc) => doc._id));
    expect(driver.queryStats.sortInMemory - before.sortInMemory).toBe(1);
  });

  it('keeps the small page cache between index builds and after them', async () => {
    const { store } = await open('idxCache');
    expect(pageCacheKib(store.db)).toBe(STEADY_CACHE_KIB);
    const items = new Collection('idxCache');
    await items.insertAsync({ _id: 'a', status: 'open' });
    await items.createIndexAsync({ status: 1 });
    await items.createIndexAsync({ status: 'text' });
    expect(pageCacheKib(store.db)).toBe(STEADY_CACHE_KIB);
  });
});
