// The embedded driver's query planner (drivers/memory-index.ts) against the full mingo scan it
// replaces (memory-query.ts findInMemory over every document in nedb's _id order): for random
// data with awkward values (arrays, nested arrays, null, missing fields, mixed types) and random
// selectors, sorts, skips, limits and projections, from a fixed seed, both must return the same
// documents in the same order; the indexes must equal a fresh build after every kind of write
// (insert, update, replace, upsert, remove, raw nedb writes); results must be copies.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type Datastore from '@seald-io/nedb';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DriverFindOptions, Query } from './drivers/driver';
import { plannerSettings, topN } from './drivers/memory-index';
import { findInMemory } from './drivers/memory-query';
import { selectorKey } from './drivers/count-cache';
import { NedbStorage } from './drivers/nedb-driver';
import { Collection, closeStorage, configureStorage } from './server';
import type { Document, SortSpecifier } from './types';

const root = mkdtempSync(path.join(os.tmpdir(), 'mongo-planner-'));
const defaults = { ...plannerSettings };
let storage: NedbStorage;
let counter = 0;

beforeAll(async () => {
  storage = await NedbStorage.open(root);
});
afterEach(() => Object.assign(plannerSettings, defaults));
afterAll(async () => {
  await storage.close();
  rmSync(root, { recursive: true, force: true });
});

/** mulberry32: a small seeded generator, so every run tests the same cases. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const ID_CHARS = 'ABCXYZabcxyz0123456789';

function randomId(random: Random): string {
  let id = '';
  for (let i = 0; i < 8; i += 1) id += pick(random, [...ID_CHARS]);
  return id;
}

const MISSING = Symbol('missing');

/** A document with the value shapes the planner must handle; `weird` adds arrays/objects as sort keys. */
function randomDoc(random: Random, weird: boolean): Document {
  const doc: Record<string, unknown> = { _id: randomId(random) };
  const set = (field: string, value: unknown) => {
    if (value !== MISSING) doc[field] = value;
  };
  set('status', pick(random, ['open', 'open', 'open', 'closed', 'draft', null, MISSING, ['open', 'extra'], [['draft']], 5]));
  set('tags', pick(random, [['a'], ['a', 'b'], ['b', 'c'], ['c', 'd', 'a'], [], 'a', null, MISSING, [['b']], ['a', 'a']]));
  set('n', pick(random, [1, 2, 2, 3, 5, 8, -4, 0, 2.5, null, MISSING, '3', ...(weird ? [[1, 9], { v: 1 }, Number.NaN] : [])]));
  set('at', pick(random, [new Date(1_700_000_000_000), new Date(1_700_000_100_000), new Date(1_600_000_000_000), MISSING, null]));
  set('flag', pick(random, [true, false, MISSING]));
  set('langs', pick(random, [[{ code: 'de', level: 'B2' }], [{ code: 'en', level: 'C1' }, { code: 'de', level: 'A1' }], [], MISSING]));
  set('nested', pick(random, [{ x: 1 }, { x: 3 }, { y: 1 }, MISSING, ...(weird ? [[{ x: 2 }, { x: 0 }]] : [])]));
  set('country', pick(random, ['DE', 'PL', 'CZ', 'AT', MISSING]));
  return doc as Document;
}

const CONDITIONS: Query[] = [
  { status: 'open' },
  { status: { $in: ['open', 'closed'] } },
  { status: { $eq: 'draft' } },
  { status: null },
  { status: { $in: ['open', null] } },
  { status: { $ne: 'draft' } },
  { status: { $exists: false } },
  { status: 5 },
  { tags: 'a' },
  { tags: 'b' },
  { tags: { $all: ['a', 'b'] } },
  { tags: { $all: ['b'] } },
  { tags: { $in: ['c', 'zz'] } },
  { tags: { $in: [] } },
  { tags: { $elemMatch: { $eq: 'a' } } },
  { tags: { $size: 0 } },
  { tags: ['a', 'b'] },
  { country: 'PL' },
  { country: { $in: ['DE', 'CZ'] } },
  { country: { $regex: '^p', $options: 'i' } },
  { n: { $gte: 2 } },
  { n: 2 },
  { at: { $exists: false } },
  { flag: true },
  { langs: { $elemMatch: { code: 'de', level: { $in: ['B2', 'C1'] } } } },
  { 'nested.x': { $gt: 0 } },
  { $or: [{ status: 'open' }, { tags: 'b' }] },
  { $or: [{ country: 'PL' }, { country: { $in: ['AT'] } }] },
  { $or: [{ status: 'closed' }, { n: { $gt: 3 } }] },
  { $nor: [{ status: 'open' }] },
  { $and: [{ tags: 'a' }, { $or: [{ status: 'open' }, { status: null }] }] },
  { status: { $not: { $eq: 'open' } } },
];

const SORTS: Array<SortSpecifier | undefined> = [
  undefined,
  { n: 1 },
  { n: -1, _id: 1 },
  { n: 1, _id: -1 },
  { at: -1 },
  { at: -1, _id: 1 },
  { at: 1, _id: -1 },
  { _id: -1 },
  { status: 1, n: -1 },
  { flag: -1, at: 1 },
  { 'nested.x': 1 },
  { country: -1, n: 1 },
  { tags: 1 },
];

const PROJECTIONS: Array<Record<string, 0 | 1 | boolean> | undefined> = [undefined, { n: 1, status: 1 }, { tags: 0 }, { 'nested.x': 1 }, { _id: 0, tags: 1, at: 1 }, { status: true, _id: 1, country: 1, zz: 1 }];

function randomSelector(random: Random, docs: readonly Document[]): Query {
  const parts: Query[] = [];
  const count = 1 + Math.floor(random() * 3);
  for (let i = 0; i < count; i += 1) parts.push(pick(random, CONDITIONS));
  if (random() < 0.1 && docs.length > 0) parts.push({ _id: { $in: [pick(random, docs)._id, pick(random, docs)._id, 'nope'] } });
  if (random() < 0.5) return { $and: parts };
  // Merged into one object where the fields do not collide, else as $and.
  const merged: Query = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      if (key in merged) return { $and: parts };
      merged[key] = value;
    }
  }
  return merged;
}

function randomOptions(random: Random): DriverFindOptions {
  const options: DriverFindOptions = {};
  const sort = pick(random, SORTS);
  if (sort) options.sort = sort;
  if (random() < 0.4) options.skip = Math.floor(random() * 10);
  if (random() < 0.7) options.limit = 1 + Math.floor(random() * 15);
  const projection = pick(random, PROJECTIONS);
  if (projection) options.projection = projection;
  return options;
}

async function freshCollection(indexes = true) {
  const driver = await storage.collection(`planner_${(counter += 1)}`);
  if (indexes) {
    await driver.createIndex({ status: 1, at: -1 }, {});
    await driver.createIndex({ tags: 1 }, {});
    await driver.createIndex({ country: 1 }, {});
  }
  const store = driver.raw();
  const planner = driver.planner;
  if (!planner) throw new Error('the planner did not attach to nedb');
  return { driver, store, planner };
}

/** The reference: the full scan the driver used before the planner. */
function reference(store: Datastore<Record<string, unknown>>, selector: Query, options: DriverFindOptions): Document[] {
  return findInMemory(store.getAllData() as Document[], selector, options);
}

function referenceCount(store: Datastore<Record<string, unknown>>, selector: Query, options: DriverFindOptions): number {
  return findInMemory(store.getAllData() as Document[], selector, { ...options, projection: { _id: 1 } }).length;
}

async function expectSameAsScan(
  driver: Awaited<ReturnType<typeof freshCollection>>['driver'],
  store: Datastore<Record<string, unknown>>,
  selector: Query,
  options: DriverFindOptions,
): Promise<void> {
  const context = JSON.stringify({ selector, options });
  const found = await driver.find(selector, options);
  const expected = reference(store, selector, options);
  expect(found, context).toStrictEqual(expected);
  // Same key order too (what goes over the wire).
  expect(found.map((doc) => Object.keys(doc)), context).toEqual(expected.map((doc) => Object.keys(doc)));
  expect(await driver.count(selector, options), context).toBe(referenceCount(store, selector, options));
}

describe('embedded query planner', () => {
  it('keeps a bounded top-N equal to the full sort', () => {
    const random = rng(7);
    const items = Array.from({ length: 300 }, () => Math.floor(random() * 50));
    const cmp = (a: number, b: number) => b - a;
    for (const n of [0, 1, 5, 20, 299, 300, 1000]) expect(topN(items, cmp, n)).toEqual([...items].sort(cmp).slice(0, n));
  });

  for (const [label, settings, weird] of [
    ['sorted indexes from the first document', { sortedIndexMinDocs: 0 }, false],
    ['sorted indexes, awkward sort keys', { sortedIndexMinDocs: 0 }, true],
    ['top-N only (no sorted indexes)', { sortedIndexMinDocs: Number.MAX_SAFE_INTEGER }, true],
    ['candidates preferred over walks', { sortedIndexMinDocs: 0, selectiveRatio: 1 }, false],
    ['one sorted index at a time', { sortedIndexMinDocs: 0, maxSortedIndexes: 1 }, true],
    ['deep pages walked from the end', { sortedIndexMinDocs: 0, reverseWalkMinSkip: 1, cachedCountMinTested: 0 }, false],
    ['deep pages walked from the end, awkward sort keys', { sortedIndexMinDocs: 0, reverseWalkMinSkip: 1, cachedCountMinTested: 0 }, true],
    ['no cached counts', { sortedIndexMinDocs: 0, cachedCounts: 0 }, false],
  ] as const) {
    it(`returns what the full mingo scan returns: ${label}`, async () => {
      Object.assign(plannerSettings, settings);
      const random = rng(label.length * 7919);
      const { driver, store, planner } = await freshCollection();
      const docs: Document[] = [];
      for (let i = 0; i < 400; i += 1) {
        const doc = randomDoc(random, weird);
        if (docs.some((other) => other._id === doc._id)) continue;
        docs.push(doc);
        await driver.insert(doc);
      }
      const paths = new Set<string>();
      for (let i = 0; i < 400; i += 1) {
        const selector = randomSelector(random, docs);
        const options = randomOptions(random);
        await expectSameAsScan(driver, store, selector, options);
        paths.add(planner.lastPlan.path);
      }
      expect(planner.verify()).toBeNull();
      // The run went through the planner's paths, not one fallback.
      expect(paths.size).toBeGreaterThan(1);
    });
  }

  it('keeps its indexes consistent through inserts, updates, upserts, removes and raw nedb writes', async () => {
    // Every count cached too, so the random counts after each write check the kept counts.
    Object.assign(plannerSettings, { sortedIndexMinDocs: 0, cachedCountMinTested: 0 });
    const random = rng(424242);
    const { driver, store, planner } = await freshCollection();
    const ids: string[] = [];
    const insert = async () => {
      const doc = randomDoc(random, true);
      if (ids.includes(doc._id)) return;
      ids.push(doc._id);
      await driver.insert(doc);
    };
    for (let i = 0; i < 150; i += 1) await insert();
    // Build every kind of index before the writes, so the writes have to maintain them.
    for (const sort of SORTS) await driver.find({ status: 'open', tags: 'a', country: 'PL' }, sort ? { sort, limit: 3 } : { limit: 3 });
    expect(planner.sortedIndexCount()).toBeGreaterThan(3);
    const modifiers = [
      () => ({ $set: { tags: pick(random, [['a'], ['b', 'c'], 'd', null, [['a']]]) } }),
      () => ({ $push: { tags: pick(random, ['a', 'e']) } }),
      () => ({ $pull: { tags: 'a' } }),
      () => ({ $addToSet: { tags: { $each: ['b', 'f'] } } }),
      () => ({ $unset: { tags: '', status: '' } }),
      () => ({ $set: { status: pick(random, ['open', 'closed', null, ['open', 'x']]), at: new Date(1_650_000_000_000 + Math.floor(random() * 1e9)) } }),
      () => ({ $inc: { n: 1 } }),
      () => ({ $set: { n: pick(random, [[3, 1], 7, { v: 2 }, null]) } }),
      () => ({ $set: { country: pick(random, ['DE', 'PL', 'SK']) }, $unset: { at: '' } }),
      () => ({ status: 'replaced', tags: ['z'], n: 4 }),
    ];
    for (let step = 0; step < 300; step += 1) {
      const roll = random();
      if (roll < 0.2) await insert();
      else if (roll < 0.65) {
        // Some modifiers cannot apply to some values ($inc on a string): the failure is fine, the
        // indexes must still match the data.
        await driver.update(randomSelector(random, []), pick(random, modifiers)(), { multi: random() < 0.5, upsert: false, insertedId: 'unused' }).catch(() => undefined);
      } else if (roll < 0.75) {
        const insertedId = `up${step}`;
        const result = await driver.update({ country: pick(random, ['DE', 'NO']), status: pick(random, ['open', 'gone']) }, { $set: { tags: ['u'], n: step } }, { multi: false, upsert: true, insertedId });
        if (result.insertedId) ids.push(result.insertedId);
      } else if (roll < 0.85) {
        await driver.remove(randomSelector(random, []));
      } else if (roll < 0.92) {
        // Writes through the raw datastore (as the bulk seeder does) reach the indexes as well.
        const doc = randomDoc(random, false);
        if (!ids.includes(doc._id)) {
          ids.push(doc._id);
          await store.insertAsync(doc);
        }
      } else {
        await store.updateAsync({ country: 'PL' }, { $set: { tags: ['raw'] } }, { multi: true });
      }
      if (step % 25 === 0) expect(planner.verify(), `after step ${step}`).toBeNull();
      await expectSameAsScan(driver, store, randomSelector(random, []), randomOptions(random));
    }
    expect(planner.verify()).toBeNull();
    expect(planner.verifyCounts()).toBeNull();
    expect(planner.cachedCountCount()).toBeGreaterThan(10);
    // Dropping an index stops its use; dropping the collection empties everything.
    await driver.dropIndex('tags_1');
    await expectSameAsScan(driver, store, { tags: 'a' }, { sort: { n: 1 }, limit: 5 });
    await driver.drop();
    expect(await driver.find({ status: 'open' }, { sort: { at: -1 }, limit: 5 })).toEqual([]);
    expect(planner.verify()).toBeNull();
  });

  it('keeps cached counts and pages read from the end equal to the full scan through every kind of write', async () => {
    Object.assign(plannerSettings, { sortedIndexMinDocs: 0, reverseWalkMinSkip: 5, cachedCounts: 8, cachedCountMinTested: 0 });
    const random = rng(8080);
    const { driver, store, planner } = await freshCollection();
    const ids: string[] = [];
    const insert = async (doc: Document) => {
      if (ids.includes(doc._id)) return;
      ids.push(doc._id);
      await driver.insert(doc);
    };
    for (let i = 0; i < 300; i += 1) await insert(randomDoc(random, false));
    // The admin tables' shapes: everything, one status, a status with a sort, an array field.
    const selectors: Query[] = [{}, { status: 'open' }, { status: 'closed', country: 'PL' }, { tags: 'a' }, { n: { $gte: 2 } }, { at: { $exists: false } }, { $or: [{ status: 'draft' }, { tags: 'b' }] }];
    const sorts: SortSpecifier[] = [{ at: -1, _id: 1 }, { n: 1 }, { country: -1, n: 1 }];
    const check = async (label: string) => {
      for (const selector of selectors) {
        const total = referenceCount(store, selector, {});
        expect(await driver.count(selector, {}), `${label} ${JSON.stringify(selector)}`).toBe(total);
        const sort = pick(random, sorts);
        // A deep page, the last page and one past the end, each as the full scan gives it.
        for (const skip of [Math.floor(total * 0.7), Math.max(0, total - 3), total + 2]) {
          await expectSameAsScan(driver, store, selector, { sort, skip, limit: 4 });
        }
      }
      expect(planner.verifyCounts(), label).toBeNull();
      expect(planner.cachedCountCount()).toBeLessThanOrEqual(8);
    };
    await check('before writes');
    const paths = new Set<string>();
    for (let step = 0; step < 120; step += 1) {
      const roll = random();
      if (roll < 0.3) await insert(randomDoc(random, random() < 0.2));
      else if (roll < 0.6) {
        const modifier = pick(random, [{ $set: { status: pick(random, ['open', 'closed', 'draft', null]) } }, { $push: { tags: 'a' } }, { $unset: { at: '' } }, { $set: { n: pick(random, [1, 4, [2, 3]]) } }]);
        await driver.update({ _id: pick(random, ids) }, modifier, { multi: false, upsert: false, insertedId: 'unused' });
      } else if (roll < 0.7) {
        await driver.update({ country: 'PL' }, { $set: { status: 'open' } }, { multi: true, upsert: false, insertedId: 'unused' });
      } else if (roll < 0.85) {
        await driver.remove({ _id: pick(random, ids) });
      } else {
        // Raw nedb writes (the bulk seeder's path) move the counts too.
        await store.updateAsync({ tags: 'b' }, { $set: { country: 'PL' } }, { multi: true });
      }
      expect(planner.verifyCounts(), `after step ${step}`).toBeNull();
      if (step % 10 === 0) {
        await check(`after step ${step}`);
        paths.add(planner.lastPlan.path);
      }
    }
    await check('after writes');
    // A count after the writes came from the cache, and deep pages were walked from the end.
    await driver.count({ status: 'open' }, {});
    expect(planner.lastPlan.path).toBe('cached-count');
    // (Sorted by dates, which every document's key orders; `n` may hold arrays by now.)
    await driver.find({ status: 'open' }, { sort: { at: -1, _id: 1 }, skip: (await driver.count({ status: 'open' }, {})) - 2, limit: 5 });
    expect(planner.lastPlan.path).toBe('sorted-reverse');
    await driver.find({}, { sort: { at: -1, _id: 1 }, skip: 3, limit: 5 });
    expect(planner.lastPlan.path).toBe('slice');
    // The exact reverse of a sort that names _id walks the same index from the other end.
    const indexes = planner.sortedIndexCount();
    for (const selector of [{}, { status: 'open' }, { tags: 'a' }]) {
      for (const skip of [0, 7, 60]) await expectSameAsScan(driver, store, selector, { sort: { at: 1, _id: -1 }, skip, limit: 6 });
    }
    expect(planner.sortedIndexCount()).toBe(indexes);
    // Dropping the collection removes every document, and every count follows.
    await driver.drop();
    expect(planner.verifyCounts()).toBeNull();
    for (const selector of selectors) expect(await driver.count(selector, {})).toBe(0);
  });

  it('caches counts only under keys that keep types and operators apart', () => {
    expect(selectorKey({ at: new Date(0) })).not.toBe(selectorKey({ at: new Date(0).toISOString() }));
    expect(selectorKey({ n: 1 })).not.toBe(selectorKey({ n: '1' }));
    expect(selectorKey({ n: Number.NaN })).not.toBe(selectorKey({ n: null }));
    expect(selectorKey({ n: null })).not.toBe(selectorKey({ n: undefined }));
    expect(selectorKey({ a: /x/i })).not.toBe(selectorKey({ a: /x/ }));
    expect(selectorKey({ a: { x: 1, y: 2 } })).not.toBe(selectorKey({ a: { y: 2, x: 1 } }));
    expect(selectorKey({ status: 'open', n: { $gte: 2 } })).toBe(selectorKey({ status: 'open', n: { $gte: 2 } }));
    // Time or code may decide these: never cached.
    expect(selectorKey({ $expr: { $lt: ['$at', '$$NOW'] } })).toBeNull();
    expect(selectorKey({ $where: 'this.n > 1' })).toBeNull();
    expect(selectorKey({ a: () => true })).toBeNull();
    expect(selectorKey({ a: new (class Money {})() })).toBeNull();
  });

  it('narrows equality, $in, $all and $or on indexed fields, and leaves the rest to the full test', async () => {
    Object.assign(plannerSettings, { sortedIndexMinDocs: 0 });
    const { driver, store, planner } = await freshCollection();
    for (let i = 0; i < 200; i += 1) await driver.insert({ _id: `d${String(i).padStart(3, '0')}`, status: i % 10 === 0 ? 'open' : 'closed', tags: i % 20 === 0 ? ['x', 'y'] : ['y'], country: i % 2 ? 'DE' : 'PL', n: i });
    await driver.insert({ _id: 'nested', status: [['open']], tags: [['x']] });
    await driver.insert({ _id: 'missing' });
    const cases: Array<[Query, number]> = [
      // 20 open documents plus `nested`, whose nested array holds 'open' (a candidate, no match).
      [{ status: 'open' }, 21],
      [{ status: 'open', tags: 'x' }, 11],
      [{ tags: { $all: ['x', 'y'] } }, 10],
      [{ tags: { $in: ['x'] }, country: 'PL' }, 10],
      [{ $or: [{ status: 'open' }, { tags: 'x' }] }, 21],
      // Not narrowed: null also matches missing fields; a branch of $or on an unindexed field.
      [{ status: null }, 202],
      [{ $or: [{ status: 'open' }, { n: { $gt: 1000 } }] }, 202],
    ];
    for (const [selector, tested] of cases) {
      await expectSameAsScan(driver, store, selector, {});
      expect(planner.lastPlan.tested, JSON.stringify(selector)).toBeLessThanOrEqual(tested);
    }
  });

  it('returns copies: changing a result or a projected nested value leaves the stored document alone', async () => {
    for (const sortedIndexMinDocs of [0, Number.MAX_SAFE_INTEGER]) {
      Object.assign(plannerSettings, { sortedIndexMinDocs });
      const { driver } = await freshCollection();
      await driver.insert({ _id: 'a', status: 'open', tags: ['x'], nested: { x: 1, list: [1, 2] }, at: new Date(5) });
      const variants: DriverFindOptions[] = [{}, { sort: { at: -1 }, limit: 1 }, { projection: { nested: 1 } }, { sort: { at: 1 }, projection: { 'nested.list': 1 } }];
      for (const options of variants) {
        const [doc] = await driver.find({ status: 'open' }, options);
        const nested = doc?.nested as { x?: number; list: number[] };
        nested.list.push(3);
        nested.x = 99;
        (doc as Record<string, unknown>).status = 'changed';
      }
      expect(await driver.find({ tags: 'x' }, {})).toStrictEqual([{ _id: 'a', status: 'open', tags: ['x'], nested: { x: 1, list: [1, 2] }, at: new Date(5) }]);
    }
  });

  it('live queries skip only the re-runs that cannot change their result, and stay equal to a fresh query', async () => {
    Object.assign(plannerSettings, { sortedIndexMinDocs: 0 });
    const random = rng(99);
    const dataDir = path.join(root, 'live');
    configureStorage({ dataDir });
    try {
      const items = new Collection<Document>('planner_live');
      await items.createIndexAsync({ status: 1 });
      await items.createIndexAsync({ tags: 1 });
      const ids: string[] = [];
      for (let i = 0; i < 60; i += 1) {
        const doc = randomDoc(random, false);
        if (ids.includes(doc._id)) continue;
        ids.push(doc._id);
        await items.insertAsync(doc);
      }
      const driver = await items._driver();
      const finds = vi.spyOn(driver, 'find');
      const specs: Array<{ selector: Query; options: DriverFindOptions }> = [
        { selector: { status: 'open' }, options: { sort: { n: 1, _id: 1 }, limit: 5, projection: { n: 1, status: 1 } } },
        { selector: { tags: 'a' }, options: { sort: { at: -1, _id: 1 }, limit: 3 } },
        { selector: { country: { $in: ['PL', 'CZ'] } }, options: {} },
        { selector: { flag: true }, options: { sort: { n: -1, _id: 1 }, skip: 2, limit: 4 } },
      ];
      const views = specs.map((view) => ({ ...view, state: new Map<string, Record<string, unknown>>() }));
      const handles = [];
      for (const view of views) {
        const cursor = items.find(view.selector, { ...view.options, fields: view.options.projection });
        handles.push(
          await cursor.observeChangesAsync({
            added: (id, fields) => view.state.set(id, fields),
            changed: (id, fields) => {
              const next = { ...view.state.get(id) };
              for (const [key, value] of Object.entries(fields)) {
                if (value === undefined) delete next[key];
                else next[key] = value;
              }
              view.state.set(id, next);
            },
            removed: (id) => view.state.delete(id),
          }),
        );
      }
      const before = finds.mock.calls.length;
      let writes = 0;
      for (let step = 0; step < 150; step += 1) {
        const roll = random();
        const target = pick(random, ids);
        if (roll < 0.2) {
          const doc = randomDoc(random, false);
          if (ids.includes(doc._id)) continue;
          ids.push(doc._id);
          await items.insertAsync(doc);
        } else if (roll < 0.8) {
          const modifier = pick(random, [
            { $set: { n: Math.floor(random() * 10) } },
            { $set: { status: pick(random, ['open', 'closed']) } },
            { $set: { tags: pick(random, [['a'], ['b'], []]) } },
            { $set: { at: new Date(1_700_000_000_000 + Math.floor(random() * 1e8)) } },
            { $set: { flag: random() < 0.5, country: pick(random, ['PL', 'DE', 'CZ']) } },
            { $set: { untracked: step } },
          ]);
          await items.updateAsync(random() < 0.8 ? target : { tags: 'b' }, modifier, { multi: true });
        } else if (roll < 0.9) {
          await items.removeAsync(target);
        } else {
          await items.upsertAsync({ country: 'PL', status: pick(random, ['open', 'new']) }, { $set: { n: step } });
        }
        writes += 1;
        for (const view of views) {
          const fresh = await items.find(view.selector, { ...view.options, fields: view.options.projection }).fetchAsync();
          const expected = new Map(fresh.map(({ _id, ...fields }) => [_id, fields]));
          expect(view.state, `step ${step}, ${JSON.stringify(view.selector)}`).toStrictEqual(expected);
        }
      }
      // Re-runs were saved (the fresh queries above are not counted: they are 4 per step).
      const reruns = finds.mock.calls.length - before - writes * views.length;
      expect(reruns).toBeLessThan(writes * views.length);
      for (const handle of handles) handle.stop();
    } finally {
      await closeStorage();
    }
  });
});
