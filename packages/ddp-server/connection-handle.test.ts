// The connection object methods, publications and onConnection hooks receive: address behind
// proxies, the whitelisted headers only, close() and onClose().
import { describe, expect, it, vi } from 'vitest';
import { clientAddressOf, whitelistHeaders } from './connection-handle';
import type { ConnectionHandle } from './current-invocation';
import { DdpServer } from './ddp-server';
import { connect } from './fake-socket.testkit';

describe('connection handle', () => {
  it('uses the socket address unless HTTP_FORWARDED_COUNT says how many proxies append to X-Forwarded-For', () => {
    const info = { remoteAddress: '10.0.0.9', headers: { 'x-forwarded-for': '203.0.113.5, 10.0.0.2, 10.0.0.3' } };
    expect(clientAddressOf(info, {})).toBe('10.0.0.9');
    expect(clientAddressOf(info, { HTTP_FORWARDED_COUNT: '1' })).toBe('10.0.0.3');
    expect(clientAddressOf(info, { HTTP_FORWARDED_COUNT: '3' })).toBe('203.0.113.5');
  });

  it('falls back to the socket address when X-Forwarded-For is missing or has fewer hops than trusted', () => {
    const info = { remoteAddress: '10.0.0.9', headers: { 'x-forwarded-for': '203.0.113.5, 10.0.0.2, 10.0.0.3' } };
    expect(clientAddressOf(info, { HTTP_FORWARDED_COUNT: '4' })).toBe('10.0.0.9');
    expect(clientAddressOf({ remoteAddress: '10.0.0.9', headers: {} }, { HTTP_FORWARDED_COUNT: '1' })).toBe('10.0.0.9');
    expect(clientAddressOf({ remoteAddress: '10.0.0.9', headers: { 'x-forwarded-for': ' ' } }, { HTTP_FORWARDED_COUNT: '1' })).toBe('10.0.0.9');
  });

  it('exposes only whitelisted headers, never cookies', () => {
    expect(
      whitelistHeaders({ cookie: 'meteor_login_token=secret', 'user-agent': 'UA', host: 'h', authorization: 'Bearer x' }),
    ).toEqual({ 'user-agent': 'UA', host: 'h' });
  });

  it('is given to onConnection hooks; close() closes the socket and runs onClose callbacks', async () => {
    const server = new DdpServer({ heartbeatInterval: 0 });
    const seen: ConnectionHandle[] = [];
    server.onConnection((connection) => seen.push(connection));
    const socket = connect(server, { remoteAddress: '192.0.2.1', headers: { 'user-agent': 'Test', cookie: 'c=1' } });
    expect(seen).toHaveLength(1);
    const connection = seen[0]!;
    expect(connection).toMatchObject({ id: socket.sent[0]!.session, clientAddress: '192.0.2.1', httpHeaders: { 'user-agent': 'Test' } });
    const onClose = vi.fn();
    connection.onClose(onClose);
    connection.close();
    expect(socket.closed).toBe(true);
    expect(server.sessions.size).toBe(0);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    // Registering after the close still runs the callback (soon), as Meteor does.
    const late = vi.fn();
    connection.onClose(late);
    await vi.waitFor(() => expect(late).toHaveBeenCalledTimes(1));
  });

  it('closeAllSessions closes every socket', () => {
    const server = new DdpServer({ heartbeatInterval: 0 });
    const sockets = [connect(server), connect(server)];
    expect(server.sessions.size).toBe(2);
    server.closeAllSessions();
    expect(sockets.every((s) => s.closed)).toBe(true);
    expect(server.sessions.size).toBe(0);
  });
});
