// Reads the entry names of a ZIP file from its central directory, without inflating anything:
// enough to tell a Word document (it has `word/document.xml`) from any other ZIP, and to refuse
// archives that only a crafted file would be (huge entry counts, absurd inflated sizes, paths
// that climb out of a folder). ZIP64 is refused: a CV of at most 10 MB never needs it.
import { open } from 'node:fs/promises';

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const EOCD_MIN = 22;
const MAX_COMMENT = 0xffff;
const MAX_ENTRIES = 2000;
/** A real CV's largest part is a few MB inflated; a gigabyte means a zip bomb. */
const MAX_TOTAL_INFLATED = 512 * 1024 * 1024;

export interface ZipListing {
  names: string[];
  totalInflated: number;
}

/** The entry names, or null when the file is not a well-formed, plausible ZIP. */
export async function listZipEntries(file: string): Promise<ZipListing | null> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    if (size < EOCD_MIN) return null;
    const tailLength = Math.min(size, EOCD_MIN + MAX_COMMENT);
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    let eocd = -1;
    for (let at = tailLength - EOCD_MIN; at >= 0; at -= 1) {
      if (tail.readUInt32LE(at) === EOCD_SIGNATURE) {
        eocd = at;
        break;
      }
    }
    if (eocd < 0) return null;
    const entries = tail.readUInt16LE(eocd + 10);
    const directorySize = tail.readUInt32LE(eocd + 12);
    const directoryOffset = tail.readUInt32LE(eocd + 16);
    if (entries === 0xffff || directoryOffset === 0xffffffff) return null; // ZIP64
    if (entries > MAX_ENTRIES || directoryOffset + directorySize > size) return null;
    const directory = Buffer.alloc(directorySize);
    await handle.read(directory, 0, directorySize, directoryOffset);
    return parseDirectory(directory, entries);
  } finally {
    await handle.close();
  }
}

function parseDirectory(directory: Buffer, entries: number): ZipListing | null {
  const names: string[] = [];
  let totalInflated = 0;
  let at = 0;
  for (let index = 0; index < entries; index += 1) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL_SIGNATURE) return null;
    const inflated = directory.readUInt32LE(at + 24);
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    if (at + 46 + nameLength > directory.length) return null;
    const name = directory.toString('utf8', at + 46, at + 46 + nameLength);
    if (name.startsWith('/') || name.split(/[\\/]/).includes('..')) return null;
    totalInflated += inflated;
    if (totalInflated > MAX_TOTAL_INFLATED) return null;
    names.push(name);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return { names, totalInflated };
}
