// What each upload accepts: size limit and the content types recognised by magic bytes. The
// declared Content-Type and the file name never decide; only the bytes do.
import { CV_MAX_BYTES, type CvMimeType } from '../users/schema';

export type UploadKind = 'cv' | 'photo';

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Photos become squares of at most this many pixels a side (enough for a 2x avatar). */
export const PHOTO_MAX_SIDE = 512;
/** Refuse decompression bombs: a 5 MB PNG can claim billions of pixels. */
export const PHOTO_MAX_INPUT_PIXELS = 40_000_000;

export const CV_TYPES: Readonly<Record<string, { mimeType: CvMimeType; ext: string }>> = {
  pdf: { mimeType: 'application/pdf', ext: 'pdf' },
  docx: { mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx' },
};

export const PHOTO_TYPES: readonly string[] = ['jpg', 'png', 'webp'];

export const MAX_BYTES: Readonly<Record<UploadKind, number>> = { cv: CV_MAX_BYTES, photo: PHOTO_MAX_BYTES };

export const PHOTO_MIME_TYPE = 'image/webp';
export const PHOTO_EXT = 'webp';
