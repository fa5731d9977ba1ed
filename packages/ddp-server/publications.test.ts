// Publications over an in-memory socket: the low-level added/changed/removed/ready API, cursor
// returns, errors, stop/unsub, unknown names, universal publications and the merge box on the
// wire (two subscriptions sharing a document).
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { MeteorError } from '../meteor/errors';
import { currentUserId } from './current-invocation';
import { DdpServer } from './ddp-server';
import { connect, flush, gate, isNosub, isReady, isResult, notFoundError, waitForFrame } from './fake-socket.testkit';
import type { PublishableCursor, SubscriptionSink } from './publish-contract';
import { captureLog } from '../logging/log-capture.testkit';

const newServer = () => new DdpServer({ heartbeatInterval: 0 });

/** A minimal in-memory cursor honouring the publication contract. */
function fakeCursor(collection: string, docs: Array<{ _id: string } & Record<string, unknown>>) {
  const state = { stopped: false, sink: undefined as SubscriptionSink | undefined };
  const cursor: PublishableCursor = {
    _getCollectionName: () => collection,
    async _publishCursor(sub) {
      state.sink = sub;
      for (const { _id, ...fields } of docs) sub.added(collection, _id, fields);
      sub.onStop(() => {
        state.stopped = true;
      });
    },
  };
  return { cursor, state };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('publications', () => {
  it('sends added/changed/removed and ready from the low-level API', async () => {
    const server = newServer();
    server.publish('manual', function (greeting: unknown) {
      this.added('things', 't1', { greeting, n: 1 });
      this.ready();
      this.changed('things', 't1', { n: 2, greeting: undefined });
      this.removed('things', 't1');
      this.ready(); // a second ready is not sent again
    });
    const socket = connect(server);
    socket.receive({ msg: 'sub', id: 's1', name: 'manual', params: [{ $date: 10 }] });
    await waitForFrame(socket, (f) => f.msg === 'removed');
    expect(socket.since(1)).toEqual([
      { msg: 'added', collection: 'things', id: 't1', fields: { greeting: { $date: 10 }, n: 1 } },
      { msg: 'ready', subs: ['s1'] },
      { msg: 'changed', collection: 'things', id: 't1', fields: { n: 2 }, cleared: ['greeting'] },
      { msg: 'removed', collection: 'things', id: 't1' },
    ]);
  });

  it('publishes a returned cursor and an array of cursors, then ready; stops their observers on unsub', async () => {
    const server = newServer();
    const a = fakeCursor('a', [{ _id: 'a1', x: 1 }]);
    const b = fakeCursor('b', [{ _id: 'b1', y: 2 }]);
    server.publish('one', () => a.cursor);
    server.publish('two', () => [fakeCursor('c', [{ _id: 'c1' }]).cursor, b.cursor]);
    const socket = connect(server);
    socket.receive({ msg: 'sub', id: 's1', name: 'one', params: [] });
    socket.receive({ msg: 'sub', id: 's2', name: 'two' });
    await waitForFrame(socket, isReady('s2'));
    expect(socket.since(1)).toEqual([
      { msg: 'added', collection: 'a', id: 'a1', fields: { x: 1 } },
      { msg: 'ready', subs: ['s1'] },
      { msg: 'added', collection: 'c', id: 'c1' },
      { msg: 'added', collection: 'b', id: 'b1', fields: { y: 2 } },
      { msg: 'ready', subs: ['s2'] },
    ]);
    const mark = socket.sent.length;
    socket.receive({ msg: 'unsub', id: 's1' });
    await waitForFrame(socket, isNosub('s1'));
    expect(socket.since(mark)).toEqual([
      { msg: 'removed', collection: 'a', id: 'a1' },
      { msg: 'nosub', id: 's1' },
    ]);
    expect(a.state.stopped).toBe(true);
    expect(b.state.stopped).toBe(false);
  });

  it('refuses two cursors on one collection and non-cursor returns with a 500 nosub', async () => {
    const logged = captureLog();
    onTestFinished(logged.restore);
    const server = newServer();
    server.publish('dup', () => [fakeCursor('a', []).cursor, fakeCursor('a', []).cursor]);
    server.publish('junk', () => ({ not: 'a cursor' }));
    const socket = connect(server);
    socket.receive({ msg: 'sub', id: 's1', name: 'dup', params: [] });
    socket.receive({ msg: 'sub', id: 's2', name: 'junk', params: [] });
    const internal = { isClientSafe: true, error: 500, reason: 'Internal server error', message: 'Internal server error [500]', errorType: 'Meteor.Error' };
    expect(await waitForFrame(socket, isNosub('s1'))).toEqual({ msg: 'nosub', id: 's1', error: internal });
    expect(await waitForFrame(socket, isNosub('s2'))).toEqual({ msg: 'nosub', id: 's2', error: internal });
    const lines = logged.text();
    expect(lines).toContain('Publish function returned multiple cursors for collection a');
    expect(lines).toContain('Publish function can only return a Cursor or an array of Cursors');
  });

  it('on error or stop removes the subscription’s documents, then sends nosub, and runs onStop', async () => {
    const server = newServer();
    const stopped: string[] = [];
    const controls: Record<string, { error(e: unknown): void; stop(): void }> = {};
    server.publish('ctl', function (key: unknown) {
      this.added('docs', String(key), { v: 1 });
      this.onStop(() => {
        stopped.push(String(key));
      });
      controls[String(key)] = this;
      this.ready();
    });
    const socket = connect(server);
    socket.receive({ msg: 'sub', id: 's1', name: 'ctl', params: ['k1'] });
    socket.receive({ msg: 'sub', id: 's2', name: 'ctl', params: ['k2'] });
    await waitForFrame(socket, isReady('s2'));
    const mark = socket.sent.length;
    controls.k1!.error(new MeteorError('not-allowed', 'Go away'));
    controls.k2!.stop();
    expect(socket.since(mark)).toEqual([
      { msg: 'removed', collection: 'docs', id: 'k1' },
      {
        msg: 'nosub',
        id: 's1',
        error: { isClientSafe: true, error: 'not-allowed', reason: 'Go away', message: 'Go away [not-allowed]', errorType: 'Meteor.Error' },
      },
      { msg: 'removed', collection: 'docs', id: 'k2' },
      { msg: 'nosub', id: 's2' },
    ]);
    expect(stopped).toEqual(['k1', 'k2']);
  });

  it('answers a handler that throws with nosub carrying the sanitised error', async () => {
    const server = newServer();
    server.publish('throws', () => {
      throw new MeteorError(403, 'Forbidden');
    });
    const socket = connect(server);
    socket.receive({ msg: 'sub', id: 's1', name: 'throws', params: [] });
    expect(await waitForFrame(socket, isNosub('s1'))).toMatchObject({ error: { error: 403, reason: 'Forbidden' } });
  });

  it('answers unknown names with a 404 nosub, ignores duplicate ids and answers unsub of unknown ids', async () => {
    const server = newServer();
    let runs = 0;
    server.publish('counted', function () {
      runs += 1;
      this.ready();
    });
    const socket = connect(server);
    socket.receive({ msg: 'sub', id: 's9', name: 'nope', params: [] });
    socket.receive({ msg: 'sub', id: 's1', name: 'counted', params: [] });
    socket.receive({ msg: 'sub', id: 's1', name: 'counted', params: [] });
    socket.receive({ msg: 'unsub', id: 'never' });
    await waitForFrame(socket, isNosub('never'));
    expect(socket.since(1)).toEqual([
      {
        msg: 'nosub',
        id: 's9',
        error: notFoundError('Subscription', 'nope'),
      },
      { msg: 'ready', subs: ['s1'] },
      { msg: 'nosub', id: 'never' },
    ]);
    expect(runs).toBe(1);
  });

  it('starts universal publications at connect, without ready', async () => {
    const server = newServer();
    server.publish(null, function () {
      this.added('meta', 'version', { v: 3 });
      this.ready();
    });
    const socket = connect(server);
    await waitForFrame(socket, (f) => f.msg === 'added');
    await flush();
    expect(socket.since(1)).toEqual([{ msg: 'added', collection: 'meta', id: 'version', fields: { v: 3 } }]);
  });

  it('sends one added for a document two subscriptions share, then changed, and clears on unsub', async () => {
    const server = newServer();
    server.publish('titles', function () {
      this.added('posts', 'p1', { title: 'Hi' });
      this.ready();
    });
    server.publish('bodies', function () {
      this.added('posts', 'p1', { title: 'Hi', body: 'Long text' });
      this.ready();
    });
    const socket = connect(server);
    socket.receive({ msg: 'sub', id: 's1', name: 'titles', params: [] });
    socket.receive({ msg: 'sub', id: 's2', name: 'bodies', params: [] });
    socket.receive({ msg: 'unsub', id: 's2' });
    await waitForFrame(socket, isNosub('s2'));
    expect(socket.since(1)).toEqual([
      { msg: 'added', collection: 'posts', id: 'p1', fields: { title: 'Hi' } },
      { msg: 'ready', subs: ['s1'] },
      { msg: 'changed', collection: 'posts', id: 'p1', fields: { body: 'Long text' } },
      { msg: 'ready', subs: ['s2'] },
      { msg: 'changed', collection: 'posts', id: 'p1', cleared: ['body'] },
      { msg: 'nosub', id: 's2' },
    ]);
  });

  it('holds the queue until a subscription is ready unless it unblocks', async () => {
    const server = newServer();
    const slow = gate();
    server.publish('slow', async function () {
      await slow.promise;
      this.ready();
    });
    server.publish('slowUnblocking', async function () {
      this.unblock();
      await slow.promise;
      this.ready();
    });
    server.methods({ ping: () => 'pong' });
    const socket = connect(server);
    socket.receive({ msg: 'sub', id: 's1', name: 'slowUnblocking', params: [] });
    socket.receive({ msg: 'method', id: '1', method: 'ping', params: [] });
    await waitForFrame(socket, isResult('1'));
    expect(socket.sent.some(isReady('s1'))).toBe(false);
    socket.receive({ msg: 'sub', id: 's2', name: 'slow', params: [] });
    socket.receive({ msg: 'method', id: '2', method: 'ping', params: [] });
    await flush();
    expect(socket.sent.some(isResult('2'))).toBe(false);
    slow.open();
    await waitForFrame(socket, isResult('2'));
    const order = socket.sent.filter((f) => f.msg === 'ready' || f.msg === 'result').map((f) => f.id ?? f.subs);
    expect(order).toEqual(['1', ['s1'], ['s2'], '2']);
  });

  it('gives the handler this.userId, this.connection and Meteor’s current user', async () => {
    const server = newServer();
    server.publish('me', function () {
      this.added('me', 'x', { userId: this.userId, current: currentUserId(), connection: this.connection.id });
      this.ready();
    });
    const socket = connect(server);
    socket.receive({ msg: 'sub', id: 's1', name: 'me', params: [] });
    expect(await waitForFrame(socket, (f) => f.msg === 'added')).toMatchObject({
      fields: { userId: null, current: null, connection: socket.sent[0]!.session },
    });
  });
});
