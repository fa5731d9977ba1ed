// `npm run bench -- load`: the marketplace under simulated users (bench/load/scenario.ts) over
// real DDP against the whole server in its own process (bench/load/server.ts). Benchmarks:
// load.users (500 users, 5 min), load.spike (0 → 1,000 users in 10 s), load.logins (200 logins
// at once; ping round trip of idle sessions meanwhile: bcrypt must not block the event loop),
// load.soak (60 min; RSS growth after warm-up, heap snapshots) and load.breaking (users at which the p99 of any
// call passes 1 s). `--quick` shrinks every one to check the harness. All loops are bounded.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { RawDdpClient } from '../tests/helpers/raw-ddp-client';
import { SERVER_NODE_FLAGS } from '../tests/helpers/start-built-app';
import { passwordDigest } from '../tests/helpers/app-fixture';
import { DDP } from '../packages/ddp-client/server';
import { REPO_ROOT } from './lib/ipc';
import { mallocHeapMiB, rssMiB, type V8HeapsMiB, v8HeapsMiB } from './lib/process-memory';
import { heapGrowth, heapKinds, heapSnapshotFlags, takeHeapSnapshot } from './lib/heap-snapshots';
import { passwordHashConcurrency } from '../packages/accounts-password/password-hash';
import { type LoadAccount, type LoadResult, percentile, runLoad } from './load/scenario';
import type { Benchmark, BenchOptions, BenchReport } from './lib/types';

interface LoadServer {
  url: string;
  pid: number;
  candidates: LoadAccount[];
  customers: LoadAccount[];
  admin: LoadAccount;
  projectIds: string[];
  personIds: string[];
  child: ChildProcess;
}

async function startLoadServer(candidates: number, customers: number, nodeFlags: string[] = []): Promise<LoadServer> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...nodeFlags, '--import', 'tsx', 'bench/load/server.ts', '--candidates', String(candidates), '--customers', String(customers)], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, MONGO_URL: '' },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const info = await new Promise<Omit<LoadServer, 'child'>>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('load server not ready within 180 s')), 180_000);
    child.stdout.on('data', () => {
      const match = /^READY (.*)$/m.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(JSON.parse(match[1] as string) as Omit<LoadServer, 'child'>);
      }
    });
    child.once('exit', (code) => reject(new Error(`load server exited (${code})`)));
  });
  return { ...info, child };
}

async function stopServer(server: LoadServer | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

const fmt = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

/** Splits `users` into visitors, candidates and customers (60/25/15) within the accounts there are. */
function mix(server: LoadServer, users: number, withCandidates = true) {
  const candidates = withCandidates ? server.candidates.slice(0, Math.floor(users * 0.25)) : [];
  const customers = server.customers.slice(0, Math.floor(users * 0.15));
  return { visitors: Math.max(0, users - candidates.length - customers.length - 1), candidates, customers, admin: server.admin };
}

function rowsOf(result: LoadResult, seconds: number): string[][] {
  return [...result.latencies.entries()].sort().map(([kind, list]) => [kind, String(list.length), fmt(list.length / seconds, 1), fmt(percentile(list, 50), 1), fmt(percentile(list, 99), 1)]);
}

const COLUMNS = ['call', 'count', 'per s', 'p50 ms', 'p99 ms'];

/**
 * A person reads a page before the next click: 2–10 s between two actions (a visitor's action is
 * a list, a "load more" and a detail page). With the earlier 0–2 s each simulated user clicked
 * about five times as often as a person does.
 */
const THINK = { thinkMinMs: 2_000, thinkMs: 10_000 };
const THINK_NOTE = 'think time 2–10 s between actions';

/** p50 and p99 of the calls that ended in each quarter of a window: whether latency drifts as it runs. */
function quarters(timeline: Array<[number, number]>, started: number, durationMs: number): Array<[number, number]> {
  return [0, 1, 2, 3].map((quarter) => {
    const from = started + (quarter * durationMs) / 4;
    const latencies = timeline.filter(([ended]) => ended >= from && ended < from + durationMs / 4).map(([, latency]) => latency);
    return [percentile(latencies, 50), percentile(latencies, 99)];
  });
}

/** The call kind with the highest p99, and that p99. */
function worstP99(result: LoadResult): { kind: string; p99: number } {
  let worst = { kind: '–', p99: Number.NEGATIVE_INFINITY };
  for (const [kind, list] of result.latencies) {
    const p99 = percentile(list, 99);
    if (p99 > worst.p99) worst = { kind, p99 };
  }
  return worst;
}

function usersBenchmark(name: string, title: string, users: (quick: boolean) => number, durationMs: (quick: boolean) => number, rampMs: (quick: boolean) => number): Benchmark {
  return {
    name,
    title,
    async run(options: BenchOptions): Promise<BenchReport> {
      const count = users(options.quick);
      const server = await startLoadServer(Math.ceil(count * 0.25), Math.ceil(count * 0.15));
      try {
        const duration = durationMs(options.quick);
        const result = await runLoad({ url: server.url, ...mix(server, count), projectIds: server.projectIds, personIds: server.personIds, durationMs: duration, maxActions: 10_000, ...THINK, rampMs: rampMs(options.quick) });
        const seconds = (duration + rampMs(options.quick)) / 1000;
        return {
          name,
          title,
          columns: COLUMNS,
          rows: rowsOf(result, seconds),
          targets: [{ label: 'failed calls', value: String(result.errors.length), limit: '0', met: result.errors.length === 0 }],
          notes: [`${count} users (visitors, candidates, customers, one admin), ${duration / 1000} s after a ${rampMs(options.quick) / 1000} s ramp, ${THINK_NOTE}; load generated by one Node process on the same 2 cores.`, ...result.errors.slice(0, 5).map((error) => `Error: ${error}`)],
        };
      } finally {
        await stopServer(server);
      }
    },
  };
}

const loginStorm: Benchmark = {
  name: 'load.logins',
  title: 'Login storm: 200 password logins at once; ping round trip of idle sessions meanwhile',
  async run(options: BenchOptions): Promise<BenchReport> {
    const logins = options.quick ? 40 : 200;
    const server = await startLoadServer(logins, 0);
    const idle: RawDdpClient[] = [];
    try {
      const wsUrl = `${server.url.replace('http', 'ws')}/websocket`;
      for (let i = 0; i < 20; i += 1) {
        const client = await RawDdpClient.connect(wsUrl);
        await client.handshake();
        idle.push(client);
      }
      const rtts: number[] = [];
      let storming = true;
      const pinger = Promise.all(
        idle.map(async (client) => {
          for (let n = 0; n < 2_000 && storming; n += 1) {
            const started = performance.now();
            await client.ping();
            rtts.push(performance.now() - started);
            await new Promise((resolve) => setTimeout(resolve, 25));
          }
        }),
      );
      const started = performance.now();
      const loginTimes: number[] = [];
      let failed = 0;
      await Promise.all(
        server.candidates.slice(0, logins).map(async (account) => {
          const connection = DDP.connect(server.url, { retry: false });
          const t = performance.now();
          try {
            await connection.callAsync('login', { user: { email: account.email }, password: passwordDigest(account.password) });
            loginTimes.push(performance.now() - t);
          } catch {
            failed += 1;
          } finally {
            connection.close();
          }
        }),
      );
      const stormMs = performance.now() - started;
      storming = false;
      await pinger;
      const p99 = percentile(rtts, 99);
      return {
        name: 'load.logins',
        title: loginStorm.title,
        columns: ['measure', 'value'],
        rows: [
          ['logins', `${logins} (${failed} failed)`],
          ['storm duration ms', fmt(stormMs)],
          ['login p50 / p99 ms', `${fmt(percentile(loginTimes, 50))} / ${fmt(percentile(loginTimes, 99))}`],
          ['idle pings during the storm', String(rtts.length)],
          ['ping p50 / p99 ms', `${fmt(percentile(rtts, 50), 1)} / ${fmt(p99, 1)}`],
        ],
        targets: [{ label: 'ping round trip p99 of idle sessions during the storm', value: `${fmt(p99, 1)} ms`, limit: '< 100 ms', met: Number.isFinite(p99) ? p99 < 100 : null }],
        notes: ['20 idle sessions ping every 25 ms while all logins run at once (bcrypt cost 10, off the event loop in libuv threads).'],
      };
    } finally {
      for (const client of idle) await client.close();
      await stopServer(server);
    }
  },
};

const soak: Benchmark = {
  name: 'load.soak',
  title: 'Soak: 200 users for 60 minutes; server RSS after warm-up and at the end; heap snapshots around more load',
  async run(options: BenchOptions): Promise<BenchReport> {
    const users = options.quick ? 40 : 200;
    const warmupMs = options.quick ? 5_000 : 60_000;
    const durationMs = options.quick ? 30_000 : 60 * 60_000;
    // Writing a snapshot allocates some 200 MiB that glibc keeps: snapshots would distort the RSS
    // curve, so they come after it, around a further stretch of the same load.
    const betweenSnapshotsMs = options.quick ? 10_000 : 5 * 60_000;
    const snapshotDir = await mkdtemp(path.join(os.tmpdir(), 'marketplace-soak-heap-'));
    const server = await startLoadServer(Math.ceil(users * 0.25), Math.ceil(users * 0.15), heapSnapshotFlags(snapshotDir));
    const load = (ms: number) => runLoad({ url: server.url, ...mix(server, users), projectIds: server.projectIds, personIds: server.personIds, durationMs: ms, maxActions: 100_000, ...THINK, rampMs: 0 });
    const alive = `${server.url}/healthz`;
    try {
      const samples: Array<[number, number]> = [];
      const sampler = setInterval(() => samples.push([performance.now(), rssMiB(server.pid)]), 5_000);
      // Where the RSS is, at the curve's points: V8's heaps (main and render threads, each isolate
      // its own) and malloc's main arena (SQLite's page cache); the rest is code, stacks and arenas.
      const step = durationMs / 15;
      const split: Array<{ rss: number; malloc: number } & V8HeapsMiB> = [];
      const splitter = setInterval(() => {
        void v8HeapsMiB(server.url).then(
          (heaps) => split.push({ rss: rssMiB(server.pid), malloc: mallocHeapMiB(server.pid), ...heaps }),
          () => {},
        );
      }, step);
      const started = performance.now();
      const result = await load(durationMs);
      clearInterval(sampler);
      clearInterval(splitter);
      const afterWarmup = samples.find(([at]) => at - started >= warmupMs)?.[1] ?? Number.NaN;
      // The peak after warm-up, not the last sample: V8 gives pages back when the load slows (a
      // contended run's end read 19 % below its start), which must not pass for no growth.
      const end = Math.max(rssMiB(server.pid), ...samples.filter(([at]) => at - started >= warmupMs).map(([, rss]) => rss));
      const growth = (end - afterWarmup) / afterWarmup;
      // The curve, not only its ends: a leak keeps climbing, a heap still settling flattens out.
      const curve = Array.from({ length: 15 }, (_, index) => samples.find(([at]) => at - started >= (index + 1) * step)?.[1] ?? end);

      const before = heapKinds(await takeHeapSnapshot(server.pid, snapshotDir, alive));
      const more = await load(betweenSnapshotsMs);
      const heap = heapGrowth(before, heapKinds(await takeHeapSnapshot(server.pid, snapshotDir, alive)));
      const calls = (loaded: LoadResult) => [...loaded.latencies.values()].reduce((sum, list) => sum + list.length, 0);
      const logins = result.latencies.get('login') ?? [];
      const mib = (bytes: number) => fmt(bytes / 2 ** 20, 1);
      return {
        name: 'load.soak',
        title: soak.title,
        columns: COLUMNS,
        rows: rowsOf(result, durationMs / 1000),
        targets: [
          { label: 'RSS growth after warm-up (to the peak)', value: `${fmt(afterWarmup)} → ${fmt(end)} MiB (${fmt(growth * 100, 1)} %)`, limit: '< 10 %', met: Number.isFinite(growth) ? growth < 0.1 : null },
          { label: `live heap before → after ${betweenSnapshotsMs / 1000} s more (${calls(more)} calls)`, value: `${mib(heap.totalBefore)} → ${mib(heap.totalAfter)} MiB`, limit: '', met: 'reported' },
          { label: 'failed calls', value: String(result.errors.length), limit: '0', met: result.errors.length === 0 },
        ],
        notes: [
          `${users} users, ${durationMs / 60_000} min, RSS sampled every 5 s from /proc; warm-up ${warmupMs / 1000} s. Then a heap snapshot, ${betweenSnapshotsMs / 1000} s more of the same load (the same users again: their second applications to a project are refused, ${more.errors.length} calls), and a second snapshot.`,
          `RSS every ${fmt(step / 1000)} s (MiB): ${curve.map((rss) => fmt(rss)).join(', ')}.`,
          `Every call's latency by quarter of the window, p50 / p99 ms: ${quarters(result.timeline, started, durationMs).map(([p50, p99]) => `${fmt(p50, 1)} / ${fmt(p99)}`).join('; ')}.`,
          `At the same points, RSS / main thread's V8 heap committed (used) / render threads' V8 heaps / malloc's main arena, MiB: ${split.map((point) => `${fmt(point.rss)} / ${fmt(point.mainTotal)} (${fmt(point.mainUsed)}) / ${fmt(point.renderTotal)} / ${fmt(point.malloc)}`).join('; ')}.`,
          `Live heap growth between the snapshots by kind (count, MiB): ${heap.growers.map((grower) => `${grower.kind} ${grower.count >= 0 ? '+' : ''}${grower.count} (${mib(grower.bytes)})`).join('; ')}.`,
          `All ${logins.length} logins start in the first second (ramp 0: a restart's storm); bcrypt runs ${passwordHashConcurrency()} at a time, so each login waits for those before it (p50 ${fmt(percentile(logins, 50))} ms, max ${fmt(Math.max(...logins))} ms).`,
          ...result.errors.slice(0, 5).map((error) => `Error: ${error}`),
        ],
      };
    } finally {
      await stopServer(server);
      await rm(snapshotDir, { recursive: true, force: true });
    }
  },
};

/** A level's users arrive over this long: 400 users with 60 logins inside 2 s measured the login queue, not the server's capacity. */
const BREAKING_RAMP_MS = 10_000;

const breaking: Benchmark = {
  name: 'load.breaking',
  title: 'Breaking point: users at which the p99 of any call passes 1 s',
  async run(options: BenchOptions): Promise<BenchReport> {
    const levels = options.quick ? [20, 40] : [100, 200, 400, 700, 1000, 1500, 2000];
    const stepMs = options.quick ? 8_000 : 30_000;
    const server = await startLoadServer(0, Math.ceil(levels[levels.length - 1]! * 0.15));
    const rows: string[][] = [];
    let breakingAt: number | null = null;
    try {
      for (const users of levels) {
        // Visitors and customers only: candidates would re-apply to the same projects.
        const result = await runLoad({ url: server.url, ...mix(server, users, false), projectIds: server.projectIds, personIds: server.personIds, durationMs: stepMs, maxActions: 100_000, ...THINK, rampMs: BREAKING_RAMP_MS });
        const worst = worstP99(result);
        rows.push([String(users), fmt(worst.p99), worst.kind, String(result.errors.length), fmt(rssMiB(server.pid))]);
        if (worst.p99 > 1_000) {
          breakingAt = users;
          break;
        }
      }
    } finally {
      await stopServer(server);
    }
    return {
      name: 'load.breaking',
      title: breaking.title,
      columns: ['users', 'worst p99 ms', 'of call', 'failed calls', 'server RSS MiB'],
      rows,
      targets: [{ label: 'users at which a p99 passed 1 s', value: breakingAt === null ? `not reached up to ${levels[levels.length - 1]}` : String(breakingAt), limit: 'reported', met: 'reported' }],
      notes: [`Each level runs ${stepMs / 1000} s after a ${BREAKING_RAMP_MS / 1000} s ramp in which its users arrive (the customers among them log in then); ${THINK_NOTE}; load generated by one Node process on the same 2 cores, so the harness shares the CPU with the server.`],
    };
  },
};

export const loadBenchmarks: Benchmark[] = [
  usersBenchmark('load.users', '500 simulated users for 5 minutes', (quick) => (quick ? 30 : 500), (quick) => (quick ? 15_000 : 300_000), (quick) => (quick ? 2_000 : 30_000)),
  usersBenchmark('load.spike', 'Spike: 0 → 1,000 users in 10 s', (quick) => (quick ? 100 : 1000), (quick) => (quick ? 8_000 : 20_000), (quick) => (quick ? 2_000 : 10_000)),
  loginStorm,
  soak,
  breaking,
];
