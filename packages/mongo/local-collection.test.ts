import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Computation, Tracker } from '../tracker/index';
import { ClientCollection } from './client-collection';
import { storeFor } from './client-store';
import { LocalCollection } from './local-collection';
import { loadMinimongo } from './minimongo-engine';
import { LocalCursor } from './local-collection-cursor';

const computations: Computation[] = [];
afterEach(() => {
  for (const c of computations.splice(0)) c.stop();
});

function runsOf(fn: () => unknown): { count: number; last: unknown } {
  const state = { count: 0, last: undefined as unknown };
  computations.push(
    Tracker.autorun(() => {
      state.count++;
      state.last = fn();
    }),
  );
  return state;
}

function people(): ClientCollection {
  const c = new ClientCollection(null);
  c.insert({ _id: 'a', name: 'Ann', age: 30, city: 'Oslo' });
  c.insert({ _id: 'b', name: 'Bob', age: 25, city: 'Rome' });
  c.insert({ _id: 'c', name: 'Cid', age: 35, city: 'Oslo' });
  return c;
}

// Operator writes below are synchronous: the modifiers are loaded first, as a page has them once idle.
beforeAll(() => loadMinimongo());

describe('queries (mingo)', () => {
  it('supports selectors, sort, skip, limit and fields', () => {
    const c = people();
    expect(c.find({ city: 'Oslo' }, { sort: { age: -1 } }).map((d) => d._id)).toEqual(['c', 'a']);
    expect(c.find({}, { sort: { age: 1 }, skip: 1, limit: 1 }).fetch()).toEqual([{ _id: 'a', name: 'Ann', age: 30, city: 'Oslo' }]);
    expect(c.find({ age: { $gte: 30 } }, { fields: { name: 1 } }).fetch()).toEqual([
      { _id: 'a', name: 'Ann' },
      { _id: 'c', name: 'Cid' },
    ]);
    expect(c.findOne('b')?.name).toBe('Bob');
    expect(c.find({ name: { $regex: '^C' } }).count()).toBe(1);
  });

  it('returns copies: mutating a result does not change the collection', () => {
    const c = people();
    const doc = c.findOne('a')!;
    doc.name = 'changed';
    expect(c.findOne('a')?.name).toBe('Ann');
  });

  it('applies modifiers, replacements, multi and upsert', () => {
    const c = people();
    expect(c.update({ city: 'Oslo' }, { $inc: { age: 1 } }, { multi: true })).toBe(2);
    expect(c.findOne('c')?.age).toBe(36);
    expect(c.update('b', { name: 'Bea' })).toBe(1);
    expect(c.findOne('b')).toEqual({ _id: 'b', name: 'Bea' });
    const result = c.upsert({ name: 'Dan' }, { $set: { age: 40 } });
    expect(result.numberAffected).toBe(1);
    expect(c.findOne(result.insertedId!)).toMatchObject({ name: 'Dan', age: 40 });
    expect(c.remove({ city: 'Oslo' })).toBe(2);
    expect(() => c.insert({ _id: 'b', name: 'dup' })).toThrow("Duplicate _id 'b'");
  });
});

describe('reactivity', () => {
  it('re-runs a computation only when its own query result changes', () => {
    const c = people();
    const oslo = runsOf(() => c.find({ city: 'Oslo' }).fetch());
    c.update('b', { $set: { age: 26 } }); // Rome: not in the Oslo query
    c.insert({ name: 'Eve', city: 'Rome' });
    Tracker.flush();
    expect(oslo.count).toBe(1);
    c.update('a', { $set: { age: 31 } });
    Tracker.flush();
    expect(oslo.count).toBe(2);
    c.update('a', { $set: { age: 31 } }); // a no-op write changes nothing
    Tracker.flush();
    expect(oslo.count).toBe(2);
  });

  it('does not re-run for changes outside the projected fields or the limit', () => {
    const c = people();
    const names = runsOf(() => c.find({}, { fields: { name: 1 } }).fetch());
    const oldest = runsOf(() => c.find({}, { sort: { age: -1 }, limit: 1 }).fetch());
    c.update('b', { $set: { age: 20 } }); // not in the projection; Bob is not the oldest
    Tracker.flush();
    expect(names.count).toBe(1);
    expect(oldest.count).toBe(1);
    c.update('b', { $set: { age: 99 } }); // now Bob becomes the oldest
    Tracker.flush();
    expect(oldest.count).toBe(2);
    expect((oldest.last as Array<{ _id: string }>)[0]?._id).toBe('b');
  });

  it('count() re-runs only when documents enter or leave the result', () => {
    const c = people();
    const count = runsOf(() => c.find({ city: 'Oslo' }).count());
    c.update('a', { $set: { age: 50 } });
    Tracker.flush();
    expect(count.count).toBe(1);
    c.update('b', { $set: { city: 'Oslo' } });
    Tracker.flush();
    expect(count).toEqual({ count: 2, last: 3 });
  });

  it('ignores reads with reactive: false', () => {
    const c = people();
    const r = runsOf(() => c.find({}, { reactive: false }).fetch());
    c.insert({ name: 'New' });
    Tracker.flush();
    expect(r.count).toBe(1);
  });
});

describe('observeChanges and observe', () => {
  it('reports initial adds then exactly the changed fields', () => {
    const c = people();
    const events: unknown[] = [];
    const handle = c.find({ city: 'Oslo' }).observeChanges({
      added: (id, fields) => events.push(['added', id, fields]),
      changed: (id, fields) => events.push(['changed', id, fields]),
      removed: (id) => events.push(['removed', id]),
    });
    c.update('a', { $set: { age: 31 }, $unset: { name: '' } });
    c.update('c', { $set: { city: 'Rome' } });
    handle.stop();
    c.remove({});
    expect(events).toEqual([
      ['added', 'a', { name: 'Ann', age: 30, city: 'Oslo' }],
      ['added', 'c', { name: 'Cid', age: 35, city: 'Oslo' }],
      ['changed', 'a', { age: 31, name: undefined }],
      ['removed', 'c'],
    ]);
  });

  it('gives ordered callbacks with positions when the sort order changes', () => {
    const c = people();
    const order: string[] = [];
    const handle = c.find({}, { sort: { age: 1 } }).observe({
      addedAt: (doc, at) => order.splice(at, 0, doc._id),
      removedAt: (_doc, at) => order.splice(at, 1),
      movedTo: (doc, from, to) => {
        order.splice(from, 1);
        order.splice(to, 0, doc._id);
      },
    });
    expect(order).toEqual(['b', 'a', 'c']);
    c.update('b', { $set: { age: 99 } });
    c.insert({ _id: 'd', age: 1 });
    c.remove('a');
    handle.stop();
    expect(order).toEqual(['d', 'c', 'b']);
    expect(c.find({}, { sort: { age: 1 } }).map((d) => d._id)).toEqual(order);
  });
});

describe('store batches', () => {
  it('applies a reset batch as one change: observers see only the difference', () => {
    const local = new LocalCollection('posts');
    const store = storeFor(local);
    store.beginUpdate(2, false);
    store.update({ msg: 'added', collection: 'posts', id: 'a', fields: { t: 1 } });
    store.update({ msg: 'added', collection: 'posts', id: 'b', fields: { t: 2 } });
    store.endUpdate();
    const events: string[] = [];
    const handle = new LocalCursor(local, {}).observeChanges({
      added: (id) => events.push(`added ${id}`),
      changed: (id, f) => events.push(`changed ${id} ${JSON.stringify(f)}`),
      removed: (id) => events.push(`removed ${id}`),
    });
    events.length = 0;
    store.beginUpdate(2, true);
    store.update({ msg: 'added', collection: 'posts', id: 'a', fields: { t: 1 } });
    store.update({ msg: 'added', collection: 'posts', id: 'c', fields: { t: 3 } });
    store.endUpdate();
    store.beginUpdate(1, false);
    store.update({ msg: 'changed', collection: 'posts', id: 'c', fields: { t: undefined, u: 1 } });
    store.endUpdate();
    handle.stop();
    expect(events).toEqual(['removed b', 'added c', 'changed c {"u":1}']);
    expect(local._run({})).toEqual([
      { _id: 'a', t: 1 },
      { _id: 'c', u: 1 },
    ]);
  });
});
