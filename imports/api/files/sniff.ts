// Tells what an uploaded file really is from its bytes (file-type's magic numbers), never from
// its name or the Content-Type the browser declared. A DOCX is a ZIP; file-type recognises it
// from its content-types part, and the central directory must also hold `word/document.xml`.
import { fileTypeFromFile } from 'file-type';
import { type CV_TYPES, PHOTO_TYPES } from './limits';
import { UploadError } from './upload-error';
import { listZipEntries } from './zip-entries';

const cvRefused = () => new UploadError(415, 'unsupported-type', 'errors.upload.cvType');
const photoRefused = () => new UploadError(415, 'unsupported-type', 'errors.upload.photoType');

/** The CV's type key in CV_TYPES ('pdf' | 'docx'), or a 415 error. */
export async function sniffCv(file: string): Promise<keyof typeof CV_TYPES> {
  const detected = await fileTypeFromFile(file).catch(() => undefined);
  if (detected?.ext === 'pdf') return 'pdf';
  if (detected?.ext === 'docx') {
    const listing = await listZipEntries(file);
    if (listing?.names.includes('word/document.xml') && listing.names.includes('[Content_Types].xml')) return 'docx';
  }
  throw cvRefused();
}

/** Confirms the photo is one of the accepted image formats; sharp then decodes it fully. */
export async function sniffPhoto(file: string): Promise<string> {
  const detected = await fileTypeFromFile(file).catch(() => undefined);
  if (detected && PHOTO_TYPES.includes(detected.ext)) return detected.ext;
  throw photoRefused();
}
