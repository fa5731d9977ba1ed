// The one error type of the upload and download routes: an HTTP status, a stable machine code the
// client can switch on, and a sentence a person can read. Routes turn it into a JSON answer.

export type UploadErrorCode =
  | 'not-logged-in'
  | 'forbidden'
  | 'not-found'
  | 'too-large'
  | 'unsupported-type'
  | 'empty'
  | 'incomplete'
  | 'corrupt-image'
  | 'storage-full';

export class UploadError extends Error {
  constructor(
    readonly status: number,
    readonly code: UploadErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'UploadError';
  }

  toJSON(): { error: UploadErrorCode; message: string } {
    return { error: this.code, message: this.message };
  }
}

export const notLoggedIn = () => new UploadError(401, 'not-logged-in', 'You must be logged in.');
export const forbidden = () => new UploadError(403, 'forbidden', 'You may not download this file.');
export const notFound = () => new UploadError(404, 'not-found', 'File not found.');

/** The file system's codes for "no room" (the database's StorageWriteError carries its cause's code too). */
const DISK_FULL_CODES: ReadonlySet<unknown> = new Set(['ENOSPC', 'EDQUOT']);

/** A full disk (writing the file or recording it on the account) as the 507 a person can act on; else null. */
export function diskFullError(error: unknown): UploadError | null {
  if (!DISK_FULL_CODES.has((error as { code?: unknown } | null)?.code)) return null;
  return new UploadError(507, 'storage-full', 'The server could not save this file because its disk is full. Nothing was changed; please try again later.');
}
