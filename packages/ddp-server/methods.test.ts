// Method calls over an in-memory socket: result/updated order with the write fence, 404 for
// unknown methods, error sanitising, the invocation context, and server-side callAsync.
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { MeteorError } from '../meteor/errors';
import { currentUserId } from './current-invocation';
import { DdpServer } from './ddp-server';
import { connect, flush, isResult, notFoundError, waitForFrame } from './fake-socket.testkit';
import { type PendingWrite, WriteFence } from './write-fence';
import { captureLog } from '../logging/log-capture.testkit';

const newServer = () => new DdpServer({ heartbeatInterval: 0 });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('method results', () => {
  it('sends updated then result, with EJSON results, and omits result for undefined', async () => {
    const server = newServer();
    server.methods({
      when: (ms: unknown) => new Date(ms as number),
      nothing: () => undefined,
    });
    const socket = connect(server);
    socket.receive({ msg: 'method', id: '1', method: 'when', params: [5] });
    await waitForFrame(socket, isResult('1'));
    expect(socket.since(1)).toEqual([
      { msg: 'updated', methods: ['1'] },
      { msg: 'result', id: '1', result: { $date: 5 } },
    ]);
    socket.receive({ msg: 'method', id: '2', method: 'nothing' });
    const result = await waitForFrame(socket, isResult('2'));
    expect(result).toEqual({ msg: 'result', id: '2' });
  });

  it('decodes EJSON params before the method sees them', async () => {
    const server = newServer();
    server.methods({ kind: (value: unknown) => (value instanceof Date ? 'date' : typeof value) });
    const socket = connect(server);
    socket.receive({ msg: 'method', id: '1', method: 'kind', params: [{ $date: 1700000000000 }] });
    expect(await waitForFrame(socket, isResult('1'))).toMatchObject({ result: 'date' });
  });

  it('answers an unknown method with a 404 result, then updated', async () => {
    const socket = connect(newServer());
    socket.receive({ msg: 'method', id: '7', method: 'nope', params: [] });
    await waitForFrame(socket, (f) => f.msg === 'updated');
    expect(socket.since(1)).toEqual([
      {
        msg: 'result',
        id: '7',
        error: notFoundError('Method', 'nope'),
      },
      { msg: 'updated', methods: ['7'] },
    ]);
  });

  it('sends Meteor.Error as is, a client-safe sanitizedError instead of its error, and 500 otherwise', async () => {
    const logged = captureLog();
    onTestFinished(logged.restore);
    const server = newServer();
    server.methods({
      denied: () => {
        throw new MeteorError(403, 'Not yours', { field: 'owner' });
      },
      checked: () => {
        throw Object.assign(new Error('Match error: expected string'), { sanitizedError: new MeteorError(400, 'Match failed') });
      },
      broken: async (_password: unknown) => {
        throw new Error('database password is hunter2');
      },
    });
    const socket = connect(server);
    socket.receive({ msg: 'method', id: '1', method: 'denied', params: [] });
    socket.receive({ msg: 'method', id: '2', method: 'checked', params: [] });
    socket.receive({ msg: 'method', id: '3', method: 'broken', params: ['secret-param-value'] });
    await waitForFrame(socket, isResult('3'));
    expect(socket.sent.find(isResult('1'))!.error).toEqual({
      isClientSafe: true,
      error: 403,
      reason: 'Not yours',
      details: { field: 'owner' },
      message: 'Not yours [403]',
      errorType: 'Meteor.Error',
    });
    expect(socket.sent.find(isResult('2'))!.error).toMatchObject({ error: 400, reason: 'Match failed' });
    expect(socket.sent.find(isResult('3'))!.error).toEqual({
      isClientSafe: true,
      error: 500,
      reason: 'Internal server error',
      message: 'Internal server error [500]',
      errorType: 'Meteor.Error',
    });
    // The server log names the method and the error, never the call's arguments.
    const lines = logged.entries().map((entry) => JSON.stringify(entry));
    expect(lines.some((line) => line.includes("method 'broken'") && line.includes('hunter2'))).toBe(true);
    expect(logged.text()).not.toContain('secret-param-value');
    // Updated still follows every failure.
    expect(socket.sent.filter((f) => f.msg === 'updated')).toHaveLength(3);
  });
});

describe('write fence', () => {
  it('holds updated (and result) until the method’s writes are committed', async () => {
    const server = newServer();
    let pending: PendingWrite | undefined;
    server.methods({
      write: () => {
        pending = WriteFence.current()!.beginWrite();
        return 'done';
      },
    });
    const socket = connect(server);
    socket.receive({ msg: 'method', id: '1', method: 'write', params: [] });
    await vi.waitFor(() => expect(pending).toBeDefined());
    await flush();
    expect(socket.since(1)).toEqual([]);
    pending!.committed();
    await waitForFrame(socket, isResult('1'));
    expect(socket.since(1)).toEqual([
      { msg: 'updated', methods: ['1'] },
      { msg: 'result', id: '1', result: 'done' },
    ]);
  });

  it('sends the data a write caused before the method’s updated', async () => {
    const server = newServer();
    let publishChange: ((title: string) => void) | undefined;
    server.publish('posts', function () {
      this.added('posts', 'p1', { title: 'Hi' });
      publishChange = (title) => this.changed('posts', 'p1', { title });
      this.ready();
    });
    server.methods({
      rename: (title: unknown) => {
        const write = WriteFence.current()!.beginWrite();
        // An observer delivering the change a little later, then committing the write.
        setTimeout(() => {
          publishChange!(title as string);
          write.committed();
        }, 5);
      },
    });
    const socket = connect(server);
    socket.receive({ msg: 'sub', id: 's1', name: 'posts', params: [] });
    await waitForFrame(socket, (f) => f.msg === 'ready');
    const mark = socket.sent.length;
    socket.receive({ msg: 'method', id: '3', method: 'rename', params: ['New'] });
    await waitForFrame(socket, isResult('3'));
    expect(socket.since(mark)).toEqual([
      { msg: 'changed', collection: 'posts', id: 'p1', fields: { title: 'New' } },
      { msg: 'updated', methods: ['3'] },
      { msg: 'result', id: '3' },
    ]);
  });
});

describe('invocation context', () => {
  it('gives the method its connection, randomSeed, isSimulation false and the current user', async () => {
    const server = newServer();
    server.methods({
      whoami: function () {
        return {
          isSimulation: this.isSimulation,
          userId: this.userId,
          current: currentUserId(),
          connectionId: this.connection?.id,
          seed: this.randomSeed,
        };
      },
    });
    const socket = connect(server);
    socket.receive({ msg: 'method', id: '1', method: 'whoami', params: [], randomSeed: 'abc123' });
    const result = await waitForFrame(socket, isResult('1'));
    expect(result.result).toEqual({
      isSimulation: false,
      userId: null,
      current: null,
      connectionId: socket.sent[0]!.session,
      seed: 'abc123',
    });
  });

  it('lets server code call a method with callAsync, inheriting the calling method’s user', async () => {
    const server = newServer();
    server.methods({
      add: (a: unknown, b: unknown) => (a as number) + (b as number),
      login: async function (userId: unknown) {
        await this.setUserId(userId as string);
        return server.callAsync('inner');
      },
      inner: function () {
        return this.userId;
      },
    });
    await expect(server.callAsync('add', 2, 3)).resolves.toBe(5);
    await expect(server.callAsync('missing')).rejects.toMatchObject({ error: 404, reason: "Method 'missing' not found" });
    const socket = connect(server);
    socket.receive({ msg: 'method', id: '1', method: 'login', params: ['user-1'] });
    expect(await waitForFrame(socket, isResult('1'))).toMatchObject({ result: 'user-1' });
  });

  it('refuses setUserId after unblock', async () => {
    onTestFinished(captureLog().restore);
    const server = newServer();
    server.methods({
      late: async function () {
        this.unblock();
        await this.setUserId('u');
      },
    });
    const socket = connect(server);
    socket.receive({ msg: 'method', id: '1', method: 'late', params: [] });
    expect(await waitForFrame(socket, isResult('1'))).toMatchObject({ error: { error: 500 } });
  });

  it('lets a rate limiter refuse a call with updated before its error', async () => {
    const server = newServer();
    server.methods({ m: () => 1 });
    server.setRateLimiter((input) =>
      input.name === 'm' ? new MeteorError('too-many-requests', 'slow down', { timeToReset: 1000 }) : null,
    );
    const socket = connect(server);
    socket.receive({ msg: 'method', id: '1', method: 'm', params: [] });
    await waitForFrame(socket, isResult('1'));
    expect(socket.since(1)).toEqual([
      { msg: 'updated', methods: ['1'] },
      expect.objectContaining({ msg: 'result', id: '1', error: expect.objectContaining({ error: 'too-many-requests' }) }),
    ]);
  });
});
