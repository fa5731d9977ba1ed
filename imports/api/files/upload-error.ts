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
  | 'corrupt-image';

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
