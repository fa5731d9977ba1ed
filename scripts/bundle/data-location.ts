// Where a bundle keeps its data: never inside the bundle's own folder, which an upgrade replaces
// (and which a production host keeps read-only to the app). So a bundle started without
// METEOR_DB_DIR (or MONGO_URL) and UPLOADS_DIR, or with one of them inside the bundle, refuses to
// start and says what to set, as Meteor's own bundle refuses to start without MONGO_URL.
import path from 'node:path';

/** Whether `dir` is `parent` or lies below it (both resolved from `cwd`). */
export function isInside(dir: string, parent: string, cwd = process.cwd()): boolean {
  const relative = path.relative(path.resolve(cwd, parent), path.resolve(cwd, dir));
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** What is wrong with the data locations `env` gives a bundle installed in `bundleDir` (none: fine). */
export function dataLocationProblems(env: NodeJS.ProcessEnv, bundleDir: string, cwd = process.cwd()): string[] {
  const problems: string[] = [];
  const inside = (dir: string): boolean => isInside(dir, bundleDir, cwd);
  if (!env.MONGO_URL && !env.METEOR_DB_DIR) {
    problems.push('Set METEOR_DB_DIR to the embedded database folder (e.g. /var/lib/expert-marketplace/db), or MONGO_URL to a MongoDB database.');
  } else if (!env.MONGO_URL && env.METEOR_DB_DIR && inside(env.METEOR_DB_DIR)) {
    problems.push(`METEOR_DB_DIR (${env.METEOR_DB_DIR}) is inside the bundle, which an upgrade replaces: choose a folder outside it.`);
  }
  if (!env.UPLOADS_DIR) {
    problems.push('Set UPLOADS_DIR to the folder for uploaded CVs and photos (e.g. /var/lib/expert-marketplace/uploads).');
  } else if (inside(env.UPLOADS_DIR)) {
    problems.push(`UPLOADS_DIR (${env.UPLOADS_DIR}) is inside the bundle, which an upgrade replaces: choose a folder outside it.`);
  }
  return problems;
}

/** The oldest Node major the bundle runs on (node:sqlite's backup API, the engines of package.json). */
export const MIN_NODE_MAJOR = 24;

export function nodeVersionProblem(version: string = process.versions.node): string | null {
  const major = Number(version.split('.')[0]);
  return major >= MIN_NODE_MAJOR ? null : `This bundle needs Node ${MIN_NODE_MAJOR} (see engines in package.json); this is Node ${version}.`;
}
