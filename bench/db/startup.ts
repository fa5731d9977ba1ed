// `db.startup`: start-up and memory of the production server at agency scale (issue 21), per
// embedded engine (SQLite, and NeDB while its driver exists: engines.ts). The app is built as
// `npm run build` builds it, into .meteor/local/bench-startup, and started as `npm start` starts
// it (production-server.ts), on the database of `npm run seed -- --projects 10000 --people 50000
// --applications 100000` (admin.tables' cached seeds) and on an empty one. Measured: the time
// from spawning the server to its first 200 for /engine/projects, the server's RSS 2 s after that,
// and on the seeded database its RSS after (and at the peak of) a bounded load run of a few
// hundred visitors (bench/load/scenario.ts). Engines and databases are started alternately.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { projectRoot } from '../../scripts/meteor-resolver';
import { ADMIN_DB_BASE, ADMIN_SEED, ensureAdminSeeds } from '../admin/tables';
import { alternate, availableEngines, BASELINE_GONE_NOTE, type BenchEngine, ENGINE_LABEL, seededDir } from '../lib/engines';
import { rssMiB } from '../lib/process-memory';
import { fmt, sleep } from '../lib/stats';
import { SubTimer } from '../lib/sub-timer';
import type { Benchmark, BenchOptions, BenchReport, Target } from '../lib/types';
import { type LoadResult, runLoad } from '../load/scenario';
import { buildAppInto } from '../web/build';
import { startTimed } from './production-server';

const OUT = path.join(projectRoot, '.meteor', 'local', 'bench-startup');
/** Issue 21's targets on the seeded database. */
const TARGET_EXTRA_MS = 1000;
const TARGET_RSS_MIB = 300;
const TARGET_LOAD_FACTOR = 2;
/** How long the server settles after its first page before its RSS is read. */
const SETTLE_MS = 2000;

type Database = 'empty' | 'seeded';

interface Figures {
  startsMs: number[];
  rssMiB: number[];
  load?: { rssAfterMiB: number; rssPeakMiB: number; calls: number; errors: number; users: number };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : (sorted[Math.floor((sorted.length - 1) / 2)] as number);
};

/** Visitors only: the seed's accounts have no password a client could log in with. */
async function visitorLoad(url: string, pid: number, quick: boolean): Promise<NonNullable<Figures['load']>> {
  const timer = await SubTimer.open(`${url.replace(/^http/, 'ws')}/websocket`, 10_000);
  let projectIds: string[];
  try {
    await timer.time('projects.open', [{ limit: 100 }], 30_000);
    projectIds = timer.lastAddedIds.get('projects') ?? [];
  } finally {
    timer.close();
  }
  if (projectIds.length === 0) throw new Error('projects.open delivered no project to open');
  const users = quick ? 20 : 300;
  let peak = rssMiB(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 1000);
  let result: LoadResult;
  try {
    result = await runLoad({
      url,
      visitors: users,
      candidates: [],
      customers: [],
      admin: null,
      projectIds,
      personIds: [],
      durationMs: quick ? 5_000 : 60_000,
      rampMs: quick ? 2_000 : 20_000,
      maxActions: 40,
      thinkMinMs: 2_000,
      thinkMs: 10_000,
    });
  } finally {
    clearInterval(sampler);
  }
  await sleep(SETTLE_MS);
  const calls = [...result.latencies.values()].reduce((sum, list) => sum + list.length, 0);
  return { rssAfterMiB: rssMiB(pid), rssPeakMiB: Math.max(peak, rssMiB(pid)), calls, errors: result.errors.length, users };
}

export const startupBenchmark: Benchmark = {
  name: 'db.startup',
  title: `Start-up and memory of the production server at ${ADMIN_SEED.projects.toLocaleString('en')} projects / ${ADMIN_SEED.people.toLocaleString('en')} experts / ${ADMIN_SEED.applications.toLocaleString('en')} applications, per embedded engine`,
  async run(options: BenchOptions): Promise<BenchReport> {
    const rounds = options.quick ? 1 : 3;
    const engines = availableEngines();
    const seedNote = await ensureAdminSeeds(engines);
    const built = performance.now();
    const { serverEntry } = await buildAppInto(OUT, 'server/main.ts');
    const buildSeconds = (performance.now() - built) / 1000;
    const figures = new Map<string, Figures>();
    const of = (engine: BenchEngine, database: Database): Figures => {
      const key = `${engine}/${database}`;
      const existing = figures.get(key) ?? { startsMs: [], rssMiB: [] };
      figures.set(key, existing);
      return existing;
    };
    for (let round = 0; round < rounds; round += 1) {
      await alternate(engines, round, async (engine) => {
        const databases: Database[] = round % 2 === 0 ? ['empty', 'seeded'] : ['seeded', 'empty'];
        for (const database of databases) {
          const server = await startTimed(serverEntry, engine, database === 'seeded' ? seededDir(ADMIN_DB_BASE, engine) : undefined);
          try {
            await sleep(SETTLE_MS);
            const pid = server.app.process.pid as number;
            of(engine, database).startsMs.push(server.firstOkMs);
            of(engine, database).rssMiB.push(rssMiB(pid));
            // One load run per engine, on the seeded database, in the last round.
            if (database === 'seeded' && round === rounds - 1) of(engine, database).load = await visitorLoad(server.app.url, pid, options.quick);
          } finally {
            await server.app.stop();
          }
        }
      });
    }

    const rows: string[][] = [];
    for (const engine of engines) {
      for (const database of ['empty', 'seeded'] as const) {
        const f = of(engine, database);
        const load = f.load;
        rows.push([
          ENGINE_LABEL[engine],
          database,
          fmt(median(f.startsMs) / 1000, 2),
          `${fmt(Math.min(...f.startsMs) / 1000, 2)}–${fmt(Math.max(...f.startsMs) / 1000, 2)}`,
          fmt(median(f.rssMiB), 0),
          load ? fmt(load.rssAfterMiB, 0) : '–',
          load ? fmt(load.rssPeakMiB, 0) : '–',
          load ? `${load.users} / ${load.calls} / ${load.errors}` : '–',
        ]);
      }
    }
    const extraMs = (engine: BenchEngine) => median(of(engine, 'seeded').startsMs) - median(of(engine, 'empty').startsMs);
    const seededRss = (engine: BenchEngine) => median(of(engine, 'seeded').rssMiB);
    const sqliteLoad = of('sqlite', 'seeded').load;
    const measured = (value: number) => !Number.isNaN(value);
    const targets: Target[] = [
      { label: 'SQLite: first page on the seeded database, more than on an empty one', value: `${fmt(extraMs('sqlite') / 1000, 2)} s`, limit: `< ${TARGET_EXTRA_MS / 1000} s`, met: measured(extraMs('sqlite')) ? extraMs('sqlite') < TARGET_EXTRA_MS : null },
      { label: 'SQLite: server RSS after start, seeded database', value: `${fmt(seededRss('sqlite'), 0)} MiB`, limit: `< ${TARGET_RSS_MIB} MiB`, met: measured(seededRss('sqlite')) ? seededRss('sqlite') < TARGET_RSS_MIB : null },
      {
        label: 'SQLite: server RSS after the load run, seeded database',
        value: `${fmt(sqliteLoad?.rssAfterMiB, 0)} MiB`,
        limit: `<= ${TARGET_LOAD_FACTOR} × after start (${fmt(TARGET_LOAD_FACTOR * seededRss('sqlite'), 0)} MiB)`,
        met: sqliteLoad ? sqliteLoad.rssAfterMiB <= TARGET_LOAD_FACTOR * seededRss('sqlite') : null,
      },
    ];
    if (engines.includes('nedb')) {
      targets.push(
        { label: 'NeDB (baseline): first page on the seeded database, more than on an empty one', value: `${fmt(extraMs('nedb') / 1000, 2)} s`, limit: '–', met: 'reported' },
        { label: 'NeDB (baseline): server RSS after start, seeded database', value: `${fmt(seededRss('nedb'), 0)} MiB`, limit: '–', met: 'reported' },
      );
    }
    return {
      name: this.name,
      title: this.title,
      columns: ['engine', 'database', 'spawn → first 200, median s', 'range s', 'RSS after start MiB', 'RSS after load MiB', 'peak RSS under load MiB', 'load users / calls / errors'],
      rows,
      targets,
      notes: [
        `Seeded: \`npm run seed -- --projects ${ADMIN_SEED.projects} --people ${ADMIN_SEED.people} --applications ${ADMIN_SEED.applications}\` in .meteor/local/${ADMIN_DB_BASE}-<engine> (${seedNote}); empty: a fresh folder, where the server adds the demo content as a first \`npm start\` does.`,
        `The app built as \`npm run build\` builds it (${fmt(buildSeconds, 1)} s, not counted) and started as \`npm start\` starts it (node --max-semi-space-size=4 on the built server/main.js, 127.0.0.1). Time from the spawn to the first 200 for /engine/projects (polled every 20 ms once the server says it listens); ${rounds} start(s) per engine and database, engines alternated each round and the empty/seeded order reversed every other round; median and range shown.`,
        `RSS: VmRSS of the server process (its render threads included) ${SETTLE_MS / 1000} s after its first page, median of the starts. Load: once per engine on the seeded database, ${options.quick ? '20 visitors for 5 s' : '300 visitors for 60 s after a 20 s ramp'} (bench/load/scenario.ts: open-project lists with filters incl. \`text\` — the substring search of today — load more and a project's page; think time 2–10 s), RSS sampled every second (peak) and read ${SETTLE_MS / 1000} s after the last user left.`,
        ...(engines.includes('nedb') ? [] : [BASELINE_GONE_NOTE]),
      ],
    };
  },
};
