// Error answers of the upload and download routes are JSON whatever the file is called: a name
// ending .html, .svg or .js must never turn an error body into a page a browser would render or
// a script it would run.
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { setUpFileServer } from '../../../imports/api/files/file-server.testkit';
import { bearer, postFile } from '../../../imports/api/files/http-test-client';
import { samplePdf, sampleShellScript } from '../../../imports/api/files/test-samples';

const suite = setUpFileServer();
const HOSTILE_NAMES = ['report.html', 'image.svg', 'payload.js'];

function expectJsonError(response: { status: number; headers: Headers }, status: number): void {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json\b/);
  expect(response.headers.get('content-disposition')).toBeNull();
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
}

describe('file route errors whatever the file is called', () => {
  for (const name of HOSTILE_NAMES) {
    it(`answers a failed CV download of "${name}" with JSON, not as the file's type`, async () => {
      const owner = await suite.fixture.connectAs(['candidate']);
      const sent = await postFile(`${suite.fixture.url}/upload/cv`, samplePdf(), { ...bearer(owner.token), 'X-File-Name': encodeURIComponent(name) });
      expect(sent.status).toBe(201);
      // The stored file disappears (a disk fault, a restore without the uploads folder).
      for (const file of await readdir(path.join(suite.uploads, 'cvs'))) await rm(path.join(suite.uploads, 'cvs', file));
      const response = await fetch(`${suite.fixture.url}/cv/${owner.userId}`, { headers: bearer(owner.token) });
      expectJsonError(response, 404);
      expect(await response.json()).toEqual({ error: 'not-found', message: 'File not found.', messageId: 'errors.upload.notFound' });
      owner.close();
    });

    it(`answers refused uploads named "${name}" with JSON`, async () => {
      const owner = await suite.fixture.connectAs(['candidate']);
      const headers = { ...bearer(owner.token), 'X-File-Name': encodeURIComponent(name) };
      expectJsonError(await postFile(`${suite.fixture.url}/upload/cv`, sampleShellScript(), headers), 415);
      expectJsonError(await postFile(`${suite.fixture.url}/upload/cv`, Buffer.alloc(0), headers), 400);
      expectJsonError(await postFile(`${suite.fixture.url}/upload/photo`, sampleShellScript(), headers), 415);
      expectJsonError(await postFile(`${suite.fixture.url}/upload/cv`, samplePdf(), { 'X-File-Name': encodeURIComponent(name) }), 401);
      owner.close();
    });

    it(`answers a photo address ending "${path.extname(name)}" with JSON`, async () => {
      const response = await fetch(`${suite.fixture.url}/photo/AAAAAAAAAAAAAAAAAAAAAAAA${path.extname(name)}`);
      expectJsonError(response, 404);
    });
  }
});
