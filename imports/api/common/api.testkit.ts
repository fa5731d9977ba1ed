// Test helpers for the API suites: read what a subscription sends to a real DDP client (through
// a recording client store, as a client collection would hold it), keep a subscription open to
// watch live changes, expect a failure, and the hostile values every string parameter must refuse.
import type { Connection } from '../../../packages/ddp-client/server';
import type { MeteorError } from '../../../packages/meteor/errors';
import { RecordingStore, type ClientDoc } from '../../../tests/helpers/recording-store';
import { waitUntil } from '../../../tests/helpers/wait-until';

const stores = new WeakMap<Connection, Map<string, RecordingStore>>();

/** The connection's client store for `collection` (registered once per connection). */
export function storeFor(connection: Connection, collection: string): RecordingStore {
  let byName = stores.get(connection);
  if (!byName) {
    byName = new Map();
    stores.set(connection, byName);
  }
  let store = byName.get(collection);
  if (!store) {
    store = new RecordingStore();
    connection.registerStore(collection, store);
    byName.set(collection, store);
  }
  return store;
}

export interface LiveSubscription {
  store: RecordingStore;
  docs(): ClientDoc[];
  stop(): void;
}

/** Subscribes and resolves once ready (or rejects with the subscription's error). */
export function subscribeLive(connection: Connection, collection: string, name: string, ...params: unknown[]): Promise<LiveSubscription> {
  const store = storeFor(connection, collection);
  return new Promise((resolve, reject) => {
    let readyOnce = false;
    const handle = connection.subscribe(name, ...params, {
      onReady: () => {
        readyOnce = true;
        resolve({ store, docs: () => store.snapshot(), stop: () => handle.stop() });
      },
      onStop: (error?: Error) => {
        if (!readyOnce) reject(error ?? new Error(`${name} stopped before it was ready`));
      },
    });
  });
}

/**
 * The documents one subscription sends, then unsubscribes and waits until the client store is
 * empty again, so the next read on the same connection starts clean. Use it only while no other
 * subscription on the connection feeds the same collection.
 */
export async function readSubscription(connection: Connection, collection: string, name: string, ...params: unknown[]): Promise<ClientDoc[]> {
  const subscription = await subscribeLive(connection, collection, name, ...params);
  const docs = subscription.docs();
  subscription.stop();
  await waitUntil(() => (subscription.store.docs.size === 0 ? true : undefined), { what: `${name} documents removed after stop` });
  return docs;
}

/** The error a call or subscription failed with, or a failure of the test if it succeeded. */
export async function failureOf(promise: Promise<unknown>): Promise<MeteorError> {
  try {
    await promise;
  } catch (error) {
    return error as MeteorError;
  }
  throw new Error('expected the call to fail, but it succeeded');
}

/** Bad values for a string parameter: wrong types, operators, EJSON specials, oversize text. */
export const HOSTILE_STRINGS: readonly unknown[] = [
  { $ne: null },
  { $gt: '' },
  { $regex: '.*' },
  { $where: 'return true' },
  /.*/,
  ['a', 'b'],
  42,
  true,
  null,
  'x'.repeat(100_000),
];
