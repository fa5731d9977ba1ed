// Our own DDP client (packages/ddp-client, Node entry with `ws`) against our server over a real
// WebSocket: method calls with EJSON, errors rebuilt as Meteor.Error, a subscription feeding a
// client store with live updates, and recovery after the server drops every session: the client
// reconnects, re-subscribes (the store converges on the server's data) and re-sends a method
// that had no answer yet.
import { Meteor } from 'meteor/meteor';
import { Mongo } from 'meteor/mongo';
import { afterEach, describe, expect, it } from 'vitest';
import { type Connection, DDP } from '../../packages/ddp-client/server';
import { ddpServer } from '../../packages/ddp-server/index';
import { MeteorError } from '../../packages/meteor/errors';
import { setupDdpServer } from '../helpers/ddp-fixture';
import { GateRegistry } from '../helpers/gate';
import { RecordingStore } from '../helpers/recording-store';
import { waitUntil } from '../helpers/wait-until';

interface Item {
  _id: string;
  name: string;
  count?: number;
}

const gates = new GateRegistry();
const invocations = new Map<string, number>();
let items: Mongo.Collection<Item>;

const ddp = setupDdpServer(() => {
  items = new Mongo.Collection<Item>('nodeClientItems');
  Meteor.methods({
    'node.add'(a: unknown, b: unknown) {
      return Number(a) + Number(b);
    },
    'node.nextDay'(date: unknown) {
      return new Date((date as Date).getTime() + 86_400_000);
    },
    'node.fail'() {
      throw new Meteor.Error('quota-exceeded', 'Too many items', { limit: 3 });
    },
    async 'node.insert'(doc: unknown) {
      return items.insertAsync(doc as Item);
    },
    async 'node.update'(id: unknown, modifier: unknown) {
      await items.updateAsync({ _id: String(id) }, modifier as Record<string, unknown>);
    },
    async 'node.remove'(id: unknown) {
      await items.removeAsync({ _id: String(id) });
    },
    'node.connectionId'() {
      return this.connection?.id;
    },
    async 'node.gated'(name: unknown) {
      invocations.set(String(name), (invocations.get(String(name)) ?? 0) + 1);
      await gates.get(String(name)).promise;
      return `${String(name)} finished`;
    },
  });
  Meteor.publish('node.items', function () {
    return items.find({});
  });
});

// A method left waiting on a gate by a failed test must not outlive that test.
afterEach(() => gates.openAll());

async function connect(): Promise<Connection> {
  // Fast retries so a reconnect in a test does not wait on Meteor's production backoff.
  const connection = DDP.connect(ddp.server.url, { minTimeout: 10, minCount: 5, baseTimeout: 20, maxTimeout: 100 });
  ddp.onCleanup(() => connection.close());
  await waitUntil(() => (connection.status().connected ? true : undefined), {
    what: 'the client to connect',
    describe: () => connection.status(),
  });
  return connection;
}

function subscribeReady(connection: Connection, name: string): Promise<{ stop(): void }> {
  return new Promise((resolve, reject) => {
    const handle = connection.subscribe(name, {
      onReady: () => resolve(handle),
      onStop: (error?: Error) => reject(error ?? new Error(`subscription ${name} stopped before ready`)),
    });
  });
}

describe('our DDP client against our server', () => {
  it('connects from an http URL and calls methods with EJSON arguments and results', async () => {
    const connection = await connect();
    expect(connection.status()).toMatchObject({ status: 'connected', connected: true });
    expect(await connection.callAsync('node.add', 2, 3)).toBe(5);
    expect(await connection.callAsync('node.nextDay', new Date(Date.UTC(2024, 1, 28)))).toEqual(new Date(Date.UTC(2024, 1, 29)));
  });

  it('rejects with a Meteor.Error rebuilt from the error result', async () => {
    const connection = await connect();
    const error = await connection.callAsync('node.fail').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MeteorError);
    expect(error).toMatchObject({ error: 'quota-exceeded', reason: 'Too many items', details: { limit: 3 }, message: 'Too many items [quota-exceeded]' });
    await expect(connection.callAsync('node.missing')).rejects.toMatchObject({ error: 404, reason: "Method 'node.missing' not found" });
  });

  it('fills a client store from a subscription and follows inserts, updates and removes', async () => {
    const connection = await connect();
    const store = new RecordingStore();
    expect(connection.registerStore('nodeClientItems', store)).toBe(true);
    await items.insertAsync({ _id: 'live-1', name: 'existing', count: 1 });

    const handle = await subscribeReady(connection, 'node.items');
    expect(store.docs.get('live-1')).toEqual({ name: 'existing', count: 1 });

    // A method's promise settles after its result and its `updated`: the data is already there.
    const id = (await connection.callAsync('node.insert', { name: 'fresh' })) as string;
    expect(store.docs.get(id)).toEqual({ name: 'fresh' });
    await connection.callAsync('node.update', 'live-1', { $set: { name: 'renamed' }, $unset: { count: '' } });
    expect(store.docs.get('live-1')).toEqual({ name: 'renamed' });
    await connection.callAsync('node.remove', id);
    expect(store.docs.has(id)).toBe(false);

    handle.stop();
    await waitUntil(() => (store.docs.size === 0 ? true : undefined), { what: 'the documents to go on unsub', describe: () => store.snapshot() });
    await items.removeAsync({});
  });

  it('reconnects after the server closes all sessions, re-subscribes and re-sends an unanswered method', async () => {
    const connection = await connect();
    const store = new RecordingStore();
    connection.registerStore('nodeClientItems', store);
    await items.insertAsync({ _id: 'before', name: 'before the drop' });
    await subscribeReady(connection, 'node.items');
    const firstSession = await connection.callAsync('node.connectionId');

    const pending = connection.callAsync('node.gated', 'reconnect-gate');
    await waitUntil(() => (invocations.get('reconnect-gate') === 1 ? true : undefined), { what: 'the gated method to start' });

    ddpServer.closeAllSessions();
    await items.insertAsync({ _id: 'during', name: 'written while the client was away' });

    // The client re-sends the method on the new session; only that run can answer it.
    await waitUntil(() => (invocations.get('reconnect-gate') === 2 ? true : undefined), {
      what: 'the unanswered method to be re-sent after the reconnect',
      describe: () => ({ status: connection.status(), invocations: [...invocations] }),
    });
    gates.open('reconnect-gate');
    expect(await pending).toBe('reconnect-gate finished');

    expect(connection.status()).toMatchObject({ status: 'connected', connected: true });
    expect(await connection.callAsync('node.connectionId')).not.toBe(firstSession);
    await waitUntil(() => (store.docs.has('during') ? true : undefined), {
      what: 'the re-subscribed store to receive the document written during the drop',
      describe: () => store.snapshot(),
    });
    expect(store.snapshot()).toEqual([
      { _id: 'before', name: 'before the drop' },
      { _id: 'during', name: 'written while the client was away' },
    ]);
    await items.removeAsync({});
  });
});
