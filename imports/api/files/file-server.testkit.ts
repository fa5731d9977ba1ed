// The real app serving the upload and download routes over a fresh temporary uploads folder, for
// the files suites. UPLOADS_DIR points at that folder while the suite runs and is restored after.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type AppFixture, startAppFixture } from '../../../tests/helpers/app-fixture';
import { registerFileRoutes } from './server';

export interface FileServerSuite {
  fixture: AppFixture;
  /** The uploads folder the routes write to (`cvs/`, `photos/` below it). */
  uploads: string;
}

/** Registers the hooks that start and stop it; the returned object is filled in by beforeAll. */
export function setUpFileServer(): FileServerSuite {
  const suite = {} as FileServerSuite;
  const previousEnv = process.env.UPLOADS_DIR;
  beforeAll(async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'marketplace-uploads-'));
    process.env.UPLOADS_DIR = dir;
    suite.fixture = await startAppFixture();
    // A no-op once server/start-app.ts registers the routes itself (it then reads UPLOADS_DIR).
    suite.uploads = await registerFileRoutes(suite.fixture.app.web.handlers, { uploadsDir: dir });
  });
  afterAll(async () => {
    await suite.fixture?.stop();
    if (suite.uploads) await rm(suite.uploads, { recursive: true, force: true });
    if (previousEnv === undefined) delete process.env.UPLOADS_DIR;
    else process.env.UPLOADS_DIR = previousEnv;
  });
  return suite;
}
