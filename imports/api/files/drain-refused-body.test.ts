// Draining a refused body is bounded: a client that never stops sending still gets its answer,
// and the server stops reading once the allowance is used up, then closes the connection.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { drainRefusedBody, keepsAlive } from './drain-refused-body';

let server: http.Server | undefined;

afterEach(async () => {
  const running = server;
  server = undefined;
  if (!running) return;
  running.closeAllConnections();
  await new Promise((resolve) => running.close(resolve));
});

describe('drainRefusedBody', () => {
  it('stops reading an endless body after the allowance and closes, once the answer is out', async () => {
    const ALLOWANCE = 256 * 1024;
    let drainedUntilEnd = false;
    server = http.createServer((req, res) => {
      void drainRefusedBody(req, { maxBytes: ALLOWANCE, maxMs: 10_000 }).then(() => (drainedUntilEnd = req.complete));
      res.writeHead(413, { 'Content-Type': 'application/json' }).end('{"error":"too-large"}');
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;

    const outcome = await new Promise<{ status: number; body: string; sent: number; closed: boolean }>((resolve) => {
      const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/', headers: { 'Content-Type': 'application/octet-stream' } });
      const chunk = Buffer.alloc(64 * 1024, 0x41);
      let sent = 0;
      let status = 0;
      let body = '';
      let stopped = false;
      req.on('response', (res) => {
        status = res.statusCode ?? 0;
        res.setEncoding('utf8');
        res.on('data', (part: string) => (body += part));
      });
      const finish = () => {
        if (stopped) return;
        stopped = true;
        resolve({ status, body, sent, closed: true });
      };
      req.on('error', finish);
      req.on('close', finish);
      // At most 64 MB, far past the allowance: the server must close long before.
      const pump = (): void => {
        while (!stopped && sent < 64 * 1024 * 1024) {
          sent += chunk.length;
          if (!req.write(chunk)) {
            req.once('drain', pump);
            return;
          }
        }
        if (!stopped) req.end();
      };
      pump();
    });
    expect(outcome.status).toBe(413);
    expect(outcome.body).toBe('{"error":"too-large"}');
    expect(outcome.closed).toBe(true);
    expect(outcome.sent).toBeLessThan(32 * 1024 * 1024);
    expect(drainedUntilEnd).toBe(false);
  });

  it('tells which clients keep the connection open after the answer', () => {
    const request = (httpVersion: string, connection?: string) =>
      ({
        httpVersionMajor: Number(httpVersion[0]),
        httpVersionMinor: Number(httpVersion[2]),
        headers: connection ? { connection } : {},
      }) as unknown as http.IncomingMessage;
    expect(keepsAlive(request('1.1'))).toBe(true);
    expect(keepsAlive(request('1.1', 'close'))).toBe(false);
    expect(keepsAlive(request('1.1', 'Keep-Alive, Close'))).toBe(false);
    expect(keepsAlive(request('1.0'))).toBe(false);
    expect(keepsAlive(request('1.0', 'keep-alive'))).toBe(true);
  });
});
