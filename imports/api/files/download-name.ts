// The file name a stored CV is downloaded under. The uploader's name is only a label: its
// extension never reaches the browser (a `cv.html` or `cv.exe` saved to disk could be opened as
// what its name claims), so the extension always comes from the type the bytes were sniffed as.
import type { CvMimeType } from '../users/schema';
import { CV_TYPES } from './limits';

const FALLBACK_BASE = 'cv';
const MAX_BASE_LENGTH = 120;

function extensionFor(mimeType: CvMimeType): string {
  const type = Object.values(CV_TYPES).find((candidate) => candidate.mimeType === mimeType);
  // The schema admits only the sniffed types, so this is reached only by a corrupt record.
  if (!type) throw new Error(`No download extension for ${mimeType}`);
  return type.ext;
}

/** `label` without its folders and extension, reduced to letters, digits, spaces and `-_()`, then `.<sniffed ext>`. */
export function cvDownloadName(label: string, mimeType: CvMimeType): string {
  const file = label.split(/[\\/]/).pop() ?? '';
  const lastDot = file.lastIndexOf('.');
  const base = (lastDot >= 0 ? file.slice(0, lastDot) : file)
    .replace(/[^\p{L}\p{N} _()-]+/gu, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[\s-]+|[\s-]+$/g, '')
    .slice(0, MAX_BASE_LENGTH);
  return `${base || FALLBACK_BASE}.${extensionFor(mimeType)}`;
}
