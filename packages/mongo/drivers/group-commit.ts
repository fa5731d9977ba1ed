// Durable appends with group commit for the embedded store's data files, as MongoDB's journal
// does: a write's lines are queued, and one flush per data file appends every line queued during
// a tick and calls fdatasync once; each write is acknowledged only after the flush that carries
// its lines returned. Lines queued while a flush is on disk wait for the next one, so the number
// of syncs follows the disk, not the number of writes.
// A failed flush (ENOSPC, EIO) cuts what it may have half-written (the file is truncated to its
// size before the flush), fails its writes and every write queued after them (they were applied
// in memory on top of the failed ones), and tells the owner, who reloads memory from the file.
import { promises as fs } from 'node:fs';
import { MeteorError } from '../../meteor/errors';

/** The sync call, an object so tests can spy on it (the order write → sync → acknowledgement). */
export const fileSync = {
  datasync(handle: fs.FileHandle): Promise<void> {
    return handle.datasync();
  },
};

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

interface Waiter {
  resolve(): void;
  reject(error: Error): void;
}

export interface GroupCommitOptions {
  /** fdatasync before acknowledging (default true); false only for benchmarks comparing. */
  sync?: boolean;
  fileMode?: number;
  /** Called after a failed flush, once its writes were failed. */
  onFailure?(error: StorageWriteError): void;
}

export class GroupCommitFile {
  private pending: string[] = [];
  private waiters: Waiter[] = [];
  private flushing: Promise<void> | null = null;
  private scheduled = false;
  private holds = 0;
  /** Flushes done and fdatasync calls made, for tests and benchmarks. */
  readonly stats = { flushes: 0, syncs: 0 };

  constructor(
    readonly filename: string,
    private readonly options: GroupCommitOptions = {},
  ) {}

  /** Queues `text` (whole lines) and resolves once it is on disk. */
  append(text: string): Promise<void> {
    if (text.length === 0) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      this.pending.push(text);
      this.waiters.push({ resolve, reject });
      this.schedule();
    });
  }

  /**
   * Runs `operation` (a compaction that rewrites the file by rename) with no flush on the disk,
   * so no append goes to the file being replaced. Lines queued meanwhile are appended after it.
   */
  async hold<T>(operation: () => Promise<T>): Promise<T> {
    this.holds += 1;
    try {
      await this.flushing;
      return await operation();
    } finally {
      this.holds -= 1;
      this.schedule();
    }
  }

  /** Resolves when nothing is queued or on the disk. */
  async drain(): Promise<void> {
    while (this.flushing || this.pending.length > 0) {
      if (!this.flushing) this.startFlush();
      await this.flushing?.catch(() => undefined);
    }
  }

  private schedule(): void {
    if (this.scheduled || this.flushing || this.holds > 0 || this.pending.length === 0) return;
    this.scheduled = true;
    // One tick's writes share one flush.
    setImmediate(() => {
      this.scheduled = false;
      if (!this.flushing && this.holds === 0) this.startFlush();
    });
  }

  private startFlush(): void {
    if (this.pending.length === 0) return;
    const text = this.pending.join('');
    const waiters = this.waiters;
    this.pending = [];
    this.waiters = [];
    this.flushing = this.flush(text, waiters).finally(() => {
      this.flushing = null;
      this.schedule();
    });
  }

  private async flush(text: string, waiters: Waiter[]): Promise<void> {
    let handle: fs.FileHandle | undefined;
    let sizeBefore: number | undefined;
    try {
      handle = await fs.open(this.filename, 'a', this.options.fileMode ?? 0o600);
      sizeBefore = (await handle.stat()).size;
      await handle.appendFile(text, 'utf8');
      if (this.options.sync !== false) {
        this.stats.syncs += 1;
        await fileSync.datasync(handle);
      }
      this.stats.flushes += 1;
    } catch (cause) {
      // Leave only whole, earlier lines: a torn line would stop the next load.
      if (handle && sizeBefore !== undefined) await handle.truncate(sizeBefore).catch(() => undefined);
      await handle?.close().catch(() => undefined);
      this.fail(new StorageWriteError(this.filename, cause), waiters);
      return;
    }
    await handle.close().catch(() => undefined);
    for (const waiter of waiters) waiter.resolve();
  }

  private fail(error: StorageWriteError, waiters: Waiter[]): void {
    const later = this.waiters;
    this.pending = [];
    this.waiters = [];
    for (const waiter of [...waiters, ...later]) waiter.reject(error);
    this.options.onFailure?.(error);
  }
}
