// Fills a database with generated projects and experts for benchmarks:
//   npm run seed -- --projects 10000 --people 50000 [--applications 100000] [--db DIR] [--seed NAME] [--reset]
// --applications N adds the admin tables' records (imports/api/demo/bulk-seed-admin.ts): N
// applications from N / 2 candidate accounts, and N / 10 each of requests, documents, contact
// messages and invitation requests.
// The embedded database folder is --db, else METEOR_DB_DIR, else .meteor/local/db (MONGO_URL
// selects MongoDB). A non-empty database is refused unless --reset (which empties projects and
// people first). Writes `seed.json` into the folder when done, so benchmarks can reuse it.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { closeStorage, configureStorage } from 'meteor/mongo';
import { bulkSeed, collectionsEmpty } from '../imports/api/demo/bulk-seed';
import { bulkSeedAdminRecords, removeAdminRecords } from '../imports/api/demo/bulk-seed-admin';
import { removeAllEntries } from '../imports/api/people/entry-flag';
import { Projects } from '../imports/api/projects/collection';

interface SeedArgs {
  projects: number;
  people: number;
  applications: number;
  db: string;
  seed: string;
  reset: boolean;
}

function parseArgs(argv: string[]): SeedArgs {
  const args: SeedArgs = {
    projects: 10_000,
    people: 50_000,
    applications: 0,
    db: process.env.METEOR_DB_DIR || path.join(process.cwd(), '.meteor', 'local', 'db'),
    seed: 'marketplace-bench-v1',
    reset: false,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i];
    const value = argv[i + 1];
    const count = (): number => {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 0 || n > 1_000_000) throw new Error(`${flag} needs a whole number from 0 to 1,000,000`);
      i += 1;
      return n;
    };
    if (flag === '--projects') args.projects = count();
    else if (flag === '--people') args.people = count();
    else if (flag === '--applications') args.applications = count();
    else if (flag === '--db' && value) {
      args.db = path.resolve(value);
      i += 1;
    } else if (flag === '--seed' && value) {
      args.seed = value;
      i += 1;
    }
    else if (flag === '--reset') args.reset = true;
    else throw new Error(`Unknown argument ${flag}. Usage: npm run seed -- --projects N --people N [--applications N] [--db DIR] [--seed NAME] [--reset]`);
  }
  return args;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const mongoUrl = process.env.MONGO_URL;
  configureStorage(mongoUrl ? { mongoUrl } : { dataDir: args.db });
  console.log(`Seeding ${mongoUrl ? 'MongoDB (MONGO_URL)' : args.db}: ${args.projects} projects, ${args.people} experts, ${args.applications} applications, seed "${args.seed}".`);
  const started = performance.now();
  try {
    if (!(await collectionsEmpty())) {
      if (!args.reset) throw new Error('The database already holds projects or experts; pass --reset to replace them.');
      await Projects.removeAsync({});
      await removeAllEntries();
      await removeAdminRecords();
    }
    await bulkSeed({ ...args, batchSize: 1000, validateEvery: 100, progress: (line) => console.log(line) });
    await bulkSeedAdminRecords({ ...args, batchSize: 1000, validateEvery: 100, progress: (line) => console.log(line) });
  } finally {
    await closeStorage();
  }
  const seconds = (performance.now() - started) / 1000;
  if (!mongoUrl) {
    const marker = { projects: args.projects, people: args.people, applications: args.applications, seed: args.seed, finishedAt: new Date().toISOString(), seconds };
    await writeFile(path.join(args.db, 'seed.json'), `${JSON.stringify(marker, null, 2)}\n`);
  }
  console.log(`Seeded ${args.projects} projects, ${args.people} experts and ${args.applications} applications in ${seconds.toFixed(1)} s.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
