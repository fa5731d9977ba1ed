// Latency compensation with our own client against our server over a real WebSocket: a method's
// client stub inserts into the local cache, the call carries the stub's `randomSeed`, and the
// server's insert draws the same `_id` from it, so the stub's document turns into the server's
// without a second id ever appearing. A call whose stub draws no id, or that has no stub, carries
// a fresh seed of its own (beyond Meteor: a re-sent call then inserts under the same ids), a
// refused call reverts the stub's writes, and a malformed seed is refused.
import { Meteor } from 'meteor/meteor';
import { Mongo } from 'meteor/mongo';
import { describe, expect, it } from 'vitest';
import { RandomStream } from '../../packages/ddp-common/random-stream';
import { DDP } from '../../packages/ddp-client/server';
import { ClientCollection } from '../../packages/mongo/client-collection';
import { setupDdpServer } from '../helpers/ddp-fixture';
import { waitUntil } from '../helpers/wait-until';

interface Item {
  _id: string;
  label: string;
  n?: number;
}

const SEED = /^[0-9a-f]{20}$/;
let items: Mongo.Collection<Item>;

const ddp = setupDdpServer(() => {
  items = new Mongo.Collection<Item>('stubItems');
  Meteor.methods({
    async 'stubs.insertOne'(label: unknown) {
      const id = await items.insertAsync({ label: String(label) });
      return { ids: [id], randomSeed: this.randomSeed };
    },
    async 'stubs.insertTwo'(label: unknown) {
      const first = await items.insertAsync({ label: String(label), n: 1 });
      const second = await items.insertAsync({ label: String(label), n: 2 });
      return { ids: [first, second], randomSeed: this.randomSeed };
    },
    async 'stubs.refuse'() {
      throw new Meteor.Error('not-allowed', 'The server refuses');
    },
    async 'stubs.readOnly'(label: unknown) {
      const id = await items.insertAsync({ label: String(label) });
      return { ids: [id], randomSeed: this.randomSeed };
    },
  });
  Meteor.publish('stubs.items', function (label: unknown) {
    return items.find({ label: String(label) });
  });
});

/** A client with stubs for the methods above, subscribed to the items labelled `label`. */
async function clientFor(label: string) {
  const connection = DDP.connect(ddp.server.url);
  ddp.onCleanup(() => connection.close());
  const clientItems = new ClientCollection<Item>('stubItems', { connection });
  const stubIds: string[] = [];
  connection.methods({
    'stubs.insertOne'(name: unknown) {
      stubIds.push(clientItems.insert({ label: String(name) }));
    },
    // An async stub: the seed and the local cache stay the stub's across its awaits.
    async 'stubs.insertTwo'(name: unknown) {
      stubIds.push(await clientItems.insertAsync({ label: String(name), n: 1 }));
      stubIds.push(await clientItems.insertAsync({ label: String(name), n: 2 }));
    },
    'stubs.refuse'(name: unknown) {
      stubIds.push(clientItems.insert({ label: String(name) }));
    },
    // Draws no random value: the call goes without a seed.
    'stubs.readOnly'() {
      return clientItems.find({}).count();
    },
  });
  const subscription = connection.subscribe('stubs.items', label);
  await waitUntil(() => (subscription.ready() ? true : undefined), { what: 'the items subscription', describe: () => connection.status() });
  // Every document the client's cache ever showed, so a second id or a blink would be seen.
  const events: string[] = [];
  clientItems.find({}).observeChanges({
    added: (id) => events.push(`added ${id}`),
    changed: (id, fields) => events.push(`changed ${id} ${JSON.stringify(fields)}`),
    removed: (id) => events.push(`removed ${id}`),
  });
  return { connection, clientItems, stubIds, events };
}

describe('method stubs and randomSeed', () => {
  it("gives a stub's insert and the server's the same _id; the cache never holds a second one", async () => {
    const { connection, clientItems, stubIds, events } = await clientFor('one');
    const call = connection.callAsync('stubs.insertOne', 'one');
    // The stub ran before the call went out: its document is on screen at once.
    expect(stubIds).toHaveLength(1);
    const stubId = stubIds[0]!;
    expect(clientItems.find({}).fetch()).toEqual([{ _id: stubId, label: 'one' }]);

    expect(await call).toEqual({ ids: [stubId], randomSeed: expect.stringMatching(SEED) });
    expect(await items.findOneAsync({ _id: stubId })).toEqual({ _id: stubId, label: 'one' });
    expect(await items.find({ label: 'one' }).countAsync()).toBe(1);
    expect(clientItems.find({}).fetch()).toEqual([{ _id: stubId, label: 'one' }]);
    expect(events).toEqual([`added ${stubId}`]);
  });

  it('agrees on both ids of two inserts in one method (an async stub)', async () => {
    const { connection, clientItems, stubIds, events } = await clientFor('two');
    const result = (await connection.callAsync('stubs.insertTwo', 'two')) as { ids: string[]; randomSeed: string };

    expect(stubIds).toHaveLength(2);
    expect(stubIds[0]).not.toBe(stubIds[1]);
    expect(result).toEqual({ ids: stubIds, randomSeed: expect.stringMatching(SEED) });
    const stored = await items.find({ label: 'two' }, { sort: { n: 1 } }).fetchAsync();
    expect(stored.map((doc) => doc._id)).toEqual(stubIds);
    expect(clientItems.find({}, { sort: { n: 1 } }).fetch()).toEqual(stored);
    expect(events.sort()).toEqual(stubIds.map((id) => `added ${id}`).sort());
  });

  it('each call gets its own seed, so a second call inserts under new ids', async () => {
    const { connection, stubIds } = await clientFor('again');
    const first = (await connection.callAsync('stubs.insertOne', 'again')) as { ids: string[]; randomSeed: string };
    const second = (await connection.callAsync('stubs.insertOne', 'again')) as { ids: string[]; randomSeed: string };
    expect(first.randomSeed).not.toBe(second.randomSeed);
    expect([...first.ids, ...second.ids]).toEqual(stubIds);
    expect(new Set(stubIds).size).toBe(2);
  });

  it("takes the stub's document away again when the server refuses the call", async () => {
    const { connection, clientItems, stubIds, events } = await clientFor('refused');
    const call = connection.callAsync('stubs.refuse', 'refused');
    expect(clientItems.find({}).count()).toBe(1);

    await expect(call).rejects.toMatchObject({ error: 'not-allowed', reason: 'The server refuses' });
    expect(clientItems.find({}).fetch()).toEqual([]);
    expect(events).toEqual([`added ${stubIds[0]}`, `removed ${stubIds[0]}`]);
  });

  it('sends a fresh randomSeed of its own when there is no stub, or the stub draws no random value', async () => {
    const { connection, clientItems } = await clientFor('plain');
    const bare = DDP.connect(ddp.server.url);
    ddp.onCleanup(() => bare.close());
    const withoutStub = (await bare.callAsync('stubs.insertOne', 'plain')) as { ids: string[]; randomSeed: string | null };
    expect(withoutStub.randomSeed).toMatch(SEED);
    expect(withoutStub.ids).toEqual([new RandomStream(withoutStub.randomSeed!).sequence('/collection/stubItems').id()]);
    expect(await items.findOneAsync({ _id: withoutStub.ids[0] })).toEqual({ _id: withoutStub.ids[0], label: 'plain' });

    const readOnly = (await connection.callAsync('stubs.readOnly', 'plain')) as { ids: string[]; randomSeed: string | null };
    expect(readOnly.randomSeed).toMatch(SEED);
    expect(readOnly.randomSeed).not.toBe(withoutStub.randomSeed);
    // The server's documents still reach the cache as usual.
    const expected = [withoutStub.ids[0], readOnly.ids[0]].sort();
    await waitUntil(() => (clientItems.find({}).count() === 2 ? true : undefined), { what: 'both documents in the cache', describe: () => clientItems.find({}).fetch() });
    expect(clientItems.find({}).fetch().map((doc) => doc._id).sort()).toEqual(expected);
  });

  it("draws the server's ids from the seed the call carries (Meteor's /collection/<name> sequence)", async () => {
    const client = await ddp.connect();
    const seed = '0123456789abcdef0123';
    client.send({ msg: 'method', id: 'seeded', method: 'stubs.insertTwo', params: ['raw'], randomSeed: seed });
    const expected = new RandomStream(seed).sequence('/collection/stubItems');
    expect(await client.next({ msg: 'result', id: 'seeded' })).toMatchObject({
      result: { ids: [expected.id(), expected.id()], randomSeed: seed },
    });
  });

  it.each([
    ['a number', 5],
    ['null', null],
    ['an object', { seed: 'x' }],
  ])('refuses a randomSeed that is %s with "Malformed method invocation" and does not run the method', async (_label, randomSeed) => {
    const client = await ddp.connect();
    client.send({ msg: 'method', id: 'bad', method: 'stubs.insertOne', params: ['bad-seed'], randomSeed });
    expect(await client.next({ msg: 'error' })).toMatchObject({ reason: 'Malformed method invocation', offendingMessage: { id: 'bad' } });
    await client.barrier();
    expect(client.collect().filter((m) => m.msg === 'result' && m.id === 'bad')).toEqual([]);
    expect(await items.find({ label: 'bad-seed' }).countAsync()).toBe(0);
  });
});
