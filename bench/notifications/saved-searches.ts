// `notify.savedSearches`: 10,000 saved searches against a burst of 100 newly published projects.
// One matching pass tests every active search against the burst with the list's own query (the
// text index once per distinct word, mingo per search), records each new (search, project) hit
// and queues the instant searches' alerts (one `search.matched` event each: the bell and one mail
// through the outbox); then the hourly run queues the daily and weekly alerts due at a local
// morning. Reported: the time to compute and record all matches, and how many alerts (mails)
// were queued. Also the per-publish pass (one project, as projects.publish runs it).
import { Child } from '../lib/ipc';
import { fmt, summarize } from '../lib/stats';
import type { Benchmark, BenchOptions, BenchReport } from '../lib/types';

interface BurstResult {
  ms: number;
  steps: { match: number; record: number; alert: number };
  searches: number;
  projects: number;
  hits: number;
  alerts: number;
  events: number;
}

export const savedSearchesBenchmark: Benchmark = {
  name: 'notify.savedSearches',
  title: 'Saved searches: 10,000 searches against a burst of 100 new projects',
  async run(options: BenchOptions): Promise<BenchReport> {
    const searches = options.quick ? 1000 : 10_000;
    const projects = 100;
    const singleProjects = options.quick ? 3 : 10;
    let server: Child | undefined;
    let seed = { ms: Number.NaN, users: 0 };
    let burst: BurstResult = { ms: Number.NaN, steps: { match: Number.NaN, record: Number.NaN, alert: Number.NaN }, searches: 0, projects: 0, hits: 0, alerts: 0, events: 0 };
    let singles = { times: [] as number[], alerts: 0 };
    let due = { ms: Number.NaN, alerts: 0, again: 0, pending: 0, events: 0 };
    let error: string | undefined;
    try {
      server = await Child.start('bench/fixtures/saved-search-server.ts', { readyTimeoutMs: 120_000 });
      seed = await server.request('seed', { searches, projects, singleProjects }, 600_000);
      burst = await server.request<BurstResult>('burst', null, 600_000);
      singles = await server.request('singles', null, 600_000);
      due = await server.request('due', null, 600_000);
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
    } finally {
      await server?.stop();
    }
    const single = summarize(singles.times);
    const rows = [
      [`one pass: ${burst.searches} searches × ${burst.projects} projects, in all`, fmt(burst.ms, 0), String(burst.hits), String(burst.alerts)],
      ['… compute all matches (load searches, text index per word, mingo per distinct query)', fmt(burst.steps.match, 0), String(burst.hits), '–'],
      ['… record the new hits', fmt(burst.steps.record, 0), '–', '–'],
      ['… queue the instant alerts', fmt(burst.steps.alert, 0), '–', String(burst.alerts)],
      ['daily and weekly alerts due at a local morning', fmt(due.ms, 0), '–', String(due.alerts)],
      [`per publish: one project (p50 / max of ${single.count})`, `${fmt(single.p50, 0)} / ${fmt(single.max, 0)}`, '–', String(singles.alerts)],
    ];
    const notes = [
      `${searches} active searches of ${seed.users} people (five each): one skill each, half with a country, 30 % a minimum remote share, 30 % a word, 20 % a language; 20 % instant, 60 % daily, 20 % weekly; time zones Prague, Berlin, London, New York. The projects are published through the logic first, so the measured pass is the only one. Embedded SQLite database in a temporary folder, one process.`,
      `The burst pass recorded ${burst.hits} (search, project) hits and queued ${burst.alerts} instant alerts (one mail each, listing every new project of that search: at most one mail per search per pass). The morning run queued ${due.alerts} daily and weekly alerts (searches in New York wait for their own morning); run again an hour later it queued ${due.again} (one per period). ${due.pending} hits stay pending (New York's, and those of projects beyond an alert's 20). Alerts queued in all: ${due.events} events, each one notification and one mail through the notifications dispatcher and the outbox (their delivery rate: notify.broadcast and mail.outbox).`,
      `Seeding took ${fmt(seed.ms / 1000, 1)} s.`,
    ];
    if (error) notes.push(`Run failed: ${error}`);
    const measured = !error && burst.searches === searches;
    return {
      name: 'notify.savedSearches',
      title: savedSearchesBenchmark.title,
      columns: ['Step', 'ms', 'Hits', 'Alerts queued'],
      rows,
      targets: [
        { label: `compute all matches of ${searches} searches × ${projects} projects`, value: `${fmt(burst.steps.match, 0)} ms`, limit: 'recorded', met: measured ? 'reported' : null },
        { label: 'mails queued (instant + daily/weekly)', value: String(due.events), limit: 'recorded', met: measured ? 'reported' : null },
      ],
      notes,
    };
  },
};
