// `notify.broadcast`: one event that notifies 1,000 connected users. Each user is logged in and
// subscribed to the bell's live unread count (`notifications.unreadCount`), as every open page
// is; a round is timed from the method call that records the event (notify) to the moment the
// last user's bell count changed. Side by side, alternating round by round on the same server
// and connections, the baseline: one document inserted into a collection all of them subscribe
// to (the plain fan-out of ddp.fanout), so the ratio is what the notification path adds
// (audience, dispatch, 1,000 notification writes, 1,000 count queries). 100 of the users keep
// the agency's mails on, so each round also queues 100 mails, delivered to a local SMTP sink.
import { startSmtpSink, type SmtpSink } from '../../tests/integration/accounts/smtp-sink';
import type { BroadcastResult } from '../lib/broadcast';
import { openAcross, startWorkers, stopAll } from '../lib/cluster';
import { Child } from '../lib/ipc';
import { SERVER_NODE_FLAGS } from '../../tests/helpers/start-built-app';
import { builtServer } from '../lib/server-build';
import { fmt, sleep, summarize } from '../lib/stats';
import type { Benchmark, BenchOptions, BenchReport } from '../lib/types';

const USERS = 1000;
const MAILED = 100;
const ROUND_TIMEOUT_MS = 30_000;
const TARGET_P99_MS = 2000;

interface NotifyServerInfo {
  port: number;
  tokens: string[];
}

export const broadcastBenchmark: Benchmark = {
  name: 'notify.broadcast',
  title: `One event notifying ${USERS} connected users: time until the last bell updates`,
  async run(options: BenchOptions): Promise<BenchReport> {
    const rounds = options.quick ? 3 : 15;
    let sink: SmtpSink | undefined;
    let server: Child<NotifyServerInfo> | undefined;
    let workers: Child[] = [];
    const bells: number[] = [];
    const bellsFirst: number[] = [];
    const baseline: number[] = [];
    let timedOut = 0;
    let connectMs = Number.NaN;
    let drainMs = Number.NaN;
    let mails = { waiting: 0, sent: 0, failed: 0 };
    let error: string | undefined;
    try {
      sink = await startSmtpSink();
      const entry = await builtServer('bench/fixtures/notify-server.ts');
      server = await Child.start<NotifyServerInfo>(entry, {
        built: true,
        nodeArgs: SERVER_NODE_FLAGS,
        readyTimeoutMs: 120_000,
        env: { MAIL_URL: sink.url, BENCH_USERS: String(USERS), BENCH_MAILED: String(MAILED) },
      });
      const url = `ws://127.0.0.1:${server.info.port}/websocket`;
      workers = await startWorkers(1);
      connectMs = await openAcross(
        workers,
        {
          url,
          kind: 'ddp',
          count: USERS,
          concurrency: 50,
          timeoutMs: 30_000,
          resumeTokens: server.info.tokens,
          subscribe: [
            { name: 'notifications.unreadCount', params: [] },
            { name: 'bench.shared', params: [] },
          ],
        },
        300_000,
      );
      await sleep(1000);
      const worker = workers[0] as Child;
      for (let round = 0; round < rounds; round += 1) {
        const order = round % 2 === 0 ? (['bell', 'baseline'] as const) : (['baseline', 'bell'] as const);
        for (const kind of order) {
          const spec =
            kind === 'bell'
              ? { method: 'bench.notifyAdmins', collection: 'counts' }
              : { method: 'bench.shared', collection: 'benchShared' };
          const result = await worker.request<BroadcastResult>('broadcast', { url, ...spec, rounds: 1, gapMs: 200, roundTimeoutMs: ROUND_TIMEOUT_MS }, ROUND_TIMEOUT_MS * 2);
          timedOut += result.timedOut;
          if (kind === 'bell') {
            bells.push(...result.toLast);
            bellsFirst.push(...result.toFirst);
          } else baseline.push(...result.toLast);
        }
      }
      const drainStarted = Date.now();
      const deadline = drainStarted + 120_000;
      for (;;) {
        mails = await server.request<typeof mails>('mails', null, 10_000);
        if (mails.waiting === 0 || Date.now() > deadline) break;
        await sleep(200);
      }
      drainMs = Date.now() - drainStarted;
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
    } finally {
      await stopAll([...workers, server]);
      await sink?.close();
    }
    const bell = summarize(bells);
    const first = summarize(bellsFirst);
    const base = summarize(baseline);
    const ratio = bell.p50 / base.p50;
    const rows = [
      ['event → last bell count `changed`', String(bell.count), fmt(bell.p50), fmt(bell.p99), fmt(bell.max), fmt(ratio, 2)],
      ['event → first bell count `changed`', String(first.count), fmt(first.p50), fmt(first.p99), fmt(first.max), '–'],
      ['baseline: insert → last `added` (shared publication)', String(base.count), fmt(base.p50), fmt(base.p99), fmt(base.max), '1.00'],
    ];
    const notes = [
      `${USERS} connections, each logged in (resume token) and subscribed to its own unread count and to one shared publication; ${rounds} rounds of each kind, alternating, 200 ms apart, each bounded by ${ROUND_TIMEOUT_MS / 1000} s. Ratio: p50 against the baseline's p50.`,
      `Opening, logging in and subscribing the ${USERS} connections took ${fmt(connectMs / 1000, 1)} s (50 in flight).`,
      `Mails: ${MAILED} of the users keep the agency's mails on, so ${MAILED * rounds} mails were queued; after the last round the outbox held ${mails.waiting} waiting, ${mails.sent} sent, ${mails.failed} failed, drained ${fmt(drainMs / 1000, 1)} s after the last round (SMTP sink on 127.0.0.1; mail.outbox measures the sender's rate on its own).`,
      `Rounds timed out: ${timedOut}.`,
    ];
    if (error) notes.push(`Run failed: ${error}`);
    const measured = !error && bell.count === rounds && timedOut === 0;
    return {
      name: 'notify.broadcast',
      title: broadcastBenchmark.title,
      columns: ['Measure', 'Rounds', 'p50 ms', 'p99 ms', 'max ms', 'Ratio'],
      rows,
      targets: [{ label: 'event → last bell, p99', value: fmt(bell.p99), limit: `<= ${TARGET_P99_MS}`, met: measured ? bell.p99 <= TARGET_P99_MS : null }],
      notes,
    };
  },
};
