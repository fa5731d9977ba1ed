// Hostile upload bodies for the property tests: random bytes, truncated images, images that
// claim huge dimensions, DOCX zip bombs (deflated or with lying sizes), PDF/HTML polyglots.
import { crc32 } from 'node:zlib';
import fc from 'fast-check';
import { zipOf } from '../../../imports/api/files/test-samples';

const DOCX_PARTS = ['[Content_Types].xml', '_rels/.rels', 'word/document.xml'];

/** A DOCX whose document part inflates to `megabytes` MB of zeros (deflated: ~1 KB per MB). */
export function docxBomb(megabytes: number, lieAboutSize: boolean): Buffer {
  return zipOf(
    DOCX_PARTS.map((name) =>
      name === 'word/document.xml'
        ? { name, data: Buffer.alloc(megabytes * 1024 * 1024), deflate: true, declaredSize: lieAboutSize ? 0xffffffff : undefined }
        : { name, data: Buffer.from('<?xml version="1.0"?><x/>') },
    ),
  );
}

/** A PNG that claims `width` × `height` pixels (valid signature and IHDR CRC, no real data). */
export function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8);
  ihdr.writeUInt8(6, 9);
  const type = Buffer.from('IHDR');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(13, 0);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, ihdr])), 0);
  const idat = Buffer.from([0, 0, 0, 2, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9c, 0, 0, 0, 0]);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), length, type, ihdr, crc, idat]);
}

export function polyglotPdfHtml(script: string): Buffer {
  return Buffer.from(`%PDF-1.4\n<html><body><script>${script}</script></body></html>\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');
}

/** Generated bodies; `valid` holds real images (made with sharp) to truncate. */
export function uploadBody(valid: Buffer[]): fc.Arbitrary<{ label: string; body: Buffer }> {
  return fc.oneof(
    fc.uint8Array({ minLength: 1, maxLength: 64 * 1024 }).map((bytes) => ({ label: 'random bytes', body: Buffer.from(bytes) })),
    fc.tuple(fc.constantFrom(...valid), fc.double({ min: 0.01, max: 0.95, noNaN: true })).map(([image, share]) => ({
      label: `image cut at ${Math.round(share * 100)}%`,
      body: image.subarray(0, Math.max(1, Math.floor(image.length * share))),
    })),
    fc.tuple(fc.integer({ min: 20_000, max: 0x7fffffff }), fc.integer({ min: 20_000, max: 0x7fffffff })).map(([w, h]) => ({ label: `PNG claiming ${w}x${h}`, body: pngClaiming(w, h) })),
    fc.tuple(fc.integer({ min: 1, max: 40 }), fc.boolean()).map(([mb, lie]) => ({ label: `DOCX bomb ${mb} MB${lie ? ', lying size' : ''}`, body: docxBomb(mb, lie) })),
    fc.string({ maxLength: 200 }).map((script) => ({ label: 'PDF/HTML polyglot', body: polyglotPdfHtml(script) })),
  );
}
