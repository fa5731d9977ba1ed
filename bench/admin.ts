// `queries.admin`: the back office's tables for projects and people at the seed's scale (10,000
// projects, 50,000 directory entries) plus 5,000 candidate accounts, on the embedded driver. For
// each table: time from `sub` to `ready` of its first page, a filtered page and its last page
// (limit 25, skip to the end), p50/p95 over repeated subscriptions as the admin, and the ratio to
// the public list's plain first page of the same size (projects.open for projects, the
// directory for people) measured in the same run. Uses the cached .meteor/local/bench-db.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Child, REPO_ROOT, serverNodeArgs } from './lib/ipc';
import { fmt } from './lib/stats';
import { sampleSubscription, SubTimer } from './lib/sub-timer';
import type { Benchmark, BenchOptions, BenchReport, Target } from './lib/types';

const PAGE = 25;
const TARGET_P95_MS = 100;
const DB_DIR = path.join(REPO_ROOT, '.meteor', 'local', 'bench-db');

interface Scenario {
  table: string;
  label: string;
  publication: string;
  filters: Record<string, unknown>;
  /** The public list's plain page this row is compared with. */
  baseline: string;
}

interface Measured {
  scenario: Scenario;
  p50: number;
  p95: number;
  docs: number;
}

async function scenarios(timer: SubTimer): Promise<Scenario[]> {
  const lastSkip = (count: number) => Math.max(0, Math.floor((count - 1) / PAGE) * PAGE);
  const projects = (await timer.call('projects.adminCount', [{}], 30_000)) as number;
  const entries = (await timer.call('people.adminCount', [{}], 30_000)) as number;
  const candidates = (await timer.call('people.adminCandidatesCount', [{}], 30_000)) as number;
  const page = { limit: PAGE };
  return [
    { table: 'public', label: 'projects.open plain page (baseline)', publication: 'projects.open', filters: page, baseline: 'projects.open' },
    { table: 'public', label: 'people.directory plain page (baseline)', publication: 'people.directory', filters: page, baseline: 'people.directory' },
    { table: 'projects', label: 'first page', publication: 'projects.admin', filters: page, baseline: 'projects.open' },
    { table: 'projects', label: 'status closed, text "engineer"', publication: 'projects.admin', filters: { ...page, status: 'closed', text: 'engineer' }, baseline: 'projects.open' },
    { table: 'projects', label: 'sorted by title', publication: 'projects.admin', filters: { ...page, sort: 'title' }, baseline: 'projects.open' },
    { table: 'projects', label: `last page (skip ${lastSkip(projects)})`, publication: 'projects.admin', filters: { ...page, skip: lastSkip(projects) }, baseline: 'projects.open' },
    { table: 'expert entries', label: 'first page', publication: 'people.admin', filters: page, baseline: 'people.directory' },
    { table: 'expert entries', label: 'status draft, text "sap"', publication: 'people.admin', filters: { ...page, status: 'draft', text: 'sap' }, baseline: 'people.directory' },
    { table: 'expert entries', label: `last page (skip ${lastSkip(entries)})`, publication: 'people.admin', filters: { ...page, skip: lastSkip(entries) }, baseline: 'people.directory' },
    { table: 'candidates', label: 'first page', publication: 'people.adminCandidates', filters: page, baseline: 'people.directory' },
    { table: 'candidates', label: 'with CV, no entry', publication: 'people.adminCandidates', filters: { ...page, cv: 'with-cv', entry: 'none' }, baseline: 'people.directory' },
    { table: 'candidates', label: `last page (skip ${lastSkip(candidates)})`, publication: 'people.adminCandidates', filters: { ...page, skip: lastSkip(candidates) }, baseline: 'people.directory' },
  ];
}

async function measure(timer: SubTimer, scenario: Scenario, samples: number): Promise<Measured> {
  return { scenario, ...(await sampleSubscription(timer, scenario.publication, [scenario.filters], samples, 60_000)) };
}

export const adminBenchmark: Benchmark = {
  name: 'queries.admin',
  title: 'Admin tables for projects and people at 10,000 projects / 50,000 entries / 5,000 candidates',
  async run(options: BenchOptions): Promise<BenchReport> {
    const marker = path.join(DB_DIR, 'seed.json');
    if (!existsSync(marker)) throw new Error('No seeded database: run `npm run bench -- queries.lists` (or npm run seed -- --db .meteor/local/bench-db) first');
    const seeded = JSON.parse(readFileSync(marker, 'utf8')) as { projects: number; people: number };
    const samples = options.quick ? 5 : 40;
    process.env.BENCH_DB_DIR = DB_DIR;
    const server = await Child.start<{ port: number; email: string; password: string; candidates: number }>('bench/admin/admin-server.ts', { nodeArgs: serverNodeArgs(), readyTimeoutMs: 300_000 });
    const results: Measured[] = [];
    try {
      const timer = await SubTimer.open(`ws://127.0.0.1:${server.info.port}/websocket`, 30_000);
      try {
        await timer.login(server.info.email, server.info.password, 30_000);
        for (const scenario of await scenarios(timer)) results.push(await measure(timer, scenario, samples));
      } finally {
        timer.close();
      }
    } finally {
      await server.stop();
    }
    const base = (publication: string) => results.find((r) => r.scenario.table === 'public' && r.scenario.publication === publication);
    const rows = results.map((r) => {
      const baseline = base(r.scenario.baseline);
      return [r.scenario.table, r.scenario.label, String(r.docs), fmt(r.p50), fmt(r.p95), baseline ? fmt(r.p95 / baseline.p95, 2) : 'n/a'];
    });
    const admin = results.filter((r) => r.scenario.table !== 'public');
    const worst = admin.reduce((max, r) => Math.max(max, r.p95), 0);
    const targets: Target[] = [{ label: `p95 to ready, worst admin page (limit ${PAGE})`, value: `${fmt(worst)} ms`, limit: `< ${TARGET_P95_MS} ms`, met: admin.length > 0 ? worst < TARGET_P95_MS : null }];
    return {
      name: 'queries.admin',
      title: this.title,
      columns: ['table', 'page', 'docs', 'p50 ms', 'p95 ms', 'p95 ratio vs public plain page'],
      rows,
      targets,
      notes: [
        `Database: ${seeded.projects} projects and ${seeded.people} directory entries from \`npm run seed\` in .meteor/local/bench-db, plus ${server.info.candidates} candidate accounts the bench server adds once (a third with a CV, every tenth linked to an entry).`,
        `Each row: 3 warm-up then ${samples} subscriptions as a logged-in admin on one connection, one at a time, timed from \`sub\` to \`ready\` and unsubscribed before the next. Nearest-rank percentiles. Candidate rows also deliver the page's linked entries.`,
        'The ratio divides by the public list of the same collection (projects.open or people.directory) with the same page size, in the same run.',
      ],
    };
  },
};
