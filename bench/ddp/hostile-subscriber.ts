// One hostile client opening subscriptions as fast as it can (distinct params, never
// unsubscribing) while honest clients keep calling a method: the server's RSS must stay bounded
// and the honest clients' latency must hold. Two phases of the same length on one server, side by
// side: honest clients alone (the baseline), then the same with the hostile client. Bounded: at
// most HOSTILE_FRAMES sub frames, PHASE_MS per phase.
import WebSocket from 'ws';
import { startServer, stopAll, type ServerUnderTest } from '../lib/cluster';
import { DdpSocket } from '../lib/ddp-socket';
import { IDLE_KIND, METHOD_ECHO, PUBLICATION } from '../lib/names';
import { fmt, sleep, summarize } from '../lib/stats';
import type { Benchmark, BenchOptions, BenchReport } from '../lib/types';

const HOSTILE_FRAMES = 60_000;
const FRAMES_PER_TICK = 500;
/** RSS the hostile phase may add to the server: 200 subscriptions of one document each are a few MB. */
const RSS_GROWTH_LIMIT_MB = 64;
const P99_RATIO_LIMIT = 3;

interface Phase {
  latencies: number[];
  rssMb: number;
}

/** Honest clients each call METHOD_ECHO every `everyMs` until `until`; latencies in ms. */
async function honestLoad(clients: DdpSocket[], until: number, everyMs: number): Promise<number[]> {
  const latencies: number[] = [];
  await Promise.all(
    clients.map(async (client, index) => {
      await sleep((index * everyMs) / clients.length); // spread the calls over the interval
      while (Date.now() < until) {
        const started = performance.now();
        await client.call(METHOD_ECHO, ['ping']);
        latencies.push(performance.now() - started);
        await sleep(everyMs);
      }
    }),
  );
  return latencies;
}

/** The hostile client: sub frames with distinct params, as fast as the socket takes them. */
async function hostile(url: string, until: number): Promise<{ sent: number; ready: number; refused: number; closed: boolean }> {
  const ws = new WebSocket(url, { perMessageDeflate: false });
  const counts = { sent: 0, ready: 0, refused: 0, closed: false };
  ws.on('message', (data) => {
    const frame = JSON.parse(String(data)) as { msg?: string; subs?: string[] };
    if (frame.msg === 'ready') counts.ready += frame.subs?.length ?? 0;
    if (frame.msg === 'nosub') counts.refused += 1;
  });
  ws.on('close', () => (counts.closed = true));
  ws.on('error', () => (counts.closed = true));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ msg: 'connect', version: '1', support: ['1'] }));
  while (counts.sent < HOSTILE_FRAMES && Date.now() < until && !counts.closed) {
    for (let i = 0; i < FRAMES_PER_TICK && counts.sent < HOSTILE_FRAMES; i++) {
      counts.sent += 1;
      ws.send(JSON.stringify({ msg: 'sub', id: `h${counts.sent}`, name: PUBLICATION, params: [`${IDLE_KIND}-${counts.sent}`] }));
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  await sleep(Math.max(0, until - Date.now()));
  const result = { ...counts };
  ws.terminate();
  return result;
}

async function phase(server: ServerUnderTest, clients: DdpSocket[], ms: number, withHostile: boolean): Promise<Phase & { hostile?: Awaited<ReturnType<typeof hostile>> }> {
  const until = Date.now() + ms;
  const [latencies, attack] = await Promise.all([honestLoad(clients, until, 250), withHostile ? hostile(server.url, until) : Promise.resolve(undefined)]);
  const rssMb = (await server.memory()).rss / 2 ** 20;
  return { latencies, rssMb, ...(attack ? { hostile: attack } : {}) };
}

export const hostileSubscriberBenchmark: Benchmark = {
  name: 'ddp.hostile-subscriber',
  title: 'One client opening subscriptions as fast as it can, beside honest clients',
  async run(options: BenchOptions): Promise<BenchReport> {
    const honestCount = options.quick ? 50 : 200;
    const phaseMs = options.quick ? 5_000 : 15_000;
    const server = await startServer('ddp');
    const clients: DdpSocket[] = [];
    try {
      for (let i = 0; i < honestCount; i++) clients.push(await DdpSocket.open(server.url, 'ddp', 10_000));
      await phase(server, clients, 2_000, false); // warm-up
      const rssStartMb = (await server.memory()).rss / 2 ** 20;
      const baseline = await phase(server, clients, phaseMs, false);
      const attacked = await phase(server, clients, phaseMs, true);
      const before = summarize(baseline.latencies);
      const during = summarize(attacked.latencies);
      const growth = attacked.rssMb - rssStartMb;
      const ratio = during.p99 / before.p99;
      const attack = attacked.hostile;
      return {
        name: this.name,
        title: this.title,
        columns: ['phase', 'honest calls', 'p50 ms', 'p99 ms', 'max ms', 'server RSS MB'],
        rows: [
          ['honest clients alone', String(before.count), fmt(before.p50), fmt(before.p99), fmt(before.max), fmt(baseline.rssMb, 0)],
          ['with the hostile client', String(during.count), fmt(during.p50), fmt(during.p99), fmt(during.max), fmt(attacked.rssMb, 0)],
        ],
        targets: [
          { label: 'server RSS growth during the attack', value: `${fmt(growth)} MB`, limit: `< ${RSS_GROWTH_LIMIT_MB} MB`, met: growth < RSS_GROWTH_LIMIT_MB },
          { label: 'honest p99 with the attack / without', value: fmt(ratio, 2), limit: `<= ${P99_RATIO_LIMIT}`, met: ratio <= P99_RATIO_LIMIT },
        ],
        notes: [
          `${honestCount} honest connections each call \`${METHOD_ECHO}\` every 250 ms; phases of ${phaseMs / 1000} s, the baseline first. RSS is read after a forced GC at the end of each phase (start: ${fmt(rssStartMb, 0)} MB).`,
          attack
            ? `The hostile client sent ${attack.sent} sub frames with distinct params: ${attack.ready} became ready, ${attack.refused} were refused (the per-connection cap, DDP_MAX_SUBSCRIPTIONS_PER_CONNECTION)${attack.closed ? ', then the server disconnected it' : ''}.`
            : 'The hostile client did not run.',
          'Without the cap, 3,000 such subscriptions took the server to ~900 MB RSS and 60,000 to 4.2 GB (issue 18).',
        ],
      };
    } finally {
      await Promise.all(clients.map((client) => client.close()));
      await stopAll([server.child]);
    }
  },
};
