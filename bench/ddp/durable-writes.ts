// Write throughput and latency of the embedded store with durable acknowledgements (a write is
// acknowledged once it is on disk, group commit: one sync per database per tick) against the same
// server acknowledging before the sync, per embedded engine (SQLite, and NeDB while its driver
// exists: engines.ts). All servers run side by side in one run and are measured alternately at
// each level (repeated, median kept) so a noisy neighbour hits them alike.
import type { CallLoadResult } from '../lib/call-load';
import { callsAcross, closeAcross, openAcross, startServer, startWorkers, stopAll, type ServerUnderTest } from '../lib/cluster';
import { availableEngines, BASELINE_GONE_NOTE, type BenchEngine, ENGINE_LABEL, engineEnv, NOT_AVAILABLE } from '../lib/engines';
import type { Child } from '../lib/ipc';
import { METHOD_WRITE } from '../lib/names';
import { fmt, sleep, summarize } from '../lib/stats';
import type { Benchmark, BenchOptions, BenchReport, Target } from '../lib/types';

const LEVELS = [1, 10, 100, 500];
const TARGET_LEVEL = 100;
/** Durable throughput at 100 writers should stay close to the unsynced one. */
const TARGET_RATIO = 0.7;
/** Issue 21: durable writes on SQLite at no less than 0.8 of NeDB's. */
const TARGET_ENGINE_RATIO = 0.8;

type Mode = 'synced' | 'unsynced';

interface Sample {
  engine: BenchEngine;
  mode: Mode;
  connections: number;
  load: CallLoadResult;
}

const throughput = (sample: Sample | undefined): number => (sample ? sample.load.completed / (sample.load.windowMs / 1000) : Number.NaN);

interface WriteServer {
  engine: BenchEngine;
  mode: Mode;
  server: ServerUnderTest;
}

async function measure({ engine, mode, server }: WriteServer, workers: Child[], connections: number, options: BenchOptions): Promise<Sample> {
  await openAcross(workers, { url: server.url, kind: 'ddp', count: connections, concurrency: 100, timeoutMs: 10_000 }, 60_000);
  try {
    const load = await callsAcross(workers, {
      method: METHOD_WRITE,
      warmupMs: options.quick ? 300 : 1000,
      durationMs: options.quick ? 1500 : 5000,
      maxCallsPerConnection: 1_000_000,
      drainTimeoutMs: 5000,
    });
    return { engine, mode, connections, load };
  } finally {
    await closeAcross(workers);
    await sleep(300);
  }
}

function median(samples: Sample[]): Sample | undefined {
  const sorted = [...samples].sort((a, b) => throughput(a) - throughput(b));
  return sorted[Math.floor(sorted.length / 2)];
}

export const durableWritesBenchmark: Benchmark = {
  name: 'ddp.writes',
  title: 'Durable writes per embedded engine: insert calls acknowledged after the sync (group commit) vs before it',
  async run(options: BenchOptions): Promise<BenchReport> {
    const repetitions = options.quick ? 1 : 3;
    const engines = availableEngines();
    const samples: Sample[] = [];
    const errors: string[] = [];
    const servers: WriteServer[] = [];
    let workers: Child[] = [];
    try {
      for (const engine of engines) {
        for (const mode of ['unsynced', 'synced'] as const) {
          servers.push({ engine, mode, server: await startServer('ddp', { ...engineEnv(engine), BENCH_SYNC_WRITES: mode === 'synced' ? '1' : '0' }) });
        }
      }
      workers = await startWorkers(options.workers);
      for (const connections of LEVELS) {
        for (let rep = 0; rep < repetitions; rep++) {
          // Every server once per repetition, in reverse order on odd repetitions.
          for (const server of rep % 2 === 0 ? servers : [...servers].reverse()) samples.push(await measure(server, workers, connections, options));
        }
      }
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error));
    } finally {
      await stopAll([...workers, ...servers.map((s) => s.server.child)]);
    }

    const pick = (engine: BenchEngine, mode: Mode, connections: number) =>
      median(samples.filter((s) => s.engine === engine && s.mode === mode && s.connections === connections));
    const rows: string[][] = [];
    for (const connections of LEVELS) {
      for (const engine of engines) {
        const base = pick(engine, 'unsynced', connections);
        for (const mode of ['unsynced', 'synced'] as const) {
          const sample = pick(engine, mode, connections);
          if (!sample) continue;
          const latency = summarize(sample.load.latencies);
          const nedb = pick('nedb', mode, connections);
          rows.push([
            String(connections),
            ENGINE_LABEL[engine],
            mode === 'synced' ? 'durable before ack (group commit)' : 'ack before sync',
            fmt(throughput(sample), 0),
            fmt(latency.p50, 2),
            fmt(latency.p99, 2),
            mode === 'synced' ? fmt(throughput(sample) / throughput(base), 2) : '1',
            engine === 'nedb' ? '1' : nedb ? fmt(throughput(sample) / throughput(nedb), 2) : NOT_AVAILABLE,
            `${sample.load.errors}/${sample.load.unfinished}`,
          ]);
        }
      }
    }
    const ratio = throughput(pick('sqlite', 'synced', TARGET_LEVEL)) / throughput(pick('sqlite', 'unsynced', TARGET_LEVEL));
    const targets: Target[] = [
      {
        label: `SQLite: durable/unsynced write throughput at ${TARGET_LEVEL} connections`,
        value: fmt(ratio, 2),
        limit: `>= ${TARGET_RATIO}`,
        met: Number.isNaN(ratio) ? null : ratio >= TARGET_RATIO,
      },
    ];
    if (engines.includes('nedb')) {
      const versus = throughput(pick('sqlite', 'synced', TARGET_LEVEL)) / throughput(pick('nedb', 'synced', TARGET_LEVEL));
      targets.push({
        label: `durable writes/s at ${TARGET_LEVEL} connections, SQLite/NeDB`,
        value: fmt(versus, 2),
        limit: `>= ${TARGET_ENGINE_RATIO}`,
        met: Number.isNaN(versus) ? null : versus >= TARGET_ENGINE_RATIO,
      });
    }
    return {
      name: this.name,
      title: this.title,
      columns: ['connections', 'engine', 'acknowledgement', 'writes/s', 'p50 ms', 'p99 ms', 'ratio to ack before sync', 'writes/s ratio to NeDB', 'errors/unfinished'],
      rows,
      targets,
      notes: [
        `Closed loop: each connection keeps one \`${METHOD_WRITE}\` call in flight (one insert into one collection); a call is complete when \`result\` and \`updated\` arrived. Window ${options.quick ? '1.5' : '5'} s after a ${options.quick ? '0.3' : '1'} s warm-up; the ${servers.length} servers (${engines.map((e) => ENGINE_LABEL[e]).join(' and ')}, each durable and acknowledging before the sync) run side by side and are measured one after the other at each level, ${repetitions} time(s) each, the order reversed on every other repetition; median by throughput shown.`,
        'Durable: SQLite commits one transaction per tick in WAL mode with synchronous=FULL before acknowledging (the WAL is synced at each commit); NeDB appends to the collection file and fdatasyncs it once per tick. "Ack before sync" is the same engine with syncWrites: false (benchmark only: SQLite synchronous=OFF, NeDB without the fdatasync).',
        'With one writer every write waits for its own sync, so that row shows the cost of one sync on this disk; with many writers the writes of a tick share one.',
        ...(engines.includes('nedb') ? [] : [BASELINE_GONE_NOTE]),
        ...errors.map((error) => `Run failed: ${error}`),
      ],
    };
  },
};
