// `notify.savedSearches`: 10,000 saved searches against a burst of 100 newly published projects,
// and 10,000 saved expert searches against a burst of 100 newly published experts, through the
// path the app runs: each publication queues its matching pass (savedSearchMatchQueue), the match
// worker runs the queue (one pass per list over the burst: every active search tested with the
// list's own query, the new hits recorded, the instant searches' alerts queued as `search.matched`
// events), the hourly run queues the daily and weekly alerts due at a local morning, and the
// notifications dispatcher turns every alert into a bell and a mail in the outbox. Reported per
// list, side by side: the time to compute all matches (and the pass's other steps), the alerts
// and the mails queued. The project searches are the baseline: ratio = experts ÷ projects.
import os from 'node:os';
import { fmt, summarize } from '../lib/stats';
import type { Benchmark, BenchOptions, BenchReport } from '../lib/types';
import { type ListRun, runSavedSearchSteps } from './saved-search-steps';

const BURST = 100;

type Runs = Awaited<ReturnType<typeof runSavedSearchSteps>>;

const ratio = (experts: number | undefined, projects: number | undefined) => (experts === undefined || projects === undefined || projects <= 0 ? 'n/a' : fmt(experts / projects, 2));
const both = (projects: number | string | undefined, experts: number | string | undefined) => `${projects ?? 'n/a'} / ${experts ?? 'n/a'}`;
const ms = (value: number | undefined) => fmt(value, 0);

/** Alerts the dispatcher got through within its bound. */
const dispatched = (run: ListRun) => (run.dispatch ? run.dispatch.events - run.dispatch.undispatched : undefined);
const perAlert = (run: ListRun) => (run.dispatch && dispatched(run) ? run.dispatch.ms / dispatched(run)! : undefined);

function rows({ projects, experts }: Runs, searches: number): string[][] {
  const step = (run: ListRun, name: 'match' | 'record' | 'alert') => run.burst?.pass?.result.ms[name];
  const single = { projects: summarize(projects.singles.ms), experts: summarize(experts.singles.ms) };
  const row = (label: string, project: number | undefined, expert: number | undefined, hits: string, alerts: string) => [label, ms(project), ms(expert), ratio(expert, project), hits, alerts];
  return [
    row(`one burst: ${searches} searches × ${BURST} new documents, queued → match worker idle`, projects.burst?.ms, experts.burst?.ms, both(projects.burst?.pass?.result.hits, experts.burst?.pass?.result.hits), both(projects.burst?.pass?.result.alerts, experts.burst?.pass?.result.alerts)),
    row('… compute all matches (load the searches, text index per word, mingo per distinct query)', step(projects, 'match'), step(experts, 'match'), '–', '–'),
    row('… record the new hits', step(projects, 'record'), step(experts, 'record'), '–', '–'),
    row('… queue the instant alerts', step(projects, 'alert'), step(experts, 'alert'), '–', both(projects.burst?.pass?.result.alerts, experts.burst?.pass?.result.alerts)),
    [`per publish: one document's pass (p50 / max of ${single.projects.count} / ${single.experts.count})`, `${ms(single.projects.p50)} / ${ms(single.projects.max)}`, `${ms(single.experts.p50)} / ${ms(single.experts.max)}`, ratio(single.experts.p50, single.projects.p50), '–', both(projects.singles.alerts, experts.singles.alerts)],
    row('daily and weekly alerts due at a local morning', projects.due?.ms, experts.due?.ms, '–', both(projects.due?.alerts, experts.due?.alerts)),
    row('dispatch the alerts: bell + mail into the outbox (mails)', projects.dispatch?.ms, experts.dispatch?.ms, '–', both(projects.dispatch?.mails, experts.dispatch?.mails)),
    ['… per alert dispatched', fmt(perAlert(projects), 1), fmt(perAlert(experts), 1), ratio(perAlert(experts), perAlert(projects)), '–', '–'],
  ];
}

/** The queue emptied by one pass, a second morning run alerting nobody, and each alert dispatched one bell and one mail. */
function onceEach(run: ListRun): boolean {
  const { burst, due, dispatch } = run;
  if (!burst || !due || !dispatch) return false;
  return burst.queueLeft === 0 && burst.morePasses === 0 && due.again === 0 && dispatch.mails === dispatched(run) && dispatch.bells === dispatched(run);
}

function listNote(name: string, run: ListRun): string {
  const { seed, burst, due, dispatch } = run;
  return (
    `${name}: seeded in ${fmt((seed?.ms ?? Number.NaN) / 1000, 1)} s (${seed?.users ?? 'n/a'} searchers, ${seed?.queued ?? 'n/a'} passes queued); the burst's pass tested ${burst?.pass?.result.searches ?? 'n/a'} searches, recorded ${burst?.pass?.result.hits ?? 'n/a'} (search, document) hits and queued ${burst?.pass?.result.alerts ?? 'n/a'} instant alerts ` +
    `(one mail per search and pass, naming up to 20 documents); the morning run queued ${due?.alerts ?? 'n/a'} daily and weekly alerts, run again an hour later ${due?.again ?? 'n/a'}; ${due?.pending ?? 'n/a'} hits stay pending (New York's morning, documents beyond an alert's 20). ` +
    `Alerts queued in all: ${due?.events ?? 'n/a'}; dispatched into ${dispatch?.bells ?? 'n/a'} bells and ${dispatch?.mails ?? 'n/a'} outbox mails (${dispatch?.undispatched ?? 'n/a'} alerts left undispatched at the deadline).` +
    (run.error ? ` Failed: ${run.error}` : '')
  );
}

export const savedSearchesBenchmark: Benchmark = {
  name: 'notify.savedSearches',
  title: 'Saved searches: 10,000 searches against a burst of 100 new projects, and 10,000 expert searches against 100 new experts',
  async run(options: BenchOptions): Promise<BenchReport> {
    const searches = options.quick ? 1000 : 10_000;
    const singles = options.quick ? 3 : 10;
    const dispatchDeadlineMs = options.quick ? 60_000 : 180_000;
    const runs = await runSavedSearchSteps({ searches, burst: BURST, singles, dispatchDeadlineMs });
    const { projects, experts } = runs;
    const matchMs = (run: ListRun) => run.burst?.pass?.result.ms.match;
    const measured = (run: ListRun) => !run.error && run.burst?.pass?.result.searches === searches && run.dispatch !== undefined;
    const notes = [
      `Both lists through the app's path, each in its own process on a fresh embedded SQLite database, composed as server/start-app.ts composes the API (methods, indexes, the alert mails' plan, skill names in every language) without the web server. The ${BURST} documents are published first (projects by the logic projects.publish runs, experts by people.publishFromCandidate's body from candidate accounts), each queuing its pass; then the match worker starts, as after a restart, and is timed until idle: one pass per list over the ${BURST}, whose steps the worker reports (match-worker.ts's onPass). Per publish: ${singles} more documents published one at a time while the worker runs. The dispatcher starts after the morning run (in the app it runs all along) and is given ${dispatchDeadlineMs / 1000} s; for experts it also carries the candidates' ${BURST + singles} "your entry is online" events; the mails stay in the outbox, no sender runs (their delivery: notify.broadcast and mail.outbox).`,
      `Side by side: both servers run at once and each step is measured on one list then the other (the single publications alternate which goes first). Ratio = experts ÷ projects of the step's ms: the project searches' pass, the issue's original bench, is the baseline the expert pass is read against (same count, same burst, same path, same run).`,
      `Project searches (the mix this bench always used): ${searches} of ${projects.seed?.users ?? 'n/a'} candidates (five each), one skill each, half with a country, 30 % a minimum remote share, 30 % a word, 20 % a language; 20 % instant, 60 % daily, 20 % weekly; time zones Prague, Berlin, London, New York.`,
      `Expert searches, from the directory's filters: ${searches} of ${experts.seed?.users ?? 'n/a'} customers (five each), one or two of a role's core skills (none for 15 %, who type a word; 20 % of the others add one), 35 % a country and 15 % the continent, 40 % a language (German or English at B2/C1, or the region's own), 35 % "available by" 2 to 13 weeks ahead, 25 % a maximum rate (per hour or per day), 30 % another order; frequencies and time zones as for projects. The experts are the demo data's (generate-person.ts): native language plus English and often German, 60 % available now, 30 % partly, 10 % back later, 85 % with a rate. Searchers' mails in the six UI languages in turn.`,
      listNote('Projects', projects),
      listNote('Experts', experts),
      `Load average at the end: ${os.loadavg().map((load) => load.toFixed(2)).join(', ')} (1, 5, 15 min; the machine is shared).`,
    ];
    return {
      name: 'notify.savedSearches',
      title: savedSearchesBenchmark.title,
      columns: ['Step', 'Projects ms', 'Experts ms', 'Ratio experts ÷ projects', 'Hits (projects / experts)', 'Alerts or mails (projects / experts)'],
      rows: rows(runs, searches),
      targets: [
        { label: `compute all matches of ${searches} searches × ${BURST} projects`, value: `${ms(matchMs(projects))} ms`, limit: 'recorded', met: measured(projects) ? 'reported' : null },
        { label: `compute all matches of ${searches} expert searches × ${BURST} experts`, value: `${ms(matchMs(experts))} ms (${ratio(matchMs(experts), matchMs(projects))} × projects)`, limit: 'recorded', met: measured(experts) ? 'reported' : null },
        { label: 'mails queued in the outbox (instant + daily/weekly), projects / experts', value: `${both(projects.dispatch?.mails, experts.dispatch?.mails)} (of ${both(projects.dispatch?.events, experts.dispatch?.events)} alerts)`, limit: 'recorded', met: measured(projects) && measured(experts) ? 'reported' : null },
        {
          label: 'once each: the queue emptied by the pass, a second morning run queues none, one bell and one mail per alert dispatched',
          value: `again ${both(projects.due?.again, experts.due?.again)}; mails ${both(projects.dispatch?.mails, experts.dispatch?.mails)} of ${both(dispatched(projects), dispatched(experts))} dispatched (${both(projects.dispatch?.events, experts.dispatch?.events)} queued)`,
          limit: '0; mails = dispatched',
          met: measured(projects) && measured(experts) ? onceEach(projects) && onceEach(experts) : null,
        },
      ],
      notes,
    };
  },
};
