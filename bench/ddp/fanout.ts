// Time for one write to reach 1,000 subscribed connections: a method inserts a document into a
// collection all of them subscribe to; each round is timed from sending the call to the last
// subscriber's `added`. One load worker holds every socket so a single clock times a round.
import { openAcross, startServer, startWorkers, stopAll, type ServerUnderTest } from '../lib/cluster';
import type { FanoutResult } from '../lib/fanout';
import type { Child } from '../lib/ipc';
import { FANOUT_KIND, METHOD_INSERT, PUBLICATION } from '../lib/names';
import { fmt, sleep, summarize } from '../lib/stats';
import type { Benchmark, BenchOptions, BenchReport } from '../lib/types';

const SUBSCRIBERS = 1000;
const TARGET_P99_MS = 150;
const ROUND_TIMEOUT_MS = 10_000;

export const fanoutBenchmark: Benchmark = {
  name: 'ddp.fanout',
  title: `One write reaching ${SUBSCRIBERS} subscribed connections`,
  async run(options: BenchOptions): Promise<BenchReport> {
    const rounds = options.quick ? 10 : 30;
    let server: ServerUnderTest | undefined;
    let workers: Child[] = [];
    let result: FanoutResult | undefined;
    let connectMs = Number.NaN;
    let error: string | undefined;
    try {
      server = await startServer('ddp');
      workers = await startWorkers(1);
      connectMs = await openAcross(
        workers,
        { url: server.url, kind: 'ddp', count: SUBSCRIBERS, concurrency: 100, timeoutMs: 10_000, subscribe: { name: PUBLICATION, params: [FANOUT_KIND] } },
        120_000,
      );
      await sleep(500);
      result = await workers[0].request<FanoutResult>(
        'fanout',
        { url: server.url, method: METHOD_INSERT, kind: FANOUT_KIND, rounds, gapMs: 50, roundTimeoutMs: ROUND_TIMEOUT_MS },
        rounds * (ROUND_TIMEOUT_MS * 2 + 100) + 10_000,
      );
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
    } finally {
      await stopAll([...workers, server?.child]);
    }
    const toLast = summarize(result?.toLast ?? []);
    const toFirst = summarize(result?.toFirst ?? []);
    const callDone = summarize(result?.callDone ?? []);
    const rows = [
      ['call → last subscriber `added`', String(toLast.count), fmt(toLast.p50), fmt(toLast.p99), fmt(toLast.max)],
      ['call → first subscriber `added`', String(toFirst.count), fmt(toFirst.p50), fmt(toFirst.p99), fmt(toFirst.max)],
      ['call → caller result + updated', String(callDone.count), fmt(callDone.p50), fmt(callDone.p99), fmt(callDone.max)],
    ];
    const notes = [
      `${SUBSCRIBERS} connections subscribed to \`${PUBLICATION}\`('${FANOUT_KIND}') plus one caller connection running \`${METHOD_INSERT}\`; ${rounds} rounds, 50 ms apart, each bounded by ${ROUND_TIMEOUT_MS / 1000} s.`,
      `Opening and subscribing the ${SUBSCRIBERS} connections took ${fmt(connectMs / 1000, 1)} s (100 handshakes in flight).`,
    ];
    if (result) {
      notes.push(`Rounds timed out: ${result.timedOut}${result.timedOut ? ` (worst reached ${result.worstReach}/${SUBSCRIBERS})` : ''}; load worker ELU ${fmt(result.clientElu * 100, 0)}% (it parses all ${SUBSCRIBERS} frames, so its time is inside the measurement).`);
    }
    if (error) notes.push(`Run failed: ${error}`);
    const measured = toLast.count > 0 && (result?.timedOut ?? 1) === 0;
    return {
      name: this.name,
      title: this.title,
      columns: ['interval', 'rounds', 'p50 ms', 'p99 ms', 'max ms'],
      rows,
      targets: [
        {
          label: `write → ${SUBSCRIBERS} subscribers, p99`,
          value: `${fmt(toLast.p99)} ms`,
          limit: `< ${TARGET_P99_MS} ms`,
          met: result ? measured && toLast.p99 < TARGET_P99_MS : null,
        },
      ],
      notes,
    };
  },
};
