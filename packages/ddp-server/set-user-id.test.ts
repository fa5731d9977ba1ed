// Changing a connection's user inside a method (what login/logout do): every subscription re-runs
// as the new user and the client receives only the difference, then the buffered readies, then
// the method's updated and result.
import { describe, expect, it, vi } from 'vitest';
import { DdpServer } from './ddp-server';
import { connect, isReady, isResult, waitForFrame } from './fake-socket.testkit';

function serverWithUserAwarePublications(): { server: DdpServer; stops: string[] } {
  const server = new DdpServer({ heartbeatInterval: 0 });
  const stops: string[] = [];
  server.publish('board', function () {
    const userId = this.userId;
    this.added('notes', 'shared', { text: 'Welcome', viewer: userId ?? 'anonymous' });
    if (userId) this.added('notes', 'private', { text: `for ${userId}` });
    else this.added('notes', 'signup', { text: 'Sign up!' });
    this.onStop(() => {
      stops.push(userId ?? 'anonymous');
    });
    this.ready();
  });
  server.publish(null, function () {
    this.added('status', 'me', { loggedIn: this.userId !== null });
  });
  server.methods({
    login: async function (userId: unknown) {
      await this.setUserId(userId as string | null);
      return this.userId;
    },
  });
  return { server, stops };
}

describe('setUserId', () => {
  it('re-runs subscriptions as the new user and sends only the diff, readies, updated, result', async () => {
    const { server, stops } = serverWithUserAwarePublications();
    const changes: Array<[string, string | null]> = [];
    server.onUserIdChange((connection, userId) => changes.push([connection.id, userId]));
    const socket = connect(server);
    socket.receive({ msg: 'sub', id: 's1', name: 'board', params: [] });
    await waitForFrame(socket, isReady('s1'));
    const mark = socket.sent.length;

    socket.receive({ msg: 'method', id: '1', method: 'login', params: ['u1'] });
    await waitForFrame(socket, isResult('1'));
    const after = socket.since(mark);
    // Order: the data diff, the buffered ready, then updated and result.
    expect(after.slice(-3)).toEqual([
      { msg: 'ready', subs: ['s1'] },
      { msg: 'updated', methods: ['1'] },
      { msg: 'result', id: '1', result: 'u1' },
    ]);
    const diff = after.slice(0, -3);
    expect(diff).toHaveLength(4);
    expect(diff).toEqual(
      expect.arrayContaining([
        { msg: 'changed', collection: 'notes', id: 'shared', fields: { viewer: 'u1' } },
        { msg: 'added', collection: 'notes', id: 'private', fields: { text: 'for u1' } },
        { msg: 'removed', collection: 'notes', id: 'signup' },
        { msg: 'changed', collection: 'status', id: 'me', fields: { loggedIn: true } },
      ]),
    );
    expect(stops).toEqual(['anonymous']);
    expect(changes).toEqual([[socket.sent[0]!.session, 'u1']]);
  });

  it('sends nothing but readies when the new user sees the same data', async () => {
    const server = new DdpServer({ heartbeatInterval: 0 });
    server.publish('public', function () {
      this.added('projects', 'p1', { name: 'Open project' });
      this.ready();
    });
    server.methods({
      login: async function () {
        await this.setUserId('u2');
      },
    });
    const socket = connect(server);
    socket.receive({ msg: 'sub', id: 's1', name: 'public', params: [] });
    await waitForFrame(socket, isReady('s1'));
    const mark = socket.sent.length;
    socket.receive({ msg: 'method', id: '1', method: 'login', params: [] });
    await waitForFrame(socket, isResult('1'));
    expect(socket.since(mark)).toEqual([
      { msg: 'ready', subs: ['s1'] },
      { msg: 'updated', methods: ['1'] },
      { msg: 'result', id: '1' },
    ]);
  });

  it('keeps the new user for later messages of the connection', async () => {
    const { server } = serverWithUserAwarePublications();
    server.methods({ whoami: function () { return this.userId; } });
    const socket = connect(server);
    socket.receive({ msg: 'method', id: '1', method: 'login', params: ['u3'] });
    socket.receive({ msg: 'method', id: '2', method: 'whoami', params: [] });
    expect(await waitForFrame(socket, isResult('2'))).toMatchObject({ result: 'u3' });
    // A subscription started after login runs as u3 too.
    socket.receive({ msg: 'sub', id: 's1', name: 'board', params: [] });
    expect(await waitForFrame(socket, (f) => f.msg === 'added' && f.id === 'private')).toMatchObject({
      fields: { text: 'for u3' },
    });
  });

  it('starts a universal publication registered while the old subscriptions stop exactly once (dontStartNewUniversalSubs)', async () => {
    const { server } = serverWithUserAwarePublications();
    const runs: Array<string | null> = [];
    let stops = 0;
    let registered = false;
    server.publish('registrar', function () {
      // Meteor code may register a publication from an onStop callback: here, the re-run's stop.
      this.onStop(() => {
        if (registered) return;
        registered = true;
        server.publish(null, function () {
          runs.push(this.userId);
          this.onStop(() => {
            stops += 1;
          });
          this.added('late', 'one', { userId: this.userId });
        });
      });
      this.ready();
    });
    const socket = connect(server);
    socket.receive({ msg: 'sub', id: 's1', name: 'registrar', params: [] });
    await waitForFrame(socket, isReady('s1'));
    socket.receive({ msg: 'method', id: '1', method: 'login', params: ['u4'] });
    await waitForFrame(socket, isResult('1'));
    // Started once, by the re-run, as the new user (not also on the merge box being replaced).
    expect(runs).toEqual(['u4']);
    expect(socket.sent.filter((frame) => frame.collection === 'late')).toEqual([{ msg: 'added', collection: 'late', id: 'one', fields: { userId: 'u4' } }]);
    socket.close();
    await vi.waitFor(() => expect(stops).toBe(1));
  });
});
