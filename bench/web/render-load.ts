// `web.render-load`: server rendering under load. A project's page (server-rendered: publication
// snapshot, head, React's streaming renderer) at 50 concurrent keep-alive clients, against the
// same bytes served as a static file by the same server process; meanwhile 20 connected DDP
// sessions send a ping every 20 ms, and their round trips show how long rendering holds up the
// event loop those sessions share. Phases alternate (static, render, static, render) so a busy
// shared machine weighs on both alike.
import { writeFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import path from 'node:path';
import WebSocket from 'ws';
import { type BuiltApp, startBuiltApp } from '../../tests/helpers/start-built-app';
import { fmt, summarize } from '../lib/stats';
import type { Benchmark, BenchOptions, BenchReport } from '../lib/types';
import { buildForBench } from './build';

const CONCURRENCY = 50;
const SESSIONS = 20;
const PING_EVERY_MS = 20;
const PING_LIMIT_MS = 20;

interface Phase {
  latencies: number[];
  elapsedMs: number;
  pings: number[];
  bytes: number;
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

/** DDP sessions that ping on a timer; `take()` returns the round trips since the last call. */
async function pingingSessions(baseUrl: string): Promise<{ take(): number[]; close(): void }> {
  const url = baseUrl.replace(/^http/, 'ws') + '/websocket';
  let samples: number[] = [];
  const sockets = await Promise.all(
    Array.from({ length: SESSIONS }, () => {
      return new Promise<WebSocket>((resolve, reject) => {
        const socket = new WebSocket(url);
        const sent = new Map<string, number>();
        let next = 0;
        let timer: NodeJS.Timeout | undefined;
        socket.on('open', () => socket.send(JSON.stringify({ msg: 'connect', version: '1', support: ['1'] })));
        socket.on('message', (data: Buffer) => {
          const message = JSON.parse(data.toString()) as { msg: string; id?: string };
          if (message.msg === 'connected') {
            timer = setInterval(() => {
              const id = String(next++);
              sent.set(id, performance.now());
              socket.send(JSON.stringify({ msg: 'ping', id }));
            }, PING_EVERY_MS);
            resolve(socket);
          } else if (message.msg === 'pong' && message.id !== undefined) {
            const started = sent.get(message.id);
            sent.delete(message.id);
            if (started !== undefined) samples.push(performance.now() - started);
          } else if (message.msg === 'ping') socket.send(JSON.stringify({ msg: 'pong', id: message.id }));
        });
        socket.on('close', () => clearInterval(timer));
        socket.on('error', reject);
      });
    }),
  );
  return {
    take() {
      const taken = samples;
      samples = [];
      return taken;
    },
    close() {
      for (const socket of sockets) socket.close();
    },
  };
}

async function runPhase(url: string, requests: number, sessions: { take(): number[] }): Promise<Phase> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const latencies: number[] = [];
  let issued = 0;
  let bytes = 0;
  sessions.take();
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
  return { latencies, elapsedMs, pings: sessions.take(), bytes };
}

function merge(a: Phase, b: Phase): Phase {
  return { latencies: [...a.latencies, ...b.latencies], elapsedMs: a.elapsedMs + b.elapsedMs, pings: [...a.pings, ...b.pings], bytes: a.bytes };
}

export const renderLoadBenchmark: Benchmark = {
  name: 'web.render-load',
  title: "Server rendering of a project's page at 50 concurrent clients vs the same bytes as a static file, with DDP pings",
  async run(options: BenchOptions): Promise<BenchReport> {
    const requests = options.quick ? 200 : 2000;
    const build = await buildForBench();
    let app: BuiltApp | undefined;
    let sessions: { take(): number[]; close(): void } | undefined;
    try {
      await writeFile(build.staticPage, '<!doctype html><title>unused</title>');
      app = await startBuiltApp({ serverEntry: build.serverEntry, env: { BENCH_CLIENT_DIR: build.clientDir, BENCH_STATIC_PAGE: build.staticPage } });
      const list = await (await fetch(`${app.url}/engine/projects`)).text();
      const projectPath = /href="(\/engine\/p\/[^"]+)"/.exec(list)?.[1];
      if (!projectPath) throw new Error('The project list has no project link');
      const page = await (await fetch(`${app.url}${projectPath}`)).text();
      // The same bytes as a static file of the same server (the hashed-assets route).
      const staticName = 'bench-project-page.html';
      await writeFile(path.join(build.clientDir, 'assets', staticName), page);
      // The assets middleware indexes its folder at start: restart so it sees the new file.
      await app.stop();
      app = await startBuiltApp({ serverEntry: build.serverEntry, env: { BENCH_CLIENT_DIR: build.clientDir, BENCH_STATIC_PAGE: build.staticPage } });
      const list2 = await (await fetch(`${app.url}/engine/projects`)).text();
      const renderedPath = /href="(\/engine\/p\/[^"]+)"/.exec(list2)?.[1] ?? projectPath;
      const renderedUrl = `${app.url}${renderedPath}`;
      const staticUrl = `${app.url}/engine/assets/${staticName}`;
      sessions = await pingingSessions(app.url);
      // Warm-up of both paths (JIT, caches), not measured.
      await runPhase(staticUrl, 200, sessions);
      await runPhase(renderedUrl, 200, sessions);
      const half = requests / 2;
      let staticPhase = await runPhase(staticUrl, half, sessions);
      let renderPhase = await runPhase(renderedUrl, half, sessions);
      staticPhase = merge(staticPhase, await runPhase(staticUrl, half, sessions));
      renderPhase = merge(renderPhase, await runPhase(renderedUrl, half, sessions));
      const rate = (phase: Phase) => (phase.latencies.length / phase.elapsedMs) * 1000;
      const s = summarize(staticPhase.latencies);
      const r = summarize(renderPhase.latencies);
      const ps = summarize(staticPhase.pings);
      const pr = summarize(renderPhase.pings);
      return {
        name: this.name,
        title: this.title,
        columns: ['served as', 'requests', 'requests/s', 'p50 ms', 'p99 ms', 'bytes', 'DDP ping p50 / p99 / max ms'],
        rows: [
          ['static file, same bytes', String(s.count), fmt(rate(staticPhase), 0), fmt(s.p50), fmt(s.p99), String(staticPhase.bytes), `${fmt(ps.p50)} / ${fmt(ps.p99)} / ${fmt(ps.max)}`],
          ['server-rendered page', String(r.count), fmt(rate(renderPhase), 0), fmt(r.p50), fmt(r.p99), String(renderPhase.bytes), `${fmt(pr.p50)} / ${fmt(pr.p99)} / ${fmt(pr.max)}`],
        ],
        targets: [
          { label: 'render throughput / static throughput', value: fmt(rate(renderPhase) / rate(staticPhase), 3), limit: 'reported', met: null },
          { label: 'DDP ping round trip during rendering, p99', value: `${fmt(pr.p99)} ms`, limit: `<= ${PING_LIMIT_MS} ms`, met: pr.p99 <= PING_LIMIT_MS },
          { label: 'DDP ping round trip during rendering, max', value: `${fmt(pr.max)} ms`, limit: `<= ${PING_LIMIT_MS} ms`, met: pr.max <= PING_LIMIT_MS },
        ],
        notes: [
          `${requests} measured requests per kind after 200 unmeasured ones, ${CONCURRENCY} keep-alive connections, no Accept-Encoding (both answers uncompressed), phases alternating static / render twice.`,
          `The rendered page is ${projectPath.replace(/\/[^/]+$/, '/…')} on the demo content: each request runs the \`projects.one\` publication once as a visitor, builds the head and JSON-LD, and streams React's render.`,
          `${SESSIONS} DDP sessions of the same server ping every ${PING_EVERY_MS} ms throughout; a round trip measures how long the event loop they share was busy (with the load generator and server on the same 2 shared cores).`,
        ],
      };
    } finally {
      sessions?.close();
      await app?.stop();
    }
  },
};
