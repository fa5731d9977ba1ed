// What one client may hold: connections per address and subscriptions per connection (the
// send-buffer bound needs a real socket: tests/integration/security/connection-caps.test.ts).
import { describe, expect, it } from 'vitest';
import { connectionCapsFromEnv } from './connection-caps';
import { DdpServer } from './ddp-server';
import { connect, isNosub, isReady, waitForFrame } from './fake-socket.testkit';

function serverWith(caps: { maxConnectionsPerAddress?: number; maxSubscriptionsPerConnection?: number }): DdpServer {
  const server = new DdpServer({ heartbeatInterval: 0, caps });
  server.publish('things', function (n: unknown) {
    this.added('things', String(n), { n });
    this.ready();
  });
  return server;
}

describe('subscriptions per connection', () => {
  it('refuses subscriptions past the cap with a clear error, and takes new ones once some stop', async () => {
    const socket = connect(serverWith({ maxSubscriptionsPerConnection: 3 }));
    for (const n of [1, 2, 3]) socket.receive({ msg: 'sub', id: `s${n}`, name: 'things', params: [n] });
    await waitForFrame(socket, isReady('s3'));
    socket.receive({ msg: 'sub', id: 's4', name: 'things', params: [4] });
    expect(await waitForFrame(socket, isNosub('s4'))).toMatchObject({
      error: { error: 'too-many-subscriptions', reason: 'A connection may hold at most 3 subscriptions' },
    });
    socket.receive({ msg: 'unsub', id: 's1' });
    socket.receive({ msg: 'sub', id: 's5', name: 'things', params: [5] });
    await waitForFrame(socket, isReady('s5'));
  });

  it('disconnects a client that keeps asking past the cap (as many refusals as the cap)', async () => {
    const socket = connect(serverWith({ maxSubscriptionsPerConnection: 3 }));
    for (let n = 1; n <= 10; n++) socket.receive({ msg: 'sub', id: `s${n}`, name: 'things', params: [n] });
    await waitForFrame(socket, (frame) => frame.msg === 'error' && frame.reason === 'Too many subscriptions');
    expect(socket.closed).toBe(true);
    expect(socket.sent.filter((frame) => frame.msg === 'nosub')).toHaveLength(3);
  });
});

describe('connections per client address', () => {
  it('refuses a socket past the cap with an error frame and 1008, and counts a closed one out', () => {
    const server = serverWith({ maxConnectionsPerAddress: 2 });
    const info = { remoteAddress: '198.51.100.7', headers: {} };
    const first = connect(server, info);
    connect(server, info);
    const third = connect(server, info);
    expect(third.sent[0]).toEqual({ msg: 'error', reason: 'Too many connections from this address' });
    expect(third.closeCode).toBe(1008);
    // Another address is not affected; a closed socket frees its place.
    expect(connect(server, { remoteAddress: '198.51.100.8', headers: {} }).sent[0]).toMatchObject({ msg: 'connected' });
    first.close();
    expect(connect(server, info).sent[0]).toMatchObject({ msg: 'connected' });
  });
});

describe('connectionCapsFromEnv', () => {
  it('reads each cap from its variable and keeps the default for nonsense', () => {
    expect(connectionCapsFromEnv({ DDP_MAX_CONNECTIONS_PER_ADDRESS: '50', DDP_MAX_SUBSCRIPTIONS_PER_CONNECTION: 'x', DDP_MAX_BUFFERED_BYTES: '-1' })).toEqual({
      maxConnectionsPerAddress: 50,
      maxSubscriptionsPerConnection: 200,
      maxBufferedBytes: 16 * 1024 * 1024,
    });
  });
});
