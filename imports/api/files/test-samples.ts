// Sample files for the upload tests, generated in memory: a minimal valid PDF, a minimal DOCX
// (a stored ZIP with the parts Word needs), images made with sharp, and hostile look-alikes. The
// ZIP writer also serves the hostile suite's bombs (deflated entries, lying sizes).
import { crc32, deflateRawSync } from 'node:zlib';
import sharp from 'sharp';

/** A one-page PDF; with `size`, padded by a comment to `size` bytes (so a throttled upload takes a while). */
export function samplePdf(size = 0): Buffer {
  const objects = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj',
  ];
  const tail = ['trailer << /Root 1 0 R >>', '%%EOF'];
  const unpadded = [...objects, ...tail].join('\n').length;
  const padding = size >= unpadded + 2 ? [`%${'x'.repeat(size - unpadded - 2)}`] : [];
  return Buffer.from([...objects, ...padding, ...tail].join('\n'), 'latin1');
}

export interface ZipEntry {
  name: string;
  data: Buffer;
  /** Deflate the data (method 8) instead of storing it. */
  deflate?: boolean;
  /** Inflated size to declare; default the true size (a bomb may lie). */
  declaredSize?: number;
}

/** A ZIP archive with the given entries (stored or deflated). */
export function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const body = entry.deflate ? deflateRawSync(entry.data) : entry.data;
    const size = entry.declaredSize ?? entry.data.length;
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.deflate ? 8 : 0, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.deflate ? 8 : 0, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += 30 + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A ZIP with every entry stored (no compression), enough for type detection. */
export function storedZip(entries: Record<string, string>): Buffer {
  return zipOf(Object.entries(entries).map(([name, text]) => ({ name, data: Buffer.from(text, 'utf8') })));
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

export function sampleDocx(): Buffer {
  return storedZip({
    '[Content_Types].xml': CONTENT_TYPES,
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      '<w:body><w:p><w:r><w:t>Curriculum vitae</w:t></w:r></w:p></w:body></w:document>',
  });
}

/** An ELF executable header: what a renamed Linux binary starts with. */
export function sampleElf(): Buffer {
  const elf = Buffer.alloc(128);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]).copy(elf);
  return elf;
}

export function sampleShellScript(): Buffer {
  return Buffer.from('#!/bin/sh\necho "not a CV"\n', 'utf8');
}

export function sampleImage(format: 'jpeg' | 'png' | 'webp', width: number, height: number): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 30 } } });
  // EXIF on the input proves the stored photo is re-encoded without it.
  return image.withMetadata({ exif: { IFD0: { Copyright: 'Sample camera owner' } } })[format]().toBuffer();
}
