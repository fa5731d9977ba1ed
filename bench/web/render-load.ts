// `web.render-load`: server rendering under load. A project's page (server-rendered: publication
// snapshot, head, React's streaming renderer) at 50 concurrent keep-alive clients, against the
// same bytes served as a static file by the same server process; meanwhile 20 connected DDP
// sessions (in a process of their own, bench/web/ddp-pinger.ts) send a ping every 20 ms, and the
// server reports its own event-loop delay per phase: together they show how long rendering holds
// up the event loop those sessions share. Phases alternate (static, render, static, render) so a busy
// shared machine weighs on both alike.
import { writeFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { BuiltApp } from '../../tests/helpers/start-built-app';
import { Child } from '../lib/ipc';
import { fmt, summarize } from '../lib/stats';
import type { Benchmark, BenchOptions, BenchReport } from '../lib/types';
import { buildForBench, startBenchApp } from './build';

const CONCURRENCY = 50;
const SESSIONS = 20;
const PING_EVERY_MS = 20;
const PING_LIMIT_MS = 20;

interface LoopDelay {
  count: number;
  p50: number | null;
  p99: number | null;
  max: number | null;
}

interface Phase {
  latencies: number[];
  elapsedMs: number;
  pings: number[];
  bytes: number;
  /** The server's event-loop delay, one entry per run of the phase. */
  loops: LoopDelay[];
}

function get(agent: Agent, url: string): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

interface Pingers {
  take(): Promise<number[]>;
  stop(): Promise<void>;
}

/** The pinging DDP sessions, in a child process of their own (bench/web/ddp-pinger.ts). */
async function startPingers(baseUrl: string): Promise<Pingers> {
  const child = await Child.start('bench/web/ddp-pinger.ts', {
    env: { PINGER_URL: baseUrl, PINGER_SESSIONS: String(SESSIONS), PINGER_EVERY_MS: String(PING_EVERY_MS) },
  });
  return { take: () => child.request<number[]>('take', null, 10_000), stop: () => child.stop() };
}

/** The server's main event-loop delay since the last call (a bench-only route of web-server.ts). */
async function takeLoopDelay(baseUrl: string): Promise<LoopDelay> {
  return (await (await fetch(`${baseUrl}/bench/event-loop-delay`)).json()) as LoopDelay;
}

async function runPhase(baseUrl: string, url: string, requests: number, pingers: Pingers): Promise<Phase> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const latencies: number[] = [];
  let issued = 0;
  let bytes = 0;
  await pingers.take();
  await takeLoopDelay(baseUrl);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (issued < requests) {
        issued += 1;
        const begin = performance.now();
        const answer = await get(agent, url);
        if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
        latencies.push(performance.now() - begin);
        bytes = answer.bytes;
      }
    }),
  );
  const elapsedMs = performance.now() - started;
  agent.destroy();
  const loop = await takeLoopDelay(baseUrl);
  return { latencies, elapsedMs, pings: await pingers.take(), bytes, loops: [loop] };
}

function merge(a: Phase, b: Phase): Phase {
  return { latencies: [...a.latencies, ...b.latencies], elapsedMs: a.elapsedMs + b.elapsedMs, pings: [...a.pings, ...b.pings], bytes: a.bytes, loops: [...a.loops, ...b.loops] };
}

export const renderLoadBenchmark: Benchmark = {
  name: 'web.render-load',
  title: "Server rendering of a project's page at 50 concurrent clients vs the same bytes as a static file, with DDP pings",
  async run(options: BenchOptions): Promise<BenchReport> {
    const requests = options.quick ? 200 : 2000;
    const build = await buildForBench();
    let app: BuiltApp | undefined;
    let pingers: Pingers | undefined;
    try {
      await writeFile(build.staticPage, '<!doctype html><title>unused</title>');
      app = await startBenchApp(build);
      const list = await (await fetch(`${app.url}/engine/projects`)).text();
      const projectPath = /href="(\/engine\/p\/[^"]+)"/.exec(list)?.[1];
      if (!projectPath) throw new Error('The project list has no project link');
      const page = await (await fetch(`${app.url}${projectPath}`)).text();
      // The same bytes as a static file of the same server (the hashed-assets route).
      const staticName = 'bench-project-page.html';
      await writeFile(path.join(build.clientDir, 'assets', staticName), page);
      // The assets middleware indexes its folder at start: restart so it sees the new file.
      await app.stop();
      app = await startBenchApp(build);
      const list2 = await (await fetch(`${app.url}/engine/projects`)).text();
      const renderedPath = /href="(\/engine\/p\/[^"]+)"/.exec(list2)?.[1] ?? projectPath;
      const renderedUrl = `${app.url}${renderedPath}`;
      const staticUrl = `${app.url}/engine/assets/${staticName}`;
      pingers = await startPingers(app.url);
      const phase = (url: string, count: number) => runPhase(app!.url, url, count, pingers!);
      // Warm-up of both paths (JIT, caches, the render threads), not measured.
      await phase(staticUrl, 200);
      await phase(renderedUrl, 200);
      const half = requests / 2;
      let staticPhase = await phase(staticUrl, half);
      let renderPhase = await phase(renderedUrl, half);
      staticPhase = merge(staticPhase, await phase(staticUrl, half));
      renderPhase = merge(renderPhase, await phase(renderedUrl, half));
      const rate = (phase: Phase) => (phase.latencies.length / phase.elapsedMs) * 1000;
      const s = summarize(staticPhase.latencies);
      const r = summarize(renderPhase.latencies);
      const ps = summarize(staticPhase.pings);
      const pr = summarize(renderPhase.pings);
      // Worst run of each kind (the server's histogram is reset at the start of every run).
      const worst = (phase: Phase, key: 'p99' | 'max') => Math.max(...phase.loops.map((loop) => loop[key] ?? Number.NaN));
      const loopCell = (phase: Phase) => `${fmt(worst(phase, 'p99'))} / ${fmt(worst(phase, 'max'))}`;
      const threads = process.env.SERVER_RENDER_THREADS ?? `the default, ${Math.max(1, availableParallelism() - 1)}`;
      return {
        name: this.name,
        title: this.title,
        columns: ['served as', 'requests', 'requests/s', 'p50 ms', 'p99 ms', 'bytes', 'DDP ping p50 / p99 / max ms', 'server event-loop delay p99 / max ms'],
        rows: [
          ['static file, same bytes', String(s.count), fmt(rate(staticPhase), 0), fmt(s.p50), fmt(s.p99), String(staticPhase.bytes), `${fmt(ps.p50)} / ${fmt(ps.p99)} / ${fmt(ps.max)}`, loopCell(staticPhase)],
          ['server-rendered page', String(r.count), fmt(rate(renderPhase), 0), fmt(r.p50), fmt(r.p99), String(renderPhase.bytes), `${fmt(pr.p50)} / ${fmt(pr.p99)} / ${fmt(pr.max)}`, loopCell(renderPhase)],
        ],
        targets: [
          { label: 'render throughput / static throughput', value: fmt(rate(renderPhase) / rate(staticPhase), 3), limit: 'reported', met: 'reported' },
          { label: 'DDP ping round trip during rendering, p99', value: `${fmt(pr.p99)} ms`, limit: `<= ${PING_LIMIT_MS} ms`, met: pr.p99 <= PING_LIMIT_MS },
          { label: 'DDP ping round trip during rendering, max', value: `${fmt(pr.max)} ms`, limit: `<= ${PING_LIMIT_MS} ms`, met: pr.max <= PING_LIMIT_MS },
          { label: "server's event-loop delay during rendering, max", value: `${fmt(worst(renderPhase, 'max'))} ms`, limit: `<= ${PING_LIMIT_MS} ms`, met: worst(renderPhase, 'max') <= PING_LIMIT_MS },
        ],
        notes: [
          `${requests} measured requests per kind after 200 unmeasured ones, ${CONCURRENCY} keep-alive connections, no Accept-Encoding (both answers uncompressed), phases alternating static / render twice.`,
          `The rendered page is ${projectPath.replace(/\/[^/]+$/, '/…')} on the demo content: each request runs the \`projects.one\` publication once as a visitor and builds the head and JSON-LD on the main thread; React renders the body in a render thread (SERVER_RENDER_THREADS: ${threads}).`,
          `${SESSIONS} DDP sessions of the same server ping every ${PING_EVERY_MS} ms throughout, from a process of their own (bench/web/ddp-pinger.ts), not the load generator's; a round trip includes the shared CPU's scheduling (load generator, pingers and server on the same 2 cores).`,
          `Server event-loop delay: \`monitorEventLoopDelay\` in the server's main thread (a bench-only route of bench/fixtures/web-server.ts), reset at the start of each run; the worst of the two runs of each kind is shown.`,
        ],
      };
    } finally {
      await pingers?.stop();
      await app?.stop();
    }
  },
};
