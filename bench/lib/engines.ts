// The embedded engines the database benchmarks compare (issue 21): SQLite, the engine, and NeDB,
// the former one, as the baseline while it exists. Each is selected in a child process by
// METEOR_DB_ENGINE. Once the NeDB driver is removed the benchmarks run on SQLite alone and say
// "not available" where the baseline's figures were; the NeDB figures measured side by side
// before the removal stay in the hand-written summary of bench/RESULTS.md.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Child, REPO_ROOT } from './ipc';
import { fmt } from './stats';

export type BenchEngine = 'sqlite' | 'nedb';

export const ENGINE_LABEL: Record<BenchEngine, string> = { sqlite: 'SQLite', nedb: 'NeDB' };

export const NOT_AVAILABLE = 'not available';

/** Why a baseline figure is missing, for the notes of a report. */
export const BASELINE_GONE_NOTE =
  'NeDB: not available (its driver is not in this checkout, or BENCH_ENGINES left it out); the NeDB figures measured side by side before its removal are in the summary at the top of bench/RESULTS.md.';

/** The baseline exists while its driver file does (packages/mongo/storage.ts opens it from there). */
export function engineAvailable(engine: BenchEngine): boolean {
  return engine === 'sqlite' || existsSync(path.join(REPO_ROOT, 'packages/mongo/drivers/nedb-driver.ts'));
}

/** The engines this checkout can run, SQLite first; BENCH_ENGINES=sqlite runs SQLite alone. */
export function availableEngines(): BenchEngine[] {
  const chosen = process.env.BENCH_ENGINES?.split(',').map((name) => name.trim());
  return (['sqlite', 'nedb'] as const).filter((engine) => engineAvailable(engine) && (!chosen || chosen.includes(engine)));
}

/** The environment that makes a child process open `engine` (the embedded store, never MongoDB). */
export function engineEnv(engine: BenchEngine): Record<string, string> {
  return { METEOR_DB_ENGINE: engine, MONGO_URL: '' };
}

/** A cached seeded database per engine: `<base>-<engine>` under .meteor/local. */
export function seededDir(base: string, engine: BenchEngine): string {
  return path.join(REPO_ROOT, '.meteor', 'local', `${base}-${engine}`);
}

/**
 * Runs `measure` once per engine, starting with a different engine on each call (`round`), so a
 * neighbour's burst of load on the shared machine does not always hit the same engine.
 */
export async function alternate<T>(engines: BenchEngine[], round: number, measure: (engine: BenchEngine) => Promise<T>): Promise<Partial<Record<BenchEngine, T>>> {
  const order = round % 2 === 0 ? engines : [...engines].reverse();
  const results: Partial<Record<BenchEngine, T>> = {};
  for (const engine of order) results[engine] = await measure(engine);
  return results;
}

export interface LatencyPair {
  p50: number;
  p95: number;
  docs: number;
}

/** Table columns comparing a subscription's latency on SQLite with the NeDB baseline. */
export const LATENCY_COLUMNS = ['docs', 'SQLite p50 ms', 'SQLite p95 ms', 'NeDB p50 ms', 'NeDB p95 ms', 'p95 SQLite/NeDB'];

/** The cells of LATENCY_COLUMNS for one row. */
export function latencyCells(row: Partial<Record<BenchEngine, LatencyPair>>): string[] {
  const { sqlite, nedb } = row;
  const missing = (value: LatencyPair | undefined, pick: (v: LatencyPair) => number) => (value ? fmt(pick(value)) : NOT_AVAILABLE);
  return [
    String(sqlite?.docs ?? nedb?.docs ?? 0),
    missing(sqlite, (v) => v.p50),
    missing(sqlite, (v) => v.p95),
    missing(nedb, (v) => v.p50),
    missing(nedb, (v) => v.p95),
    sqlite && nedb ? fmt(sqlite.p95 / nedb.p95, 2) : NOT_AVAILABLE,
  ];
}

export interface EngineServer<Info> {
  child: Child<Info>;
  /** Seconds from spawning the server to its ready message (opening the database included). */
  loadSeconds: number;
}

/**
 * Starts `script` once per engine over that engine's database folder (BENCH_DB_DIR), one after
 * the other so each start is timed alone; the servers then run side by side.
 */
export async function startEngineServers<Info>(
  engines: BenchEngine[],
  script: string,
  dataDir: (engine: BenchEngine) => string,
  options: { readyTimeoutMs: number; nodeArgs?: string[] },
): Promise<Map<BenchEngine, EngineServer<Info>>> {
  const servers = new Map<BenchEngine, EngineServer<Info>>();
  try {
    for (const engine of engines) {
      const started = Date.now();
      // METEOR_DB_DIR too: a write the app makes after its storage closed (a user's status when
      // the bench's connection drops at stop) reopens the default folder, which two servers share.
      const child = await Child.start<Info>(script, { ...options, env: { ...engineEnv(engine), BENCH_DB_DIR: dataDir(engine), METEOR_DB_DIR: dataDir(engine) } });
      servers.set(engine, { child, loadSeconds: (Date.now() - started) / 1000 });
    }
  } catch (error) {
    await stopEngineServers(servers);
    throw error;
  }
  return servers;
}

export async function stopEngineServers(servers: Map<BenchEngine, EngineServer<unknown>>): Promise<void> {
  await Promise.all([...servers.values()].map((server) => server.child.stop()));
}

/** "SQLite 1.2 s, NeDB 9.8 s": how long each server took to open its database and start. */
export function loadTimes(servers: Map<BenchEngine, EngineServer<unknown>>): string {
  return [...servers].map(([engine, server]) => `${ENGINE_LABEL[engine]} ${fmt(server.loadSeconds, 1)} s`).join(', ');
}
