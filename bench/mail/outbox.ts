// `mail.outbox`: how fast the durable outbox delivers against a local SMTP sink (the smtp-server
// package in this process, 127.0.0.1), side by side with the same mails sent straight to SMTP
// with the same 10 in flight (the baseline: what sending without an outbox costs). Rounds
// alternate between the two so neighbours' load hits both alike. The outbox's price is a durable
// write per mail and one per outcome; the target is at least half the direct rate.
import { startSmtpSink, type SmtpSink } from '../../tests/integration/accounts/smtp-sink';
import { Child } from '../lib/ipc';
import { fmt, summarize } from '../lib/stats';
import type { Benchmark, BenchOptions, BenchReport } from '../lib/types';

const TARGET_RATIO = 0.5;
const median = (values: number[]) => summarize(values).p50;

export const outboxBenchmark: Benchmark = {
  name: 'mail.outbox',
  title: 'Mail outbox throughput against a local SMTP sink, side by side with direct SMTP sends',
  async run(options: BenchOptions): Promise<BenchReport> {
    const count = options.quick ? 100 : 1000;
    const rounds = options.quick ? 1 : 3;
    let sink: SmtpSink | undefined;
    let server: Child | undefined;
    const direct: number[] = [];
    const outbox: number[] = [];
    const queued: number[] = [];
    let error: string | undefined;
    try {
      sink = await startSmtpSink();
      server = await Child.start('bench/fixtures/mail-server.ts', { env: { MAIL_URL: sink.url } });
      for (let round = 0; round < rounds; round += 1) {
        const order = round % 2 === 0 ? (['direct', 'outbox'] as const) : (['outbox', 'direct'] as const);
        for (const mode of order) {
          const received = sink.mails.length;
          if (mode === 'direct') direct.push(await server.request<number>('direct', { count, round: `d${round}` }, 300_000));
          else {
            const result = await server.request<{ totalMs: number; queuedMs: number }>('outbox', { count, round: `o${round}` }, 300_000);
            outbox.push(result.totalMs);
            queued.push(result.queuedMs);
          }
          if (sink.mails.length - received < count) throw new Error(`${mode} round ${round}: the sink received ${sink.mails.length - received} of ${count}`);
          sink.mails.length = 0;
        }
      }
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
    } finally {
      await server?.stop();
      await sink?.close();
    }
    const rate = (ms: number) => (count / ms) * 1000;
    const directRate = rate(median(direct));
    const outboxRate = rate(median(outbox));
    const ratio = outboxRate / directRate;
    const rows = [
      ['direct SMTP (baseline)', String(direct.length), fmt(median(direct), 0), fmt(directRate, 0), '1.00'],
      ['outbox: queued → all marked sent', String(outbox.length), fmt(median(outbox), 0), fmt(outboxRate, 0), fmt(ratio, 2)],
      ['outbox: queued (durable) only', String(queued.length), fmt(median(queued), 0), fmt(rate(median(queued)), 0), '–'],
    ];
    const notes = [
      `${count} mails per round (text and HTML part, ~200 bytes each), ${rounds} round(s) per mode, alternating; medians shown. The sink is a real SMTP server on 127.0.0.1 in the orchestrator process.`,
      'Outbox: Email.sendAsync writes each mail into the outbox (the group commit makes one transaction of a tick\'s inserts); the sender delivers 10 at a time and records each outcome.',
    ];
    if (error) notes.push(`Run failed: ${error}`);
    const measured = !error && outbox.length === rounds && direct.length === rounds;
    return {
      name: 'mail.outbox',
      title: outboxBenchmark.title,
      columns: ['Mode', 'Rounds', 'Median ms', 'Mails/s', 'Ratio'],
      rows,
      targets: [{ label: 'outbox rate / direct rate', value: fmt(ratio, 2), limit: `>= ${TARGET_RATIO}`, met: measured ? ratio >= TARGET_RATIO : null }],
      notes,
    };
  },
};
