// The whole app's /healthz and /readyz on 127.0.0.1: ready once started; when the database
// refuses writes as a full disk does (ENOSPC simulated at SQLite's COMMIT, as the disk-full
// tests do), /readyz says "unavailable" and nothing more, and comes back by itself once writes
// go through; draining (the shutdown's first step) turns it 503. The app serves pages rendered
// on the server, so the render threads count, and neither the SPA nor the renderer answers.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestRenderer, writeTestRenderer } from '../../imports/startup/server/test-renderer.testkit';
import { type AppFixture, startAppFixture } from '../helpers/app-fixture';
import { refuseDurableSteps } from './faults/durability-point';
import { writeStandInClientBuild } from './security/security-app.testkit';
import { captureLog } from '../../packages/logging/log-capture.testkit';

let fixture: AppFixture;
let renderer: TestRenderer;
let pagesRoot: string;

beforeAll(async () => {
  renderer = await writeTestRenderer();
  pagesRoot = await mkdtemp(path.join(os.tmpdir(), 'health-pages-'));
  fixture = await startAppFixture({ clientBuildDir: await writeStandInClientBuild(pagesRoot), serverRenderer: renderer.file });
});

afterAll(async () => {
  vi.restoreAllMocks();
  await fixture?.stop();
  await renderer?.remove();
  if (pagesRoot) await rm(pagesRoot, { recursive: true, force: true });
});

async function probe(address: string, method = 'GET') {
  const response = await fetch(`${fixture.url}${address}`, { method });
  return { status: response.status, body: await response.text(), cache: response.headers.get('cache-control') };
}

/** Polls /readyz until it answers `status`: the write check runs at most once a second. */
async function readyzTurns(status: number, body: string) {
  await vi.waitFor(async () => expect(await probe('/readyz')).toEqual({ status, body, cache: 'no-store' }), { timeout: 10_000, interval: 100 });
}

describe('health addresses of the running app', () => {
  it('answers 200 on both once started, to GET and HEAD, never cached', async () => {
    expect(await probe('/healthz')).toEqual({ status: 200, body: '{"status":"alive"}', cache: 'no-store' });
    expect(await probe('/readyz')).toEqual({ status: 200, body: '{"status":"ready"}', cache: 'no-store' });
    expect(await probe('/healthz', 'HEAD')).toEqual({ status: 200, body: '', cache: 'no-store' });
    expect(await probe('/readyz', 'HEAD')).toEqual({ status: 200, body: '', cache: 'no-store' });
  });

  it('turns 503 "unavailable" while the database refuses writes, and recovers without a restart', async () => {
    const log = captureLog();
    const freeSpace = refuseDurableSteps('always');
    try {
      await readyzTurns(503, '{"status":"unavailable"}');
      // Alive all the same: the process answers, a restart would not help.
      expect(await probe('/healthz')).toMatchObject({ status: 200 });
      // The cause goes to the server's log only.
      expect(log.text()).toContain('readiness write');
    } finally {
      freeSpace();
    }
    await readyzTurns(200, '{"status":"ready"}');
    log.restore();
  });

  it('turns 503 "draining" once the shutdown marks it', async () => {
    fixture.app.readiness.markDraining();
    expect(await probe('/readyz')).toEqual({ status: 503, body: '{"status":"draining"}', cache: 'no-store' });
    expect(await probe('/healthz')).toMatchObject({ status: 200 });
  });
});
