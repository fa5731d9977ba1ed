// `queries.admin`: the back office's tables for projects and people at the seed's scale (10,000
// projects, 50,000 directory entries) plus 5,000 candidate accounts, per embedded engine side by
// side (SQLite, and NeDB while its driver exists: engines.ts). For each table: time from `sub` to
// `ready` of its first page, a filtered page and its last page (limit 25, skip to the end),
// p50/p95 over repeated subscriptions as the admin on each engine alternately, and the ratio
// SQLite/NeDB of the p95. Uses the cached .meteor/local/bench-db-<engine> of queries.lists.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { alternate, availableEngines, BASELINE_GONE_NOTE, type BenchEngine, LATENCY_COLUMNS, latencyCells, type LatencyPair, seededDir, startEngineServers, stopEngineServers } from './lib/engines';
import { serverNodeArgs } from './lib/ipc';
import { fmt } from './lib/stats';
import { sampleSubscription, SubTimer } from './lib/sub-timer';
import type { Benchmark, BenchOptions, BenchReport, Target } from './lib/types';

const PAGE = 25;
/** Issue 21: the admin tables keep p95 under 20 ms on SQLite. */
const TARGET_P95_MS = 20;
const DB_BASE = 'bench-db';

interface Scenario {
  table: string;
  label: string;
  publication: string;
  filters: Record<string, unknown>;
}

type AdminServer = { port: number; email: string; password: string; candidates: number };

async function scenarios(timer: SubTimer): Promise<Scenario[]> {
  const lastSkip = (count: number) => Math.max(0, Math.floor((count - 1) / PAGE) * PAGE);
  const projects = (await timer.call('projects.adminCount', [{}], 30_000)) as number;
  const entries = (await timer.call('people.adminCount', [{}], 30_000)) as number;
  const candidates = (await timer.call('people.adminCandidatesCount', [{}], 30_000)) as number;
  const page = { limit: PAGE };
  return [
    { table: 'public', label: 'projects.open plain page (public list)', publication: 'projects.open', filters: page },
    { table: 'public', label: 'people.directory plain page (public list)', publication: 'people.directory', filters: page },
    { table: 'projects', label: 'first page', publication: 'projects.admin', filters: page },
    { table: 'projects', label: 'status closed, text "engineer" (substring search of today)', publication: 'projects.admin', filters: { ...page, status: 'closed', text: 'engineer' } },
    { table: 'projects', label: 'sorted by title', publication: 'projects.admin', filters: { ...page, sort: 'title' } },
    { table: 'projects', label: `last page (skip ${lastSkip(projects)})`, publication: 'projects.admin', filters: { ...page, skip: lastSkip(projects) } },
    { table: 'expert entries', label: 'first page', publication: 'people.admin', filters: page },
    { table: 'expert entries', label: 'status draft, text "sap" (substring search of today)', publication: 'people.admin', filters: { ...page, status: 'draft', text: 'sap' } },
    { table: 'expert entries', label: `last page (skip ${lastSkip(entries)})`, publication: 'people.admin', filters: { ...page, skip: lastSkip(entries) } },
    { table: 'candidates', label: 'first page', publication: 'people.adminCandidates', filters: page },
    { table: 'candidates', label: 'with CV, no entry', publication: 'people.adminCandidates', filters: { ...page, cv: 'with-cv', entry: 'none' } },
    { table: 'candidates', label: `last page (skip ${lastSkip(candidates)})`, publication: 'people.adminCandidates', filters: { ...page, skip: lastSkip(candidates) } },
  ];
}

/** A logged-in admin connection to one engine's server. */
async function adminConnection(server: AdminServer): Promise<SubTimer> {
  const timer = await SubTimer.open(`ws://127.0.0.1:${server.port}/websocket`, 30_000);
  await timer.login(server.email, server.password, 30_000);
  return timer;
}

export const adminBenchmark: Benchmark = {
  name: 'queries.admin',
  title: 'Admin tables for projects and people at 10,000 projects / 50,000 entries / 5,000 candidates',
  async run(options: BenchOptions): Promise<BenchReport> {
    const engines = availableEngines();
    for (const engine of engines) {
      if (!existsSync(path.join(seededDir(DB_BASE, engine), 'seed.json'))) throw new Error(`No seeded ${engine} database: run \`npm run bench -- queries.lists\` first`);
    }
    const seeded = JSON.parse(readFileSync(path.join(seededDir(DB_BASE, 'sqlite'), 'seed.json'), 'utf8')) as { projects: number; people: number };
    const samples = options.quick ? 5 : 40;
    const servers = await startEngineServers<AdminServer>(engines, 'bench/admin/admin-server.ts', (engine) => seededDir(DB_BASE, engine), { nodeArgs: serverNodeArgs(), readyTimeoutMs: 300_000 });
    const timers = new Map<BenchEngine, SubTimer>();
    const rows: string[][] = [];
    const admin: Array<Partial<Record<BenchEngine, LatencyPair>>> = [];
    try {
      for (const [engine, server] of servers) timers.set(engine, await adminConnection(server.child.info));
      const list = await scenarios(timers.get('sqlite') as SubTimer);
      for (const [round, scenario] of list.entries()) {
        const measured = await alternate(engines, round, (engine) => sampleSubscription(timers.get(engine) as SubTimer, scenario.publication, [scenario.filters], samples, 60_000));
        rows.push([scenario.table, scenario.label, ...latencyCells(measured)]);
        if (scenario.table !== 'public') admin.push(measured);
      }
    } finally {
      for (const timer of timers.values()) timer.close();
      await stopEngineServers(servers);
    }
    const worst = (engine: BenchEngine) => Math.max(...admin.map((r) => r[engine]?.p95 ?? Number.NaN));
    const targets: Target[] = [{ label: `SQLite: p95 to ready, worst admin page (limit ${PAGE})`, value: `${fmt(worst('sqlite'))} ms`, limit: `< ${TARGET_P95_MS} ms`, met: admin.length > 0 ? worst('sqlite') < TARGET_P95_MS : null }];
    if (engines.includes('nedb')) targets.push({ label: 'NeDB (baseline): p95, worst admin page', value: `${fmt(worst('nedb'))} ms`, limit: '–', met: 'reported' });
    const candidates = servers.get('sqlite')?.child.info.candidates;
    return {
      name: 'queries.admin',
      title: this.title,
      columns: ['table', 'page', ...LATENCY_COLUMNS],
      rows,
      targets,
      notes: [
        `Database: ${seeded.projects} projects and ${seeded.people} directory entries from \`npm run seed\` in .meteor/local/${DB_BASE}-<engine>, one per engine, plus ${candidates} candidate accounts the bench server adds once (a third with a CV, every tenth linked to an entry).`,
        `Each row: 3 warm-up then ${samples} subscriptions as a logged-in admin on one connection per engine, one at a time, timed from \`sub\` to \`ready\` and unsubscribed before the next; both servers run side by side, each row measures one engine then the other, starting with the other engine on the next row. Nearest-rank percentiles. Candidate rows also deliver the page's linked entries. The last-page skips are counted on SQLite (both databases hold the same seed).`,
        'Text rows are the substring search of today (a case-insensitive substring match), until the FTS5 index replaces it.',
        ...(engines.includes('nedb') ? [] : [BASELINE_GONE_NOTE]),
      ],
    };
  },
};
