import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { registerTimesyncRoute } from './server';

let server: Server | undefined;

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function listen(app: express.Express): Promise<string> {
  server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server!.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('GET /_timesync', () => {
  it("answers the server's Date.now() as uncached plain text", async () => {
    const app = express();
    registerTimesyncRoute(app);
    const base = await listen(app);
    const before = Date.now();
    const response = await fetch(`${base}/_timesync`);
    const after = Date.now();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache, no-store, must-revalidate');
    expect(response.headers.get('pragma')).toBe('no-cache');
    expect(response.headers.get('expires')).toBe('0');
    const body = await response.text();
    expect(body).toMatch(/^\d+$/);
    expect(Number(body)).toBeGreaterThanOrEqual(before);
    expect(Number(body)).toBeLessThanOrEqual(after);
  });

  it('answers under a ROOT_URL path prefix and leaves other paths alone', async () => {
    const app = express();
    registerTimesyncRoute(app, { path: '/engine/_timesync', now: () => 1735689600123 });
    const base = await listen(app);
    expect(await (await fetch(`${base}/engine/_timesync`)).text()).toBe('1735689600123');
    expect((await fetch(`${base}/_timesync`)).status).toBe(404);
  });
});
