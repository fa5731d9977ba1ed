// Real uploads over HTTP against the real server: accepted CVs and photos, refused executables,
// oversized, truncated and unauthenticated uploads, and that nothing is left behind.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Meteor } from 'meteor/meteor';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { messageIn } from '../../i18n/intl';
import type { MessageId, MessageValues } from '../../i18n/message-ids';
import { setUpFileServer } from './file-server.testkit';
import { bearer, postFile, streamUntilAnswered } from './http-test-client';
import { sampleDocx, sampleElf, sampleImage, samplePdf, sampleShellScript, storedZip } from './test-samples';

const suite = setUpFileServer();

async function loggedIn(roles: string[] = ['candidate']): Promise<{ userId: string; token: string; close(): void }> {
  const session = await suite.fixture.connectAs(roles);
  return { userId: session.userId as string, token: session.token as string, close: session.close };
}

async function candidateData(userId: string): Promise<{ cv?: { file: string; name: string; mimeType: string; size: number }; photo?: string }> {
  const user = (await Meteor.users.findOneAsync({ _id: userId })) as { candidateData?: Record<string, never> } | undefined;
  return user?.candidateData ?? {};
}

const list = (folder: string) => readdir(path.join(suite.uploads, folder));

describe('CV upload', () => {
  it('stores a PDF under a random name and records it on the account', async () => {
    const user = await loggedIn();
    const pdf = samplePdf();
    const answer = await postFile(`${suite.fixture.url}/upload/cv`, pdf, { ...bearer(user.token), 'X-File-Name': encodeURIComponent('Lebenslauf Müller.pdf') });
    expect(answer.status).toBe(201);
    expect(answer.json.cv).toMatchObject({ name: 'Lebenslauf Müller.pdf', mimeType: 'application/pdf', size: pdf.length });
    const { cv } = await candidateData(user.userId);
    expect(cv?.file).toMatch(/^[A-Za-z0-9]{24}\.pdf$/);
    // The answer names the stored file: the token the wizard's upload-cv step confirms.
    expect((answer.json.cv as { file?: string }).file).toBe(cv?.file);
    expect(await list('cvs')).toContain(cv?.file);
    user.close();
  });

  it('accepts a DOCX by content even when declared as something else, and replaces the old CV', async () => {
    const user = await loggedIn();
    await postFile(`${suite.fixture.url}/upload/cv`, samplePdf(), { 'X-Auth-Token': user.token });
    const first = (await candidateData(user.userId)).cv?.file;
    const answer = await postFile(`${suite.fixture.url}/upload/cv`, sampleDocx(), { 'X-Auth-Token': user.token, 'Content-Type': 'image/png' });
    expect(answer.status).toBe(201);
    const { cv } = await candidateData(user.userId);
    expect(cv?.mimeType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(cv?.file).toMatch(/\.docx$/);
    const files = await list('cvs');
    expect(files).toContain(cv?.file);
    expect(files).not.toContain(first);
    user.close();
  });

  it.each([
    ['an ELF executable named cv.pdf', sampleElf()],
    ['a shell script named cv.pdf', sampleShellScript()],
    ['a ZIP that is not a Word document', storedZip({ 'readme.txt': 'hello' })],
    ['HTML named cv.pdf', Buffer.from('<!doctype html><script>alert(1)</script>')],
  ])('refuses %s with 415 and stores nothing', async (_label, body) => {
    const user = await loggedIn();
    const before = await list('cvs');
    const answer = await postFile(`${suite.fixture.url}/upload/cv`, body, { ...bearer(user.token), 'X-File-Name': 'cv.pdf', 'Content-Type': 'application/pdf' });
    expect(answer.status).toBe(415);
    // English for logs and API clients; the message id and values for the browser to word it.
    expect(answer.json).toEqual({ error: 'unsupported-type', message: 'A CV must be a PDF or a Word (DOCX) document.', messageId: 'errors.upload.cvType' });
    expect(await list('cvs')).toEqual(before);
    expect(await list('tmp')).toEqual([]);
    expect((await candidateData(user.userId)).cv).toBeUndefined();
    user.close();
  });

  it('refuses an oversized CV by its declared length before reading it', async () => {
    const user = await loggedIn();
    const answer = await postFile(`${suite.fixture.url}/upload/cv`, Buffer.alloc(10 * 1024 * 1024 + 1, 0x25), bearer(user.token));
    expect(answer.status).toBe(413);
    expect(answer.json).toMatchObject({ error: 'too-large' });
    expect(await list('tmp')).toEqual([]);
    user.close();
  });

  it('refuses no token and a bad token with 401 without storing anything', async () => {
    const before = await list('cvs');
    const none = await postFile(`${suite.fixture.url}/upload/cv`, samplePdf());
    const bad = await postFile(`${suite.fixture.url}/upload/cv`, samplePdf(), bearer('x'.repeat(43)));
    expect([none.status, bad.status]).toEqual([401, 401]);
    expect(bad.json).toMatchObject({ error: 'not-logged-in' });
    expect(await list('cvs')).toEqual(before);
  });
});

describe('photo upload', () => {
  it.each(['jpeg', 'png', 'webp'] as const)('resizes a %s to a square of at most 512 px without metadata', async (format) => {
    const user = await loggedIn();
    const answer = await postFile(`${suite.fixture.url}/upload/photo`, await sampleImage(format, 1200, 800), bearer(user.token));
    expect(answer.status).toBe(201);
    const { photo } = await candidateData(user.userId);
    expect(answer.json).toMatchObject({ photo, url: `/photo/${photo}`, size: 512 });
    const served = await fetch(`${suite.fixture.url}/photo/${photo}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 512, 512, undefined]);
    user.close();
  });

  it('keeps a small photo at its own size and removes the replaced photo', async () => {
    const user = await loggedIn();
    await postFile(`${suite.fixture.url}/upload/photo`, await sampleImage('png', 300, 400), bearer(user.token));
    const first = (await candidateData(user.userId)).photo;
    const answer = await postFile(`${suite.fixture.url}/upload/photo`, await sampleImage('jpeg', 200, 100), bearer(user.token));
    expect(answer.json).toMatchObject({ size: 100 });
    expect(await list('photos')).not.toContain(first);
    expect((await fetch(`${suite.fixture.url}/photo/${first}`)).status).toBe(404);
    user.close();
  });

  it('refuses a truncated image with 400 and leaves no file', async () => {
    const user = await loggedIn();
    const before = await list('photos');
    const jpeg = await sampleImage('jpeg', 800, 800);
    const answer = await postFile(`${suite.fixture.url}/upload/photo`, jpeg.subarray(0, Math.floor(jpeg.length / 2)), bearer(user.token));
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ error: 'corrupt-image' });
    expect(await list('photos')).toEqual(before);
    expect(await list('tmp')).toEqual([]);
    user.close();
  });

  it('refuses a PDF sent as a photo with 415', async () => {
    const user = await loggedIn();
    const answer = await postFile(`${suite.fixture.url}/upload/photo`, samplePdf(), { ...bearer(user.token), 'Content-Type': 'image/jpeg' });
    expect(answer.status).toBe(415);
    user.close();
  });

  it('stops an oversized photo while it streams: 413 before the whole body is sent', async () => {
    const user = await loggedIn();
    const before = await list('photos');
    const chunk = Buffer.alloc(256 * 1024, 0xff);
    // Up to 40 MB offered; the 5 MB limit must answer long before.
    const result = await streamUntilAnswered(`${suite.fixture.url}/upload/photo`, bearer(user.token), chunk, 160);
    expect(result.status).toBe(413);
    expect(result.json).toMatchObject({ error: 'too-large', message: 'The file is larger than 5 MB.', messageId: 'errors.upload.tooLarge', values: { mb: 5 } });
    const { messageId, values } = result.json as { messageId: MessageId; values: MessageValues };
    expect(messageIn('de', messageId, values)).toBe('Die Datei ist größer als 5 MB.');
    // The limit plus what socket buffers hold (about 3 MB on loopback), far from the 40 MB offered.
    expect(result.bytesSent).toBeLessThan(16 * 1024 * 1024);
    expect(await list('photos')).toEqual(before);
    expect(await list('tmp')).toEqual([]);
    expect((await candidateData(user.userId)).photo).toBeUndefined();
    user.close();
  });
});
