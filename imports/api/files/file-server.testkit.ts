// The real app serving the upload and download routes, for the files suites. The fixture runs the
// app in a temporary project-like root with `npm start`'s default folders, so files are stored
// where a real start stores them: `<root>/.meteor/local/uploads` (a path inside a dot-folder).
import { afterAll, beforeAll } from 'vitest';
import { type AppFixture, startAppFixture } from '../../../tests/helpers/app-fixture';
import { uploadsDir } from './storage';

export interface FileServerSuite {
  fixture: AppFixture;
  /** The uploads folder the routes write to (`cvs/`, `photos/` below it). */
  uploads: string;
}

/** Registers the hooks that start and stop it; the returned object is filled in by beforeAll. */
export function setUpFileServer(): FileServerSuite {
  const suite = {} as FileServerSuite;
  beforeAll(async () => {
    suite.fixture = await startAppFixture();
    suite.uploads = uploadsDir();
  });
  afterAll(async () => {
    await suite.fixture?.stop();
  });
  return suite;
}
