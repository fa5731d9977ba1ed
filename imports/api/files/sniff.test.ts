// Content checks on their own: what counts as a PDF, a DOCX or an accepted photo, and which
// ZIPs are refused before anyone inflates them.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sniffCv, sniffPhoto } from './sniff';
import { sampleDocx, sampleElf, sampleImage, samplePdf, storedZip } from './test-samples';
import { originalName } from './upload-routes';
import { listZipEntries } from './zip-entries';

let dir: string;
let counter = 0;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'sniff-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function file(bytes: Buffer): Promise<string> {
  counter += 1;
  const target = path.join(dir, `sample-${counter}`);
  await writeFile(target, bytes);
  return target;
}

describe('sniffCv', () => {
  it('recognises PDF and DOCX by their bytes', async () => {
    expect(await sniffCv(await file(samplePdf()))).toBe('pdf');
    expect(await sniffCv(await file(sampleDocx()))).toBe('docx');
  });

  it('refuses executables, images, plain ZIPs and empty files', async () => {
    for (const bytes of [sampleElf(), await sampleImage('png', 8, 8), storedZip({ 'a.txt': 'x' }), Buffer.alloc(0)]) {
      await expect(sniffCv(await file(bytes))).rejects.toMatchObject({ status: 415 });
    }
  });

  it('refuses a DOCX-looking ZIP without word/document.xml', async () => {
    const bytes = storedZip({ '[Content_Types].xml': '<Types/>', 'word/styles.xml': '<w/>' });
    await expect(sniffCv(await file(bytes))).rejects.toMatchObject({ code: 'unsupported-type' });
  });
});

describe('listZipEntries', () => {
  it('lists names and refuses entries that climb out of the folder', async () => {
    expect((await listZipEntries(await file(sampleDocx())))?.names).toContain('word/document.xml');
    expect(await listZipEntries(await file(storedZip({ '../../evil.sh': 'x' })))).toBeNull();
    expect(await listZipEntries(await file(samplePdf()))).toBeNull();
  });

  it('refuses an archive that claims a gigabyte inflated', async () => {
    const bytes = storedZip({ 'word/document.xml': 'x' });
    const central = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bytes.writeUInt32LE(0x40000000, central + 24);
    expect(await listZipEntries(await file(bytes))).toBeNull();
  });
});

describe('sniffPhoto', () => {
  it('accepts JPEG, PNG and WebP and refuses other images', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) expect(await sniffPhoto(await file(await sampleImage(format, 4, 4)))).toBeTruthy();
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64');
    await expect(sniffPhoto(await file(gif))).rejects.toMatchObject({ status: 415 });
  });
});

describe('originalName', () => {
  it('keeps a readable label and drops paths and control characters', () => {
    expect(originalName(encodeURIComponent('Lebenslauf.pdf'), 'pdf')).toBe('Lebenslauf.pdf');
    expect(originalName(encodeURIComponent('../../etc/passwd'), 'pdf')).toBe('passwd');
    expect(originalName(encodeURIComponent('cv\u202Efdp.exe'), 'pdf')).toBe('cvfdp.exe');
    expect(originalName('%E0%A4%A', 'docx')).toBe('cv.docx');
    expect(originalName(undefined, 'pdf')).toBe('cv.pdf');
  });
});
