// The client syncs against a real express server on 127.0.0.1:0 over Node's fetch; only the
// client's clock (and, for the schedule, its timers) is faked.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type SyncOutcome, TimeSyncClient } from './client';
import { registerTimesyncRoute } from './server';

let server: Server | undefined;
let client: TimeSyncClient | undefined;
let hits = 0;
let failuresToServe = 0;

async function startServer(serverNow: () => number = () => Date.now()): Promise<string> {
  const app = express();
  app.use('/_timesync', (_req, res, next) => {
    hits += 1;
    if (failuresToServe > 0) {
      failuresToServe -= 1;
      res.status(503).send('busy');
      return;
    }
    next();
  });
  registerTimesyncRoute(app, { now: serverNow });
  server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server!.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/_timesync`;
}

function nextOutcome(c: TimeSyncClient): Promise<SyncOutcome> {
  return new Promise((resolve) => {
    const off = c.onSync((outcome) => {
      off();
      resolve(outcome);
    });
  });
}

beforeEach(() => {
  hits = 0;
  failuresToServe = 0;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(async () => {
  client?.stop();
  client = undefined;
  vi.useRealTimers();
  vi.restoreAllMocks();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

describe('TimeSync against a real /_timesync', () => {
  it('is unsynced and offers no server time before the first sync', () => {
    client = new TimeSyncClient({ syncUrl: 'http://127.0.0.1:1/_timesync' });
    expect(client.isSynced()).toBe(false);
    expect(client.serverTime()).toBeUndefined();
    expect(client.serverOffset()).toBeUndefined();
  });

  it('computes offset = server − (sent + received) / 2 and the round trip', async () => {
    const syncUrl = await startServer();
    // The client's clock reads 1000 when it sends and 1100 when the answer arrives.
    const clientTimes = [1000, 1100];
    client = new TimeSyncClient({ syncUrl, now: () => clientTimes.shift() ?? 5000 });
    const before = Date.now();
    expect(await client.resync()).toBe(true);
    const after = Date.now();
    expect(client.isSynced()).toBe(true);
    expect(client.roundTripTime()).toBe(100);
    const offset = client.serverOffset()!;
    expect(offset).toBeGreaterThanOrEqual(before - 1050);
    expect(offset).toBeLessThanOrEqual(after - 1050);
    expect(client.serverTime(2000)).toBe(2000 + offset);
    expect(client.serverTime()).toBe(5000 + offset);
  });

  it('rounds the offset like the original (server 1735689600500, sent 1000, received 1100)', async () => {
    const syncUrl = await startServer(() => 1735689600500);
    const clientTimes = [1000, 1101];
    client = new TimeSyncClient({ syncUrl, now: () => clientTimes.shift() ?? 0 });
    await client.resync();
    expect(client.serverOffset()).toBe(Math.round(1735689600500 - 1050.5));
    expect(client.roundTripTime()).toBe(101);
  });

  it('sends one request when resync is called while one is in flight', async () => {
    const syncUrl = await startServer();
    client = new TimeSyncClient({ syncUrl });
    const [a, b] = [client.resync(), client.resync()];
    expect(await a).toBe(true);
    expect(await b).toBe(true);
    expect(hits).toBe(1);
  });
});

describe('TimeSync schedule (fake timers, real server)', () => {
  beforeEach(() => {
    // Only timers are faked: Date stays real so the server keeps real time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  });

  it('syncs on start and again every 10 minutes', async () => {
    const syncUrl = await startServer();
    client = new TimeSyncClient({ syncUrl });
    const first = nextOutcome(client);
    client.start();
    expect(await first).toEqual({ synced: true });
    expect(hits).toBe(1);

    await vi.advanceTimersByTimeAsync(10 * 60 * 1000 - 1);
    expect(hits).toBe(1);
    const second = nextOutcome(client);
    await vi.advanceTimersByTimeAsync(1);
    expect(await second).toEqual({ synced: true });
    expect(hits).toBe(2);

    const third = nextOutcome(client);
    await vi.advanceTimersByTimeAsync(10 * 60 * 1000);
    await third;
    expect(hits).toBe(3);
  });

  it('retries a failed sync after 1 s, at most 5 times, then waits for the next resync', async () => {
    const syncUrl = await startServer();
    failuresToServe = 100;
    client = new TimeSyncClient({ syncUrl });
    let outcome = nextOutcome(client);
    client.start();
    expect((await outcome).synced).toBe(false);
    for (let retry = 1; retry <= 5; retry++) {
      outcome = nextOutcome(client);
      await vi.advanceTimersByTimeAsync(1000);
      expect((await outcome).synced).toBe(false);
      expect(hits).toBe(1 + retry);
    }
    await vi.advanceTimersByTimeAsync(60_000);
    expect(hits).toBe(6);

    failuresToServe = 0;
    outcome = nextOutcome(client);
    await vi.advanceTimersByTimeAsync(10 * 60 * 1000 - 60_000);
    expect(await outcome).toEqual({ synced: true });
    expect(hits).toBe(7);
    expect(client.isSynced()).toBe(true);
  });

  it('recovers on a retry and keeps its previous offset through failures', async () => {
    const syncUrl = await startServer(() => 1_000_000);
    const clock = { t: 0 };
    client = new TimeSyncClient({ syncUrl, now: () => clock.t });
    await client.resync();
    expect(client.serverOffset()).toBe(1_000_000);

    failuresToServe = 2;
    clock.t = 10;
    const failed = nextOutcome(client);
    void client.resync();
    expect((await failed).synced).toBe(true);
    expect(client.serverTime(10)).toBe(1_000_010);
    const retried = nextOutcome(client);
    await vi.advanceTimersByTimeAsync(1000);
    await retried;
    const recovered = nextOutcome(client);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await recovered).toEqual({ synced: true });
    expect(hits).toBe(4);
    expect(client.serverOffset()).toBe(1_000_000 - 10);
  });
});
