// The client's minimongo registers its mingo operators explicitly (to keep the rest of mingo out
// of the bundle): every operator of Minimongo's set must still work, projections included, and
// one outside it must fail loudly rather than match nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { LocalCollection } from './local-collection';
import { loadMinimongo } from './minimongo-engine';
import type { FindOptions } from './types';

function items(): LocalCollection {
  const c = new LocalCollection(null);
  c.insert({ _id: 'a', name: 'Ann', n: 3, tags: ['x', 'y'], scores: [{ s: 1 }, { s: 9 }], flags: 5, note: null });
  c.insert({ _id: 'b', name: 'bob', n: 10, tags: ['y'], scores: [{ s: 4 }], flags: 2 });
  c.insert({ _id: 'c', name: 'Cid', n: 7, tags: [], scores: [], flags: 0, extra: 'e' });
  return c;
}

/** Projection operators are outside FieldSpecifier's 0/1 type but reach mingo unchanged. */
const withOperators = (fields: Record<string, unknown>): FindOptions => ({ fields: fields as FindOptions['fields'] });

const ids = (c: LocalCollection, selector: Record<string, unknown>): string[] => c._run(selector, { sort: { _id: 1 } }).map((d) => d._id);

// Operator writes below are synchronous: the modifiers are loaded first, as a page has them once idle.
beforeAll(() => loadMinimongo());

describe('minimongo operator set', () => {
  it('matches with comparison, logical, element, evaluation, array and bitwise operators', () => {
    const c = items();
    expect(ids(c, { n: { $eq: 3 } })).toEqual(['a']);
    expect(ids(c, { n: { $ne: 3 } })).toEqual(['b', 'c']);
    expect(ids(c, { n: { $gt: 3, $lte: 10 } })).toEqual(['b', 'c']);
    expect(ids(c, { n: { $gte: 7, $lt: 10 } })).toEqual(['c']);
    expect(ids(c, { n: { $in: [3, 7] } })).toEqual(['a', 'c']);
    expect(ids(c, { n: { $nin: [3, 7] } })).toEqual(['b']);
    expect(ids(c, { $or: [{ n: 3 }, { name: 'Cid' }] })).toEqual(['a', 'c']);
    expect(ids(c, { $and: [{ n: { $gt: 3 } }, { tags: 'y' }] })).toEqual(['b']);
    expect(ids(c, { $nor: [{ n: 3 }, { n: 10 }] })).toEqual(['c']);
    expect(ids(c, { n: { $not: { $gt: 5 } } })).toEqual(['a']);
    expect(ids(c, { extra: { $exists: true } })).toEqual(['c']);
    expect(ids(c, { note: { $type: 'null' } })).toEqual(['a']);
    expect(ids(c, { name: { $regex: '^b', $options: 'i' } })).toEqual(['b']);
    expect(ids(c, { name: /^c/i })).toEqual(['c']);
    expect(ids(c, { n: { $mod: [5, 0] } })).toEqual(['b']);
    expect(ids(c, { tags: { $all: ['x', 'y'] } })).toEqual(['a']);
    expect(ids(c, { tags: { $size: 0 } })).toEqual(['c']);
    expect(ids(c, { scores: { $elemMatch: { s: { $gt: 5 } } } })).toEqual(['a']);
    expect(ids(c, { flags: { $bitsAllSet: [0, 2] } })).toEqual(['a']);
    expect(ids(c, { flags: { $bitsAnySet: 2 } })).toEqual(['b']);
    expect(ids(c, { flags: { $bitsAllClear: 7 } })).toEqual(['c']);
    expect(ids(c, { flags: { $bitsAnyClear: 1 } })).toEqual(['b', 'c']);
  });

  it('projects with fields, $slice and $elemMatch', () => {
    const c = items();
    expect(c._run({ _id: 'a' }, withOperators({ tags: { $slice: 1 } }))).toEqual([{ _id: 'a', tags: ['x'] }]);
    expect(c._run({ _id: 'a' }, withOperators({ scores: { $elemMatch: { s: 9 } } }))).toEqual([{ _id: 'a', scores: [{ s: 9 }] }]);
    expect(c._run({ _id: 'b' }, { fields: { tags: 0, scores: 0, flags: 0 } })).toEqual([{ _id: 'b', name: 'bob', n: 10 }]);
  });

  it('still applies update operators to local documents', () => {
    const c = items();
    c.update({ _id: 'a' }, { $inc: { n: 1 }, $push: { tags: 'z' }, $pull: { scores: { s: { $gte: 5 } } } });
    expect(c._get('a')).toMatchObject({ n: 4, tags: ['x', 'y', 'z'], scores: [{ s: 1 }] });
  });

  it('updates the array element the selector matched through the positional $, as the server does', () => {
    const c = items();
    c.update({ _id: 'a', 'scores.s': 9 }, { $set: { 'scores.$.s': 10 } });
    c.update({ _id: 'a', tags: 'y' }, { $set: { 'tags.$': 'Y' } });
    expect(c._get('a')).toMatchObject({ scores: [{ s: 1 }, { s: 10 }], tags: ['x', 'Y'] });
  });

  it('rejects operators outside the set instead of matching nothing', () => {
    const c = items();
    expect(() => c._run({ $expr: { $gt: ['$n', 5] } })).toThrow();
    expect(() => c._run({ $where: 'this.n > 5' })).toThrow();
  });
});
