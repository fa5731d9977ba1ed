// Minimongo's engine loads on first use (minimongo-engine.ts): reads by id and plain equality, the
// server's data and replacement writes need none, an async write waits for it, a local-only
// collection starts loading it, and a synchronous read or write that needs it before it is there
// fails loudly. What is matched without it matches exactly as mingo matches it.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Client from './client-collection';
import type * as Local from './local-collection';
import type * as Engine from './minimongo-engine';

let mongo: {
  LocalCollection: typeof Local.LocalCollection;
  ClientCollection: typeof Client.ClientCollection;
  loadMinimongo: typeof Engine.loadMinimongo;
};

beforeEach(async () => {
  // Fresh modules: nothing has loaded the modifiers yet.
  vi.resetModules();
  const [local, client, modifier] = await Promise.all([import('./local-collection'), import('./client-collection'), import('./minimongo-engine')]);
  mongo = { LocalCollection: local.LocalCollection, ClientCollection: client.ClientCollection, loadMinimongo: modifier.loadMinimongo };
});

describe('Minimongo modifiers, loaded with the engine on first use', () => {
  it('takes server data and replacements without them, and refuses a synchronous operator write until they are loaded', async () => {
    const local = new mongo.LocalCollection('posts');
    local._applyServerFields('a', { title: 'First', votes: 1 }, true);
    local._applyServerFields('a', { votes: 2 }, false);
    expect(local.update('a', { title: 'Replaced' })).toBe(1);
    expect(() => local.update('a', { $inc: { votes: 1 } })).toThrow(/not loaded yet/);
    expect(local._get('a')).toEqual({ _id: 'a', title: 'Replaced' });
    await mongo.loadMinimongo();
    expect(local.update('a', { $set: { votes: 3 } })).toBe(1);
    expect(local._get('a')).toEqual({ _id: 'a', title: 'Replaced', votes: 3 });
  });

  it('lets an async write wait for them', async () => {
    const notes = new mongo.ClientCollection(null);
    notes.insert({ _id: 'n', count: 1 });
    await expect(notes.updateAsync('n', { $inc: { count: 2 } })).resolves.toBe(1);
    await expect(notes.upsertAsync('m', { $set: { count: 5 } })).resolves.toMatchObject({ numberAffected: 1 });
    expect(notes.find({}, { sort: { _id: 1 } }).fetch()).toEqual([
      { _id: 'm', count: 5 },
      { _id: 'n', count: 3 },
    ]);
  });

  it('starts loading them when a local-only collection is made', async () => {
    const local = new mongo.LocalCollection(null);
    local.insert({ _id: 'x', n: 1 });
    new mongo.ClientCollection(null);
    // Nothing else asks for them: the write works once the collection's own load arrives.
    await vi.waitFor(() => expect(local.update('x', { $inc: { n: 1 } })).toBe(1));
    expect(local._get('x')).toEqual({ _id: 'x', n: 2 });
  });
});

describe('Minimongo reads before the engine is loaded', () => {
  const people = () => {
    const local = new mongo.LocalCollection('people');
    local._applyServerFields('a', { urlName: 'ann', skills: ['go', 'sql'], n: 1, nested: { x: 1 } }, true);
    local._applyServerFields('b', { urlName: 'bob', skills: 'go', n: 2, flag: true }, true);
    local._applyServerFields('c', { urlName: 'cid', skills: [['go']], n: 1 }, true);
    return local;
  };
  const ids = (local: Local.LocalCollection, selector: Record<string, unknown> | string, options = {}) => local._run(selector, options).map((doc) => doc._id);

  it('reads by id, by plain equality (an array holding the value matches) and by $or of those', () => {
    const local = people();
    expect(ids(local, 'b')).toEqual(['b']);
    expect(ids(local, { _id: 'a' })).toEqual(['a']);
    expect(ids(local, { $or: [{ _id: 'cid' }, { urlName: 'cid' }] }, { limit: 1 })).toEqual(['c']);
    expect(ids(local, { skills: 'go' })).toEqual(['a', 'b']);
    expect(ids(local, { n: 1, urlName: 'cid' })).toEqual(['c']);
    expect(ids(local, { flag: true })).toEqual(['b']);
    // One result needs no sort, so a sorted read by id works too.
    expect(ids(local, { _id: 'a' }, { sort: { urlName: 1 } })).toEqual(['a']);
    expect(ids(local, { _id: 'nobody' }, { sort: { urlName: 1 } })).toEqual([]);
  });

  it('refuses what needs the engine, and answers it once loaded', async () => {
    const local = people();
    expect(() => local._run({ n: { $gt: 1 } })).toThrow(/not loaded yet/);
    expect(() => local._run({ 'nested.x': 1 })).toThrow(/not loaded yet/);
    expect(() => local._run({}, { sort: { n: -1 } })).toThrow(/not loaded yet/);
    expect(() => local._run('a', { fields: { urlName: 1 } })).toThrow(/not loaded yet/);
    await mongo.loadMinimongo();
    expect(ids(local, { n: { $gt: 1 } })).toEqual(['b']);
    expect(ids(local, {}, { sort: { n: -1, urlName: 1 } })).toEqual(['b', 'a', 'c']);
  });

  it('matches plain selectors exactly as mingo does', async () => {
    const plain = people();
    const selectors: Record<string, unknown>[] = [
      {}, { skills: 'go' }, { skills: 'sql' }, { n: 1 }, { n: 2, flag: true }, { flag: false }, { urlName: 'ann', n: 2 },
      { $or: [{ n: 2 }, { urlName: 'cid' }] }, { $or: [{ skills: 'sql' }], n: 1 }, { missing: 'x' }, { nested: 'x' },
    ];
    const before = selectors.map((selector) => ids(plain, selector));
    await mongo.loadMinimongo();
    const { minimongoEngine } = await import('./minimongo-engine-chunk');
    const all = plain._run({});
    const byMingo = selectors.map((selector) => all.filter(minimongoEngine.matcher(selector)).map((doc) => doc._id));
    expect(before).toEqual(byMingo);
  });
});
