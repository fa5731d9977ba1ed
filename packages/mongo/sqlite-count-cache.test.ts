// The SQLite driver's cached counts stay exact through every kind of write (insert, update in and
// out of a selector, multi-update, remove, a refused duplicate, an upsert), so a live count can
// ask again after each write for the price of a lookup; a count with `$text` is kept until the
// collection's next write; with skip or limit it is counted afresh each time.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findInMemory } from './drivers/memory-query';
import type { SqliteStorage } from './drivers/sqlite-driver';
import { Collection, closeStorage, configureStorage } from './server';
import { currentStorage } from './storage';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mongo-sqlite-counts-'));
beforeEach(() => configureStorage({ dataDir, engine: 'sqlite' }));
afterEach(() => closeStorage());
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

type Item = { _id: string; status: string; tags: string[]; level?: number; code?: string };

const SELECTORS: Array<Record<string, unknown>> = [
  {},
  { status: 'open' },
  { tags: 'a', status: { $ne: 'closed' } },
  { $or: [{ level: { $gte: 3 } }, { tags: { $elemMatch: { $eq: 'b' } } }] },
  { level: { $exists: false } },
];

describe('SQLite cached counts', () => {
  it('stay exact through inserts, updates, removes, refused writes and upserts', async () => {
    const items = new Collection<Item>('countItems');
    await items.createIndexAsync({ code: 1 }, { unique: true, sparse: true });
    const docs = async () => (await items.find({}).fetchAsync()) as never[];
    const check = async (step: string) => {
      const all = await docs();
      for (const selector of SELECTORS) expect(await items.find(selector).countAsync(), `${step} ${JSON.stringify(selector)}`).toBe(findInMemory(all, selector, {}).length);
    };
    for (let i = 0; i < 12; i += 1) await items.insertAsync({ _id: `i${i}`, status: i % 3 === 0 ? 'closed' : 'open', tags: i % 2 ? ['a'] : ['b'], level: i % 5, code: `c${i}` });
    await check('inserted');
    await items.updateAsync({ status: 'open' }, { $set: { status: 'closed' } }, { multi: true });
    await check('closed all');
    await items.updateAsync('i1', { $set: { status: 'open' }, $unset: { level: 1 } });
    await check('reopened one');
    await expect(items.insertAsync({ _id: 'dup', status: 'open', tags: ['a'], code: 'c1' })).rejects.toThrow(/duplicate key/);
    // The first document is written, the second refused: the savepoint undoes both.
    await expect(items.updateAsync({ _id: { $in: ['i2', 'i3'] } }, { $set: { code: 'same', status: 'open' } }, { multi: true })).rejects.toThrow(/duplicate key/);
    await check('refused writes');
    await items.upsertAsync({ _id: 'u1' }, { $set: { status: 'open', tags: ['a', 'b'], level: 9 } });
    await items.removeAsync({ tags: 'b', status: 'closed' });
    await check('upserted and removed');
  });

  it('keep a text search\'s count until the next write to the collection', async () => {
    const notes = new Collection<{ _id: string; text: string }>('countNotes');
    await notes.createIndexAsync({ text: 'text' });
    await notes.insertAsync({ _id: 'n1', text: 'SAP consultant' });
    await notes.insertAsync({ _id: 'n2', text: 'Java developer' });
    const driver = await ((await currentStorage().storage) as SqliteStorage).collection('countNotes');
    const counted = () => driver.queryStats.exact;
    const search = { $text: { $search: 'sap' } };
    const before = counted();
    expect(await notes.find(search).countAsync()).toBe(1);
    expect(await notes.find(search).countAsync()).toBe(1);
    expect(counted() - before).toBe(1);
    // A write drops it: mingo cannot test a document against the search.
    await notes.insertAsync({ _id: 'n3', text: 'SAP FI/CO' });
    expect(await notes.find(search).countAsync()).toBe(2);
    expect(counted() - before).toBe(2);
  });
});
