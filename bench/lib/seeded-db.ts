// The seeded databases the query benchmarks reuse: `npm run seed` (scripts/seed.ts) run once into
// a folder under .meteor/local, and reused while the folder's seed.json records the same counts.
// The engine writes its own files, so each engine has its own folder (engines.ts, seededDir).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type BenchEngine, engineEnv } from './engines';
import { REPO_ROOT } from './ipc';

export type SeedCounts = Record<string, number>;

/** True when `dir` holds a finished seed with exactly these counts. */
export function seededAlready(dir: string, counts: SeedCounts): boolean {
  const marker = path.join(dir, 'seed.json');
  if (!existsSync(marker)) return false;
  const seeded = JSON.parse(readFileSync(marker, 'utf8')) as Partial<SeedCounts>;
  return Object.entries(counts).every(([name, count]) => (seeded[name] ?? 0) === count);
}

/**
 * Runs scripts/seed.ts on `engine` into `dir` (bounded by `timeoutMs`) unless a matching seed is
 * there; says which.
 */
export async function ensureSeeded(dir: string, counts: SeedCounts, timeoutMs: number, engine: BenchEngine): Promise<string> {
  if (seededAlready(dir, counts)) return 'reused the cached seeded database';
  const started = Date.now();
  await new Promise<void>((resolve, reject) => {
    const flags = Object.entries(counts).flatMap(([name, count]) => [`--${name}`, String(count)]);
    const args = ['--import', 'tsx', 'scripts/seed.ts', ...flags, '--db', dir, '--reset'];
    const child = spawn(process.execPath, args, { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...engineEnv(engine) } });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`seeding failed (exit ${code})`));
    });
  });
  return `seeded it in ${((Date.now() - started) / 1000).toFixed(0)} s`;
}
