// `admin.tables`: the admin back office's tables (the `*.adminPage` publications) at 10,000
// projects, 50,000 experts and 100,000 applications (plus 50,000 candidate accounts and 10,000
// each of requests, documents, contact messages and invitation requests) on the embedded driver.
// For each table: its first page, a filtered page and its last page, timed from `sub` to `ready`
// (which includes the page record with the total) over a real WebSocket, logged in as an admin;
// p50/p95 over repeated subscriptions, each unsubscribed before the next; and the ratio to the
// public list's plain page of the same size (`projects.open`, 20, no filters) measured in the same
// run. The seeded database is cached in .meteor/local/bench-db-admin (reused while its seed.json
// matches).
import path from 'node:path';
import { Child, REPO_ROOT, serverNodeArgs } from '../lib/ipc';
import { fmt } from '../lib/stats';
import type { Benchmark, BenchOptions, BenchReport, Target } from '../lib/types';
import { ensureSeeded } from '../lib/seeded-db';
import { sampleSubscription, SubTimer } from '../lib/sub-timer';

const SEED = { projects: 10_000, people: 50_000, applications: 100_000 };
const PAGE = 20;
const TARGET_P95_MS = 100;
const DB_DIR = path.join(REPO_ROOT, '.meteor', 'local', 'bench-db-admin');

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

interface Measured {
  table: string;
  page: string;
  p50: number;
  p95: number;
  docs: number;
}

export const adminTablesBenchmark: Benchmark = {
  name: 'admin.tables',
  title: `Admin tables at ${SEED.projects.toLocaleString('en')} projects / ${SEED.people.toLocaleString('en')} experts / ${SEED.applications.toLocaleString('en')} applications`,
  async run(options: BenchOptions): Promise<BenchReport> {
    const samples = options.quick ? 5 : 40;
    const seedNote = await ensureSeeded(DB_DIR, SEED, 1_200_000);
    process.env.BENCH_DB_DIR = DB_DIR;
    const loadStarted = Date.now();
    const server = await Child.start<{ port: number; email: string; password: string }>('bench/admin/app-server.ts', { nodeArgs: serverNodeArgs(), readyTimeoutMs: 300_000 });
    const loadSeconds = (Date.now() - loadStarted) / 1000;
    const results: Measured[] = [];
    let baseline = { p50: NaN, p95: NaN, docs: 0 };
    try {
      const timer = await SubTimer.open(`ws://127.0.0.1:${server.info.port}/websocket`, 10_000);
      try {
        await timer.login(server.info.email, server.info.password, 30_000);
        baseline = await sampleSubscription(timer, 'projects.open', [{ limit: PAGE }], samples, 60_000);
        for (const table of TABLES) {
          const first = await sampleSubscription(timer, table.publication, [{}, 1], samples, 60_000);
          const pageCount = Number(timer.lastPageRecord?.pageCount ?? 1);
          results.push({ table: table.label, page: 'first page', ...first });
          results.push({ table: table.label, page: table.filterLabel, ...(await sampleSubscription(timer, table.publication, [table.filter, 1], samples, 60_000)) });
          results.push({ table: table.label, page: `last page (${pageCount.toLocaleString('en')})`, ...(await sampleSubscription(timer, table.publication, [{}, pageCount], samples, 60_000)) });
        }
      } finally {
        timer.close();
      }
    } finally {
      await server.stop();
    }
    const rows = [
      ['projects.open (baseline)', 'plain page', String(baseline.docs), fmt(baseline.p50), fmt(baseline.p95), '1.00'],
      ...results.map((r) => [r.table, r.page, String(r.docs), fmt(r.p50), fmt(r.p95), fmt(r.p95 / baseline.p95, 2)]),
    ];
    const worst = results.reduce((max, r) => Math.max(max, r.p95), 0);
    const targets: Target[] = [
      {
        label: `p95 time to ready, worst admin page (${PAGE} a page)`,
        value: `${fmt(worst)} ms`,
        limit: `< ${TARGET_P95_MS} ms`,
        met: results.length === TABLES.length * 3 ? worst < TARGET_P95_MS : null,
      },
    ];
    return {
      name: 'admin.tables',
      title: this.title,
      columns: ['table', 'page', 'docs', 'p50 ms', 'p95 ms', 'p95 ratio vs public page'],
      rows,
      targets,
      notes: [
        `Database: \`npm run seed -- --projects ${SEED.projects} --people ${SEED.people} --applications ${SEED.applications}\` in .meteor/local/bench-db-admin (${seedNote}); the server loaded it in ${fmt(loadSeconds, 1)} s.`,
        `Each row: 3 warm-up then ${samples} subscriptions on one admin connection, one at a time, ${PAGE} rows a page, timed from \`sub\` to \`ready\` and unsubscribed (\`nosub\`) before the next. \`ready\` comes after the page's rows, the related project titles and names, and the page record with the total count. Nearest-rank percentiles.`,
        '*docs* counts every document the subscription sent: rows, related projects and people, and the page record.',
        'The ratio divides each p95 by the p95 of `projects.open` with no filters and the same page size, measured on the same connection in the same run.',
      ],
    };
  },
};
