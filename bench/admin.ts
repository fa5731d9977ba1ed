// `queries.admin`: the back office's tables for projects, expert entries and candidates (the
// `*.adminPage` publications) at the seed's scale (10,000 projects, 50,000 directory entries)
// plus 5,000 candidate accounts, per embedded engine side by side (SQLite, and NeDB while its
// driver exists: engines.ts). For each table: time from `sub` to `ready` of its first page, a
// filtered page and its last page, p50/p95 over repeated subscriptions as the admin on each engine
// alternately, and the ratio SQLite/NeDB of the p95; the public lists' plain pages of the same
// size for reference. Uses the cached .meteor/local/bench-db-<engine> of queries.lists.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { availableEngines, BASELINE_GONE_NOTE, type BenchEngine, LATENCY_COLUMNS, latencyCells, seededDir, startEngineServers, stopEngineServers } from './lib/engines';
import { serverNodeArgs } from './lib/ipc';
import { SideBySide } from './lib/side-by-side';
import { fmt } from './lib/stats';
import type { Benchmark, BenchOptions, BenchReport, Target } from './lib/types';

/** The admin pages' size (ADMIN_PAGE_SIZE); the public lists are asked for as many. */
const PAGE = 20;
/** Issue 21: the admin tables keep p95 under 20 ms on SQLite. */
const TARGET_P95_MS = 20;
const DB_BASE = 'bench-db';

interface Table {
  table: string;
  publication: string;
  filters: Array<{ label: string; filters: Record<string, string> }>;
}

const TABLES: Table[] = [
  {
    table: 'projects',
    publication: 'projects.adminPage',
    filters: [
      { label: 'status closed, text "engineer" (FTS5 text index)', filters: { status: 'closed', text: 'engineer' } },
      { label: 'sorted by title', filters: { sort: 'title' } },
    ],
  },
  { table: 'expert entries', publication: 'people.adminPage', filters: [{ label: 'status draft, text "sap" (FTS5 text index)', filters: { status: 'draft', text: 'sap' } }] },
  { table: 'candidates', publication: 'people.adminCandidatesPage', filters: [{ label: 'with CV, no entry', filters: { cv: 'with-cv', entry: 'none' } }] },
];

type AdminServer = { port: number; email: string; password: string; candidates: number };

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
    let side: SideBySide | undefined;
    try {
      const rows = (side = await SideBySide.open(servers, samples));
      await rows.row('public', 'projects.open plain page', 'projects.open', () => [{ limit: PAGE }]);
      await rows.row('public', 'people.directory plain page', 'people.directory', () => [{ limit: PAGE }]);
      for (const { table, publication, filters } of TABLES) {
        await rows.row(table, 'first page', publication, () => [{}, 1]);
        const pageCounts = rows.pageCounts();
        for (const filter of filters) await rows.row(table, filter.label, publication, () => [filter.filters, 1]);
        await rows.row(table, `last page (${(pageCounts.get('sqlite') ?? 1).toLocaleString('en')})`, publication, (engine) => [{}, pageCounts.get(engine) ?? 1]);
      }
    } finally {
      side?.close();
      await stopEngineServers(servers);
    }
    const measured = side?.rows ?? [];
    const admin = measured.filter((row) => row.table !== 'public');
    const expected = TABLES.reduce((sum, table) => sum + table.filters.length + 2, 0);
    const worst = (engine: BenchEngine) => Math.max(...admin.map((r) => r.measured[engine]?.p95 ?? Number.NaN));
    const targets: Target[] = [{ label: `SQLite: p95 to ready, worst admin page (${PAGE} a page)`, value: `${fmt(worst('sqlite'))} ms`, limit: `< ${TARGET_P95_MS} ms`, met: admin.length === expected ? worst('sqlite') < TARGET_P95_MS : null }];
    if (engines.includes('nedb')) targets.push({ label: 'NeDB (baseline): p95, worst admin page', value: `${fmt(worst('nedb'))} ms`, limit: '–', met: 'reported' });
    return {
      name: 'queries.admin',
      title: this.title,
      columns: ['table', 'page', ...LATENCY_COLUMNS],
      rows: measured.map((r) => [r.table, r.page, ...latencyCells(r.measured)]),
      targets,
      notes: [
        `Database: ${seeded.projects} projects and ${seeded.people} directory entries from \`npm run seed\` in .meteor/local/${DB_BASE}-<engine>, one per engine, plus ${servers.get('sqlite')?.child.info.candidates} candidate accounts the bench server adds once (a third with a CV, every tenth linked to an entry).`,
        `Each row: 3 warm-up then ${samples} subscriptions as a logged-in admin on one connection per engine, one at a time, timed from \`sub\` to \`ready\` (after the rows, the related documents and the page record with the total) and unsubscribed before the next; both servers run side by side, each row measures one engine then the other, starting with the other engine on the next row. Nearest-rank percentiles.`,
        'The tables are the `*.adminPage` publications (`projects.adminPage`, `people.adminPage`, `people.adminCandidatesPage`); the earlier `projects.admin` / `people.admin` / `people.adminCandidates` publications and count methods this bench used no longer exist.',
        'Text rows search the FTS5 text index (packages/mongo/drivers/sqlite-text-index.ts).',
        ...(engines.includes('nedb') ? [] : [BASELINE_GONE_NOTE]),
      ],
    };
  },
};
