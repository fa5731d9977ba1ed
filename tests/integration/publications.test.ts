// Pins publications on the wire beyond the merge box: cursors (one, or several of distinct
// collections) with EJSON in `fields`, live added/changed/removed with `cleared`, the low-level
// API (`error`, `stop`, `onStop`), Meteor's errors for bad return values, universal publications
// (no `ready`), the method invocation context, and the standard subscription a stock Meteor
// client makes by itself. Expected frames follow Meteor's documented behaviour.
import { Meteor } from 'meteor/meteor';
import { Mongo } from 'meteor/mongo';
import { registerStandardPublications } from '../../packages/ddp-server/index';
import { describe, expect, it } from 'vitest';
import { setupDdpServer } from '../helpers/ddp-fixture';
import type { DdpFrame, RawDdpClient } from '../helpers/raw-ddp-client';

interface Note {
  _id: string;
  text: string;
  at?: Date;
  tag?: string;
}

const INTERNAL_ERROR = {
  isClientSafe: true,
  error: 500,
  reason: 'Internal server error',
  message: 'Internal server error [500]',
  errorType: 'Meteor.Error',
};

let notes: Mongo.Collection<Note>;
let labels: Mongo.Collection<{ _id: string; name: string }>;
const stoppedSubscriptions: string[] = [];

const ddp = setupDdpServer(async () => {
  notes = new Mongo.Collection<Note>('pubNotes');
  labels = new Mongo.Collection('pubLabels');
  await notes.insertAsync({ _id: 'n1', text: 'first', at: new Date(1700000000000) });
  await labels.insertAsync({ _id: 'l1', name: 'urgent' });
  registerStandardPublications();

  Meteor.publish('pub.notes', function () {
    return notes.find({}, { sort: { _id: 1 } });
  });
  Meteor.publish('pub.both', function () {
    return [notes.find({ _id: 'n1' }), labels.find({})];
  });
  Meteor.publish('pub.sameCollectionTwice', function () {
    return [notes.find({ _id: 'n1' }), notes.find({ _id: 'n2' })];
  });
  Meteor.publish('pub.returnsNumber', function () {
    return 42;
  });
  Meteor.publish('pub.throwsMeteorError', function () {
    throw new Meteor.Error('forbidden', 'Not yours');
  });
  Meteor.publish('pub.errorsAfterAdding', function () {
    this.added('pubManual', 'm1', { a: 1 });
    this.error(new Meteor.Error('late', 'Changed my mind'));
  });
  Meteor.publish('pub.stopsItself', function () {
    this.added('pubManual', 'm2', { b: 2 });
    this.ready();
    this.stop();
  });
  Meteor.publish('pub.tracksStop', function (label: unknown) {
    this.onStop(() => {
      stoppedSubscriptions.push(String(label));
    });
    this.ready();
  });
  Meteor.publish(null, function () {
    this.added('pubUniversal', 'u1', { everyone: true });
  });
  Meteor.methods({
    async 'pub.edit'(id: unknown, modifier: unknown) {
      await notes.updateAsync({ _id: String(id) }, modifier as Record<string, unknown>);
    },
    async 'pub.add'(doc: unknown) {
      return notes.insertAsync(doc as Note);
    },
    async 'pub.remove'(id: unknown) {
      await notes.removeAsync({ _id: String(id) });
    },
    'pub.context'() {
      return { userId: this.userId, connectionId: this.connection?.id, randomSeed: this.randomSeed, isSimulation: this.isSimulation };
    },
  });
});

async function subscribe(client: RawDdpClient, id: string, name: string, params: unknown[] = []): Promise<DdpFrame> {
  client.send({ msg: 'sub', id, name, params });
  return client.nextMessage((m) => (m.msg === 'ready' && (m.subs as string[]).includes(id)) || (m.msg === 'nosub' && m.id === id));
}

async function call(client: RawDdpClient, id: string, method: string, params: unknown[]): Promise<DdpFrame> {
  client.send({ msg: 'method', id, method, params });
  const result = await client.next({ msg: 'result', id });
  await client.nextMessage((m) => m.msg === 'updated' && (m.methods as string[]).includes(id));
  return result;
}

const framesFor = (client: RawDdpClient, collection: string) => client.collectData().filter((m) => m.collection === collection);

/** Frames after `connected`, without the universal publication's document every session gets. */
const ownFrames = (client: RawDdpClient) =>
  client.collectData().filter((m) => m.msg !== 'connected' && m.collection !== 'pubUniversal');

describe('cursor publications', () => {
  it('sends each document with EJSON fields and then ready', async () => {
    const client = await ddp.connect();
    expect(await subscribe(client, 'notes', 'pub.notes')).toEqual({ msg: 'ready', subs: ['notes'] });
    expect(framesFor(client, 'pubNotes')).toEqual([
      { msg: 'added', collection: 'pubNotes', id: 'n1', fields: { text: 'first', at: { $date: 1700000000000 } } },
    ]);
  });

  it('publishes an array of cursors of distinct collections', async () => {
    const client = await ddp.connect();
    await subscribe(client, 'both', 'pub.both');
    const added = ownFrames(client).filter((m) => m.msg === 'added');
    expect(added.map((m) => `${String(m.collection)}/${String(m.id)}`).sort()).toEqual(['pubLabels/l1', 'pubNotes/n1']);
  });

  it('follows inserts, updates (with cleared fields) and removes made by methods', async () => {
    const client = await ddp.connect();
    await subscribe(client, 'live', 'pub.notes');
    const mark = client.mark();
    await call(client, 'add', 'pub.add', [{ _id: 'n2', text: 'second', tag: 'x' }]);
    await call(client, 'edit', 'pub.edit', ['n2', { $set: { text: 'edited' }, $unset: { tag: '' } }]);
    await call(client, 'rm', 'pub.remove', ['n2']);
    expect(client.since(mark).filter((m) => m.collection === 'pubNotes')).toEqual([
      { msg: 'added', collection: 'pubNotes', id: 'n2', fields: { text: 'second', tag: 'x' } },
      { msg: 'changed', collection: 'pubNotes', id: 'n2', fields: { text: 'edited' }, cleared: ['tag'] },
      { msg: 'removed', collection: 'pubNotes', id: 'n2' },
    ]);
  });

  it('sends no changed frame for an update that changes nothing visible', async () => {
    const client = await ddp.connect();
    await subscribe(client, 'noop', 'pub.notes');
    const mark = client.mark();
    await call(client, 'same', 'pub.edit', ['n1', { $set: { text: 'first' } }]);
    expect(client.since(mark).filter((m) => m.msg === 'changed')).toEqual([]);
  });
});

describe('publication errors and the low-level API', () => {
  it.each([
    ['two cursors on one collection', 'pub.sameCollectionTwice'],
    ['a return value that is not a cursor', 'pub.returnsNumber'],
  ])('ends a publication returning %s with nosub and a 500 error', async (_label, name) => {
    const client = await ddp.connect();
    expect(await subscribe(client, 'bad', name)).toEqual({ msg: 'nosub', id: 'bad', error: INTERNAL_ERROR });
    expect(ownFrames(client)).toEqual([{ msg: 'nosub', id: 'bad', error: INTERNAL_ERROR }]);
  });

  it('passes a Meteor.Error thrown by the publish function to nosub as is', async () => {
    const client = await ddp.connect();
    expect(await subscribe(client, 'thrown', 'pub.throwsMeteorError')).toEqual({
      msg: 'nosub',
      id: 'thrown',
      error: { isClientSafe: true, error: 'forbidden', reason: 'Not yours', message: 'Not yours [forbidden]', errorType: 'Meteor.Error' },
    });
  });

  it('removes the documents of a subscription ended by this.error before its nosub', async () => {
    const client = await ddp.connect();
    await subscribe(client, 'late', 'pub.errorsAfterAdding');
    expect(ownFrames(client)).toEqual([
      { msg: 'added', collection: 'pubManual', id: 'm1', fields: { a: 1 } },
      { msg: 'removed', collection: 'pubManual', id: 'm1' },
      {
        msg: 'nosub',
        id: 'late',
        error: { isClientSafe: true, error: 'late', reason: 'Changed my mind', message: 'Changed my mind [late]', errorType: 'Meteor.Error' },
      },
    ]);
  });

  it('ends a subscription that calls this.stop() with removed and a bare nosub', async () => {
    const client = await ddp.connect();
    client.send({ msg: 'sub', id: 'self', name: 'pub.stopsItself', params: [] });
    await client.next({ msg: 'nosub', id: 'self' });
    expect(ownFrames(client)).toEqual([
      { msg: 'added', collection: 'pubManual', id: 'm2', fields: { b: 2 } },
      { msg: 'ready', subs: ['self'] },
      { msg: 'removed', collection: 'pubManual', id: 'm2' },
      { msg: 'nosub', id: 'self' },
    ]);
  });

  it('runs onStop callbacks on unsub and when the connection closes', async () => {
    const client = await ddp.connect();
    await subscribe(client, 'a', 'pub.tracksStop', ['by-unsub']);
    await subscribe(client, 'b', 'pub.tracksStop', ['by-close']);
    client.send({ msg: 'unsub', id: 'a' });
    await client.next({ msg: 'nosub', id: 'a' });
    expect(stoppedSubscriptions).toContain('by-unsub');
    await client.close();
    await ddp.connect().then((other) => other.barrier());
    expect(stoppedSubscriptions).toContain('by-close');
  });
});

describe('universal and standard publications', () => {
  it('starts universal publications at connect, with no ready for them', async () => {
    const client = await ddp.connect();
    await client.barrier();
    expect(client.collectData().filter((m) => m.collection === 'pubUniversal')).toEqual([
      { msg: 'added', collection: 'pubUniversal', id: 'u1', fields: { everyone: true } },
    ]);
    expect(client.collectData().some((m) => m.msg === 'ready')).toBe(false);
  });

  it('answers the login service configuration a stock Meteor client subscribes to', async () => {
    const client = await ddp.connect();
    expect(await subscribe(client, 'lsc', 'meteor.loginServiceConfiguration')).toEqual({ msg: 'ready', subs: ['lsc'] });
  });
});

describe('method invocation context', () => {
  it('gives the method the connection id (the session id), the randomSeed and no user', async () => {
    const client = await ddp.open();
    const session = await client.handshake();
    client.send({ msg: 'method', id: 'ctx', method: 'pub.context', params: [], randomSeed: 'a1b2c3d4e5f6a7b8c9d0' });
    expect((await client.next({ msg: 'result', id: 'ctx' })).result).toEqual({
      userId: null,
      connectionId: session,
      randomSeed: 'a1b2c3d4e5f6a7b8c9d0',
      isSimulation: false,
    });
  });
});
