// The page's time sync against a real express server with the /_timesync route: the sync address
// is built from the origin (and Meteor's ROOT_URL_PATH_PREFIX), the first sync happens at start,
// and a reconnect of the DDP connection (a stand-in with a reactive status) triggers a resync.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReactiveVar } from '../tracker/index';
import { TimeSyncClient } from './client';
import { type PageTimeSync, pageSyncUrl, startPageTimeSync } from './page-sync';
import { registerTimesyncRoute } from './server';

const page = globalThis as { __meteor_runtime_config__?: Record<string, unknown> };
let server: Server | undefined;
let sync: PageTimeSync | undefined;

afterEach(async () => {
  sync?.stop();
  sync = undefined;
  delete page.__meteor_runtime_config__;
  vi.restoreAllMocks();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

describe('time sync in the page', () => {
  it('syncs against /_timesync on the origin, under the path prefix when there is one', () => {
    expect(pageSyncUrl('http://127.0.0.1:4000')).toBe('http://127.0.0.1:4000/_timesync');
    page.__meteor_runtime_config__ = { ROOT_URL_PATH_PREFIX: '/app/' };
    expect(pageSyncUrl('http://127.0.0.1:4000')).toBe('http://127.0.0.1:4000/app/_timesync');
  });

  it('syncs at start and again after the connection comes back', async () => {
    let hits = 0;
    const app = express();
    app.use('/_timesync', (_req, _res, next) => {
      hits += 1;
      next();
    });
    registerTimesyncRoute(app);
    server = app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server!.once('listening', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const connected = new ReactiveVar(true);
    const client = new TimeSyncClient();
    const synced = () => new Promise<void>((resolve) => { const off = client.onSync(() => { off(); resolve(); }); });
    const first = synced();
    sync = startPageTimeSync({ client, origin, connection: { status: () => ({ connected: connected.get() }) } });
    await first;
    expect(client.isSynced()).toBe(true);
    expect(hits).toBe(1);
    connected.set(false);
    await Promise.resolve();
    const second = synced();
    connected.set(true);
    await second;
    expect(hits).toBe(2);
  });
});
