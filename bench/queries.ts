// `queries.lists`: the open-projects list (`projects.open`) and the expert directory
// (`people.directory`) at 10,000 projects and 50,000 experts on the embedded driver. For each
// typical filter: time from `sub` to `ready` over a real WebSocket against the real server in its
// own process, p50/p95 over repeated subscriptions (each unsubscribed before the next), and the
// ratio to the same publication's plain unfiltered first page of the same size. The seeded
// database is cached in .meteor/local/bench-db (reused while its seed.json matches).
import path from 'node:path';
import { Child, REPO_ROOT } from './lib/ipc';
import { fmt } from './lib/stats';
import type { Benchmark, BenchOptions, BenchReport, Target } from './lib/types';
import { ensureSeeded } from './lib/seeded-db';
import { sampleSubscription, SubTimer } from './lib/sub-timer';

const PROJECTS = 10_000;
const PEOPLE = 50_000;
const PAGE = 20;
const TARGET_P95_MS = 50;
const DB_DIR = path.join(REPO_ROOT, '.meteor', 'local', 'bench-db');

interface Scenario {
  publication: 'projects.open' | 'people.directory';
  label: string;
  filters: Record<string, unknown>;
}

const inWeeks = (weeks: number) => ({ $date: Date.now() + weeks * 7 * 86_400_000 });

const SCENARIOS: Scenario[] = [
  { publication: 'projects.open', label: 'unfiltered (baseline)', filters: {} },
  { publication: 'projects.open', label: 'text "java"', filters: { text: 'java' } },
  { publication: 'projects.open', label: 'skills sap-s4hana + sap-fi', filters: { skills: ['sap-s4hana', 'sap-fi'] } },
  { publication: 'projects.open', label: 'country DE, remote ≥ 80', filters: { country: 'DE', remote: 80 } },
  { publication: 'projects.open', label: 'German at C1', filters: { language: 'de', languageLevel: 'C1' } },
  { publication: 'projects.open', label: 'rate 600–900 EUR/day', filters: { rate: { min: 600, max: 900, currency: 'EUR', unit: 'day' } } },
  { publication: 'projects.open', label: 'continent EURO, skill kubernetes, sort start', filters: { continent: 'EURO', skills: ['kubernetes'], sort: 'start' } },
  { publication: 'people.directory', label: 'unfiltered (baseline)', filters: {} },
  { publication: 'people.directory', label: 'text "sap"', filters: { text: 'sap' } },
  { publication: 'people.directory', label: 'skills react + typescript', filters: { skills: ['react', 'typescript'] } },
  { publication: 'people.directory', label: 'country PL', filters: { country: 'PL' } },
  { publication: 'people.directory', label: 'German at B2', filters: { language: 'de', languageLevel: 'B2' } },
  { publication: 'people.directory', label: 'rate ≤ 90 EUR/hour', filters: { rate: { max: 90, currency: 'EUR', unit: 'hour' } } },
  { publication: 'people.directory', label: 'available within 4 weeks, sort experience', filters: { availableBy: inWeeks(4), sort: 'experience' } },
];

interface Measured {
  scenario: Scenario;
  p50: number;
  p95: number;
  docs: number;
}

async function measure(url: string, scenario: Scenario, samples: number): Promise<Measured> {
  const timer = await SubTimer.open(url, 10_000);
  try {
    return { scenario, ...(await sampleSubscription(timer, scenario.publication, [{ ...scenario.filters, limit: PAGE }], samples, 30_000)) };
  } finally {
    timer.close();
  }
}

export const queriesBenchmark: Benchmark = {
  name: 'queries.lists',
  title: `Open projects and expert directory with filters at ${PROJECTS.toLocaleString('en')} projects / ${PEOPLE.toLocaleString('en')} experts`,
  async run(options: BenchOptions): Promise<BenchReport> {
    const samples = options.quick ? 5 : 40;
    const seedNote = await ensureSeeded(DB_DIR, { projects: PROJECTS, people: PEOPLE }, 600_000);
    process.env.BENCH_DB_DIR = DB_DIR;
    const loadStarted = Date.now();
    const server = await Child.start<{ port: number }>('bench/queries/app-server.ts', { readyTimeoutMs: 180_000 });
    const loadSeconds = (Date.now() - loadStarted) / 1000;
    const results: Measured[] = [];
    try {
      const url = `ws://127.0.0.1:${server.info.port}/websocket`;
      for (const scenario of SCENARIOS) results.push(await measure(url, scenario, samples));
    } finally {
      await server.stop();
    }
    const baseline = (publication: string) => results.find((r) => r.scenario.publication === publication && Object.keys(r.scenario.filters).length === 0);
    const rows = results.map((r) => {
      const base = baseline(r.scenario.publication);
      return [r.scenario.publication, r.scenario.label, String(r.docs), fmt(r.p50), fmt(r.p95), base ? fmt(r.p50 / base.p50, 2) : 'n/a'];
    });
    const worst = results.reduce((max, r) => Math.max(max, r.p95), 0);
    const targets: Target[] = [
      { label: `p95 time to ready, worst filter (limit ${PAGE})`, value: `${fmt(worst)} ms`, limit: `< ${TARGET_P95_MS} ms`, met: results.length === SCENARIOS.length ? worst < TARGET_P95_MS : null },
    ];
    return {
      name: 'queries.lists',
      title: this.title,
      columns: ['publication', 'filters', 'docs', 'p50 ms', 'p95 ms', 'p50 ratio vs unfiltered'],
      rows,
      targets,
      notes: [
        `Database: ${PROJECTS} projects (90% open) and ${PEOPLE} experts (90% published) from \`npm run seed\` in .meteor/local/bench-db (${seedNote}); the server loaded it in ${fmt(loadSeconds, 1)} s.`,
        `Each row: 3 warm-up then ${samples} subscriptions on one connection, one at a time, each with \`limit: ${PAGE}\`, timed from \`sub\` to \`ready\` and unsubscribed (\`nosub\`) before the next. Nearest-rank percentiles.`,
        'The ratio divides by the same publication without filters (its default sort, same page size).',
      ],
    };
  },
};
