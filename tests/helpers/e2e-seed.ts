// The e2e project's global setup: one first start of the built app, whose database (filled with
// the demo content, the admin account created) every browser test file's app then starts from a
// copy of, instead of filling its own: that took each file ~2.5 of its ~6 s start. The seed's
// start also fills a Node compile cache the files' apps share (another ~1 s each). The files get
// both through `inject('e2eSeed')` (e2e-session.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { type AppSeed, startBuiltApp } from './start-built-app';

export interface E2eSeed extends AppSeed {
  /** NODE_COMPILE_CACHE for the apps started from the seed. */
  compileCache: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2eSeed: E2eSeed;
  }
}

export default async function seedE2eDatabase(project: TestProject): Promise<() => Promise<void>> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'marketplace-e2e-seed-'));
  const compileCache = path.join(root, 'compile-cache');
  const app = await startBuiltApp({ root, env: { NODE_COMPILE_CACHE: compileCache } });
  await app.stop();
  project.provide('e2eSeed', { root, firstStartOutput: app.output(), compileCache });
  return () => rm(root, { recursive: true, force: true });
}
