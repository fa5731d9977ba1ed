// The production server as `npm start` runs it (tests/helpers/start-built-app.ts: plain node with
// `npm start`'s flags on a built server/main.js, 127.0.0.1, a free port) on one embedded engine,
// timed from its spawn to its first 200 answer for /engine/projects (the page a visitor opens).
import { performance } from 'node:perf_hooks';
import { type BuiltApp, startBuiltApp } from '../../tests/helpers/start-built-app';
import { type BenchEngine, engineEnv } from '../lib/engines';
import { serverNodeArgs } from '../lib/ipc';
import { sleep } from '../lib/stats';

/** Opening a large NeDB folder took about a minute on the shared machine; bounded well above. */
const READY_TIMEOUT_MS = 300_000;
const FIRST_PAGE_TIMEOUT_MS = 60_000;

export interface TimedServer {
  app: BuiltApp;
  /** Milliseconds from spawning the server to its first 200 for /engine/projects. */
  firstOkMs: number;
}

/** GETs `url` until it answers 200 (each answer read to the end), bounded by `timeoutMs`. */
async function firstOk(url: string, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const response = await fetch(url, { signal: AbortSignal.timeout(Math.max(1, Math.ceil(deadline - performance.now()))) }).catch(() => null);
    await response?.arrayBuffer().catch(() => undefined);
    if (response?.status === 200) return;
    if (performance.now() >= deadline) throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s (last status ${response?.status ?? 'none'})`);
    await sleep(20);
  }
}

/**
 * Starts `serverEntry` on `engine` over `dataDir` (a fresh empty database when undefined, as a
 * first `npm start` sees it) and waits for its first page. BENCH_SERVER_NODE_ARGS reach the
 * server through NODE_OPTIONS (e.g. --cpu-prof, written when it stops).
 */
export async function startTimed(serverEntry: string, engine: BenchEngine, dataDir: string | undefined): Promise<TimedServer> {
  const nodeOptions = serverNodeArgs().join(' ');
  const started = performance.now();
  const app = await startBuiltApp({ serverEntry, dataDir, readyTimeoutMs: READY_TIMEOUT_MS, env: { ...engineEnv(engine), ...(nodeOptions ? { NODE_OPTIONS: nodeOptions } : {}) } });
  try {
    await firstOk(`${app.url}/engine/projects`, FIRST_PAGE_TIMEOUT_MS);
  } catch (error) {
    await app.stop();
    throw error;
  }
  return { app, firstOkMs: performance.now() - started };
}
