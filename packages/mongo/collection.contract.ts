// The behaviour every storage driver must give Mongo.Collection, written once and run against
// the embedded SQLite driver (collection.sqlite.test.ts) and MongoDB (collection.mongodb.test.ts). Each
// test uses a collection of its own, so the suite can share one database.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WriteFence } from '../ddp-server/write-fence';
import type { SubscriptionSink } from '../ddp-server/publish-contract';
import { Random } from '../random/index';
import { Collection, DuplicateKeyError, closeStorage, configureStorage, liveQueryCount, type StorageOptions } from './server';
import type { Document, ObserveHandle } from './types';
import { uniqueIndexContract } from './unique-index.contract';

type Doc = Document;

interface Recorded {
  kind: 'added' | 'changed' | 'removed';
  id: string;
  fields?: Record<string, unknown>;
}

function recorder() {
  const events: Recorded[] = [];
  return {
    events,
    callbacks: {
      added: (id: string, fields: Record<string, unknown>) => events.push({ kind: 'added', id, fields }),
      changed: (id: string, fields: Record<string, unknown>) => events.push({ kind: 'changed', id, fields }),
      removed: (id: string) => events.push({ kind: 'removed', id }),
    },
  };
}

export function collectionContract(label: string, storage: () => Promise<StorageOptions> | StorageOptions): void {
  describe(`Mongo.Collection contract (${label})`, () => {
    const created: Collection<Doc>[] = [];
    const handles: ObserveHandle[] = [];
    const fresh = (): Collection<Doc> => {
      const collection = new Collection<Doc>(`contract_${Random.id(8)}`);
      created.push(collection);
      return collection;
    };

    beforeAll(async () => {
      configureStorage(await storage());
    });
    afterEach(() => {
      for (const handle of handles.splice(0)) handle.stop();
    });
    afterAll(async () => {
      for (const collection of created) await collection.dropCollectionAsync().catch(() => undefined);
      await closeStorage();
    });

    it('inserts with a 17-character Random.id unless the document brings its _id', async () => {
      const items = fresh();
      const id = await items.insertAsync({ title: 'first' });
      expect(id).toMatch(/^[23456789ABCDEFGHJKLMNPQRSTWXYZabcdefghijkmnopqrstuvwxyz]{17}$/);
      expect(await items.insertAsync({ _id: 'mine', title: 'second' })).toBe('mine');
      expect(await items.findOneAsync(id)).toEqual({ _id: id, title: 'first' });
      expect(await items.findOneAsync({ title: 'second' })).toEqual({ _id: 'mine', title: 'second' });
      await expect(items.insertAsync({ _id: 'mine', title: 'again' })).rejects.toBeInstanceOf(DuplicateKeyError);
    });

    it('round-trips dates, nested objects and arrays', async () => {
      const items = fresh();
      const when = new Date('2024-05-06T07:08:09.010Z');
      const id = await items.insertAsync({ when, nested: { list: [1, 'two', { three: true }] } });
      const found = await items.findOneAsync(id);
      expect(found?.when).toBeInstanceOf(Date);
      expect((found?.when as Date).getTime()).toBe(when.getTime());
      expect(found?.nested).toEqual({ list: [1, 'two', { three: true }] });
    });

    it('makes the sync variants throw Meteor’s server message', () => {
      const items = fresh();
      expect(() => items.insert({})).toThrow('insert +  is not available on the server. Please use insertAsync() instead.');
      expect(() => items.update({}, {})).toThrow('update +  is not available on the server. Please use updateAsync() instead.');
      expect(() => items.remove({})).toThrow('remove +  is not available on the server. Please use removeAsync() instead.');
      expect(() => items.upsert({}, {})).toThrow('upsert +  is not available on the server. Please use upsertAsync() instead.');
      expect(() => items.findOne({})).toThrow('findOne +  is not available on the server. Please use findOneAsync() instead.');
      expect(() => items.find().count()).toThrow('count() is not available on the server. Please use countAsync() instead.');
    });

    it('applies $set, $unset, $inc, $push, $pull and $addToSet', async () => {
      const items = fresh();
      const id = await items.insertAsync({ n: 1, drop: 'me', tags: ['a', 'b'], sub: { x: 1 } });
      expect(await items.updateAsync(id, { $set: { 'sub.y': 2, name: 'N' }, $unset: { drop: '' }, $inc: { n: 2 } })).toBe(1);
      expect(await items.updateAsync(id, { $push: { tags: 'c' } })).toBe(1);
      expect(await items.updateAsync(id, { $pull: { tags: 'a' } })).toBe(1);
      expect(await items.updateAsync(id, { $addToSet: { tags: 'b' } })).toBe(1);
      expect(await items.updateAsync(id, { $addToSet: { tags: { $each: ['d', 'c'] } } })).toBe(1);
      expect(await items.findOneAsync(id)).toEqual({ _id: id, n: 3, name: 'N', tags: ['b', 'c', 'd'], sub: { x: 1, y: 2 } });
    });

    it('updates the array element the selector matched through the positional $', async () => {
      const items = fresh();
      const id = await items.insertAsync({ emails: [{ address: 'a@x.eu', verified: false }, { address: 'b@x.eu', verified: false }], tags: ['a', 'b'] });
      expect(await items.updateAsync({ _id: id, 'emails.address': 'b@x.eu' }, { $set: { 'emails.$.verified': true } })).toBe(1);
      expect(await items.updateAsync({ _id: id, tags: 'b' }, { $set: { 'tags.$': 'B' } })).toBe(1);
      expect(await items.updateAsync({ _id: id, emails: { $elemMatch: { address: 'a@x.eu' } } }, { $unset: { 'emails.$.verified': '' } })).toBe(1);
      expect(await items.findOneAsync(id)).toEqual({ _id: id, emails: [{ address: 'a@x.eu' }, { address: 'b@x.eu', verified: true }], tags: ['a', 'B'] });
    });

    it('updates one document unless multi, and reports how many matched', async () => {
      const items = fresh();
      for (let i = 0; i < 3; i += 1) await items.insertAsync({ group: 'g', i });
      expect(await items.updateAsync({ group: 'g' }, { $set: { seen: true } })).toBe(1);
      expect(await items.find({ seen: true }).countAsync()).toBe(1);
      expect(await items.updateAsync({ group: 'g' }, { $set: { seen: true } }, { multi: true })).toBe(3);
      expect(await items.find({ seen: true }).countAsync()).toBe(3);
      expect(await items.updateAsync({ group: 'none' }, { $set: { seen: true } }, { multi: true })).toBe(0);
    });

    it('upserts: inserts from the selector’s equality fields with a Random.id, else updates', async () => {
      const items = fresh();
      const first = await items.upsertAsync({ email: 'a@x.io' }, { $set: { name: 'A' }, $setOnInsert: { createdBy: 'u1' } });
      expect(first.numberAffected).toBe(1);
      expect(first.insertedId).toHaveLength(17);
      expect(await items.findOneAsync(first.insertedId as string)).toEqual({ _id: first.insertedId, email: 'a@x.io', name: 'A', createdBy: 'u1' });
      const second = await items.upsertAsync({ email: 'a@x.io' }, { $set: { name: 'B' }, $setOnInsert: { createdBy: 'u2' } });
      expect(second).toEqual({ numberAffected: 1 });
      expect(await items.findOneAsync({ email: 'a@x.io' })).toMatchObject({ name: 'B', createdBy: 'u1' });
      expect(await items.updateAsync({ email: 'b@x.io' }, { $set: { name: 'C' } }, { upsert: true })).toBe(1);
      expect(await items.find().countAsync()).toBe(2);
    });

    it('removes by selector or string id and returns the count', async () => {
      const items = fresh();
      const keep = await items.insertAsync({ kind: 'keep' });
      const gone = await items.insertAsync({ kind: 'gone' });
      await items.insertAsync({ kind: 'gone' });
      expect(await items.removeAsync(gone)).toBe(1);
      expect(await items.removeAsync({ kind: 'gone' })).toBe(1);
      expect(await items.removeAsync({ kind: 'gone' })).toBe(0);
      expect((await items.find().fetchAsync()).map((doc) => doc._id)).toEqual([keep]);
    });

    it('sorts, skips, limits and projects (fields or projection)', async () => {
      const items = fresh();
      for (const [name, rank] of [['c', 3], ['a', 1], ['d', 4], ['b', 2]] as const) await items.insertAsync({ name, rank, secret: 's' });
      const page = await items.find({}, { sort: { rank: -1 }, skip: 1, limit: 2, fields: { name: 1 } }).fetchAsync();
      expect(page.map((doc) => doc.name)).toEqual(['c', 'b']);
      expect(Object.keys(page[0] as object).sort()).toEqual(['_id', 'name']);
      const hidden = await items.find({ name: 'a' }, { projection: { secret: 0 } }).fetchAsync();
      expect(hidden[0]).not.toHaveProperty('secret');
      expect(await items.find({}, { skip: 1, limit: 2 }).countAsync()).toBe(2);
      expect(await items.find({ rank: { $gte: 2 } }).countAsync()).toBe(3);
      expect(await items.find({}, { sort: { name: 1 } }).mapAsync((doc) => doc.name)).toEqual(['a', 'b', 'c', 'd']);
      const seen: unknown[] = [];
      await items.find({}, { sort: { rank: 1 } }).forEachAsync((doc, index) => seen.push([doc.name, index]));
      expect(seen).toEqual([['a', 0], ['b', 1], ['c', 2], ['d', 3]]);
      const iterated: unknown[] = [];
      for await (const doc of items.find({ rank: { $lt: 3 } }, { sort: { rank: 1 } })) iterated.push(doc.name);
      expect(iterated).toEqual(['a', 'b']);
    });

    it('speaks MongoDB’s query operators ($in, $exists, $regex with $options, $elemMatch, $or)', async () => {
      const items = fresh();
      await items.insertAsync({ name: 'Alice', langs: [{ code: 'en', level: 5 }], email: 'a@x' });
      await items.insertAsync({ name: 'bob', langs: [{ code: 'de', level: 2 }] });
      const names = async (selector: Record<string, unknown>) => (await items.find(selector, { sort: { name: 1 } }).fetchAsync()).map((doc) => doc.name);
      expect(await names({ name: { $in: ['bob', 'carl'] } })).toEqual(['bob']);
      expect(await names({ email: { $exists: false } })).toEqual(['bob']);
      expect(await names({ name: { $regex: '^a', $options: 'i' } })).toEqual(['Alice']);
      expect(await names({ name: /^B/i })).toEqual(['bob']);
      expect(await names({ langs: { $elemMatch: { code: 'en', level: { $gte: 4 } } } })).toEqual(['Alice']);
      expect(await names({ $or: [{ name: 'bob' }, { email: 'a@x' }] })).toEqual(['Alice', 'bob']);
    });

    it('matches nothing for an explicit undefined selector and everything for find()', async () => {
      const items = fresh();
      await items.insertAsync({ a: 1 });
      expect(await items.find(undefined).countAsync()).toBe(0);
      expect(await items.findOneAsync(undefined)).toBeUndefined();
      expect(await items.findOneAsync({ _id: undefined })).toBeUndefined();
      expect(await items.find().countAsync()).toBe(1);
    });

    uniqueIndexContract(fresh);

    it('answers selectors on indexed fields as without indexes (arrays, nested arrays, null, missing)', async () => {
      const items = fresh();
      await items.createIndexAsync({ status: 1, at: -1 });
      await items.createIndexAsync({ tags: 1 });
      const docs: Doc[] = [
        { _id: 'a1', status: 'open', tags: ['x', 'y'], langs: [{ code: 'de', level: 'B2' }] },
        { _id: 'a2', status: 'open', tags: ['y'] },
        { _id: 'a3', status: 'closed', tags: 'x' },
        { _id: 'a4', status: null, tags: [] },
        { _id: 'a5', tags: ['z', 'x'], langs: [{ code: 'de', level: 'A1' }, { code: 'en', level: 'C1' }] },
        { _id: 'a6', status: ['open', 'draft'], tags: null },
        { _id: 'a7', status: 'draft' },
      ];
      for (const doc of docs) await items.insertAsync(doc);
      const ids = async (selector: Record<string, unknown>) => (await items.find(selector, { sort: { _id: 1 } }).fetchAsync()).map((doc) => doc._id);
      expect(await ids({ status: 'open' })).toEqual(['a1', 'a2', 'a6']);
      expect(await ids({ status: { $in: ['closed', 'draft'] } })).toEqual(['a3', 'a6', 'a7']);
      expect(await ids({ status: null })).toEqual(['a4', 'a5']);
      expect(await ids({ status: { $in: ['closed', null] } })).toEqual(['a3', 'a4', 'a5']);
      expect(await ids({ status: { $ne: 'open' } })).toEqual(['a3', 'a4', 'a5', 'a7']);
      expect(await ids({ tags: 'x' })).toEqual(['a1', 'a3', 'a5']);
      expect(await ids({ tags: { $all: ['x', 'y'] } })).toEqual(['a1']);
      expect(await ids({ tags: { $exists: false } })).toEqual(['a7']);
      expect(await ids({ status: 'open', tags: { $in: ['y', 'z'] } })).toEqual(['a1', 'a2']);
      expect(await ids({ $and: [{ tags: 'x' }, { $or: [{ status: 'closed' }, { status: { $exists: false } }] }] })).toEqual(['a3', 'a5']);
      expect(await ids({ $or: [{ status: 'draft' }, { tags: 'z' }] })).toEqual(['a5', 'a6', 'a7']);
      expect(await ids({ $or: [{ status: 'draft' }, { langs: { $elemMatch: { code: 'de', level: 'B2' } } }] })).toEqual(['a1', 'a6', 'a7']);
      expect(await ids({ tags: 'x', langs: { $elemMatch: { code: 'de' } } })).toEqual(['a1', 'a5']);
      expect(await ids({ _id: { $in: ['a2', 'a3', 'nope'] }, status: 'open' })).toEqual(['a2']);
      expect(await items.find({ status: 'open' }).countAsync()).toBe(3);
      expect(await items.find({ tags: 'x' }, { skip: 1, limit: 1 }).countAsync()).toBe(1);
    });

    it('pages a sort with skip and limit exactly as slices of the fully sorted result', async () => {
      const items = fresh();
      await items.createIndexAsync({ group: 1 });
      // A fixed-seed generator: the same data every run, with ties, missing values and dates.
      let seed = 20240601;
      const next = () => {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        return seed / 2147483648;
      };
      for (let i = 0; i < 120; i += 1) {
        const doc: Record<string, unknown> = { _id: `d${String(i).padStart(3, '0')}`, group: next() < 0.7 ? 'g' : 'h', score: Math.floor(next() * 10) };
        if (next() < 0.8) doc.at = new Date(1_700_000_000_000 + Math.floor(next() * 20) * 86_400_000);
        await items.insertAsync(doc);
      }
      const sorts: Array<Record<string, 1 | -1>> = [{ score: -1, _id: 1 }, { at: 1, _id: 1 }, { at: -1, score: 1, _id: -1 }];
      for (const sort of sorts) {
        for (const selector of [{}, { group: 'g' }, { group: 'h', score: { $gte: 3 } }]) {
          const full = (await items.find(selector, { sort }).fetchAsync()).map((doc) => doc._id);
          for (const [skip, limit] of [[0, 1], [0, 20], [5, 10], [37, 25], [110, 30], [0, 500]] as const) {
            const page = (await items.find(selector, { sort, skip, limit }).fetchAsync()).map((doc) => doc._id);
            expect(page, JSON.stringify({ sort, selector, skip, limit })).toEqual(full.slice(skip, skip + limit));
          }
        }
      }
    });

    it('keeps indexed queries right through inserts, updates of array fields, upserts and removes', async () => {
      const items = fresh();
      await items.createIndexAsync({ tags: 1 });
      await items.createIndexAsync({ status: 1 });
      const ids = async (selector: Record<string, unknown>) =>
        (await items.find(selector, { sort: { rank: 1, _id: 1 }, limit: 10 }).fetchAsync()).map((doc) => doc._id);
      await items.insertAsync({ _id: 'p', status: 'open', tags: ['a'], rank: 2 });
      await items.insertAsync({ _id: 'q', status: 'open', tags: ['b'], rank: 1 });
      expect(await ids({ tags: 'a' })).toEqual(['p']);
      await items.updateAsync('q', { $push: { tags: 'a' } });
      expect(await ids({ tags: 'a' })).toEqual(['q', 'p']);
      await items.updateAsync('p', { $pull: { tags: 'a' }, $set: { rank: 0 } });
      expect(await ids({ tags: 'a' })).toEqual(['q']);
      expect(await ids({ status: 'open' })).toEqual(['p', 'q']);
      await items.updateAsync({ tags: 'b' }, { $set: { tags: 'a', status: 'closed' } });
      expect(await ids({ tags: 'a' })).toEqual(['q']);
      expect(await ids({ tags: 'b' })).toEqual([]);
      expect(await ids({ status: 'closed' })).toEqual(['q']);
      await items.updateAsync('q', { status: 'open', tags: ['c'], rank: 5 });
      expect(await ids({ status: 'open', tags: 'c' })).toEqual(['q']);
      const upserted = await items.upsertAsync({ status: 'draft', tags: 'd' }, { $set: { rank: 3 } });
      expect(await ids({ tags: 'd' })).toEqual([upserted.insertedId]);
      await items.upsertAsync({ status: 'draft', tags: 'd' }, { $set: { tags: ['e', 'd'] } });
      expect(await ids({ tags: { $all: ['d', 'e'] } })).toEqual([upserted.insertedId]);
      await items.removeAsync({ status: 'open' });
      expect(await ids({})).toEqual([upserted.insertedId]);
      expect(await ids({ tags: 'c' })).toEqual([]);
      await items.updateAsync({}, { $unset: { tags: '' } }, { multi: true });
      expect(await ids({ tags: { $in: ['d', 'e'] } })).toEqual([]);
    });

    it('observeChangesAsync delivers initial adds, then added/changed/removed as writes happen', async () => {
      const items = fresh();
      const existing = await items.insertAsync({ color: 'red', n: 1 });
      await items.insertAsync({ color: 'blue', n: 2 });
      const { events, callbacks } = recorder();
      handles.push(await items.find({ color: 'red' }).observeChangesAsync(callbacks));
      expect(events).toEqual([{ kind: 'added', id: existing, fields: { color: 'red', n: 1 } }]);
      const second = await items.insertAsync({ color: 'red', n: 3 });
      await items.updateAsync(existing, { $set: { n: 10 }, $unset: { nothing: '' } });
      await items.updateAsync(second, { $unset: { n: '' } });
      await items.updateAsync(second, { $set: { color: 'blue' } });
      await items.removeAsync(existing);
      expect(events.slice(1)).toEqual([
        { kind: 'added', id: second, fields: { color: 'red', n: 3 } },
        { kind: 'changed', id: existing, fields: { n: 10 } },
        { kind: 'changed', id: second, fields: { n: undefined } },
        { kind: 'removed', id: second },
        { kind: 'removed', id: existing },
      ]);
    });

    it('shares one underlying query between observers of the same query, and stop() stops', async () => {
      const items = fresh();
      const before = liveQueryCount();
      const first = recorder();
      const second = recorder();
      const a = await items.find({ k: 1 }, { sort: { at: 1 } }).observeChangesAsync(first.callbacks);
      const id = await items.insertAsync({ k: 1, at: 1 });
      const b = await items.find({ k: 1 }, { sort: { at: 1 } }).observeChangesAsync(second.callbacks);
      handles.push(a, b);
      expect(liveQueryCount()).toBe(before + 1);
      // The late observer gets the multiplexer's cached document as its initial add.
      expect(second.events).toEqual([{ kind: 'added', id, fields: { k: 1, at: 1 } }]);
      await items.updateAsync(id, { $set: { at: 2 } });
      expect(first.events.at(-1)).toEqual({ kind: 'changed', id, fields: { at: 2 } });
      expect(second.events.at(-1)).toEqual({ kind: 'changed', id, fields: { at: 2 } });
      a.stop();
      await items.updateAsync(id, { $set: { at: 3 } });
      expect(first.events).toHaveLength(2);
      expect(second.events).toHaveLength(3);
      b.stop();
      expect(liveQueryCount()).toBe(before);
      await items.updateAsync(id, { $set: { at: 4 } });
      expect(second.events).toHaveLength(3);
    });

    it('keeps a sort+limit window correct as documents enter and leave it', async () => {
      const items = fresh();
      const ids: string[] = [];
      for (const score of [10, 20, 30]) ids.push(await items.insertAsync({ score }));
      const { events, callbacks } = recorder();
      handles.push(await items.find({}, { sort: { score: -1 }, limit: 2 }).observeChangesAsync(callbacks));
      expect(events.map((event) => event.id).sort()).toEqual([ids[1], ids[2]].sort());
      const top = await items.insertAsync({ score: 40 });
      expect(events.slice(2)).toEqual(
        expect.arrayContaining([
          { kind: 'added', id: top, fields: { score: 40 } },
          { kind: 'removed', id: ids[1] },
        ]),
      );
    });

    it('holds a method’s write fence until the observers delivered the write', async () => {
      const items = fresh();
      const order: string[] = [];
      handles.push(await items.find({}).observeChangesAsync({ added: (id) => order.push(`added ${id}`) }));
      const fence = new WriteFence();
      let insertedId = '';
      await WriteFence.run(fence, async () => {
        insertedId = await items.insertAsync({ via: 'method' });
      });
      await fence.arm();
      order.push('fence fired');
      expect(order).toEqual([`added ${insertedId}`, 'fence fired']);
    });

    it('publishes a cursor: initial adds, live changes, and stops with the subscription', async () => {
      const items = fresh();
      const id = await items.insertAsync({ open: true, title: 'T' });
      const sent: unknown[] = [];
      const stops: Array<() => void | Promise<void>> = [];
      const sink: SubscriptionSink = {
        added: (collection, docId, fields) => sent.push(['added', collection, docId, fields]),
        changed: (collection, docId, fields) => sent.push(['changed', collection, docId, fields]),
        removed: (collection, docId) => sent.push(['removed', collection, docId]),
        onStop: (callback) => stops.push(callback),
      };
      const cursor = items.find({ open: true }, { fields: { title: 1 } });
      expect(cursor._getCollectionName()).toBe(items._name);
      await cursor._publishCursor(sink);
      expect(sent).toEqual([['added', items._name, id, { title: 'T' }]]);
      await items.updateAsync(id, { $set: { title: 'U' } });
      await items.updateAsync(id, { $set: { open: false } });
      expect(sent.slice(1)).toEqual([
        ['changed', items._name, id, { title: 'U' }],
        ['removed', items._name, id],
      ]);
      for (const stop of stops) await stop();
      await items.updateAsync(id, { $set: { open: true } });
      expect(sent).toHaveLength(3);
    });
  });
}
