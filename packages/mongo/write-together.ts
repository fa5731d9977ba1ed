// Writes that commit together or not at all, across collections of one database: the event a
// method records and the notification it owes (the transactional outbox), so a crash between the
// two cannot lose the notification. Each function given to `writeTogether` makes ONE collection
// write (insertAsync, updateAsync, upsertAsync or removeAsync); they start at once, each is
// validated and cleaned as usual, and when every one has reached its driver the driver runs them
// in order in one transaction (SQLite: one savepoint of the group commit; MongoDB: a session
// transaction). `requireMatch` undoes the whole group when an update or remove matched nothing,
// the conditional write ("only if the status is still X") that guards an event.
// Beyond Meteor, which has no transaction API of its own.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { DriverWriteResult } from './drivers/driver';

/** How a driver runs a group: every entry's `run`, in order, all or nothing. */
export interface WriteGroupExecutor<Run> {
  runGroup(entries: ReadonlyArray<WriteGroupEntry<Run>>, options: WriteTogetherOptions): void;
}

export interface WriteGroupEntry<Run> {
  collection: string;
  run: Run;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

export interface WriteTogetherOptions {
  /** Undo every write of the group when an update or remove in it matched no document. */
  requireMatch?: boolean;
}

/** A group undone by `requireMatch`; writeTogether answers null instead of throwing it. */
export class WriteGroupNotApplied extends Error {
  constructor() {
    super('A conditional write of the group matched nothing; nothing was written');
    this.name = 'WriteGroupNotApplied';
  }
}

/** Throws WriteGroupNotApplied when requireMatch is set and a write's result matched nothing. */
export function checkGroupMatch(value: unknown, options: WriteTogetherOptions): void {
  if (!options.requireMatch || value === undefined || value === null || typeof value !== 'object') return;
  if ((value as DriverWriteResult).numberAffected === 0) throw new WriteGroupNotApplied();
}

class WriteGroupAborted extends Error {
  constructor() {
    super('Another write of the group failed before it was written');
    this.name = 'WriteGroupAborted';
  }
}

class WriteGroup {
  private readonly entries: Array<WriteGroupEntry<unknown> & { index: number }> = [];
  private readonly settled = new Set<number>();
  private executor: WriteGroupExecutor<unknown> | null = null;
  private submitted = false;
  private failure: unknown = null;

  constructor(
    private readonly size: number,
    private readonly options: WriteTogetherOptions,
  ) {}

  /** Whether writes from this function's context still belong to the group. */
  isOpen(): boolean {
    return !this.submitted;
  }

  join<Run>(index: number, executor: WriteGroupExecutor<Run>, collection: string, run: Run): Promise<unknown> {
    return new Promise((resolve, reject) => {
      if (this.failure) return reject(new WriteGroupAborted());
      if (this.entries.some((entry) => entry.index === index)) {
        return reject(new Error('writeTogether takes one collection write per function'));
      }
      if (this.executor && this.executor !== executor) {
        return reject(new Error(`writeTogether cannot span two databases (${collection} is in another one)`));
      }
      this.executor = executor as WriteGroupExecutor<unknown>;
      this.entries.push({ index, collection, run, resolve, reject });
      this.settled.add(index);
      this.submitIfComplete();
    });
  }

  /** A function's promise settled: it wrote nothing more to wait for (or failed before writing). */
  finished(index: number, error: unknown): void {
    if (error !== undefined && !this.submitted && !this.failure) {
      this.failure = error;
      for (const entry of this.entries) entry.reject(new WriteGroupAborted());
      return;
    }
    this.settled.add(index);
    this.submitIfComplete();
  }

  private submitIfComplete(): void {
    if (this.submitted || this.failure || this.settled.size < this.size) return;
    this.submitted = true;
    if (this.entries.length === 0 || !this.executor) return;
    this.executor.runGroup([...this.entries].sort((a, b) => a.index - b.index), this.options);
  }
}

const groups = new AsyncLocalStorage<{ group: WriteGroup; index: number }>();

/**
 * The group a driver write joins, if it was started inside writeTogether. A driver calls it with
 * its executor and the write's runner; without a group it runs the write on its own.
 */
export function joinWriteGroup<Run>(executor: WriteGroupExecutor<Run>, collection: string, run: Run): Promise<unknown> | null {
  const current = groups.getStore();
  // Once the group is submitted, its context lives on only in what its writes set off (live
  // queries re-running, a mail sender woken by an insert): those writes are their own.
  if (!current?.group.isOpen()) return null;
  // The write leaves the group's context: its own follow-up writes (none today) would run alone.
  return groups.exit(() => current.group.join(current.index, executor, collection, run));
}

/**
 * Runs `work` outside any group: what a write wakes once it is done (the live queries it
 * changed, whose callbacks may write on their own) must not join the group that wrote it.
 */
export function outsideWriteGroup<T>(work: () => T): T {
  return groups.exit(work);
}

/**
 * Runs the writes together; answers their results in order, or null when `requireMatch` undid the
 * group. A write that fails (validation, a duplicate key) undoes the others and is thrown.
 */
export async function writeTogether<const T extends ReadonlyArray<() => Promise<unknown>>>(
  writes: T,
  options: WriteTogetherOptions = {},
): Promise<{ [K in keyof T]: Awaited<ReturnType<T[K]>> } | null> {
  const group = new WriteGroup(writes.length, options);
  const outcomes = await Promise.allSettled(
    writes.map((write, index) =>
      groups.run({ group, index }, write).then(
        (value) => {
          group.finished(index, undefined);
          return value;
        },
        (error: unknown) => {
          group.finished(index, error ?? new Error('write failed'));
          throw error;
        },
      ),
    ),
  );
  const failures = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
  if (failures.length === 0) return outcomes.map((outcome) => (outcome as PromiseFulfilledResult<unknown>).value) as never;
  if (failures.every((error) => error instanceof WriteGroupNotApplied)) return null;
  throw failures.find((error) => !(error instanceof WriteGroupAborted) && !(error instanceof WriteGroupNotApplied)) ?? failures[0];
}
