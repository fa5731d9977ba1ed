// The embedded driver's query planner (drivers/memory-index.ts) against the full mingo scan it
// replaces (memory-query.ts findInMemory over every document in nedb's _id order): for random
// data with awkward values (arrays, nested arrays, null, missing fields, mixed types) and random
// selectors, sorts, skips, limits and projections, from a fixed seed, both must return the same
// documents in the same order; the indexes must equal a fresh build after every kind of write
// (insert, update, replace, upsert, remove, raw nedb writes); results must be copies.
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { DriverFindOptions, Query } from './drivers/driver';
import { plannerSettings, topN } from './drivers/memory-index';
import { Collection, closeStorage, configureStorage } from './server';
import { expectSameAsScan, pick, plannerStorage, randomDoc, randomOptions, randomSelector, rng, SORTS } from './test-fixtures/planner-kit';
import type { Document } from './types';

const { freshCollection, root } = plannerStorage('mongo-planner-');

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
    configureStorage({ dataDir, engine: 'nedb' });
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
