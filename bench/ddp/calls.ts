// Method calls per second and latency at 1, 100 and 1,000 concurrent connections, each keeping
// one call in flight, against the DDP server and against the bare `ws` JSON echo server driven by
// the same harness in the same run. Both servers run side by side and are measured alternately
// at each level (repeated, the median kept) so a noisy neighbour hits both alike. The verdict is
// the DDP/echo throughput ratio at 100 connections.
import type { CallLoadResult } from '../lib/call-load';
import { callsAcross, closeAcross, openAcross, startServer, startWorkers, stopAll, type ServerUnderTest } from '../lib/cluster';
import type { ServerKind } from '../lib/ddp-socket';
import type { Child } from '../lib/ipc';
import { METHOD_ECHO } from '../lib/names';
import { fmt, sleep, summarize } from '../lib/stats';
import type { Benchmark, BenchOptions, BenchReport } from '../lib/types';
import type { LoadReport } from '../fixtures/control';

const LEVELS = [1, 100, 1000];
const TARGET_LEVEL = 100;
const TARGET_RATIO = 0.5;

interface Sample {
  kind: ServerKind;
  connections: number;
  load: CallLoadResult;
  server: LoadReport;
}

function throughput(sample: Sample | undefined): number {
  return sample ? sample.load.completed / (sample.load.windowMs / 1000) : Number.NaN;
}

async function measure(server: ServerUnderTest, workers: Child[], connections: number, options: BenchOptions): Promise<Sample> {
  await openAcross(workers, { url: server.url, kind: server.kind, count: connections, concurrency: 100, timeoutMs: 10_000 }, 60_000);
  try {
    await server.loadStart();
    const load = await callsAcross(workers, {
      method: METHOD_ECHO,
      warmupMs: options.quick ? 300 : 1000,
      durationMs: options.quick ? 1500 : 5000,
      maxCallsPerConnection: 1_000_000,
      drainTimeoutMs: 5000,
    });
    return { kind: server.kind, connections, load, server: await server.loadRead() };
  } finally {
    await closeAcross(workers);
    await sleep(300); // let the server finish closing sessions before the next measurement
  }
}

/** Server CPU time per call in µs: unlike calls/s it barely moves when a neighbour steals cores. */
function cpuPerCall(sample: Sample | undefined): number {
  return sample ? (sample.server.cpu / throughput(sample)) * 1e6 : Number.NaN;
}

/** The sample with the median throughput of the repetitions. */
function median(samples: Sample[]): Sample | undefined {
  const sorted = [...samples].sort((a, b) => throughput(a) - throughput(b));
  return sorted[Math.floor(sorted.length / 2)];
}

function row(sample: Sample, ratio: string): string[] {
  const latency = summarize(sample.load.latencies);
  return [
    String(sample.connections),
    sample.kind === 'ddp' ? 'DDP server' : 'ws echo',
    fmt(throughput(sample), 0),
    fmt(latency.p50, 2),
    fmt(latency.p99, 2),
    ratio,
    `${sample.load.errors}/${sample.load.unfinished}`,
    `${fmt(sample.server.cpu * 100, 0)}%`,
    fmt(cpuPerCall(sample), 0),
    `${fmt(sample.load.clientElu * 100, 0)}%`,
  ];
}

export const callsBenchmark: Benchmark = {
  name: 'ddp.calls',
  title: 'DDP method calls: throughput and latency vs a bare ws JSON echo',
  async run(options: BenchOptions): Promise<BenchReport> {
    const repetitions = options.quick ? 1 : 3;
    const samples: Sample[] = [];
    const errors: string[] = [];
    let echo: ServerUnderTest | undefined;
    let ddp: ServerUnderTest | undefined;
    let workers: Child[] = [];
    try {
      echo = await startServer('echo');
      workers = await startWorkers(options.workers);
      ddp = await startServer('ddp').catch((error: unknown) => {
        errors.push(`DDP server did not start: ${error instanceof Error ? error.message : String(error)}`);
        return undefined;
      });
      for (const connections of LEVELS) {
        for (let rep = 0; rep < repetitions; rep++) {
          for (const server of ddp ? [echo, ddp] : [echo]) samples.push(await measure(server, workers, connections, options));
        }
      }
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error));
    } finally {
      await stopAll([...workers, echo?.child, ddp?.child]);
    }

    const pick = (kind: ServerKind, connections: number): Sample | undefined =>
      median(samples.filter((sample) => sample.kind === kind && sample.connections === connections));
    const rows: string[][] = [];
    for (const connections of LEVELS) {
      const echoSample = pick('echo', connections);
      const ddpSample = pick('ddp', connections);
      if (echoSample) rows.push(row(echoSample, '1'));
      if (ddpSample) rows.push(row(ddpSample, fmt(throughput(ddpSample) / throughput(echoSample), 2)));
    }
    const ratio = throughput(pick('ddp', TARGET_LEVEL)) / throughput(pick('echo', TARGET_LEVEL));
    const cpuRatio = cpuPerCall(pick('echo', TARGET_LEVEL)) / cpuPerCall(pick('ddp', TARGET_LEVEL));
    const notes = [
      `Closed loop: each connection keeps one \`${METHOD_ECHO}\` call in flight; a call is complete when both \`result\` and \`updated\` arrived (the echo server returns the frame once). Window ${options.quick ? '1.5' : '5'} s after a ${options.quick ? '0.3' : '1'} s warm-up; echo and DDP measured alternately, ${repetitions} time(s) each per level, median by throughput shown; ${options.workers} load worker process(es).`,
      'errors/unfinished: failed calls / calls still in flight 5 s after the window. server CPU: user+system time of the server process over warm-up and window (100% = one core). server CPU µs/call: that CPU share divided by calls/s. client ELU: event-loop utilisation of the busiest load worker (near 100% means the harness, not the server, is the limit).',
      `CPU-cost ratio at ${TARGET_LEVEL} connections (echo µs/call ÷ DDP µs/call): ${fmt(cpuRatio, 2)}. It is what the throughput ratio would be if both servers were CPU-bound on a core of their own, and it is far less sensitive to other processes on the machine.`,
      ...errors.map((error) => `Run failed: ${error}`),
    ];
    return {
      name: this.name,
      title: this.title,
      columns: ['connections', 'server', 'calls/s', 'p50 ms', 'p99 ms', 'ratio vs echo', 'errors/unfinished', 'server CPU', 'server CPU µs/call', 'client ELU'],
      rows,
      targets: [
        {
          label: `DDP/echo throughput at ${TARGET_LEVEL} connections`,
          value: fmt(ratio, 2),
          limit: `>= ${TARGET_RATIO}`,
          met: Number.isNaN(ratio) ? null : ratio >= TARGET_RATIO,
        },
      ],
      notes,
    };
  },
};
