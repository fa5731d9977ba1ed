// Group commit for the SQLite driver: the writes that arrive in the same tick run in ONE
// transaction (BEGIN IMMEDIATE … COMMIT), and each write's promise settles only after COMMIT
// returned, so with synchronous=FULL an acknowledged write survives a crash or power loss. Each
// write runs inside a savepoint, so one failing write (a duplicate key) is undone alone. A batch
// that cannot commit (full disk, I/O error) is rolled back whole, its writes are rejected with a
// StorageWriteError, and live queries on its collections are told to re-read; nothing is held,
// so later reads and writes go on (they succeed again as soon as the disk has room): a
// transaction its ROLLBACK could not end is rolled back before the next batch begins.
// node:sqlite is synchronous: a batch runs start to COMMIT without yielding, so reads on the same
// connection never see a transaction in progress.
import type { DatabaseSync } from 'node:sqlite';
import { fireWrite } from '../live/crossbar';
import { checkGroupMatch, type WriteGroupEntry, type WriteGroupExecutor, type WriteTogetherOptions } from '../write-together';
import { storageFailure } from './sqlite-rows';
import { StorageWriteError } from './storage-errors';
import { Log } from '../../logging/server';
import { groupCommitFinished } from '../storage-events';

/** The COMMIT call, an object so tests can make it fail as a full disk would. */
export const sqliteCommit = {
  commit(db: DatabaseSync): void {
    db.exec('COMMIT');
  },
};

interface PendingWrite {
  collections: string[];
  run(): unknown;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** A write's synchronous SQL, as a group (writeTogether) receives it. */
export type SqliteRun = () => unknown;

export class WriteBatcher implements WriteGroupExecutor<SqliteRun> {
  private pending: PendingWrite[] = [];
  private scheduled = false;
  /** Transactions committed and writes they carried, for tests and benchmarks. */
  readonly stats = { transactions: 0, writes: 0, failedTransactions: 0 };

  constructor(
    private readonly db: DatabaseSync,
    private readonly filename: string,
  ) {}

  /** Runs `operation` (synchronous SQL) in this tick's transaction; resolves after its COMMIT. */
  run<T>(collection: string, operation: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.enqueue({ collections: [collection], run: operation, resolve: resolve as (value: unknown) => void, reject });
    });
  }

  /** writeTogether's group: its writes in order, in ONE savepoint of this tick's transaction. */
  runGroup(entries: ReadonlyArray<WriteGroupEntry<SqliteRun>>, options: WriteTogetherOptions): void {
    this.enqueue({
      collections: [...new Set(entries.map((entry) => entry.collection))],
      run: () =>
        entries.map((entry) => {
          const value = entry.run();
          checkGroupMatch(value, options);
          return value;
        }),
      resolve: (values) => entries.forEach((entry, index) => entry.resolve((values as unknown[])[index])),
      reject: (error) => entries.forEach((entry) => entry.reject(error)),
    });
  }

  private enqueue(write: PendingWrite): void {
    this.pending.push(write);
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  /** Runs what is queued now (close uses it so nothing is left behind). */
  flush(): void {
    const writes = this.pending;
    this.pending = [];
    if (writes.length === 0) return;
    let outcomes: Outcome[];
    const startedAt = performance.now();
    // Any failure of the transaction itself (BEGIN, a savepoint, COMMIT) fails the whole batch
    // here: thrown out of this tick's callback it would leave the writes unanswered for good.
    try {
      // All writes go through this batcher, so an open transaction now is one a failed ROLLBACK
      // left behind; it would refuse every later BEGIN until a restart.
      if (this.db.isTransaction) this.db.exec('ROLLBACK');
      this.db.exec('BEGIN IMMEDIATE');
      outcomes = writes.map((write) => this.runInSavepoint(write));
      sqliteCommit.commit(this.db);
    } catch (error) {
      this.failAll(writes, error);
      groupCommitFinished({ durationMs: performance.now() - startedAt, writes: writes.length, committed: false });
      return;
    }
    groupCommitFinished({ durationMs: performance.now() - startedAt, writes: writes.length, committed: true });
    this.stats.transactions += 1;
    this.stats.writes += writes.length;
    writes.forEach((write, index) => {
      const outcome = outcomes[index] as Outcome;
      if (outcome.ok) write.resolve(outcome.value);
      else write.reject(outcome.error);
    });
  }

  /** One write in its savepoint: a failure (a duplicate key) undoes it alone, unless it ended the transaction. */
  private runInSavepoint(write: PendingWrite): Outcome {
    this.db.exec('SAVEPOINT write');
    try {
      const value = write.run();
      this.db.exec('RELEASE write');
      return { ok: true, value };
    } catch (error) {
      // Some errors (SQLITE_FULL among them) roll the whole transaction back by themselves.
      if (!this.db.isTransaction) throw error;
      this.db.exec('ROLLBACK TO write');
      this.db.exec('RELEASE write');
      return { ok: false, error: storageFailure(this.filename, error) ?? error };
    }
  }

  private failAll(writes: PendingWrite[], cause: unknown): void {
    if (this.db.isTransaction) {
      try {
        this.db.exec('ROLLBACK');
      } catch {
        // Still open: the next batch rolls it back before it begins.
      }
    }
    this.stats.failedTransactions += 1;
    const error = storageFailure(this.filename, cause) ?? new StorageWriteError(this.filename, cause);
    Log.error(`[mongo] ${error.message}`);
    for (const write of writes) write.reject(error);
    // A live query may have read between the writes' arrival and now; let it read again.
    for (const collection of new Set(writes.flatMap((write) => write.collections))) void fireWrite(collection, null);
  }
}
