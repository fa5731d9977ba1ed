// A client that subscribes and then stops reading is dropped once more than maxBufferedBytes wait
// for it, instead of the server holding everything it would have sent: over a real WebSocket on
// 127.0.0.1, with the client's TCP socket paused.
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DdpServer } from '../../../packages/ddp-server/ddp-server';
import { RawDdpClient } from '../../helpers/raw-ddp-client';
import { waitUntil } from '../../helpers/wait-until';

const MAX_BUFFERED_BYTES = 1024 * 1024;
const DOCS = 20_000;
const filler = 'x'.repeat(1_000);

let http: Server;
let server: DdpServer;
let url: string;

beforeAll(async () => {
  server = new DdpServer({ heartbeatInterval: 0, caps: { maxBufferedBytes: MAX_BUFFERED_BYTES } });
  // About 20 MB: far more than the loopback socket buffers take.
  server.publish('flood', function () {
    for (let i = 0; i < DOCS; i++) this.added('flood', `d${i}`, { filler });
    this.ready();
  });
  server.publish('small', function () {
    this.added('small', 'one', { ok: true });
    this.ready();
  });
  http = createServer();
  server.attach(http);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `ws://127.0.0.1:${(http.address() as AddressInfo).port}/websocket`;
});

afterAll(async () => {
  // The stalled client's socket is paused: end it from here rather than wait for it.
  http.closeAllConnections();
  await new Promise((resolve) => http.close(resolve));
});

describe('a client that stops reading', () => {
  it('is dropped once more than the limit waits for it; a reading client is served', async () => {
    const { client: stalled } = await RawDdpClient.connected(url);
    const { client: reader } = await RawDdpClient.connected(url);
    expect(server.sessions.size).toBe(2);
    (stalled.socket as unknown as { _socket: Socket })._socket.pause();
    stalled.send({ msg: 'sub', id: 'f', name: 'flood', params: [] });
    await waitUntil(() => (server.sessions.size === 1 ? true : undefined), { what: 'the stalled session dropped', timeoutMs: 10_000 });
    reader.send({ msg: 'sub', id: 's', name: 'small', params: [] });
    expect(await reader.next({ msg: 'ready' })).toMatchObject({ subs: ['s'] });
    reader.socket.close();
  });
});
