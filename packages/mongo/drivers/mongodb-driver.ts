// The MongoDB storage driver (Meteor's MongoConnection) on the official `mongodb` driver, used
// when MONGO_URL is set. Writes by other processes reach this process's observers through a
// change stream on each observed collection (Meteor 3.5's default driver); when the server is
// not a replica set (change streams unsupported) or the stream fails for good, it falls back to
// re-running observed queries every 10 s (METEOR_POLLING_INTERVAL_MS), Meteor's polling driver
// interval. Left out: oplog tailing, ObjectID ids, read preferences, DOCUMENTS_MONGO_URL.
import { MongoClient, MongoServerError, type ChangeStream, type ClientSession, type Collection, type Db } from 'mongodb';
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
import { isOperatorModifier } from './memory-query';
import { mongoTextSelector } from './mongodb-text';
import { MongoWriteGroups } from './mongodb-write-groups';
import { Log } from '../../logging/server';

/**
 * How long the first connection may take. The driver's own server selection waits 30 s and then
 * throws a description of the whole topology; a start against a closed port should fail at once,
 * while later operations keep the driver's patience through a failover.
 */
export const CONNECT_TIMEOUT_MS = 5_000;

async function connectOrGiveUp(client: MongoClient): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const error = Object.assign(new Error(`no MongoDB server answered within ${CONNECT_TIMEOUT_MS / 1000} s`), { code: 'MONGO_UNREACHABLE' });
      reject(error);
    }, CONNECT_TIMEOUT_MS);
  });
  try {
    await Promise.race([client.connect(), gaveUp]);
  } catch (error) {
    await client.close().catch(() => {});
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

const POLLING_INTERVAL_MS = Number(process.env.METEOR_POLLING_INTERVAL_MS) || 10_000;
/** "The $changeStream stage is only supported on replica sets". */
const CHANGE_STREAMS_UNSUPPORTED = 40573;

// The driver's generic filter types cannot express "any Mongo selector"; selectors are checked by
// the server, so the casts below are the documented boundary.
type Raw = Collection<Document>;
type RawFilter = Parameters<Raw['find']>[0];
type RawUpdate = Parameters<Raw['updateOne']>[1];

function translate(collectionName: string, error: unknown): unknown {
  if (error instanceof MongoServerError && error.code === 11000) {
    const indexName = /index: (\S+)/.exec(error.message)?.[1] ?? 'unknown';
    const keyValue = (error.keyValue as Record<string, unknown> | undefined) ?? {};
    return new DuplicateKeyError(collectionName, indexName, keyValue);
  }
  return error;
}

function singleId(selector: Query): string[] | null {
  return typeof selector._id === 'string' ? [selector._id] : null;
}

class MongoCollectionDriver implements CollectionDriver {
  constructor(
    readonly name: string,
    private readonly collection: Raw,
    private readonly groups: MongoWriteGroups,
  ) {}

  /** A write alone, or inside writeTogether's session transaction. */
  private write<T>(run: (session?: ClientSession) => Promise<T>): Promise<T> {
    return (this.groups.join(this.name, run) as Promise<T> | null) ?? run();
  }

  insert(doc: Document): Promise<void> {
    return this.write(async (session) => {
      try {
        await this.collection.insertOne(doc, { session });
      } catch (error) {
        throw translate(this.name, error);
      }
    });
  }

  update(selector: Query, modifier: Modifier, options: DriverUpdateOptions): Promise<DriverWriteResult> {
    return this.write((session) => this.updateIn(selector, modifier, options, session));
  }

  private async updateIn(selector: Query, modifier: Modifier, options: DriverUpdateOptions, session?: ClientSession): Promise<DriverWriteResult> {
    const filter = selector as RawFilter;
    const idFromSelector = typeof selector._id === 'string';
    try {
      if (!isOperatorModifier(modifier)) {
        // A replacement: Meteor gives an upserted replacement its string id itself.
        const replacement = options.upsert && !idFromSelector ? { ...modifier, _id: options.insertedId } : modifier;
        const result = await this.collection.replaceOne(filter, replacement, { upsert: options.upsert, session });
        return this.result(selector, result);
      }
      let update = modifier;
      if (options.upsert && !idFromSelector) {
        const setOnInsert = (modifier.$setOnInsert as Record<string, unknown> | undefined) ?? {};
        update = { ...modifier, $setOnInsert: { ...setOnInsert, _id: options.insertedId } };
      }
      const run = options.multi ? this.collection.updateMany.bind(this.collection) : this.collection.updateOne.bind(this.collection);
      return this.result(selector, await run(filter, update as RawUpdate, { upsert: options.upsert, session }));
    } catch (error) {
      throw translate(this.name, error);
    }
  }

  private result(selector: Query, result: { matchedCount: number; upsertedCount: number; upsertedId: unknown }): DriverWriteResult {
    if (result.upsertedCount > 0) {
      const insertedId = String(result.upsertedId);
      return { numberAffected: result.upsertedCount, insertedId, changedIds: [insertedId] };
    }
    return { numberAffected: result.matchedCount, changedIds: singleId(selector) };
  }

  remove(selector: Query): Promise<DriverWriteResult> {
    return this.write(async (session) => {
      const result = await this.collection.deleteMany(selector as RawFilter, { session });
      return { numberAffected: result.deletedCount, changedIds: singleId(selector) };
    });
  }

  async find(selector: Query, options: DriverFindOptions): Promise<Document[]> {
    const cursor = this.collection.find(mongoTextSelector(selector) as RawFilter, {
      ...(options.sort ? { sort: options.sort } : {}),
      ...(options.skip ? { skip: options.skip } : {}),
      ...(options.limit ? { limit: options.limit } : {}),
      ...(options.projection ? { projection: options.projection } : {}),
    });
    return (await cursor.toArray()) as Document[];
  }

  count(selector: Query, options: DriverFindOptions): Promise<number> {
    return this.collection.countDocuments(mongoTextSelector(selector) as RawFilter, {
      ...(options.skip ? { skip: options.skip } : {}),
      ...(options.limit ? { limit: options.limit } : {}),
    });
  }

  async createIndex(keys: IndexKeys, options: IndexOptions): Promise<string> {
    try {
      return await this.collection.createIndex(keys, {
        ...(options.unique !== undefined ? { unique: options.unique } : {}),
        ...(options.sparse !== undefined ? { sparse: options.sparse } : {}),
        ...(options.name !== undefined ? { name: options.name } : {}),
        ...(options.weights !== undefined ? { weights: options.weights } : {}),
      });
    } catch (error) {
      throw translate(this.name, error);
    }
  }

  async dropIndex(name: string): Promise<void> {
    await this.collection.dropIndex(name);
  }

  async drop(): Promise<void> {
    try {
      await this.collection.drop();
    } catch (error) {
      // NamespaceNotFound: dropping a collection that does not exist is not an error in Meteor.
      if (!(error instanceof MongoServerError && error.code === 26)) throw error;
    }
  }

  raw(): Raw {
    return this.collection;
  }

  watchExternalChanges(listener: ChangeListener): () => void {
    let stream: ChangeStream | null = null;
    let timer: NodeJS.Timeout | null = null;
    let stopped = false;
    const startPolling = (reason: string) => {
      if (stopped || timer) return;
      Log.warn(`[mongo] change streams unavailable for ${this.name} (${reason}); polling every ${POLLING_INTERVAL_MS} ms`);
      timer = setInterval(() => listener(null), POLLING_INTERVAL_MS);
      timer.unref();
    };
    try {
      stream = this.collection.watch([], { fullDocument: 'default' });
      stream.on('change', (change) => {
        const key = (change as { documentKey?: { _id?: unknown } }).documentKey;
        listener(key?._id !== undefined ? [String(key._id)] : null);
      });
      stream.on('error', (error: unknown) => {
        const code = (error as { code?: unknown }).code;
        void stream?.close().catch(() => undefined);
        stream = null;
        startPolling(code === CHANGE_STREAMS_UNSUPPORTED ? 'not a replica set' : String((error as Error).message));
        // Writes may have been missed between the failure and the first poll.
        listener(null);
      });
    } catch (error) {
      startPolling((error as Error).message);
    }
    return () => {
      stopped = true;
      if (timer) clearInterval(timer);
      void stream?.close().catch(() => undefined);
    };
  }
}

export class MongoStorage implements StorageDriver {
  readonly kind = 'mongodb' as const;

  private readonly groups: MongoWriteGroups;

  private constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
  ) {
    this.groups = new MongoWriteGroups(client);
  }

  static async open(url: string): Promise<MongoStorage> {
    const client = new MongoClient(url);
    await connectOrGiveUp(client);
    return new MongoStorage(client, client.db());
  }

  async collection(name: string): Promise<CollectionDriver> {
    return new MongoCollectionDriver(name, this.db.collection<Document>(name), this.groups);
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
