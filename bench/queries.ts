// `queries.lists`: the open-projects list (`projects.open`) and the expert directory
// (`people.directory`) at 10,000 projects and 50,000 experts, per embedded engine side by side
// (SQLite, and NeDB while its driver exists: engines.ts). For each typical filter: time from `sub`
// to `ready` over a real WebSocket against the real server in its own process, p50/p95 over
// repeated subscriptions (each unsubscribed before the next), on each engine alternately, and the
// ratio SQLite/NeDB of the p95. The seeded databases are cached in .meteor/local/bench-db-<engine>
// (reused while their seed.json matches).
import { alternate, availableEngines, BASELINE_GONE_NOTE, type BenchEngine, ENGINE_LABEL, LATENCY_COLUMNS, latencyCells, type LatencyPair, loadTimes, seededDir, startEngineServers, stopEngineServers } from './lib/engines';
import { serverNodeArgs } from './lib/ipc';
import { fmt } from './lib/stats';
import type { Benchmark, BenchOptions, BenchReport, Target } from './lib/types';
import { ensureSeeded } from './lib/seeded-db';
import { sampleSubscription, SubTimer } from './lib/sub-timer';

const PROJECTS = 10_000;
const PEOPLE = 50_000;
const PAGE = 20;
/** Issue 21: the lists keep p95 under 20 ms on SQLite. */
const TARGET_P95_MS = 20;
const DB_BASE = 'bench-db';
/** The `text` filter searches the collection's FTS5 text index (every word, by its start, with the skills it names). */
const SUBSTRING = '(FTS5 text index)';

interface Scenario {
  publication: 'projects.open' | 'people.directory';
  label: string;
  filters: Record<string, unknown>;
}

const inWeeks = (weeks: number) => ({ $date: Date.now() + weeks * 7 * 86_400_000 });

const SCENARIOS: Scenario[] = [
  { publication: 'projects.open', label: 'unfiltered (baseline)', filters: {} },
  { publication: 'projects.open', label: `text "java" ${SUBSTRING}`, filters: { text: 'java' } },
  { publication: 'projects.open', label: 'skills sap-s4hana + sap-fi', filters: { skills: ['sap-s4hana', 'sap-fi'] } },
  { publication: 'projects.open', label: 'country DE, remote ≥ 80', filters: { country: 'DE', remote: 80 } },
  { publication: 'projects.open', label: 'German at C1', filters: { language: 'de', languageLevel: 'C1' } },
  { publication: 'projects.open', label: 'rate 600–900 EUR/day', filters: { rate: { min: 600, max: 900, currency: 'EUR', unit: 'day' } } },
  { publication: 'projects.open', label: 'continent EURO, skill kubernetes, sort start', filters: { continent: 'EURO', skills: ['kubernetes'], sort: 'start' } },
  { publication: 'people.directory', label: 'unfiltered (baseline)', filters: {} },
  { publication: 'people.directory', label: `text "sap" ${SUBSTRING}`, filters: { text: 'sap' } },
  { publication: 'people.directory', label: 'skills react + typescript', filters: { skills: ['react', 'typescript'] } },
  { publication: 'people.directory', label: 'country PL', filters: { country: 'PL' } },
  { publication: 'people.directory', label: 'German at B2', filters: { language: 'de', languageLevel: 'B2' } },
  { publication: 'people.directory', label: 'rate ≤ 90 EUR/hour', filters: { rate: { max: 90, currency: 'EUR', unit: 'hour' } } },
  { publication: 'people.directory', label: 'available within 4 weeks, sort experience', filters: { availableBy: inWeeks(4), sort: 'experience' } },
];

async function measure(url: string, scenario: Scenario, samples: number): Promise<LatencyPair> {
  const timer = await SubTimer.open(url, 10_000);
  try {
    return await sampleSubscription(timer, scenario.publication, [{ ...scenario.filters, limit: PAGE }], samples, 30_000);
  } finally {
    timer.close();
  }
}

export const queriesBenchmark: Benchmark = {
  name: 'queries.lists',
  title: `Open projects and expert directory with filters at ${PROJECTS.toLocaleString('en')} projects / ${PEOPLE.toLocaleString('en')} experts`,
  async run(options: BenchOptions): Promise<BenchReport> {
    const samples = options.quick ? 5 : 40;
    const engines = availableEngines();
    const seedNotes: string[] = [];
    for (const engine of engines) seedNotes.push(`${ENGINE_LABEL[engine]}: ${await ensureSeeded(seededDir(DB_BASE, engine), { projects: PROJECTS, people: PEOPLE }, 600_000, engine)}`);
    const servers = await startEngineServers<{ port: number }>(engines, 'bench/queries/app-server.ts', (engine) => seededDir(DB_BASE, engine), { readyTimeoutMs: 180_000, nodeArgs: serverNodeArgs() });
    const url = (engine: BenchEngine) => `ws://127.0.0.1:${servers.get(engine)?.child.info.port}/websocket`;
    const results: Array<Partial<Record<BenchEngine, LatencyPair>>> = [];
    try {
      for (const [round, scenario] of SCENARIOS.entries()) results.push(await alternate(engines, round, (engine) => measure(url(engine), scenario, samples)));
    } finally {
      await stopEngineServers(servers);
    }
    const rows = SCENARIOS.map((scenario, index) => [scenario.publication, scenario.label, ...latencyCells(results[index] ?? {})]);
    const worst = (engine: BenchEngine) => Math.max(...results.map((r) => r[engine]?.p95 ?? Number.NaN));
    const complete = results.length === SCENARIOS.length;
    const targets: Target[] = [
      { label: `SQLite: p95 time to ready, worst filter (limit ${PAGE})`, value: `${fmt(worst('sqlite'))} ms`, limit: `< ${TARGET_P95_MS} ms`, met: complete ? worst('sqlite') < TARGET_P95_MS : null },
    ];
    if (engines.includes('nedb')) targets.push({ label: 'NeDB (baseline): p95, worst filter', value: `${fmt(worst('nedb'))} ms`, limit: '–', met: 'reported' });
    return {
      name: 'queries.lists',
      title: this.title,
      columns: ['publication', 'filters', ...LATENCY_COLUMNS],
      rows,
      targets,
      notes: [
        `Database: ${PROJECTS} projects (90% open) and ${PEOPLE} experts (90% published) from \`npm run seed\` in .meteor/local/${DB_BASE}-<engine>, one per engine (${seedNotes.join('; ')}); the servers were ready after ${loadTimes(servers)}.`,
        `Each row: 3 warm-up then ${samples} subscriptions on one connection per engine, one at a time, each with \`limit: ${PAGE}\`, timed from \`sub\` to \`ready\` and unsubscribed (\`nosub\`) before the next. Both servers run side by side; each row measures one engine then the other, starting with the other engine on the next row. Nearest-rank percentiles.`,
        'Text rows search the FTS5 text index (packages/mongo/drivers/sqlite-text-index.ts): every word by its start, accents folded, the skills a word names as alternatives.',
        ...(engines.includes('nedb') ? [] : [BASELINE_GONE_NOTE]),
      ],
    };
  },
};
