// The embedded storage driver (Meteor has none; this stands in for a local mongod): one
// @seald-io/nedb data file per collection under the data folder, loaded with zero tolerance for
// corrupt lines. nedb is used as a durable append-only store only; matching, sorting,
// projections and modifiers run through mingo (memory-query.ts) so they follow MongoDB's rules.
// Reads and write targets are planned by memory-index.ts: equality indexes on the declared
// index fields narrow the candidates and sorted indexes serve sort + limit (nedb-index-hooks.ts).
// Writes to one collection run one at a time (read-modify-write under a queue, which also makes
// upserts atomic in this process); a write resolves only once its lines are on disk
// (group-commit.ts: one fdatasync per data file for all the writes of a tick). A write that
// could not reach the disk fails, and memory is reloaded from the file before the next write.
// Left out: multi-process access (the folder lock refuses it), TTL indexes.
import { createReadStream } from 'node:fs';
import path from 'node:path';
import Datastore from '@seald-io/nedb';
import nedbModel from '@seald-io/nedb/lib/model.js';
import type { Document, IndexKeys, IndexOptions, Modifier } from '../types';
import {
  DuplicateKeyError,
  type ChangeListener,
  type CollectionDriver,
  type DriverFindOptions,
  type DriverUpdateOptions,
  type DriverWriteResult,
  type Query,
  type StorageDriver,
} from './driver';
import { QueryIndexes, type DocumentSource } from './memory-index';
import { applyModifier, compileMatcher, findInMemory, upsertSeed } from './memory-query';
import { fireWrite } from '../live/crossbar';
import { assertDataFilesSound, CorruptDataFileError, findBadLines } from './data-file-check';
import { GroupCommitFile } from './group-commit';
import { describeLoadError, lockDataFolder, makeOwnerOnlyFolder, verifyCompactedFile, type FolderLock } from './nedb-files';
import { followDatastore, nedbIndexes, type NedbInternals } from './nedb-index-hooks';
import { dotValue, fileNameFor, sameKey } from './field-names';

export interface NedbStorageOptions {
  /** fdatasync before acknowledging a write (default true); false only to benchmark without. */
  syncWrites?: boolean;
}

interface IndexSpec {
  name: string;
  fields: string[];
  unique: boolean;
}

/** nedb's persistence object, whose two writing paths the journal takes over. */
interface NedbPersistence {
  persistNewStateAsync(docs: unknown[]): Promise<void>;
  persistCachedDatabaseAsync(): Promise<void>;
  treatRawStreamAsync(stream: NodeJS.ReadableStream): Promise<{ data: Document[] }>;
}

class NedbCollection implements CollectionDriver {
  private queue: Promise<unknown> = Promise.resolve();
  private readonly indexes = new Map<string, IndexSpec>();
  /** Set when a compaction left a bad file: writes are refused rather than silently at risk. */
  private unhealthy: string | null = null;
  /** Indexed query planning; null when the datastore could not be followed (full scans). */
  readonly planner: QueryIndexes | null;
  /** Durable appends to this collection's data file. */
  readonly journal: GroupCommitFile;
  /** Set by a failed flush: memory holds writes the file lacks, so reload before the next write. */
  private memoryAhead = false;
  /** Acknowledgements of the lines the running operation appended. */
  private appended: Array<Promise<void>> | null = null;
  /** The reload after a failed flush; reads wait for it so they never see the failed writes. */
  private reloading: Promise<void> | null = null;

  constructor(
    readonly name: string,
    private readonly store: Datastore<Record<string, unknown>>,
    private readonly filename: string,
    syncWrites: boolean,
  ) {
    this.journal = new GroupCommitFile(filename, {
      sync: syncWrites,
      onFailure: (error) => {
        this.memoryAhead = true;
        console.error(`[mongo] ${error.message}; ${this.name} reloads from its file`);
        // Reload now (not at the next write) so reads stop seeing the failed writes, then let
        // live queries re-run in case one read them meanwhile.
        const reloading = this.exclusive(async () => undefined).then(
          () => fireWrite(this.name, null),
          () => undefined,
        );
        this.reloading = reloading;
        void reloading.finally(() => {
          if (this.reloading === reloading) this.reloading = null;
        });
      },
    });
    this.takeOverPersistence();
    const source: DocumentSource = {
      all: () => store.getAllData() as Document[],
      indexedFields: () => {
        const fields = new Set<string>();
        for (const name of Object.keys(nedbIndexes(store))) if (name !== '_id') for (const field of name.split(',')) fields.add(field);
        return fields;
      },
      byIds: (ids) => (store as unknown as NedbInternals).indexes._id.getMatching(ids),
    };
    const planner = new QueryIndexes(source);
    this.planner = followDatastore(store, planner) ? planner : null;
    store.on('compaction.done', () => {
      const docs = store.getAllData().length;
      const indexCount = Object.keys(nedbIndexes(store)).length - 1;
      void verifyCompactedFile(filename, docs, indexCount).then((problem) => this.reportCompaction(problem));
    });
  }

  /**
   * Routes nedb's appends through the journal (nedb would append without fsync and make its
   * executor wait for each write) and holds the journal while nedb compacts the file by rename.
   */
  private takeOverPersistence(): void {
    const persistence = (this.store as unknown as { persistence: NedbPersistence }).persistence;
    const compact = persistence.persistCachedDatabaseAsync.bind(persistence);
    persistence.persistNewStateAsync = async (docs) => {
      let text = '';
      for (const doc of docs) text += `${nedbModel.serialize(doc)}\n`;
      const durable = this.journal.append(text);
      // Acknowledged by the operation that caused it; others still surface a failure in the log.
      if (this.appended) this.appended.push(durable);
      else durable.catch(() => undefined);
    };
    persistence.persistCachedDatabaseAsync = () => this.journal.hold(compact);
  }

  /**
   * Makes memory match the file again after a failed flush (the file holds whole lines only):
   * the file is parsed first and memory swapped in one step, so reads never see it half-loaded.
   */
  private async reloadFromFile(): Promise<void> {
    const persistence = (this.store as unknown as { persistence: NedbPersistence }).persistence;
    try {
      const { data } = await persistence.treatRawStreamAsync(createReadStream(this.filename, { encoding: 'utf8' }));
      (this.store as unknown as NedbInternals)._resetIndexes(data);
    } catch (error) {
      this.unhealthy = describeLoadError(this.filename, error).message;
      throw error;
    }
    this.memoryAhead = false;
  }

  static async open(name: string, filename: string, syncWrites = true): Promise<NedbCollection> {
    const bad = await findBadLines(filename);
    if (bad.length > 0) throw new CorruptDataFileError(filename, bad, path.dirname(filename));
    const store = new Datastore<Record<string, unknown>>({ filename, corruptAlertThreshold: 0 });
    try {
      await store.loadDatabaseAsync();
    } catch (error) {
      throw describeLoadError(filename, error);
    }
    const collection = new NedbCollection(name, store, filename, syncWrites);
    // Loading rewrote (compacted) the file; check it before trusting it with new writes.
    const problem = await verifyCompactedFile(filename, store.getAllData().length, Object.keys(nedbIndexes(store)).length - 1);
    collection.reportCompaction(problem);
    // Index names are not persisted by nedb; reloaded ones get MongoDB's default `<field>_1`
    // until createIndexAsync names them again (collection2 re-creates its `c2_` indexes).
    for (const [fieldName, index] of Object.entries(nedbIndexes(store))) {
      if (fieldName === '_id') continue;
      collection.indexes.set(`${fieldName}_1`, { name: `${fieldName}_1`, fields: fieldName.split(','), unique: index.unique });
    }
    return collection;
  }

  private reportCompaction(problem: string | null): void {
    if (problem === null) return;
    this.unhealthy = problem;
    console.error(`[mongo] embedded store check failed: ${problem}. Writes to ${this.name} are refused until restart.`);
  }

  /**
   * Runs write operations one after another so read-modify-write steps do not interleave. The
   * next operation starts once this one is applied in memory and its lines are queued; the
   * caller's promise resolves only once those lines are on disk (group commit).
   */
  private exclusive<T>(operation: () => Promise<T>): Promise<T> {
    const run = this.queue.then(async () => {
      if (this.memoryAhead) await this.reloadFromFile();
      if (this.unhealthy) throw new Error(`Embedded store for ${this.name} is unhealthy: ${this.unhealthy}`);
      const appended: Array<Promise<void>> = [];
      this.appended = appended;
      try {
        return { result: await operation(), appended };
      } catch (error) {
        this.appended = null;
        // Lines appended before the failure (a multi-update's first documents) still count.
        await Promise.allSettled(appended);
        throw error;
      } finally {
        this.appended = null;
      }
    });
    this.queue = run.catch(() => undefined);
    return run.then(async ({ result, appended }) => {
      await Promise.all(appended);
      return result;
    });
  }

  /** Documents that may match: a direct _id lookup when the selector names one id. */
  private async candidates(selector: Query): Promise<Document[]> {
    if (typeof selector._id === 'string') {
      const doc = (await this.store.findOneAsync({ _id: selector._id })) as unknown as Document | null;
      return doc ? [doc] : [];
    }
    return this.store.getAllData() as Document[];
  }

  /** The stored documents a write applies to, in _id order (only the first unless `multi`). */
  private async writeTargets(selector: Query, multi: boolean): Promise<Document[]> {
    if (this.planner && typeof selector._id !== 'string') return this.planner.targets(selector, multi);
    const docs = await this.candidates(selector);
    const matches = compileMatcher(selector);
    const targets: Document[] = [];
    for (const doc of docs) {
      if (!matches(doc)) continue;
      targets.push(doc);
      if (!multi) break;
    }
    return targets;
  }

  /** Maps nedb's uniqueViolated to the DuplicateKeyError both drivers throw. */
  private translate(error: unknown, doc: Document): unknown {
    if ((error as { errorType?: string }).errorType !== 'uniqueViolated') return error;
    const others = this.store.getAllData() as Document[];
    for (const index of this.indexes.values()) {
      if (!index.unique) continue;
      const values = index.fields.map((field) => dotValue(doc, field));
      const clash = others.some(
        (other) => other._id !== doc._id && index.fields.every((field, i) => sameKey(dotValue(other, field), values[i])),
      );
      if (clash) return new DuplicateKeyError(this.name, index.name, Object.fromEntries(index.fields.map((field, i) => [field, values[i]])));
    }
    return new DuplicateKeyError(this.name, '_id_', { _id: doc._id });
  }

  insert(doc: Document): Promise<void> {
    return this.exclusive(async () => {
      try {
        await this.store.insertAsync(doc);
      } catch (error) {
        throw this.translate(error, doc);
      }
    });
  }

  update(selector: Query, modifier: Modifier, options: DriverUpdateOptions): Promise<DriverWriteResult> {
    return this.exclusive(async () => {
      const targets = await this.writeTargets(selector, options.multi);
      if (targets.length === 0 && options.upsert) {
        const { doc } = applyModifier(upsertSeed(selector, options.insertedId), modifier, true);
        try {
          await this.store.insertAsync(doc);
        } catch (error) {
          throw this.translate(error, doc);
        }
        return { numberAffected: 1, insertedId: doc._id, changedIds: [doc._id] };
      }
      const changedIds: string[] = [];
      for (const target of targets) {
        const { doc, changed } = applyModifier(target, modifier, false, selector);
        if (!changed) continue;
        try {
          await this.store.updateAsync({ _id: target._id }, doc, {});
        } catch (error) {
          throw this.translate(error, doc);
        }
        changedIds.push(target._id);
      }
      // Like MongoDB's matchedCount, which Meteor reports as numberAffected.
      return { numberAffected: targets.length, changedIds };
    });
  }

  remove(selector: Query): Promise<DriverWriteResult> {
    return this.exclusive(async () => {
      const ids = (await this.writeTargets(selector, true)).map((doc) => doc._id);
      if (ids.length > 0) await this.store.removeAsync({ _id: { $in: ids } }, { multi: true });
      return { numberAffected: ids.length, changedIds: ids };
    });
  }

  async find(selector: Query, options: DriverFindOptions): Promise<Document[]> {
    if (this.reloading) await this.reloading;
    if (this.planner && typeof selector._id !== 'string') return this.planner.find(selector, options);
    return findInMemory(await this.candidates(selector), selector, options);
  }

  async count(selector: Query, options: DriverFindOptions): Promise<number> {
    if (this.reloading) await this.reloading;
    if (this.planner && typeof selector._id !== 'string') return this.planner.count(selector, options);
    const { projection: _ignored, ...rest } = options;
    return findInMemory(await this.candidates(selector), selector, { ...rest, projection: { _id: 1 } }).length;
  }

  createIndex(keys: IndexKeys, options: IndexOptions): Promise<string> {
    return this.exclusive(async () => {
      const fields = Object.keys(keys);
      const name = options.name ?? fields.map((field) => `${field}_${keys[field]}`).join('_');
      const fieldName = fields.length === 1 ? (fields[0] as string) : fields;
      try {
        await this.store.ensureIndexAsync({ fieldName, unique: options.unique ?? false, sparse: options.sparse ?? false });
      } catch (error) {
        if ((error as { errorType?: string }).errorType === 'uniqueViolated') {
          throw new DuplicateKeyError(this.name, name, { [fields.join(',')]: (error as { key?: unknown }).key });
        }
        throw error;
      }
      for (const [existingName, spec] of this.indexes) {
        if (spec.fields.join(',') === fields.join(',')) this.indexes.delete(existingName);
      }
      this.indexes.set(name, { name, fields, unique: options.unique ?? false });
      return name;
    });
  }

  dropIndex(name: string): Promise<void> {
    return this.exclusive(async () => {
      const spec = this.indexes.get(name);
      if (!spec) throw new Error(`index not found with name [${name}]`);
      await this.store.removeIndexAsync(spec.fields.length === 1 ? (spec.fields[0] as string) : spec.fields);
      this.indexes.delete(name);
    });
  }

  /** Empties the collection and its indexes but keeps the datastore usable afterwards. */
  drop(): Promise<void> {
    return this.exclusive(async () => {
      await this.store.removeAsync({}, { multi: true });
      for (const spec of this.indexes.values()) {
        await this.store.removeIndexAsync(spec.fields.length === 1 ? (spec.fields[0] as string) : spec.fields);
      }
      this.indexes.clear();
      await this.store.compactDatafileAsync();
    });
  }

  raw(): Datastore<Record<string, unknown>> {
    return this.store;
  }

  watchExternalChanges(_listener: ChangeListener): () => void {
    // The folder lock guarantees no other process writes these files.
    return () => {};
  }

  /** Waits for queued writes and their flushes so closing never cuts an append short. */
  async flush(): Promise<void> {
    await this.queue;
    await this.journal.drain();
  }
}

export class NedbStorage implements StorageDriver {
  readonly kind = 'nedb' as const;
  private readonly collections = new Map<string, Promise<NedbCollection>>();

  private constructor(
    readonly dataDir: string,
    private readonly lock: FolderLock,
    private readonly options: NedbStorageOptions,
  ) {}

  static async open(dataDir: string, options: NedbStorageOptions = {}): Promise<NedbStorage> {
    const dir = path.resolve(dataDir);
    makeOwnerOnlyFolder(dir);
    const lock = await lockDataFolder(dir);
    try {
      // Every file (named storages' sub-folders too) before the first one loads: a corrupt
      // line stops the server at start, not at the first use of its collection.
      await assertDataFilesSound(dir);
    } catch (error) {
      await lock.release();
      throw error;
    }
    return new NedbStorage(dir, lock, options);
  }

  collection(name: string): Promise<NedbCollection> {
    let opening = this.collections.get(name);
    if (!opening) {
      opening = NedbCollection.open(name, path.join(this.dataDir, fileNameFor(name)), this.options.syncWrites ?? true);
      // A failed load must not be cached: the operator may repair the file and retry.
      opening.catch(() => this.collections.delete(name));
      this.collections.set(name, opening);
    }
    return opening;
  }

  async close(): Promise<void> {
    const opened = await Promise.allSettled(this.collections.values());
    for (const result of opened) if (result.status === 'fulfilled') await result.value.flush();
    this.collections.clear();
    await this.lock.release();
  }
}
