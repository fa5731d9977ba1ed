// Pins Meteor's DDP wire protocol with raw frames against the real server: version negotiation,
// connection-level errors, ping/pong, method results and errors in Meteor.Error's shape, EJSON in
// params and results, the write fence (`updated` after the method's data) and per-connection
// ordering with `this.unblock()`. Expected frames come from Meteor's behaviour as documented in
// the project's reference notes, not from this runtime's code.
import { Meteor } from 'meteor/meteor';
import { Mongo } from 'meteor/mongo';
import { afterEach, describe, expect, it } from 'vitest';
import { notFoundError } from '../../packages/ddp-server/fake-socket.testkit';
import { setupDdpServer } from '../helpers/ddp-fixture';
import { GateRegistry } from '../helpers/gate';


const METEOR_ID = /^[23456789ABCDEFGHJKLMNPQRSTWXYZabcdefghijkmnopqrstuvwxyz]{17}$/;

const gates = new GateRegistry();
let items: Mongo.Collection<{ _id: string; label: string }>;

const ddp = setupDdpServer(() => {
  items = new Mongo.Collection('protocolItems');
  Meteor.methods({
    'protocol.nothing'() {
      return undefined;
    },
    'protocol.echo'(...args: unknown[]) {
      // Describes what the server decoded, so the test sees both directions of EJSON.
      const seen = args.map((arg) =>
        arg instanceof Date ? `Date ${arg.getTime()}` : arg instanceof Uint8Array ? `Binary ${[...arg].join(',')}` : typeof arg,
      );
      return { args, seen };
    },
    'protocol.meteorError'() {
      throw new Meteor.Error('not-allowed', 'You may not do that', { field: 'title', when: new Date(0) });
    },
    'protocol.plainError'() {
      throw new Error('database password is hunter2');
    },
    async 'protocol.insert'(label: unknown) {
      return items.insertAsync({ label: String(label) });
    },
    async 'protocol.gated'(name: unknown) {
      await gates.get(String(name)).promise;
      return `${String(name)} done`;
    },
    async 'protocol.gatedUnblocked'(name: unknown) {
      this.unblock();
      await gates.get(String(name)).promise;
      return `${String(name)} done`;
    },
    'protocol.openGate'(name: unknown) {
      gates.open(String(name));
      return 'opened';
    },
  });
  Meteor.publish('protocol.items', function () {
    return items.find({});
  });
});

// A method left waiting on a gate by a failed test must not outlive that test.
afterEach(() => gates.openAll());

describe('DDP version negotiation', () => {
  it('answers connect with connected and a 17-character Meteor id, new for each connection', async () => {
    const first = await ddp.open();
    first.sendText('{"msg":"connect","version":"1","support":["1","pre2","pre1"]}');
    const connected = await first.next({ msg: 'connected' });
    expect(Object.keys(connected).sort()).toEqual(['msg', 'session']);
    expect(connected.session).toMatch(METEOR_ID);

    const second = await ddp.open();
    const secondSession = await second.handshake();
    expect(secondSession).toMatch(METEOR_ID);
    expect(secondSession).not.toBe(connected.session);
  });

  it.each(['pre1', 'pre2'])('accepts a client that speaks only %s', async (version) => {
    const client = await ddp.open();
    client.send({ msg: 'connect', version, support: [version] });
    const reply = await client.nextMessage((m) => m.msg === 'connected' || m.msg === 'failed');
    expect(reply.msg).toBe('connected');
    expect(reply.session).toMatch(METEOR_ID);
  });

  it('ignores a session id sent on reconnect and issues a new one', async () => {
    const first = await ddp.open();
    const old = await first.handshake();
    const again = await ddp.open();
    again.send({ msg: 'connect', version: '1', support: ['1', 'pre2', 'pre1'], session: old });
    const connected = await again.next({ msg: 'connected' });
    expect(connected.session).toMatch(METEOR_ID);
    expect(connected.session).not.toBe(old);
  });

  it.each([
    ['an unsupported version', { msg: 'connect', version: '2', support: ['2'] }],
    ['a version the server would not pick first', { msg: 'connect', version: 'pre1', support: ['1', 'pre1'] }],
    ['a non-string version', { msg: 'connect', version: 1, support: ['1'] }],
    ['support without the proposed version', { msg: 'connect', version: '1', support: ['pre2'] }],
  ])('answers %s with failed version 1 and closes the socket', async (_label, frame) => {
    const client = await ddp.open();
    client.send(frame);
    const failed = await client.next({ msg: 'failed' });
    expect(failed).toEqual({ msg: 'failed', version: '1' });
    await client.waitForClose();
    expect(client.collect().some((m) => m.msg === 'connected')).toBe(false);
  });
});

describe('connection-level protocol errors', () => {
  it('answers a message before connect with "Must connect first" and still accepts connect', async () => {
    const client = await ddp.open();
    client.send({ msg: 'method', id: '1', method: 'protocol.nothing', params: [] });
    const error = await client.next({ msg: 'error' });
    expect(error.reason).toBe('Must connect first');
    expect(client.collect().some((m) => m.msg === 'result')).toBe(false);
    expect(await client.handshake()).toMatch(METEOR_ID);
  });

  it('answers a second connect with "Already connected" and keeps the session', async () => {
    const client = await ddp.connect();
    client.send({ msg: 'connect', version: '1', support: ['1', 'pre2', 'pre1'] });
    const error = await client.next({ msg: 'error' });
    expect(error.reason).toBe('Already connected');
    await client.ping();
    expect(client.collect().filter((m) => m.msg === 'connected')).toHaveLength(1);
  });

  it('answers text that is not JSON with a bare Bad request and keeps the connection usable', async () => {
    const client = await ddp.connect();
    client.sendText('{"msg": "method", oops');
    expect(await client.next({ msg: 'error' })).toEqual({ msg: 'error', reason: 'Bad request' });
    client.send({ msg: 'method', id: 'after', method: 'protocol.nothing', params: [] });
    await client.next({ msg: 'result', id: 'after' });
    expect(client.isOpen).toBe(true);
  });

  it('answers an unknown msg with Bad request quoting the offending message', async () => {
    const client = await ddp.connect();
    client.send({ msg: 'frobnicate' });
    expect(await client.next({ msg: 'error' })).toEqual({
      msg: 'error',
      reason: 'Bad request',
      offendingMessage: { msg: 'frobnicate' },
    });
    await client.ping();
  });

  it.each([
    ['a numeric id', { msg: 'sub', id: 1, name: 'protocol.items', params: [] }],
    ['a missing name', { msg: 'sub', id: 's1', params: [] }],
    ['params that are not an array', { msg: 'sub', id: 's1', name: 'protocol.items', params: { a: 1 } }],
  ])('answers a sub with %s with "Malformed subscription"', async (_label, frame) => {
    const client = await ddp.connect();
    client.send(frame);
    expect(await client.next({ msg: 'error' })).toMatchObject({ msg: 'error', reason: 'Malformed subscription' });
    await client.barrier();
    expect(client.collect().some((m) => m.msg === 'ready' || m.msg === 'nosub')).toBe(false);
  });

  it.each([
    ['a numeric id', { msg: 'method', id: 7, method: 'protocol.nothing', params: [] }],
    ['a numeric method name', { msg: 'method', id: 'm1', method: 42, params: [] }],
    ['params that are not an array', { msg: 'method', id: 'm1', method: 'protocol.nothing', params: 'x' }],
    ['a numeric randomSeed', { msg: 'method', id: 'm1', method: 'protocol.nothing', params: [], randomSeed: 5 }],
  ])('answers a method with %s with "Malformed method invocation"', async (_label, frame) => {
    const client = await ddp.connect();
    client.send(frame);
    expect(await client.next({ msg: 'error' })).toMatchObject({ msg: 'error', reason: 'Malformed method invocation' });
    await client.barrier();
    expect(client.collect().filter((m) => m.msg === 'result' && (m.id === 'm1' || m.id === 7))).toEqual([]);
  });
});

describe('ping and pong', () => {
  it('answers ping with an id with a pong echoing it, and a bare ping with exactly {"msg":"pong"}', async () => {
    const client = await ddp.connect();
    client.send({ msg: 'ping', id: 'abc' });
    expect(await client.next({ msg: 'pong' })).toEqual({ msg: 'pong', id: 'abc' });
    client.send({ msg: 'ping' });
    expect(await client.next({ msg: 'pong' })).toEqual({ msg: 'pong' });
  });

  it('accepts a pong (the answer to a server ping) silently, with or without id', async () => {
    const client = await ddp.connect();
    client.send({ msg: 'pong' });
    client.send({ msg: 'pong', id: 'xyz' });
    await client.barrier();
    expect(client.collect().filter((m) => m.msg === 'error')).toEqual([]);
  });

  it('answers ping while a method of the same connection is still running (pings skip the queue)', async () => {
    const client = await ddp.connect();
    client.send({ msg: 'method', id: 'slow', method: 'protocol.gated', params: ['ping-gate'] });
    await client.ping();
    expect(client.collect().some((m) => m.msg === 'result')).toBe(false);
    gates.open('ping-gate');
    expect(await client.next({ msg: 'result', id: 'slow' })).toEqual({ msg: 'result', id: 'slow', result: 'ping-gate done' });
  });
});

describe('method results and errors', () => {
  it('answers an unknown method with the exact 404 error, then updated', async () => {
    const client = await ddp.connect();
    client.send({ msg: 'method', id: '7', method: 'nope', params: [] });
    expect(await client.next({ msg: 'result', id: '7' })).toEqual({
      msg: 'result',
      id: '7',
      error: notFoundError('Method', 'nope'),
    });
    expect(await client.next({ msg: 'updated' })).toEqual({ msg: 'updated', methods: ['7'] });
  });

  it('answers an unknown publication with nosub carrying the exact 404 error', async () => {
    const client = await ddp.connect();
    client.send({ msg: 'sub', id: 's9', name: 'nope', params: [] });
    expect(await client.next({ msg: 'nosub', id: 's9' })).toEqual({
      msg: 'nosub',
      id: 's9',
      error: notFoundError('Subscription', 'nope'),
    });
  });

  it('omits the result key when the method returns undefined, and still sends updated', async () => {
    const client = await ddp.connect();
    client.send({ msg: 'method', id: '1', method: 'protocol.nothing', params: [] });
    expect(await client.next({ msg: 'result', id: '1' })).toEqual({ msg: 'result', id: '1' });
    expect(await client.next({ msg: 'updated' })).toEqual({ msg: 'updated', methods: ['1'] });
  });

  it('sends a thrown Meteor.Error in its full wire shape, details as plain JSON', async () => {
    const client = await ddp.connect();
    client.send({ msg: 'method', id: '2', method: 'protocol.meteorError', params: [] });
    const result = await client.next({ msg: 'result', id: '2' });
    expect(result).toEqual({
      msg: 'result',
      id: '2',
      error: {
        isClientSafe: true,
        error: 'not-allowed',
        reason: 'You may not do that',
        // EJSON does not apply to error.details: a Date travels as its ISO string.
        details: { field: 'title', when: '1970-01-01T00:00:00.000Z' },
        message: 'You may not do that [not-allowed]',
        errorType: 'Meteor.Error',
      },
    });
    await client.next({ msg: 'updated' });
  });

  it('hides a plain Error behind 500 Internal server error and keeps serving', async () => {
    const client = await ddp.connect();
    client.send({ msg: 'method', id: '3', method: 'protocol.plainError', params: [] });
    expect(await client.next({ msg: 'result', id: '3' })).toEqual({
      msg: 'result',
      id: '3',
      error: {
        isClientSafe: true,
        error: 500,
        reason: 'Internal server error',
        message: 'Internal server error [500]',
        errorType: 'Meteor.Error',
      },
    });
    expect(client.collect().some((m) => JSON.stringify(m).includes('hunter2'))).toBe(false);
    client.send({ msg: 'method', id: '4', method: 'protocol.nothing', params: [] });
    await client.next({ msg: 'result', id: '4' });
    const other = await ddp.connect();
    await other.ping();
  });

  it('decodes EJSON in params and encodes it in the result (Date, binary, escaped objects)', async () => {
    const client = await ddp.connect();
    const params = [
      { $date: 1700000000000 },
      { $binary: 'AQID' },
      { $escape: { $date: 'not a date' } },
      { nested: { $date: 0 }, list: [{ $InfNaN: 1 }] },
    ];
    client.send({ msg: 'method', id: 'e1', method: 'protocol.echo', params });
    const result = await client.next({ msg: 'result', id: 'e1' });
    expect(result.result).toEqual({
      args: params,
      seen: ['Date 1700000000000', 'Binary 1,2,3', 'object', 'object'],
    });
  });
});

describe('write fence and ordering', () => {
  it('sends updated only after the data the method wrote reached this connection', async () => {
    const client = await ddp.connect();
    client.send({ msg: 'sub', id: 'items', name: 'protocol.items', params: [] });
    await client.next({ msg: 'ready' });
    client.send({ msg: 'method', id: 'w1', method: 'protocol.insert', params: ['fenced'] });
    const result = await client.next({ msg: 'result', id: 'w1' });
    await client.nextMessage((m) => m.msg === 'updated' && (m.methods as string[]).includes('w1'));
    const frames = client.collectData();
    const addedIndex = frames.findIndex((m) => m.msg === 'added' && m.id === result.result);
    const updatedIndex = frames.findIndex((m) => m.msg === 'updated' && (m.methods as string[]).includes('w1'));
    expect(addedIndex, JSON.stringify(frames)).toBeGreaterThan(-1);
    expect(frames[addedIndex]).toEqual({ msg: 'added', collection: 'protocolItems', id: result.result, fields: { label: 'fenced' } });
    expect(addedIndex).toBeLessThan(updatedIndex);
  });

  it('processes one connection’s methods in order: a later call waits for a slow earlier one', async () => {
    const client = await ddp.connect();
    client.send({ msg: 'method', id: 'first', method: 'protocol.gated', params: ['order-gate'] });
    client.send({ msg: 'method', id: 'second', method: 'protocol.nothing', params: [] });
    // The pong proves both frames reached the server while the first is still in flight.
    await client.ping();
    gates.open('order-gate');
    await client.next({ msg: 'result', id: 'second' });
    const ids = client.collect().filter((m) => m.msg === 'result').map((m) => m.id);
    expect(ids).toEqual(['first', 'second']);
  });

  it('lets the next message run once a method calls this.unblock()', async () => {
    const client = await ddp.connect();
    client.send({ msg: 'method', id: 'blocked', method: 'protocol.gatedUnblocked', params: ['unblock-gate'] });
    client.send({ msg: 'method', id: 'next', method: 'protocol.nothing', params: [] });
    // The second call can only finish while the first is held if unblock() released the queue.
    await client.next({ msg: 'result', id: 'next' });
    expect(client.collect().some((m) => m.msg === 'result' && m.id === 'blocked')).toBe(false);
    gates.open('unblock-gate');
    expect(await client.next({ msg: 'result', id: 'blocked' })).toMatchObject({ result: 'unblock-gate done' });
  });

  it('keeps a slow method on one connection from delaying another connection', async () => {
    const slow = await ddp.connect();
    const fast = await ddp.connect();
    slow.send({ msg: 'method', id: 's', method: 'protocol.gated', params: ['cross-gate'] });
    await slow.ping();
    fast.send({ msg: 'method', id: 'f', method: 'protocol.openGate', params: ['cross-gate'] });
    await fast.next({ msg: 'result', id: 'f' });
    expect(await slow.next({ msg: 'result', id: 's' })).toMatchObject({ result: 'cross-gate done' });
  });
});
