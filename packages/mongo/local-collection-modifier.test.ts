// Minimongo's modifiers load on first use (local-collection-modifier.ts): the server's data and
// replacement writes need none, an async write waits for them, a local-only collection starts
// loading them, and a synchronous operator write before they are there fails loudly.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Client from './client-collection';
import type * as Local from './local-collection';
import type * as Modifier from './local-collection-modifier';

let mongo: {
  LocalCollection: typeof Local.LocalCollection;
  ClientCollection: typeof Client.ClientCollection;
  loadModifiers: typeof Modifier.loadModifiers;
};

beforeEach(async () => {
  // Fresh modules: nothing has loaded the modifiers yet.
  vi.resetModules();
  const [local, client, modifier] = await Promise.all([import('./local-collection'), import('./client-collection'), import('./local-collection-modifier')]);
  mongo = { LocalCollection: local.LocalCollection, ClientCollection: client.ClientCollection, loadModifiers: modifier.loadModifiers };
});

describe('Minimongo modifiers, loaded on first use', () => {
  it('takes server data and replacements without them, and refuses a synchronous operator write until they are loaded', async () => {
    const local = new mongo.LocalCollection('posts');
    local._applyServerFields('a', { title: 'First', votes: 1 }, true);
    local._applyServerFields('a', { votes: 2 }, false);
    expect(local.update('a', { title: 'Replaced' })).toBe(1);
    expect(() => local.update('a', { $inc: { votes: 1 } })).toThrow(/not loaded yet/);
    expect(local._get('a')).toEqual({ _id: 'a', title: 'Replaced' });
    await mongo.loadModifiers();
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
