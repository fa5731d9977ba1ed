// Memory per idle connection holding one subscription, at 5,000 connections: the server runs in
// its own process, built and flagged as `npm start` runs it (lib/server-build.ts), and reports
// RSS and heap after a full GC before and after the connections are opened, so only the server's
// cost per connection is counted. The echo server, measured the same way with bare connections,
// shows what the WebSocket alone costs. heapTotal next to RSS tells the V8 heap (and its young
// generation) from native memory.
import { closeAcross, openAcross, startServer, startWorkers, stopAll, type ServerUnderTest } from '../lib/cluster';
import type { ServerKind } from '../lib/ddp-socket';
import type { Child } from '../lib/ipc';
import { IDLE_KIND, PUBLICATION } from '../lib/names';
import { fmt, sleep } from '../lib/stats';
import type { Benchmark, BenchOptions, BenchReport } from '../lib/types';
import type { MemoryReport } from '../fixtures/control';
import { SERVER_NODE_FLAGS } from '../../tests/helpers/start-built-app';

const TARGET_KB = 16;

interface MemoryOutcome {
  before?: MemoryReport;
  after?: MemoryReport;
  connectMs: number;
  error?: string;
}

async function measureKind(kind: ServerKind, connections: number, options: BenchOptions): Promise<MemoryOutcome> {
  let server: ServerUnderTest | undefined;
  let workers: Child[] = [];
  const outcome: MemoryOutcome = { connectMs: Number.NaN };
  const open = (url: string, count: number): Promise<number> =>
    openAcross(
      workers,
      { url, kind, count, concurrency: 200, timeoutMs: 30_000, subscribe: { name: PUBLICATION, params: [IDLE_KIND] } },
      180_000,
    );
  try {
    server = await startServer(kind);
    workers = await startWorkers(options.workers);
    // Warm-up: lazily created structures (the publication's observer, module caches, JIT)
    // belong to the baseline, not to the connections.
    await open(server.url, 20);
    await closeAcross(workers);
    await sleep(1000);
    outcome.before = await server.memory();
    outcome.connectMs = await open(server.url, connections);
    await sleep(2000); // idle: let handshake buffers and timers settle
    outcome.after = await server.memory();
    await closeAcross(workers);
  } catch (error) {
    outcome.error = error instanceof Error ? error.message : String(error);
  } finally {
    await stopAll([...workers, server?.child]);
  }
  return outcome;
}

type Measure = (report: MemoryReport) => number;

const rss: Measure = (report) => report.rss;
const heapTotal: Measure = (report) => report.heapTotal;
const heapUsed: Measure = (report) => report.heapUsed;
/** Resident memory that is not V8 heap: sockets, libuv, malloc (heapTotal is committed, nearly all resident). */
const outsideHeap: Measure = (report) => report.rss - report.heapTotal;

function perConnectionKb(outcome: MemoryOutcome, measure: Measure, connections: number): number {
  if (!outcome.before || !outcome.after) return Number.NaN;
  return (measure(outcome.after) - measure(outcome.before)) / connections / 1024;
}

const mb = (bytes: number): string => fmt(bytes / 2 ** 20, 0);

export const memoryBenchmark: Benchmark = {
  name: 'ddp.memory',
  title: 'Memory per idle connection holding one subscription',
  async run(options: BenchOptions): Promise<BenchReport> {
    const connections = options.quick ? 1000 : 5000;
    const echo = await measureKind('echo', connections, options);
    const ddp = await measureKind('ddp', connections, options);
    const row = (label: string, outcome: MemoryOutcome): string[] => {
      const { before, after } = outcome;
      return [
        label,
        String(connections),
        ...[rss, heapTotal, heapUsed, outsideHeap].map((measure) => fmt(perConnectionKb(outcome, measure, connections))),
        after?.spaces.new_space ? fmt(after.spaces.new_space.size / 2 ** 20, 1) : 'n/a',
        before && after ? `${mb(before.rss)} → ${mb(after.rss)}` : 'n/a',
        fmt(outcome.connectMs / 1000, 1),
      ];
    };
    const rssKb = perConnectionKb(ddp, rss, connections);
    const notes = [
      `Each connection completes the DDP handshake and subscribes to \`${PUBLICATION}\`('${IDLE_KIND}') (one document), then stays idle. Memory is read in the server process after two forced GCs (--expose-gc), before (after a 20-connection warm-up) and 2 s after all connections are open.`,
      'The echo row is a bare `ws` connection (its "subscription" is just an echoed frame): the floor any WebSocket server pays.',
      `Both servers are bundled by esbuild as \`npm run build\` does and run with \`npm start\`'s flags (${SERVER_NODE_FLAGS.join(' ')}): under tsx every named closure carries a name property of its own (~4 KB per DDP connection), and with Node 24's default young generation its semi-spaces grow to 64 MB each while connections open, which a per-connection figure would count.`,
      'heapTotal is the V8 heap committed (used plus free space on its pages, the young generation included); "outside V8 heap" is RSS minus heapTotal: sockets, libuv and malloc. New space: the young generation after the connections.',
      'The target is judged on RSS, the stricter number (it includes native socket memory and heap fragmentation).',
    ];
    if (!ddp.after?.gcExposed && ddp.after) notes.push('GC was not exposed; numbers include garbage.');
    if (echo.error) notes.push(`Echo run failed: ${echo.error}`);
    if (ddp.error) notes.push(`DDP server run failed: ${ddp.error}`);
    return {
      name: this.name,
      title: this.title,
      columns: ['server', 'connections', 'RSS KB/conn', 'heapTotal KB/conn', 'heapUsed KB/conn', 'outside V8 heap KB/conn', 'new space MB', 'RSS MB before → after', 'open s'],
      rows: [row('ws echo (bare connection)', echo), row('DDP server (1 subscription)', ddp)],
      targets: [
        {
          label: `server RSS per idle subscribed connection at ${connections}`,
          value: `${fmt(rssKb)} KB`,
          limit: `≤ ${TARGET_KB} KB`,
          met: Number.isNaN(rssKb) ? null : rssKb <= TARGET_KB,
        },
      ],
      notes,
    };
  },
};
