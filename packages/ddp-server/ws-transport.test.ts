// DDP over a real WebSocket: a real http server on 127.0.0.1:0 with the endpoint attached, and a
// real `ws` client. Pins the handshake, a method, a subscription and the frame size policy.
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { DdpServer } from './ddp-server';
import type { WebSocketAttachment } from './ws-transport';

type Frame = Record<string, unknown>;

class Client {
  readonly frames: Frame[] = [];
  closeCode: number | undefined;
  readonly ws: WebSocket;

  constructor(url: string) {
    this.ws = new WebSocket(url);
    this.ws.on('message', (data) => this.frames.push(JSON.parse(String(data)) as Frame));
    this.ws.on('close', (code) => {
      this.closeCode = code;
    });
    this.ws.on('error', () => {});
  }

  opened(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.ws.once('open', () => resolve());
      this.ws.once('error', reject);
    });
  }

  send(frame: Frame | string): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  async waitFor(predicate: (frame: Frame) => boolean): Promise<Frame> {
    return vi.waitFor(
      () => {
        const frame = this.frames.find(predicate);
        if (!frame) throw new Error('not yet');
        return frame;
      },
      { timeout: 5000, interval: 5 },
    );
  }
}

let http: Server;
let attachment: WebSocketAttachment;
let base: string;
const clients: Client[] = [];

async function client(path: string): Promise<Client> {
  const c = new Client(`${base}${path}`);
  clients.push(c);
  await c.opened();
  return c;
}

beforeEach(async () => {
  const ddp = new DdpServer({ heartbeatInterval: 0 });
  ddp.methods({ sum: (a: unknown, b: unknown) => (a as number) + (b as number) });
  ddp.publish('projects', function () {
    this.added('projects', 'p1', { name: 'Atlas', createdAt: new Date(1700000000000) });
    this.ready();
  });
  http = createServer((_req, res) => res.end('ok'));
  attachment = ddp.attach(http, { maxMessageBytes: 1024, maxFrameBytes: 8192 });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  base = `ws://127.0.0.1:${(http.address() as AddressInfo).port}`;
});

afterEach(async () => {
  for (const c of clients.splice(0)) c.ws.terminate();
  await attachment.close();
  await new Promise<void>((resolve) => http.close(() => resolve()));
});

describe('WebSocket endpoint', () => {
  it('speaks DDP at /websocket (with a query string): connect, method, subscription', async () => {
    const c = await client('/websocket?x=1');
    c.send({ msg: 'connect', version: '1', support: ['1', 'pre2', 'pre1'] });
    await c.waitFor((f) => f.msg === 'connected');
    c.send({ msg: 'method', id: '1', method: 'sum', params: [2, 3] });
    expect(await c.waitFor((f) => f.msg === 'result')).toEqual({ msg: 'result', id: '1', result: 5 });
    c.send({ msg: 'sub', id: 's1', name: 'projects', params: [] });
    await c.waitFor((f) => f.msg === 'ready');
    expect(c.frames.slice(-2)).toEqual([
      { msg: 'added', collection: 'projects', id: 'p1', fields: { name: 'Atlas', createdAt: { $date: 1700000000000 } } },
      { msg: 'ready', subs: ['s1'] },
    ]);
  });

  it('answers a frame over maxMessageBytes with "Message too big" and keeps the session; closes with 1009 above maxFrameBytes', async () => {
    const c = await client('/websocket/');
    c.send({ msg: 'connect', version: '1', support: ['1'] });
    await c.waitFor((f) => f.msg === 'connected');
    c.send({ msg: 'method', id: '1', method: 'sum', params: ['x'.repeat(2000), 1] });
    expect(await c.waitFor((f) => f.msg === 'error')).toEqual({ msg: 'error', reason: 'Message too big' });
    c.send({ msg: 'ping', id: 'after' });
    expect(await c.waitFor((f) => f.msg === 'pong')).toEqual({ msg: 'pong', id: 'after' });
    expect(c.frames.some((f) => f.msg === 'result')).toBe(false);

    c.send('y'.repeat(10_000));
    await vi.waitFor(() => expect(c.closeCode).toBe(1009), { timeout: 5000, interval: 5 });
    // The server process is fine: a new connection still works.
    const next = await client('/websocket');
    next.send({ msg: 'connect', version: '1', support: ['1'] });
    await next.waitFor((f) => f.msg === 'connected');
  });

  it('leaves other upgrade paths alone (refused when nobody else handles them)', async () => {
    const stray = new Client(`${base}/other`);
    clients.push(stray);
    await expect(stray.opened()).rejects.toThrow();
  });
});
