// The one error type of the upload and download routes: an HTTP status, a stable machine code the
// client can switch on, and a sentence a person can read: English in `message` (logs, API
// clients), and its message id and values, so the browser words it in the reader's language
// (components/file-upload/upload-failure-text.ts). Routes turn it into a JSON answer.
import { messageIn } from '../../i18n/intl';
import type { MessageId, MessageValues } from '../../i18n/message-ids';

export type UploadErrorCode =
  | 'not-logged-in'
  | 'forbidden'
  | 'not-found'
  | 'too-large'
  | 'unsupported-type'
  | 'empty'
  | 'incomplete'
  | 'corrupt-image'
  | 'storage-full'
  | 'internal';

export class UploadError extends Error {
  constructor(
    readonly status: number,
    readonly code: UploadErrorCode,
    readonly messageId: MessageId,
    readonly values?: MessageValues,
  ) {
    super(messageIn('en', messageId, values));
    this.name = 'UploadError';
  }

  toJSON(): { error: UploadErrorCode; message: string; messageId: MessageId; values?: MessageValues } {
    return { error: this.code, message: this.message, messageId: this.messageId, ...(this.values ? { values: this.values } : {}) };
  }
}

export const notLoggedIn = () => new UploadError(401, 'not-logged-in', 'errors.upload.notLoggedIn');
export const forbidden = () => new UploadError(403, 'forbidden', 'errors.upload.forbidden');
export const notFound = () => new UploadError(404, 'not-found', 'errors.upload.notFound');

/** The file system's codes for "no room" (the database's StorageWriteError carries its cause's code too). */
const DISK_FULL_CODES: ReadonlySet<unknown> = new Set(['ENOSPC', 'EDQUOT']);

/** A full disk (writing the file or recording it on the account) as the 507 a person can act on; else null. */
export function diskFullError(error: unknown): UploadError | null {
  if (!DISK_FULL_CODES.has((error as { code?: unknown } | null)?.code)) return null;
  return new UploadError(507, 'storage-full', 'errors.upload.storageFull');
}

/** Anything else that went wrong, answered without paths or stack traces. */
export const internalError = () => new UploadError(500, 'internal', 'errors.upload.internal');
