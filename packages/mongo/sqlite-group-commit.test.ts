// Group commit on the SQLite engine: the writes of one tick share one transaction, each is
// acknowledged only after the COMMIT carrying it returned, a duplicate key undoes only its own
// write, and a batch the disk refuses (COMMIT failing, or SQLITE_FULL mid-batch) rejects its
// writes with the clear storage error while later reads and writes go on by themselves, even
// when the transaction's own statements fail (a savepoint, the ROLLBACK).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { StorageWriteError } from './drivers/storage-errors';
import type { SqliteRawCollection } from './drivers/sqlite-collection';
import type { SqliteStorage } from './drivers/sqlite-driver';
import { sqliteCommit } from './drivers/sqlite-write-batch';
import { Collection, DuplicateKeyError, closeStorage, configureStorage } from './server';
import { currentStorage } from './storage';

const root = mkdtempSync(path.join(os.tmpdir(), 'mongo-sqlite-commit-'));
let folders = 0;
async function freshStore(): Promise<SqliteStorage> {
  folders += 1;
  configureStorage({ dataDir: path.join(root, `db-${folders}`), engine: 'sqlite' });
  return (await currentStorage().storage) as SqliteStorage;
}
afterEach(async () => {
  vi.restoreAllMocks();
  await closeStorage();
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

type Item = { _id: string; n: number; text?: string };

describe('SQLite group commit', () => {
  it('runs the writes of one tick in one transaction and acknowledges each only after its COMMIT', async () => {
    const store = await freshStore();
    const items = new Collection<Item>('groupItems');
    await items.insertAsync({ _id: 'warm-up', n: -1 });
    const events: string[] = [];
    const commit = sqliteCommit.commit.bind(sqliteCommit);
    vi.spyOn(sqliteCommit, 'commit').mockImplementation((db) => {
      events.push('commit-start');
      commit(db);
      events.push('commit-end');
    });
    const before = { ...store.batch.stats };
    const ids = Array.from({ length: 60 }, (_, n) => `item-${n}`);
    await Promise.all(ids.map((id, n) => items.insertAsync({ _id: id, n }).then(() => events.push(`ack ${id}`))));

    expect(store.batch.stats.transactions - before.transactions).toBe(1);
    expect(store.batch.stats.writes - before.writes).toBe(60);
    expect(events.slice(0, 2)).toEqual(['commit-start', 'commit-end']);
    expect(events.slice(2).sort()).toEqual(ids.map((id) => `ack ${id}`).sort());
    expect(await items.find().countAsync()).toBe(61);
  });

  it('rejects only the duplicate of a batch; the other writes of its transaction are stored', async () => {
    await freshStore();
    const items = new Collection<Item>('dupItems');
    await items.createIndexAsync({ n: 1 }, { unique: true });
    const results = await Promise.allSettled([items.insertAsync({ _id: 'a', n: 1 }), items.insertAsync({ _id: 'b', n: 1 }), items.insertAsync({ _id: 'c', n: 2 })]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(DuplicateKeyError);
    expect((await items.find({}, { sort: { n: 1 } }).fetchAsync()).map((doc) => doc._id)).toEqual(['a', 'c']);
  });

  it('loads a bulk insertMany through rawCollection in one transaction, all or nothing', async () => {
    const store = await freshStore();
    const items = new Collection<Item>('bulkItems');
    await items.insertAsync({ _id: 'existing', n: 0 });
    const raw = (await items.rawCollectionAsync()) as SqliteRawCollection;
    const before = store.batch.stats.transactions;
    await raw.insertMany(Array.from({ length: 100 }, (_, n) => ({ _id: `bulk-${n}`, n: n + 1 })));
    expect(store.batch.stats.transactions - before).toBe(1);
    await expect(raw.insertMany([{ _id: 'new', n: 200 }, { _id: 'existing', n: 201 }])).rejects.toBeInstanceOf(DuplicateKeyError);
    expect(await items.find().countAsync()).toBe(101);
    expect(await items.findOneAsync('new')).toBeUndefined();
  });

  it('rejects a batch whose COMMIT fails, then serves reads, live queries and the next writes', async () => {
    await freshStore();
    const items = new Collection<Item>('failItems');
    await items.insertAsync({ _id: 'kept', n: 0 });
    const seen: string[] = [];
    const handle = await items.find({}).observeChangesAsync({ added: (id) => seen.push(id) });
    vi.spyOn(sqliteCommit, 'commit').mockImplementationOnce(() => {
      throw Object.assign(new Error('database or disk is full'), { code: 'ERR_SQLITE_ERROR', errcode: 13 });
    });
    const failed = await Promise.allSettled([items.insertAsync({ _id: 'lost-1', n: 1 }), items.updateAsync('kept', { $set: { n: 9 } })]);
    for (const result of failed) {
      expect(result.status).toBe('rejected');
      const reason = (result as PromiseRejectedResult).reason as StorageWriteError;
      expect(reason).toBeInstanceOf(StorageWriteError);
      expect(reason.sanitizedError.error).toBe('storage-full');
    }
    expect(await items.find().fetchAsync()).toEqual([{ _id: 'kept', n: 0 }]);
    await items.insertAsync({ _id: 'after', n: 2 });
    expect(await items.find({}, { sort: { n: 1 } }).fetchAsync()).toEqual([
      { _id: 'kept', n: 0 },
      { _id: 'after', n: 2 },
    ]);
    expect(seen).toEqual(['kept', 'after']);
    handle.stop();
  });

  it('answers a batch whose transaction statements fail, and rolls back a transaction its ROLLBACK left open', async () => {
    const store = await freshStore();
    const items = new Collection<Item>('stuckItems');
    await items.insertAsync({ _id: 'kept', n: 0 });
    const exec = store.db.exec.bind(store.db);
    const ioError = () => Object.assign(new Error('disk I/O error'), { code: 'ERR_SQLITE_ERROR', errcode: 10 });
    const refused = new Set(['ROLLBACK TO write', 'ROLLBACK']);
    const spy = vi.spyOn(store.db, 'exec').mockImplementation((sql: string) => {
      if (refused.has(sql)) throw ioError();
      exec(sql);
    });
    // The duplicate's savepoint cannot be rolled back, nor then the transaction: every write of
    // the batch is answered with the storage error, none is left waiting.
    const failed = await Promise.allSettled([items.insertAsync({ _id: 'lost', n: 1 }), items.insertAsync({ _id: 'kept', n: 2 })]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect((failed[0] as PromiseRejectedResult).reason).toBeInstanceOf(StorageWriteError);
    expect(store.db.isTransaction).toBe(true);
    spy.mockRestore();
    // The next batch ends the transaction left open and goes on; nothing of the failed one stays.
    await items.insertAsync({ _id: 'after', n: 3 });
    expect(store.db.isTransaction).toBe(false);
    expect((await items.find({}, { sort: { n: 1 } }).fetchAsync()).map((doc) => doc._id)).toEqual(['kept', 'after']);
  });

  it('fails writes while the database is full (SQLITE_FULL) and takes them again once there is room', async () => {
    const store = await freshStore();
    const items = new Collection<Item>('fullItems');
    await items.insertAsync({ _id: 'first', n: 0 });
    const pages = Number(store.db.prepare('PRAGMA page_count').get()?.page_count);
    store.db.exec(`PRAGMA max_page_count = ${pages + 2}`);
    const big = 'x'.repeat(20_000);
    const error = await items.insertAsync({ _id: 'too-big', n: 1, text: big }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StorageWriteError);
    expect((error as StorageWriteError).sanitizedError.reason).toMatch(/disk is full/);
    expect(await items.find().countAsync()).toBe(1);
    store.db.exec('PRAGMA max_page_count = 1073741823');
    await items.insertAsync({ _id: 'fits-again', n: 2, text: big });
    expect((await items.find({}, { fields: { _id: 1 } }).fetchAsync()).map((doc) => doc._id)).toEqual(['first', 'fits-again']);
  });
});
