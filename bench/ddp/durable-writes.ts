// Write throughput and latency of the embedded store with durable acknowledgements (a write is
// acknowledged after fdatasync, group commit: one sync per data file per tick) against the same
// server acknowledging before the sync. Both servers run side by side in one run and are measured
// alternately at each level (repeated, median kept) so a noisy neighbour hits both alike.
import type { CallLoadResult } from '../lib/call-load';
import { callsAcross, closeAcross, openAcross, startServer, startWorkers, stopAll, type ServerUnderTest } from '../lib/cluster';
import type { Child } from '../lib/ipc';
import { METHOD_WRITE } from '../lib/names';
import { fmt, sleep, summarize } from '../lib/stats';
import type { Benchmark, BenchOptions, BenchReport } from '../lib/types';

const LEVELS = [1, 10, 100, 500];
const TARGET_LEVEL = 100;
/** Durable throughput at 100 writers should stay close to the unsynced one. */
const TARGET_RATIO = 0.7;

type Mode = 'synced' | 'unsynced';

interface Sample {
  mode: Mode;
  connections: number;
  load: CallLoadResult;
}

const throughput = (sample: Sample | undefined): number => (sample ? sample.load.completed / (sample.load.windowMs / 1000) : Number.NaN);

async function measure(server: ServerUnderTest, mode: Mode, workers: Child[], connections: number, options: BenchOptions): Promise<Sample> {
  await openAcross(workers, { url: server.url, kind: 'ddp', count: connections, concurrency: 100, timeoutMs: 10_000 }, 60_000);
  try {
    const load = await callsAcross(workers, {
      method: METHOD_WRITE,
      warmupMs: options.quick ? 300 : 1000,
      durationMs: options.quick ? 1500 : 5000,
      maxCallsPerConnection: 1_000_000,
      drainTimeoutMs: 5000,
    });
    return { mode, connections, load };
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
  title: 'Durable writes: insert calls with fdatasync group commit vs acknowledged before the sync',
  async run(options: BenchOptions): Promise<BenchReport> {
    const repetitions = options.quick ? 1 : 3;
    const samples: Sample[] = [];
    const errors: string[] = [];
    let synced: ServerUnderTest | undefined;
    let unsynced: ServerUnderTest | undefined;
    let workers: Child[] = [];
    try {
      synced = await startServer('ddp', { BENCH_SYNC_WRITES: '1' });
      unsynced = await startServer('ddp', { BENCH_SYNC_WRITES: '0' });
      workers = await startWorkers(options.workers);
      for (const connections of LEVELS) {
        for (let rep = 0; rep < repetitions; rep++) {
          samples.push(await measure(unsynced, 'unsynced', workers, connections, options));
          samples.push(await measure(synced, 'synced', workers, connections, options));
        }
      }
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error));
    } finally {
      await stopAll([...workers, synced?.child, unsynced?.child]);
    }

    const pick = (mode: Mode, connections: number) => median(samples.filter((s) => s.mode === mode && s.connections === connections));
    const rows: string[][] = [];
    for (const connections of LEVELS) {
      const base = pick('unsynced', connections);
      for (const mode of ['unsynced', 'synced'] as const) {
        const sample = pick(mode, connections);
        if (!sample) continue;
        const latency = summarize(sample.load.latencies);
        rows.push([
          String(connections),
          mode === 'synced' ? 'fdatasync before ack (group commit)' : 'ack before sync',
          fmt(throughput(sample), 0),
          fmt(latency.p50, 2),
          fmt(latency.p99, 2),
          mode === 'synced' ? fmt(throughput(sample) / throughput(base), 2) : '1',
          `${sample.load.errors}/${sample.load.unfinished}`,
        ]);
      }
    }
    const ratio = throughput(pick('synced', TARGET_LEVEL)) / throughput(pick('unsynced', TARGET_LEVEL));
    return {
      name: this.name,
      title: this.title,
      columns: ['connections', 'acknowledgement', 'writes/s', 'p50 ms', 'p99 ms', 'ratio', 'errors/unfinished'],
      rows,
      targets: [
        {
          label: `durable/unsynced write throughput at ${TARGET_LEVEL} connections`,
          value: fmt(ratio, 2),
          limit: `>= ${TARGET_RATIO}`,
          met: Number.isNaN(ratio) ? null : ratio >= TARGET_RATIO,
        },
      ],
      notes: [
        `Closed loop: each connection keeps one \`${METHOD_WRITE}\` call in flight (one insert into one collection, one data file); a call is complete when \`result\` and \`updated\` arrived. Window ${options.quick ? '1.5' : '5'} s after a ${options.quick ? '0.3' : '1'} s warm-up; the two servers measured alternately, ${repetitions} time(s) each per level, median by throughput shown.`,
        'With one writer every write waits for its own sync, so that row shows the cost of one fdatasync on this disk; with many writers the writes of a tick share one sync.',
        ...errors.map((error) => `Run failed: ${error}`),
      ],
    };
  },
};
