import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MeteorError } from '../meteor/errors';
import { Tracker } from '../tracker/index';
import { Connection, NodeWebSocket } from './server';
import { ScriptedPeer } from './scripted-peer';
import type { ConnectionOptions, DataMessage, Store } from './types';

let peer: ScriptedPeer;
const connections: Connection[] = [];

beforeEach(async () => {
  peer = await ScriptedPeer.start();
});
afterEach(async () => {
  for (const c of connections.splice(0)) c.close();
  await peer.close();
});

function connect(options: Partial<ConnectionOptions> = {}): Connection {
  const c = new Connection(peer.url, { WebSocket: NodeWebSocket, minTimeout: 1, bufferedWritesInterval: 0, ...options });
  connections.push(c);
  return c;
}

/** Waits (bounded) until a condition on the client holds. */
async function until(condition: () => boolean, label = 'condition'): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if (condition()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`timed out waiting for ${label}`);
}

class RecordingStore implements Store {
  readonly batches: Array<{ reset: boolean; messages: DataMessage[] }> = [];
  private open: { reset: boolean; messages: DataMessage[] } | null = null;
  beginUpdate(_size: number, reset: boolean) {
    this.open = { reset, messages: [] };
  }
  update(message: DataMessage) {
    this.open!.messages.push(message);
  }
  endUpdate() {
    this.batches.push(this.open!);
    this.open = null;
  }
}

describe('handshake and status', () => {
  it('sends connect with version 1 and the supported list, and reports connected', async () => {
    const c = connect();
    expect(c.status()).toMatchObject({ status: 'connecting', connected: false, retryCount: 0 });
    const frame = await peer.waitFor((f) => f.msg === 'connect');
    expect(frame).toEqual({ msg: 'connect', version: '1', support: ['1', 'pre2', 'pre1'] });
    await until(() => c.status().connected);
    expect(c.status()).toEqual({ status: 'connected', connected: true, retryCount: 0 });
  });

  it('status() is reactive', async () => {
    const c = connect();
    const seen: string[] = [];
    const comp = Tracker.autorun(() => seen.push(c.status().status));
    await until(() => seen.includes('connected'));
    c.disconnect();
    await until(() => seen.includes('offline'));
    comp.stop();
    expect(seen).toEqual(['connecting', 'connected', 'offline']);
  });

  it('retries with the version the server asks for when it is supported', async () => {
    peer.onConnect = (frame, socket) => {
      if (frame.version === '1') {
        socket.send(JSON.stringify({ msg: 'failed', version: 'pre1' }));
        return true;
      }
      return false;
    };
    const c = connect();
    const second = await peer.waitFor((f) => f.msg === 'connect' && f.version === 'pre1');
    expect(second.support).toEqual(['1', 'pre2', 'pre1']);
    await until(() => c.status().connected);
  });

  it('fails for good when the server asks for an unsupported version', async () => {
    peer.onConnect = (_frame, socket) => {
      socket.send(JSON.stringify({ msg: 'failed', version: '2' }));
      return true;
    };
    const failures: string[] = [];
    const c = connect({ onDDPVersionNegotiationFailure: (d) => failures.push(d) });
    await until(() => c.status().status === 'failed');
    expect(c.status().reason).toBe('DDP version negotiation failed; server requested version 2');
    expect(failures).toHaveLength(1);
  });

  it('answers the server ping with a pong carrying the same id', async () => {
    connect();
    await peer.waitFor((f) => f.msg === 'connect');
    peer.send({ msg: 'ping', id: 'p7' });
    expect(await peer.waitFor((f) => f.msg === 'pong')).toEqual({ msg: 'pong', id: 'p7' });
  });
});

describe('methods', () => {
  it('numbers methods 1, 2, … and resolves callAsync only after both result and updated', async () => {
    const c = connect();
    let settled: unknown = 'pending';
    const promise = c.callAsync('echo', { n: 1 }, new Date(5)).then((r) => (settled = r));
    const m1 = await peer.waitFor((f) => f.msg === 'method');
    expect(m1).toEqual({ msg: 'method', id: '1', method: 'echo', params: [{ n: 1 }, { $date: 5 }], randomSeed: expect.stringMatching(/^[0-9a-f]{20}$/) });
    peer.send({ msg: 'result', id: '1', result: { at: { $date: 9 } } });
    // A second call proves the result above was processed while the first stays unresolved.
    const second = c.callAsync('noop');
    await peer.waitFor((f) => f.msg === 'method' && f.id === '2');
    peer.send({ msg: 'updated', methods: ['2'] });
    peer.send({ msg: 'result', id: '2' });
    expect(await second).toBeUndefined();
    expect(settled).toBe('pending');
    peer.send({ msg: 'updated', methods: ['1'] });
    await promise;
    expect(settled).toEqual({ at: new Date(9) });
  });

  it('turns error results into Meteor.Error with the same error, reason and details', async () => {
    const c = connect();
    const call = c.callAsync('bad');
    await peer.waitFor((f) => f.msg === 'method');
    const wire = new MeteorError('too-many-requests', 'Slow down', { timeToReset: 10 }).toWire();
    peer.send({ msg: 'result', id: '1', error: wire });
    peer.send({ msg: 'updated', methods: ['1'] });
    const error = await call.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MeteorError);
    expect(error).toMatchObject({ error: 'too-many-requests', reason: 'Slow down', details: { timeToReset: 10 } });
    expect((error as MeteorError).message).toBe('Slow down [too-many-requests]');
  });

  it('holds later methods back while a wait method runs', async () => {
    const c = connect();
    const login = c.applyAsync('login', [], { wait: true });
    const after = c.callAsync('after');
    await peer.waitFor((f) => f.msg === 'method' && f.method === 'login');
    await until(() => c.status().connected);
    expect(peer.received.some((r) => r.frame.method === 'after')).toBe(false);
    peer.send({ msg: 'result', id: '1', result: 'ok' });
    peer.send({ msg: 'updated', methods: ['1'] });
    expect(await login).toBe('ok');
    await peer.waitFor((f) => f.method === 'after');
    peer.send({ msg: 'result', id: '2' });
    peer.send({ msg: 'updated', methods: ['2'] });
    await after;
  });
});

describe('subscriptions and data', () => {
  it('sends sub, reports ready reactively, and passes data to the store in batches', async () => {
    const c = connect({ bufferedWritesInterval: 50 });
    const store = new RecordingStore();
    c.registerStore('posts', store);
    const onReady: string[] = [];
    const handle = c.subscribe('posts.all', 3, () => onReady.push('ready'));
    const sub = await peer.waitFor((f) => f.msg === 'sub');
    expect(sub).toEqual({ msg: 'sub', id: handle.subscriptionId, name: 'posts.all', params: [3] });
    const readiness: boolean[] = [];
    const comp = Tracker.autorun(() => readiness.push(handle.ready()));
    peer.send({ msg: 'added', collection: 'posts', id: 'a', fields: { title: 'A' } });
    peer.send({ msg: 'added', collection: 'posts', id: 'b', fields: { title: 'B' } });
    peer.send({ msg: 'changed', collection: 'posts', id: 'a', fields: { n: 1 }, cleared: ['title'] });
    peer.send({ msg: 'ready', subs: [handle.subscriptionId] });
    await until(() => handle.ready());
    Tracker.flush();
    comp.stop();
    expect(readiness).toEqual([false, true]);
    expect(onReady).toEqual(['ready']);
    // `ready` flushed the buffered writes first, as one batch, before marking the sub ready.
    expect(store.batches).toEqual([
      {
        reset: false,
        messages: [
          { msg: 'added', collection: 'posts', id: 'a', fields: { title: 'A' } },
          { msg: 'added', collection: 'posts', id: 'b', fields: { title: 'B' } },
          { msg: 'changed', collection: 'posts', id: 'a', fields: { n: 1, title: undefined } },
        ],
      },
    ]);
    handle.stop();
    expect(await peer.waitFor((f) => f.msg === 'unsub')).toEqual({ msg: 'unsub', id: handle.subscriptionId });
  });

  it('keeps data for an unknown collection until its store registers', async () => {
    const c = connect();
    c.subscribe('later');
    await peer.waitFor((f) => f.msg === 'sub');
    peer.send({ msg: 'added', collection: 'later', id: 'x', fields: { v: 1 } });
    const m = c.callAsync('sync');
    await peer.waitFor((f) => f.msg === 'method');
    peer.send({ msg: 'result', id: '1' });
    peer.send({ msg: 'updated', methods: ['1'] });
    await m;
    const store = new RecordingStore();
    expect(c.registerStore('later', store)).toBe(true);
    expect(store.batches).toEqual([{ reset: false, messages: [{ msg: 'added', collection: 'later', id: 'x', fields: { v: 1 } }] }]);
  });

  it('reports nosub errors through onStop as Meteor.Error', async () => {
    const c = connect();
    const stopped: unknown[] = [];
    const handle = c.subscribe('nope', { onStop: (e?: Error) => stopped.push(e) });
    await peer.waitFor((f) => f.msg === 'sub');
    peer.send({ msg: 'nosub', id: handle.subscriptionId, error: new MeteorError(404, "Subscription 'nope' not found").toWire() });
    await until(() => stopped.length === 1);
    expect(stopped[0]).toMatchObject({ error: 404, reason: "Subscription 'nope' not found" });
    expect(handle.ready()).toBe(false);
  });

  it('reuses an identical subscription when a computation re-runs', async () => {
    const c = connect();
    await until(() => c.status().connected);
    const dep = new Tracker.Dependency();
    const ids: string[] = [];
    const comp = Tracker.autorun(() => {
      dep.depend();
      ids.push(c.subscribe('same', 1).subscriptionId);
    });
    dep.changed();
    Tracker.flush();
    expect(ids[0]).toBe(ids[1]);
    comp.stop();
    Tracker.flush();
    await peer.waitFor((f) => f.msg === 'unsub');
    expect(peer.received.filter((r) => r.frame.msg === 'sub')).toHaveLength(1);
  });
});

describe('reconnect', () => {
  it('re-sends connect with the session, onReconnect methods, unanswered methods and subs', async () => {
    const c = connect();
    const store = new RecordingStore();
    c.registerStore('posts', store);
    const handle = c.subscribe('posts.all');
    const sub = await peer.waitFor((f) => f.msg === 'sub');
    peer.send({ msg: 'added', collection: 'posts', id: 'a', fields: { t: 1 } });
    peer.send({ msg: 'ready', subs: [handle.subscriptionId] });
    await until(() => handle.ready());
    const pending = c.callAsync('slow');
    const firstSend = await peer.waitFor((f) => f.method === 'slow');
    const failing = c.applyAsync('once', [], { noRetry: true }).catch((e: unknown) => e);
    await peer.waitFor((f) => f.method === 'once');
    c.onReconnect = () => void c.applyAsync('login', [{ resume: 'token' }], { wait: true });
    const statuses: string[] = [];
    const comp = Tracker.autorun(() => statuses.push(c.status().status));

    peer.drop();
    await peer.waitFor((f, socket) => socket === 1 && f.msg === 'sub');
    const frames = peer.framesOn(1);
    // The login is a wait method: the re-sent 'slow' call queues behind it.
    expect(frames.map((f) => f.msg)).toEqual(['connect', 'method', 'sub']);
    expect(frames[0]).toEqual({ msg: 'connect', version: '1', support: ['1', 'pre2', 'pre1'], session: 'session-0' });
    expect(frames[1]).toMatchObject({ id: '3', method: 'login' });
    expect(frames[2]).toEqual(sub);
    expect(await failing).toMatchObject({ error: 'invocation-failed' });
    await until(() => c.status().connected);
    Tracker.flush();
    comp.stop();
    expect(statuses).toEqual(['connected', 'waiting', 'connecting', 'connected']);

    // Until the sub is ready again the old document stays; then one reset batch replaces it.
    peer.send({ msg: 'added', collection: 'posts', id: 'b', fields: { t: 2 } });
    peer.send({ msg: 'result', id: '3', result: 'welcome back' });
    peer.send({ msg: 'updated', methods: ['3'] });
    // A ping round trip proves the client processed everything sent before it.
    peer.send({ msg: 'ping', id: 'sync' });
    await peer.waitFor((f, socket) => socket === 1 && f.msg === 'pong');
    expect(store.batches).toHaveLength(1);
    peer.send({ msg: 'ready', subs: [handle.subscriptionId] });
    await until(() => store.batches.length === 2);
    expect(store.batches[1]).toEqual({ reset: true, messages: [{ msg: 'added', collection: 'posts', id: 'b', fields: { t: 2 } }] });
    expect(handle.ready()).toBe(true);

    const resent = await peer.waitFor((f, socket) => socket === 1 && f.method === 'slow');
    // The same seed: its inserts draw the same _ids as the first send's did.
    expect(resent).toEqual({ msg: 'method', id: '1', method: 'slow', params: [], randomSeed: firstSend.randomSeed });
    expect(firstSend.randomSeed).toMatch(/^[0-9a-f]{20}$/);
    peer.send({ msg: 'result', id: '1', result: 'done' });
    peer.send({ msg: 'updated', methods: ['1'] });
    expect(await pending).toBe('done');
  });
});
