// The embedded planner's counts and deep pages (drivers/count-cache.ts, the slice and the walks
// from the end in query-planner.ts) against the full mingo scan: cached counts stay exact
// through every kind of write (inserts, updates, multi-updates, removes, raw nedb writes), a page
// past the middle of the matches read from the end equals the forward skip, an exact reverse
// sort walks the same index backwards, and only selectors that depend on the data alone are cached.
import { describe, expect, it } from 'vitest';
import { selectorKey } from './drivers/count-cache';
import type { Query } from './drivers/driver';
import { plannerSettings } from './drivers/memory-index';
import { expectSameAsScan, pick, plannerStorage, randomDoc, referenceCount, rng } from './test-fixtures/planner-kit';
import type { Document, SortSpecifier } from './types';

const { freshCollection } = plannerStorage('mongo-planner-counts-');

describe('embedded query planner: counts and deep pages', () => {
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
});
