// CV downloads only for the owner and admins, with the headers a personal document needs;
// photos public and cacheable; account deletion removes the files.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { setUpFileServer } from './file-server.testkit';
import { bearer, postFile } from './http-test-client';
import { newRun } from '../demo/generate-demo';
import { generatePerson } from '../demo/generate-person';
import { People } from '../people/collection';
import { removeUserFiles } from './server';
import { sampleDocx, sampleImage } from './test-samples';

const suite = setUpFileServer();

async function candidateWithCv(fileName = 'CV "Novák"\r\n.docx'): Promise<{ userId: string; token: string; docx: Buffer; close(): void }> {
  const session = await suite.fixture.connectAs(['candidate']);
  const docx = sampleDocx();
  const answer = await postFile(`${suite.fixture.url}/upload/cv`, docx, { ...bearer(session.token), 'X-File-Name': encodeURIComponent(fileName) });
  expect(answer.status).toBe(201);
  return { userId: session.userId as string, token: session.token as string, docx, close: session.close };
}

describe('CV download', () => {
  it('serves the owner their CV as a no-store attachment with the stored type', async () => {
    const owner = await candidateWithCv();
    const response = await fetch(`${suite.fixture.url}/cv/${owner.userId}`, { headers: bearer(owner.token) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const disposition = response.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="(?:[^"\\\r\n]|\\.)*"; filename\*=UTF-8''CV%20-Nov%C3%A1k\.docx$/);
    expect(Buffer.from(await response.arrayBuffer()).equals(owner.docx)).toBe(true);
    owner.close();
  });

  it("names the download with the sniffed type's extension, never the uploader's", async () => {
    for (const uploaded of ['invoice.html', 'setup.exe', 'run.hta']) {
      const owner = await candidateWithCv(uploaded);
      const response = await fetch(`${suite.fixture.url}/cv/${owner.userId}`, { headers: bearer(owner.token) });
      const disposition = response.headers.get('content-disposition') ?? '';
      expect(disposition).toBe(`attachment; filename=${uploaded.split('.')[0]}.docx`);
      owner.close();
    }
  });

  it("refuses another candidate's CV with 403 and without a token with 401", async () => {
    const owner = await candidateWithCv();
    const other = await suite.fixture.connectAs(['candidate', 'customer']);
    const asOther = await fetch(`${suite.fixture.url}/cv/${owner.userId}`, { headers: bearer(other.token) });
    expect(asOther.status).toBe(403);
    expect(await asOther.json()).toMatchObject({ error: 'forbidden' });
    const anonymous = await fetch(`${suite.fixture.url}/cv/${owner.userId}`);
    expect(anonymous.status).toBe(401);
    owner.close();
    other.close();
  });

  it('lets an admin download any CV and answers 404 for an account without one', async () => {
    const owner = await candidateWithCv();
    const admin = await suite.fixture.connectAs(['admin']);
    const response = await fetch(`${suite.fixture.url}/cv/${owner.userId}`, { headers: { 'X-Auth-Token': admin.token as string } });
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(owner.docx)).toBe(true);
    const none = await fetch(`${suite.fixture.url}/cv/${admin.userId}`, { headers: bearer(admin.token) });
    expect(none.status).toBe(404);
    owner.close();
    admin.close();
  });

  it('stops accepting a token once the user logs out', async () => {
    const other = await suite.fixture.connectAs(['candidate']);
    await other.connection.callAsync('logout');
    const response = await postFile(`${suite.fixture.url}/upload/cv`, sampleDocx(), bearer(other.token));
    expect(response.status).toBe(401);
    other.close();
  });
});

describe('photo serving', () => {
  it('answers 404 for unknown and malformed names without touching the file system outside', async () => {
    for (const name of ['AAAAAAAAAAAAAAAAAAAAAAAA.webp', '..%2F..%2Fetc%2Fpasswd', '.hidden.webp', 'x.svg']) {
      const response = await fetch(`${suite.fixture.url}/photo/${name}`);
      expect(response.status).toBe(404);
    }
  });
});

describe('photo download', () => {
  it('is an attachment named by its stored type, never sniffed', async () => {
    const owner = await suite.fixture.connectAs(['candidate']);
    const upload = await postFile(`${suite.fixture.url}/upload/photo`, await sampleImage('png', 64, 64), {
      ...bearer(owner.token),
      'X-File-Name': encodeURIComponent('me.html'),
    });
    const response = await fetch(`${suite.fixture.url}/photo/${upload.json.photo as string}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename=photo.webp');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    owner.close();
  });
});

describe('photo replaced while an expert entry shows it', () => {
  it('keeps the old file for the published entry', async () => {
    const owner = await suite.fixture.connectAs(['candidate']);
    const first = await postFile(`${suite.fixture.url}/upload/photo`, await sampleImage('png', 64, 64), bearer(owner.token));
    const photo = first.json.photo as string;
    await People.insertAsync({ ...generatePerson(newRun('photo-test', new Date()), 'published'), photo });
    await postFile(`${suite.fixture.url}/upload/photo`, await sampleImage('png', 80, 80), bearer(owner.token));
    expect((await fetch(`${suite.fixture.url}/photo/${photo}`)).status).toBe(200);
    owner.close();
  });
});

describe('removeUserFiles', () => {
  it("deletes the user's CV and photo and unsets them", async () => {
    const owner = await candidateWithCv();
    await postFile(`${suite.fixture.url}/upload/photo`, await sampleImage('png', 64, 64), bearer(owner.token));
    const removed = await removeUserFiles(owner.userId);
    expect(removed.cv).toMatch(/\.docx$/);
    expect(removed.photo).toMatch(/\.webp$/);
    expect(await readdir(path.join(suite.uploads, 'cvs'))).not.toContain(removed.cv);
    expect(await readdir(path.join(suite.uploads, 'photos'))).not.toContain(removed.photo);
    const response = await fetch(`${suite.fixture.url}/cv/${owner.userId}`, { headers: bearer(owner.token) });
    expect(response.status).toBe(404);
    expect(await removeUserFiles(owner.userId)).toEqual({});
    owner.close();
  });
});
