// The DDP session's wire protocol over an in-memory socket: version negotiation, protocol
// errors that keep the connection, in-order processing with unblock, out-of-band ping and the
// server heartbeat.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DdpServer } from './ddp-server';
import { FakeSocket, LOCAL_INFO, connect, flush, gate, isResult, waitForFrame } from './fake-socket.testkit';

function open(server: DdpServer): FakeSocket {
  const socket = new FakeSocket();
  server.acceptSocket(socket, LOCAL_INFO);
  return socket;
}

describe('version negotiation', () => {
  it('accepts version 1 with a 17-character session id', () => {
    const socket = connect(new DdpServer({ heartbeatInterval: 0 }));
    expect(socket.sent).toHaveLength(1);
    expect(socket.sent[0]).toMatchObject({ msg: 'connected' });
    expect(socket.sent[0]!.session).toMatch(/^[23456789A-HJ-NP-Za-km-z]{17}$/);
    expect(socket.closed).toBe(false);
  });

  it('accepts pre2 when the client prefers it, and answers its pings', () => {
    const socket = open(new DdpServer({ heartbeatInterval: 0 }));
    socket.receive({ msg: 'connect', version: 'pre2', support: ['pre2', 'pre1'] });
    socket.receive({ msg: 'ping', id: 'x' });
    expect(socket.sent.map((f) => f.msg)).toEqual(['connected', 'pong']);
  });

  it('accepts pre1, which has no ping: a ping is a bad request', async () => {
    const socket = open(new DdpServer());
    socket.receive({ msg: 'connect', version: 'pre1', support: ['pre1'] });
    socket.receive({ msg: 'ping' });
    await waitForFrame(socket, (f) => f.msg === 'error');
    expect(socket.sent[1]).toEqual({ msg: 'error', reason: 'Bad request', offendingMessage: { msg: 'ping' } });
  });

  it('answers failed with the version it wants and closes when the client proposed another', () => {
    const socket = open(new DdpServer());
    socket.receive({ msg: 'connect', version: 'pre1', support: ['1', 'pre1'] });
    expect(socket.sent).toEqual([{ msg: 'failed', version: '1' }]);
    expect(socket.closed).toBe(true);
  });

  it('answers failed with version 1 for unknown versions and malformed connects', () => {
    const unknown = open(new DdpServer());
    unknown.receive({ msg: 'connect', version: '2', support: ['2'] });
    expect(unknown.sent).toEqual([{ msg: 'failed', version: '1' }]);
    expect(unknown.closed).toBe(true);

    const malformed = open(new DdpServer());
    malformed.receive({ msg: 'connect', version: '1' });
    expect(malformed.sent).toEqual([{ msg: 'failed', version: '1' }]);
    expect(malformed.closed).toBe(true);
  });

  it('ignores the session field of a reconnecting client and issues a new session', () => {
    const server = new DdpServer({ heartbeatInterval: 0 });
    const socket = open(server);
    socket.receive({ msg: 'connect', version: '1', support: ['1'], session: 'OldSessionId12345' });
    expect(socket.sent[0]!.session).not.toBe('OldSessionId12345');
    expect(server.sessions.has(socket.sent[0]!.session as string)).toBe(true);
  });
});

describe('protocol errors keep the connection', () => {
  it('requires connect first', () => {
    const socket = open(new DdpServer());
    socket.receive({ msg: 'method', id: '1', method: 'x', params: [] });
    expect(socket.sent).toEqual([
      { msg: 'error', reason: 'Must connect first', offendingMessage: { msg: 'method', id: '1', method: 'x' } },
    ]);
    socket.receive({ msg: 'connect', version: '1', support: ['1'] });
    expect(socket.last()).toMatchObject({ msg: 'connected' });
  });

  it('refuses a second connect', () => {
    const socket = connect(new DdpServer({ heartbeatInterval: 0 }));
    socket.receive({ msg: 'connect', version: '1', support: ['1'] });
    expect(socket.last()).toEqual({
      msg: 'error',
      reason: 'Already connected',
      offendingMessage: { msg: 'connect' },
    });
    expect(socket.closed).toBe(false);
  });

  it('answers bad JSON, non-objects, missing msg, unknown msg and bad EJSON, then still pongs', async () => {
    const socket = connect(new DdpServer({ heartbeatInterval: 0 }));
    socket.receive('{not json');
    socket.receive('[1,2]');
    socket.receive({ hello: 1 });
    socket.receive({ msg: 'method', id: '1', method: 'm', params: [{ $type: 'nope', $value: 1 }] });
    socket.receive({ msg: 'frobnicate' });
    await waitForFrame(socket, (f) => (f.offendingMessage as { msg?: string } | undefined)?.msg === 'frobnicate');
    socket.receive({ msg: 'ping', id: 'still-there' });
    expect(socket.since(1)).toEqual([
      { msg: 'error', reason: 'Bad request' },
      { msg: 'error', reason: 'Bad request' },
      { msg: 'error', reason: 'Bad request' },
      expect.objectContaining({ msg: 'error', reason: 'Parse error' }),
      { msg: 'error', reason: 'Bad request', offendingMessage: { msg: 'frobnicate' } },
      { msg: 'pong', id: 'still-there' },
    ]);
    expect(socket.closed).toBe(false);
  });

  it('still answers a message nested too deeply to decode, naming it without its payload', async () => {
    const socket = connect(new DdpServer({ heartbeatInterval: 0 }));
    const deep = '{"a":'.repeat(50_000) + '1' + '}'.repeat(50_000);
    socket.receive(`{"msg":"method","id":"1","method":"m","params":[${deep}]}`);
    socket.receive(`{"msg":"frobnicate","x":${deep}}`);
    await vi.waitFor(() => expect(socket.sent).toHaveLength(3));
    expect(socket.since(1)).toEqual([
      { msg: 'error', reason: 'Parse error', offendingMessage: { msg: 'method', id: '1', method: 'm' } },
      { msg: 'error', reason: 'Bad request', offendingMessage: { msg: 'frobnicate' } },
    ]);
    socket.receive({ msg: 'ping', id: 'alive' });
    expect(socket.last()).toEqual({ msg: 'pong', id: 'alive' });
  });

  it('answers malformed subscriptions and method invocations', async () => {
    const server = new DdpServer({ heartbeatInterval: 0 });
    server.methods({ m: () => 1 });
    const socket = connect(server);
    const frames = [
      { msg: 'sub', id: 1, name: 'p' },
      { msg: 'sub', id: 's', name: 'p', params: 'nope' },
      { msg: 'method', id: '1', method: 'm', params: { a: 1 } },
      { msg: 'method', id: '2', method: 'm', randomSeed: 7 },
      { msg: 'method', id: 3, method: 'm' },
    ];
    for (const frame of frames) socket.receive(frame);
    await vi.waitFor(() => expect(socket.sent).toHaveLength(6));
    expect(socket.since(1)).toEqual([
      { msg: 'error', reason: 'Malformed subscription', offendingMessage: { msg: 'sub', name: 'p' } },
      { msg: 'error', reason: 'Malformed subscription', offendingMessage: { msg: 'sub', id: 's', name: 'p' } },
      { msg: 'error', reason: 'Malformed method invocation', offendingMessage: { msg: 'method', id: '1', method: 'm' } },
      { msg: 'error', reason: 'Malformed method invocation', offendingMessage: { msg: 'method', id: '2', method: 'm' } },
      { msg: 'error', reason: 'Malformed method invocation', offendingMessage: { msg: 'method', method: 'm' } },
    ]);
  });

  it('names an offending message without echoing its payload', async () => {
    const server = new DdpServer({ heartbeatInterval: 0 });
    const socket = connect(server);
    const payload = 'p'.repeat(800 * 1024);
    socket.receive({ msg: 'method', id: 'big', method: 'm', params: { payload } });
    socket.receive({ msg: `x${payload}` });
    await vi.waitFor(() => expect(socket.sent).toHaveLength(3));
    const errors = socket.since(1);
    expect(errors[0]).toEqual({ msg: 'error', reason: 'Malformed method invocation', offendingMessage: { msg: 'method', id: 'big', method: 'm' } });
    expect(errors[1]).toEqual({ msg: 'error', reason: 'Bad request', offendingMessage: { msg: `x${'p'.repeat(99)}` } });
  });
});

describe('in-order processing', () => {
  it('runs a connection’s methods one after another unless a method unblocks', async () => {
    const server = new DdpServer({ heartbeatInterval: 0 });
    const slow = gate();
    const slowUnblocking = gate();
    server.methods({
      slow: async () => {
        await slow.promise;
        return 'slow';
      },
      slowUnblocking: async function () {
        this.unblock();
        await slowUnblocking.promise;
        return 'slowUnblocking';
      },
      fast: () => 'fast',
    });
    const socket = connect(server);
    socket.receive({ msg: 'method', id: '1', method: 'slow', params: [] });
    socket.receive({ msg: 'method', id: '2', method: 'fast', params: [] });
    await flush();
    expect(socket.sent.some(isResult('2'))).toBe(false); // blocked behind method 1
    slow.open();
    await waitForFrame(socket, isResult('2'));
    const results = socket.sent.filter((f) => f.msg === 'result').map((f) => f.id);
    expect(results).toEqual(['1', '2']);

    socket.receive({ msg: 'method', id: '3', method: 'slowUnblocking', params: [] });
    socket.receive({ msg: 'method', id: '4', method: 'fast', params: [] });
    await waitForFrame(socket, isResult('4'));
    expect(socket.sent.some(isResult('3'))).toBe(false);
    slowUnblocking.open();
    await waitForFrame(socket, isResult('3'));
  });

  it('answers ping at once while a method holds the queue', async () => {
    const server = new DdpServer({ heartbeatInterval: 0 });
    const hold = gate();
    server.methods({ block: () => hold.promise });
    const socket = connect(server);
    socket.receive({ msg: 'method', id: '1', method: 'block', params: [] });
    await flush();
    socket.receive({ msg: 'ping', id: 'p1' });
    expect(socket.last()).toEqual({ msg: 'pong', id: 'p1' });
    socket.receive({ msg: 'ping' });
    expect(socket.last()).toEqual({ msg: 'pong' });
    hold.open();
    await waitForFrame(socket, isResult('1'));
  });
});

describe('heartbeat', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pings after 15 s of silence and closes after 15 s more without an answer', () => {
    vi.useFakeTimers();
    const server = new DdpServer();
    const socket = connect(server);
    vi.advanceTimersByTime(14_999);
    expect(socket.sent.map((f) => f.msg)).toEqual(['connected']);
    vi.advanceTimersByTime(1);
    expect(socket.last()).toEqual({ msg: 'ping' });
    vi.advanceTimersByTime(14_999);
    expect(socket.closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(socket.closed).toBe(true);
    expect(server.sessions.size).toBe(0);
  });

  it('counts any inbound message as liveness', () => {
    vi.useFakeTimers();
    const server = new DdpServer();
    const socket = connect(server);
    vi.advanceTimersByTime(10_000);
    socket.receive({ msg: 'frobnicate' }); // even a bad request proves the client is alive
    vi.advanceTimersByTime(5_000);
    expect(socket.sent.some((f) => f.msg === 'ping')).toBe(false);
    vi.advanceTimersByTime(15_000);
    expect(socket.last()).toEqual({ msg: 'ping' });
    socket.receive({ msg: 'pong' });
    vi.advanceTimersByTime(20_000);
    expect(socket.closed).toBe(false);
  });
});

describe('connect timeout', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('closes a socket that sends no connect within 45 s, and never one that connected', () => {
    vi.useFakeTimers();
    const server = new DdpServer({ heartbeatInterval: 0 });
    const silent = open(server);
    const connected = connect(server, { remoteAddress: '10.0.0.7', headers: { host: 'localhost', cookie: 'secret=1', 'user-agent': 'test' } });
    vi.advanceTimersByTime(44_999);
    expect(silent.closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(silent.closed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(connected.closed).toBe(false);
    // The session keeps what it reports of the upgrade request, not the request's headers.
    const [session] = server.sessions.values();
    expect(session!.connectionHandle.clientAddress).toBe('10.0.0.7');
    expect(session!.connectionHandle.httpHeaders).toEqual({ host: 'localhost', 'user-agent': 'test' });
  });
});
