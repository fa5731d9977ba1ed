// A CV's download name never carries an extension the uploader chose.
import { describe, expect, it } from 'vitest';
import { cvDownloadName } from './download-name';

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('cvDownloadName', () => {
  it('keeps a readable label and the sniffed extension', () => {
    expect(cvDownloadName('Anna Nováková CV.pdf', PDF)).toBe('Anna Nováková CV.pdf');
    expect(cvDownloadName('Lebenslauf (2026).docx', DOCX)).toBe('Lebenslauf (2026).docx');
  });

  it('replaces an extension that does not match the stored type', () => {
    expect(cvDownloadName('invoice.html', PDF)).toBe('invoice.pdf');
    expect(cvDownloadName('setup.exe', DOCX)).toBe('setup.docx');
    expect(cvDownloadName('run.hta', PDF)).toBe('run.pdf');
  });

  it('leaves no dot, quote or path character from the label', () => {
    const name = cvDownloadName('cv.html.exe', PDF);
    expect(name).toBe('cv-html.pdf');
    expect(cvDownloadName('CV "Novák"\r\n.docx', DOCX)).toBe('CV -Novák.docx');
    expect(cvDownloadName('..\\..\\x', PDF)).toBe('x.pdf');
  });

  it('falls back to "cv" when nothing printable is left', () => {
    expect(cvDownloadName('.pdf', PDF)).toBe('cv.pdf');
    expect(cvDownloadName('***', DOCX)).toBe('cv.docx');
    expect(cvDownloadName('', PDF)).toBe('cv.pdf');
  });

  it('keeps long labels to a bounded length', () => {
    expect(cvDownloadName(`${'a'.repeat(400)}.pdf`, PDF)).toBe(`${'a'.repeat(120)}.pdf`);
  });
});
