// The error a write gets when it did not reach the disk (SQLITE_FULL, SQLITE_IOERR; see
// sqlite-rows.ts storageFailure): the server logs the file and the cause, the client sees only
// `sanitizedError` — a Meteor.Error that says whether the disk is full — never the path.
import { MeteorError } from '../../meteor/errors';

/** A write that did not reach the disk; the client sees `sanitizedError`, never the path. */
export class StorageWriteError extends Error {
  readonly code: string | undefined;
  readonly sanitizedError: MeteorError;

  constructor(filename: string, cause: unknown) {
    const code = (cause as NodeJS.ErrnoException | null)?.code;
    const full = code === 'ENOSPC' || code === 'EDQUOT';
    super(`Could not store a write in ${filename} (${code ?? String(cause)}); the change was not saved`, { cause });
    this.name = 'StorageWriteError';
    this.code = code;
    this.sanitizedError = full
      ? new MeteorError('storage-full', 'The server could not save this change because its disk is full. Nothing was changed; please try again later.')
      : new MeteorError('storage-failed', 'The server could not save this change. Nothing was changed; please try again later.');
  }
}
