// Hostile frames against the real server: malformed JSON and non-objects, wrong field types,
// prototype names and keys, Mongo operators smuggled in method params, unknown EJSON types, deep nesting
// and oversized frames. Each gets an error frame (or a Meteor.Error result), never a crash: after
// every one the connection (or, when the server documents closing it, a new one) answers a ping.
import { Meteor } from 'meteor/meteor';
import { Mongo } from 'meteor/mongo';
import { describe, expect, it } from 'vitest';
import { setupDdpServer } from '../helpers/ddp-fixture';
import type { DdpFrame, RawDdpClient } from '../helpers/raw-ddp-client';

interface Account {
  _id: string;
  email: string;
  secret: string;
}

const ACCOUNTS: Account[] = [
  { _id: 'alice', email: 'alice@example.com', secret: 'alice-secret' },
  { _id: 'bob', email: 'bob@example.com', secret: 'bob-secret' },
];

/** The server's documented limit (packages/ddp-server/ws-transport.ts): 1 MiB per message. */
const MAX_MESSAGE_BYTES = 1024 * 1024;

let accounts: Mongo.Collection<Account>;

const ddp = setupDdpServer(async () => {
  accounts = new Mongo.Collection<Account>('hostileAccounts');
  for (const account of ACCOUNTS) await accounts.insertAsync({ ...account });
  Meteor.publish('hostile.emails', function () {
    return accounts.find({}, { fields: { email: 1 } });
  });
  Meteor.methods({
    // What the app does: validate the argument's type before it reaches a query.
    async 'hostile.secretFor'(email: unknown) {
      if (typeof email !== 'string') throw new Meteor.Error(400, 'Match failed');
      const account = await accounts.findOneAsync({ email });
      return account?.secret ?? null;
    },
    // No validation: reports what the runtime handed over and whether a query would match.
    async 'hostile.inspect'(email: unknown) {
      const received = email === null ? 'null' : Array.isArray(email) ? 'array' : typeof email;
      return { received, keys: email && typeof email === 'object' ? Object.keys(email) : [] };
    },
    'hostile.length'(text: unknown) {
      return typeof text === 'string' ? text.length : -1;
    },
  });
});

/** Sends `text` and returns the first error frame, or the result/nosub the frame produced. */
async function answerTo(client: RawDdpClient, text: string): Promise<DdpFrame> {
  client.sendText(text);
  return client.nextMessage((m) => m.msg === 'error' || (m.msg === 'result' && 'error' in m) || m.msg === 'nosub');
}

describe('frames that are not DDP messages', () => {
  it.each([
    ['invalid JSON', '{"msg":"method",'],
    ['an empty frame', ''],
    ['a JSON array', '[{"msg":"ping","id":"1"}]'],
    ['an empty array', '[]'],
    ['a number', '42'],
    ['a string', '"ping"'],
    ['null', 'null'],
    ['true', 'true'],
    ['an object without msg', '{"id":"1"}'],
    ['a numeric msg', '{"msg":42}'],
    ['an operator object as msg', '{"msg":{"$ne":null}}'],
    ['an unknown msg', '{"msg":"added","collection":"users","id":"x","fields":{}}'],
    ['a huge invalid string', `"${'x'.repeat(900_000)}`],
  ])('answers %s with Bad request and keeps the connection', async (_label, text) => {
    const client = await ddp.connect();
    expect(await answerTo(client, text)).toMatchObject({ msg: 'error', reason: 'Bad request' });
    await client.ping();
  });
});

describe('DDP messages with wrong field types', () => {
  it.each([
    ['method params as an object', { msg: 'method', id: 'm', method: 'hostile.length', params: { 0: 'x' } }, 'Malformed method invocation'],
    ['method id as an object', { msg: 'method', id: { $ne: null }, method: 'hostile.length', params: [] }, 'Malformed method invocation'],
    ['method name as an array', { msg: 'method', id: 'm', method: ['hostile.length'], params: [] }, 'Malformed method invocation'],
    ['sub id as an object', { msg: 'sub', id: {}, name: 'x', params: [] }, 'Malformed subscription'],
    ['sub params as a string', { msg: 'sub', id: 's', name: 'x', params: 'a' }, 'Malformed subscription'],
  ])('answers %s with "%s"', async (_label, frame, reason) => {
    const client = await ddp.connect();
    expect(await answerTo(client, JSON.stringify(frame))).toMatchObject({ msg: 'error', reason });
    await client.ping();
  });

  it('survives an unsub with a numeric id and a ping with an object id', async () => {
    const client = await ddp.connect();
    client.send({ msg: 'unsub', id: 5 });
    client.send({ msg: 'ping', id: { $gt: '' } });
    client.send({ msg: 'pong', id: [1, 2] });
    await client.barrier();
    await client.ping();
  });

  it('answers a connect with garbage fields on a fresh socket with failed and closes it', async () => {
    const client = await ddp.open();
    client.send({ msg: 'connect', version: { $ne: null }, support: 'everything' });
    expect(await client.next({ msg: 'failed' })).toEqual({ msg: 'failed', version: '1' });
    await client.waitForClose();
    await (await ddp.connect()).ping();
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    'treats the prototype name %s as an unknown method and an unknown publication',
    async (name) => {
      const client = await ddp.connect();
      client.send({ msg: 'method', id: 'p', method: name, params: [] });
      expect(await client.next({ msg: 'result', id: 'p' })).toMatchObject({ error: { error: 404, reason: `Method '${name}' not found` } });
      client.send({ msg: 'sub', id: 'p', name, params: [] });
      expect(await client.next({ msg: 'nosub', id: 'p' })).toMatchObject({ error: { error: 404, reason: `Subscription '${name}' not found` } });
    },
  );

  it.each(['__proto__', 'constructor', 'prototype'])(
    'refuses a %s key anywhere in method or subscription params with a 400, before anything runs',
    async (key) => {
      const client = await ddp.connect();
      client.sendText(`{"msg":"method","id":"pp","method":"hostile.inspect","params":[{"a":[{"${key}":{"polluted":true}}]}]}`);
      const reason = `Arguments may not contain the key "${key}"`;
      expect(await client.next({ msg: 'result', id: 'pp' })).toMatchObject({ error: { error: 400, reason } });
      expect(client.collect()).toContainEqual({ msg: 'updated', methods: ['pp'] });
      client.sendText(`{"msg":"sub","id":"ps","name":"hostile.emails","params":[{"${key}":{"polluted":true}}]}`);
      expect(await client.next({ msg: 'nosub', id: 'ps' })).toMatchObject({ error: { error: 400, reason } });
      expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      await client.ping();
    },
  );
});

describe('Mongo operators inside method params', () => {
  it.each([
    ['$ne', { $ne: null }],
    ['$regex', { $regex: '.*' }],
    ['$where', { $where: '1' }],
    ['$gt', { $gt: '' }],
  ])('never reveals a document to a %s operator, and leaves the data unchanged', async (operator, param) => {
    const client = await ddp.connect();
    // EJSON leaves unknown `$` keys alone: the method receives the operator object verbatim,
    // which is why methods validate their arguments.
    client.send({ msg: 'method', id: 'i', method: 'hostile.inspect', params: [param] });
    expect((await client.next({ msg: 'result', id: 'i' })).result).toEqual({ received: 'object', keys: [operator] });

    client.send({ msg: 'method', id: 'q', method: 'hostile.secretFor', params: [param] });
    const answer = await client.next({ msg: 'result', id: 'q' });
    expect(answer.error).toMatchObject({ error: 400, reason: 'Match failed', errorType: 'Meteor.Error' });
    expect(JSON.stringify(client.collect())).not.toMatch(/alice-secret|bob-secret/);

    await client.ping();
    expect(await accounts.find({}, { sort: { _id: 1 } }).fetchAsync()).toEqual(ACCOUNTS);
  });

  it('still answers a well-formed lookup after the hostile ones', async () => {
    const client = await ddp.connect();
    client.send({ msg: 'method', id: 'ok', method: 'hostile.secretFor', params: ['bob@example.com'] });
    expect(await client.next({ msg: 'result', id: 'ok' })).toEqual({ msg: 'result', id: 'ok', result: 'bob-secret' });
  });
});

describe('EJSON that cannot be decoded', () => {
  it('answers an unknown $type with Parse error and never runs the method', async () => {
    const client = await ddp.connect();
    client.send({ msg: 'method', id: 'ej', method: 'hostile.inspect', params: [{ $type: 'nope', $value: 1 }] });
    expect(await client.next({ msg: 'error' })).toMatchObject({ msg: 'error', reason: 'Parse error' });
    await client.barrier();
    expect(client.collect().some((m) => m.msg === 'result' && m.id === 'ej')).toBe(false);
    await client.ping();
  });

  // Deep nesting parses, but recursing over it (EJSON decoding, quoting it back in an error frame)
  // can exhaust the stack; the answer must still be an error frame, not a crashed process.
  const depth = 50_000;
  const deep = `{"a":`.repeat(depth) + '1' + '}'.repeat(depth);
  it.each([
    ['params nested 50,000 levels deep', 'Parse error', `{"msg":"method","id":"deep","method":"hostile.inspect","params":[${deep}]}`],
    ['an unknown msg nested 50,000 levels deep', 'Bad request', `{"msg":"frobnicate","x":${deep}}`],
  ])('answers %s with %s and keeps serving', async (_label, reason, text) => {
    const client = await ddp.connect();
    client.sendText(text);
    const answer = await client.nextMessage((m) => m.msg === 'error' || (m.msg === 'result' && m.id === 'deep'));
    expect(answer).toMatchObject({ msg: 'error', reason });
    await client.ping();
  });
});

describe('frame size', () => {
  it('accepts a method whose frame is exactly 1 MiB', async () => {
    const client = await ddp.connect();
    const envelope = JSON.stringify({ msg: 'method', id: 'big', method: 'hostile.length', params: [''] });
    const text = 'y'.repeat(MAX_MESSAGE_BYTES - envelope.length);
    client.send({ msg: 'method', id: 'big', method: 'hostile.length', params: [text] });
    expect(await client.next({ msg: 'result', id: 'big' })).toEqual({ msg: 'result', id: 'big', result: text.length });
  });

  it('answers a frame over 1 MiB with "Message too big", drops it and keeps the session', async () => {
    const client = await ddp.connect();
    client.send({ msg: 'method', id: 'huge', method: 'hostile.length', params: ['z'.repeat(MAX_MESSAGE_BYTES + 1)] });
    expect(await client.next({ msg: 'error' })).toEqual({ msg: 'error', reason: 'Message too big' });
    await client.barrier();
    expect(client.collect().some((m) => m.msg === 'result' && m.id === 'huge')).toBe(false);
    await client.ping();
  });

  it('closes the socket with 1009 for a frame beyond what the server will buffer, and keeps serving others', async () => {
    const client = await ddp.connect();
    client.sendText(JSON.stringify({ msg: 'method', id: 'giant', method: 'hostile.length', params: ['g'.repeat(5 * MAX_MESSAGE_BYTES)] }));
    expect((await client.waitForClose()).code).toBe(1009);
    await (await ddp.connect()).ping();
  });
});
