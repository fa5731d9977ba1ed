// Multikey indexes on the SQLite driver: an index on a field holding arrays keeps its keys in a
// side table, kept in step with every write, and queries on that field (equality, $in, $all,
// also under $not and $nor) give exactly what mingo gives over every document while SQLite
// starts from the rows the side table names.
import { describe, expect, it } from 'vitest';
import { findInMemory } from './drivers/memory-query';
import type { SqliteStorage } from './drivers/sqlite-driver';
import { Collection } from './server';
import { withSqliteTestStore } from './test-fixtures/sqlite-test-store';
import { currentStorage } from './storage';

const store = withSqliteTestStore('mongo-sqlite-multikey-');
const { fallbacks } = store;

type Doc = { _id: string; skills?: unknown; tags?: unknown };
const DOCS: Doc[] = [
  { _id: 'a', skills: ['java', 'react'] },
  { _id: 'b', skills: ['java'] },
  { _id: 'c', skills: 'java' },
  { _id: 'd', skills: [['java']] },
  { _id: 'e', skills: [1, true, null] },
  { _id: 'f' },
  { _id: 'g', skills: ['react', 'go'] },
];

const SELECTORS: Array<Record<string, unknown>> = [
  { skills: 'java' },
  { skills: { $in: ['react', 'go'] } },
  { skills: { $all: ['java', 'react'] } },
  { skills: { $all: ['java'] }, _id: { $ne: 'b' } },
  { skills: 1 },
  { skills: true },
  { skills: { $not: { $in: ['java'] } } },
  { $nor: [{ skills: 'react' }] },
  { $or: [{ skills: 'go' }, { skills: { $all: ['java', 'react'] } }] },
  { skills: ['java'] },
  { skills: null },
];

async function storeOf(): Promise<SqliteStorage> {
  return (await currentStorage().storage) as SqliteStorage;
}

describe('SQLite multikey indexes', () => {
  it('answers equality, $in and $all on an array field exactly as mingo does, from the side table', async () => {
    const items = new Collection<Doc>('mkItems');
    for (const doc of DOCS) await items.insertAsync({ ...doc });
    await items.createIndexAsync({ skills: 1 });
    const store = await storeOf();
    expect(store.db.prepare(`SELECT count(*) AS n FROM "mkItems$skills_1$keys"`).get()?.n).toBe(8);
    for (const selector of SELECTORS) {
      const found = (await items.find(selector, { sort: { _id: 1 } }).fetchAsync()).map((doc) => doc._id);
      expect(found, JSON.stringify(selector)).toEqual(findInMemory(DOCS as never, selector, { sort: { _id: 1 } }).map((doc) => doc._id));
    }
    // Equality with a whole array is left to mingo (as before this index): the only fallback.
    expect(fallbacks).toEqual(['fallback mkItems {"skills":["java"]}']);
    const plan = store.db.prepare(`EXPLAIN QUERY PLAN SELECT 1 FROM "mkItems" WHERE "mkItems".rowid IN (SELECT row FROM "mkItems$skills_1$keys" WHERE key IN (?))`).all('"java"');
    expect(plan.map((row) => String(row.detail)).join(' | ')).toContain('mkItems$skills_1$keys');
  });

  it('follows updates and removes, and builds the side table when a path first holds an array', async () => {
    const items = new Collection<Doc>('mkWrites');
    await items.insertAsync({ _id: 'x', skills: 'java' });
    await items.createIndexAsync({ skills: 1 });
    const store = await storeOf();
    const sideTables = () => store.db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'mkWrites$%'`).all().length;
    expect(sideTables()).toBe(0);
    await items.insertAsync({ _id: 'y', skills: ['java', 'go'] });
    expect(sideTables()).toBe(1);
    expect((await items.find({ skills: 'java' }, { sort: { _id: 1 } }).fetchAsync()).map((doc) => doc._id)).toEqual(['x', 'y']);
    await items.updateAsync('y', { $pull: { skills: 'java' } });
    expect((await items.find({ skills: 'java' }).fetchAsync()).map((doc) => doc._id)).toEqual(['x']);
    expect((await items.find({ skills: 'go' }).fetchAsync()).map((doc) => doc._id)).toEqual(['y']);
    await items.removeAsync('y');
    expect(await items.find({ skills: { $in: ['go', 'java'] } }).countAsync()).toBe(1);
    expect(store.db.prepare(`SELECT count(*) AS n FROM "mkWrites$skills_1$keys"`).get()?.n).toBe(1);
    await items.dropIndexAsync('skills_1');
    expect(sideTables()).toBe(0);
  });
});
