// Shared by the embedded planner's tests (nedb-planner*.test.ts): a seeded random generator,
// documents with the value shapes the planner must handle, random selectors and options, a
// temporary embedded storage per test file, and the reference every planner answer must equal:
// the full mingo scan (memory-query.ts findInMemory over every document in nedb's _id order).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type Datastore from '@seald-io/nedb';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { DriverFindOptions, Query } from '../drivers/driver';
import { plannerSettings } from '../drivers/memory-index';
import { findInMemory } from '../drivers/memory-query';
import { NedbStorage } from '../drivers/nedb-driver';
import type { Document, SortSpecifier } from '../types';

/** mulberry32: a small seeded generator, so every run tests the same cases. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;
export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const ID_CHARS = 'ABCXYZabcxyz0123456789';

function randomId(random: Random): string {
  let id = '';
  for (let i = 0; i < 8; i += 1) id += pick(random, [...ID_CHARS]);
  return id;
}

const MISSING = Symbol('missing');

/** A document with the value shapes the planner must handle; `weird` adds arrays/objects as sort keys. */
export function randomDoc(random: Random, weird: boolean): Document {
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

export const CONDITIONS: Query[] = [
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

export const SORTS: Array<SortSpecifier | undefined> = [
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

export const PROJECTIONS: Array<Record<string, 0 | 1 | boolean> | undefined> = [undefined, { n: 1, status: 1 }, { tags: 0 }, { 'nested.x': 1 }, { _id: 0, tags: 1, at: 1 }, { status: true, _id: 1, country: 1, zz: 1 }];

export function randomSelector(random: Random, docs: readonly Document[]): Query {
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

export function randomOptions(random: Random): DriverFindOptions {
  const options: DriverFindOptions = {};
  const sort = pick(random, SORTS);
  if (sort) options.sort = sort;
  if (random() < 0.4) options.skip = Math.floor(random() * 10);
  if (random() < 0.7) options.limit = 1 + Math.floor(random() * 15);
  const projection = pick(random, PROJECTIONS);
  if (projection) options.projection = projection;
  return options;
}

/**
 * An embedded storage in a temporary folder for one test file, with the planner settings put
 * back after each test; returns `freshCollection`, which opens a new collection with the
 * planner's usual indexes (status+at, tags, country).
 */
export function plannerStorage(prefix: string) {
  const root = mkdtempSync(path.join(os.tmpdir(), prefix));
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
  return { freshCollection: (indexes = true) => freshCollection(storage, (counter += 1), indexes), root };
}

async function freshCollection(storage: NedbStorage, number: number, indexes: boolean) {
  const driver = await storage.collection(`planner_${number}`);
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
export function reference(store: Datastore<Record<string, unknown>>, selector: Query, options: DriverFindOptions): Document[] {
  return findInMemory(store.getAllData() as Document[], selector, options);
}

export function referenceCount(store: Datastore<Record<string, unknown>>, selector: Query, options: DriverFindOptions): number {
  return findInMemory(store.getAllData() as Document[], selector, { ...options, projection: { _id: 1 } }).length;
}

export async function expectSameAsScan(
  driver: PlannerCollection['driver'],
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

export type PlannerCollection = Awaited<ReturnType<typeof freshCollection>>;
