// `admin.tables`: the admin back office's tables (the `*.adminPage` publications) at 10,000
// projects, 50,000 experts and 100,000 applications (plus 50,000 candidate accounts and 10,000
// each of requests, documents, contact messages and invitation requests), per embedded engine
// side by side (SQLite, and NeDB while its driver exists: engines.ts). For each table: its first
// page, a filtered page and its last page, timed from `sub` to `ready` (which includes the page
// record with the total) over a real WebSocket, logged in as an admin; p50/p95 over repeated
// subscriptions, each unsubscribed before the next, on each engine alternately; and the ratio
// SQLite/NeDB of the p95. The seeded databases are cached in .meteor/local/bench-db-admin-<engine>
// (reused while their seed.json matches; db.startup uses them too).
import { availableEngines, BASELINE_GONE_NOTE, type BenchEngine, ENGINE_LABEL, LATENCY_COLUMNS, latencyCells, loadTimes, seededDir, startEngineServers, stopEngineServers } from '../lib/engines';
import { serverNodeArgs } from '../lib/ipc';
import { fmt } from '../lib/stats';
import type { Benchmark, BenchOptions, BenchReport, Target } from '../lib/types';
import { ensureSeeded } from '../lib/seeded-db';
import { SideBySide } from '../lib/side-by-side';

export const ADMIN_SEED = { projects: 10_000, people: 50_000, applications: 100_000 };
export const ADMIN_DB_BASE = 'bench-db-admin';
const PAGE = 20;
/** Issue 21: the admin tables keep p95 under 20 ms on SQLite. */
const TARGET_P95_MS = 20;

interface Table {
  publication: string;
  label: string;
  filter: Record<string, string>;
  filterLabel: string;
}

const TABLES: Table[] = [
  { publication: 'applications.adminPage', label: 'applications', filter: { status: 'shortlisted' }, filterLabel: 'status shortlisted' },
  { publication: 'requests.adminPage', label: 'requests', filter: { status: 'new' }, filterLabel: 'status new' },
  { publication: 'peopleDocuments.adminPage', label: 'documents', filter: { status: '2' }, filterLabel: 'awaiting agreement' },
  { publication: 'invitationRequests.adminPage', label: 'invitation requests', filter: { status: 'new' }, filterLabel: 'status new' },
  { publication: 'contactMessages.adminPage', label: 'contact messages', filter: { status: 'new' }, filterLabel: 'status new' },
  { publication: 'users.adminPage', label: 'users', filter: { role: 'customer' }, filterLabel: 'role customer' },
];

type AdminServer = { port: number; email: string; password: string };

/** Seeds (or reuses) the agency-scale database of each engine; says what it did for each. */
export async function ensureAdminSeeds(engines: BenchEngine[]): Promise<string> {
  const notes: string[] = [];
  for (const engine of engines) notes.push(`${ENGINE_LABEL[engine]}: ${await ensureSeeded(seededDir(ADMIN_DB_BASE, engine), ADMIN_SEED, 1_200_000, engine)}`);
  return notes.join('; ');
}

export const adminTablesBenchmark: Benchmark = {
  name: 'admin.tables',
  title: `Admin tables at ${ADMIN_SEED.projects.toLocaleString('en')} projects / ${ADMIN_SEED.people.toLocaleString('en')} experts / ${ADMIN_SEED.applications.toLocaleString('en')} applications`,
  async run(options: BenchOptions): Promise<BenchReport> {
    const samples = options.quick ? 5 : 40;
    const engines = availableEngines();
    const seedNote = await ensureAdminSeeds(engines);
    const servers = await startEngineServers<AdminServer>(engines, 'bench/admin/app-server.ts', (engine) => seededDir(ADMIN_DB_BASE, engine), { nodeArgs: serverNodeArgs(), readyTimeoutMs: 300_000 });
    let table: SideBySide | undefined;
    try {
      const side = (table = await SideBySide.open(servers, samples));
      await side.row('projects.open (public list)', 'plain page', 'projects.open', () => [{ limit: PAGE }]);
      for (const { label, publication, filter, filterLabel } of TABLES) {
        await side.row(label, 'first page', publication, () => [{}, 1]);
        const pageCounts = side.pageCounts();
        await side.row(label, filterLabel, publication, () => [filter, 1]);
        await side.row(label, `last page (${(pageCounts.get('sqlite') ?? 1).toLocaleString('en')})`, publication, (engine) => [{}, pageCounts.get(engine) ?? 1]);
      }
    } finally {
      table?.close();
      await stopEngineServers(servers);
    }
    const rows = table?.rows ?? [];
    const admin = rows.slice(1);
    const worst = (engine: BenchEngine) => Math.max(...admin.map((r) => r.measured[engine]?.p95 ?? Number.NaN));
    const targets: Target[] = [
      {
        label: `SQLite: p95 time to ready, worst admin page (${PAGE} a page)`,
        value: `${fmt(worst('sqlite'))} ms`,
        limit: `< ${TARGET_P95_MS} ms`,
        met: admin.length === TABLES.length * 3 ? worst('sqlite') < TARGET_P95_MS : null,
      },
    ];
    if (engines.includes('nedb')) targets.push({ label: 'NeDB (baseline): p95, worst admin page', value: `${fmt(worst('nedb'))} ms`, limit: '–', met: 'reported' });
    return {
      name: 'admin.tables',
      title: this.title,
      columns: ['table', 'page', ...LATENCY_COLUMNS],
      rows: rows.map((r) => [r.table, r.page, ...latencyCells(r.measured)]),
      targets,
      notes: [
        `Database: \`npm run seed -- --projects ${ADMIN_SEED.projects} --people ${ADMIN_SEED.people} --applications ${ADMIN_SEED.applications}\` in .meteor/local/${ADMIN_DB_BASE}-<engine>, one per engine (${seedNote}); the servers were ready after ${loadTimes(servers)}.`,
        `Each row: 3 warm-up then ${samples} subscriptions on one admin connection per engine, one at a time, ${PAGE} rows a page, timed from \`sub\` to \`ready\` and unsubscribed (\`nosub\`) before the next; both servers run side by side, each row measures one engine then the other, starting with the other engine on the next row. \`ready\` comes after the page's rows, the related project titles and names, and the page record with the total count. Nearest-rank percentiles.`,
        '*docs* counts every document the subscription sent: rows, related projects and people, and the page record.',
        ...(engines.includes('nedb') ? [] : [BASELINE_GONE_NOTE]),
      ],
    };
  },
};
