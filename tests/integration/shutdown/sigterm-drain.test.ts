// SIGTERM to a real server process with a slow method call in flight: `/readyz` turns 503
// `draining` while the call runs, a new WebSocket is refused, a call sent after the signal is
// left unanswered (for the next server), the call in flight is answered (its write stored) before
// its socket closes with 1012, and the process exits 0. With the call outlasting
// SHUTDOWN_TIMEOUT_MS the process exits anyway and its log names the call cut short.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readCollection, startAppProcess, type AppProcess } from '../faults/app-process';
import { RawDdpClient } from '../../helpers/raw-ddp-client';
import { waitUntil } from '../../helpers/wait-until';

const root = mkdtempSync(path.join(os.tmpdir(), 'shutdown-sigterm-'));
const processes: AppProcess[] = [];
const raws: RawDdpClient[] = [];
afterAll(async () => {
  for (const raw of raws) await raw.close();
  for (const app of processes) await app.kill();
  rmSync(root, { recursive: true, force: true });
});

async function connected(url: string): Promise<RawDdpClient> {
  const raw = await RawDdpClient.connect(`${url.replace('http', 'ws')}/websocket`);
  raws.push(raw);
  await raw.handshake();
  return raw;
}

function exitCode(app: AppProcess): Promise<number | null> {
  if (app.child.exitCode !== null) return Promise.resolve(app.child.exitCode);
  return new Promise((resolve) => app.child.once('exit', (code) => resolve(code)));
}

async function started(app: AppProcess, label: string): Promise<void> {
  await waitUntil(() => (app.output().includes(`SLOW STARTED ${label}`) ? true : undefined), { what: `the call ${label} to start`, describe: app.output });
}

describe('SIGTERM with a call in flight', () => {
  it('answers the call before closing its socket, reads 503 meanwhile, and exits 0', async () => {
    const dataDir = path.join(root, 'db-drain');
    const app = await startAppProcess(dataDir, path.join(root, 'uploads-drain'), { slowMethod: true, env: { SHUTDOWN_TIMEOUT_MS: '20000' } });
    processes.push(app);
    const raw = await connected(app.info.url);
    raw.send({ msg: 'method', id: 'slow', method: 'faults.slowWrite', params: [1500, 'in-flight'], randomSeed: 'a'.repeat(20) });
    await started(app, 'in-flight');
    const exited = exitCode(app);
    app.child.kill('SIGTERM');

    const readyz = await waitUntilAsync(async () => {
      const response = await fetch(`${app.info.url}/readyz`);
      return response.status === 503 ? { status: response.status, body: await response.json() } : undefined;
    }, 'readyz to answer 503');
    expect(readyz).toEqual({ status: 503, body: { status: 'draining' } });
    // New WebSockets are turned away while the call finishes.
    await expect(connected(app.info.url)).rejects.toThrow(/503/);
    // A call sent after the signal is never run nor answered: the client sends it to the next server.
    raw.send({ msg: 'method', id: 'late', method: 'faults.slowWrite', params: [0, 'late'], randomSeed: 'b'.repeat(20) });

    const closed = await raw.waitForClose(15_000);
    expect(closed.code).toBe(1012);
    const frames = raw.collect();
    expect(frames).toContainEqual({ msg: 'result', id: 'slow', result: 'in-flight' });
    expect(frames).toContainEqual({ msg: 'updated', methods: ['slow'] });
    expect(frames.filter((frame) => frame.id === 'late')).toEqual([]);
    expect(await exited).toBe(0);
    expect(app.output()).toMatch(/Stopped cleanly in \d+ ms/);
    const labels = [...readCollection(dataDir, 'faultProbes').values()].map((doc) => doc.label);
    expect(labels).toEqual(['in-flight']);
    console.log(`SIGTERM with a 1.5 s call in flight: ${app.output().match(/Stopped.*/)?.[0]}`);
  }, 60_000);

  it('exits after SHUTDOWN_TIMEOUT_MS with a call still running, and says so', async () => {
    const app = await startAppProcess(path.join(root, 'db-limit'), path.join(root, 'uploads-limit'), { slowMethod: true, env: { SHUTDOWN_TIMEOUT_MS: '300' } });
    processes.push(app);
    const raw = await connected(app.info.url);
    raw.send({ msg: 'method', id: 'slow', method: 'faults.slowWrite', params: [30_000, 'too-slow'], randomSeed: 'c'.repeat(20) });
    await started(app, 'too-slow');
    const exited = exitCode(app);
    app.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(app.output()).toContain('Stopped after the 300 ms shutdown limit: 1 method call(s) left unanswered');
    expect(raw.collect().filter((frame) => frame.id === 'slow')).toEqual([]);
  }, 60_000);
});

/** waitUntil for an asynchronous probe (an HTTP request). */
async function waitUntilAsync<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
