// Meteor 3's server-side Mongo.Collection with the async API: insertAsync (17-character
// Random.id string ids; inside a method drawn from its randomSeed), updateAsync (modifiers, multi, upsert), upsertAsync, removeAsync,
// findOneAsync, find → Cursor, createIndexAsync, dropCollectionAsync, rawCollection. Every write
// notifies this process's live queries before it resolves and, inside a method, holds the
// method's write fence until they delivered. The sync variants throw Meteor's server message
// (with its literal " + " typo). Left out: ObjectID ids (`idGeneration: 'MONGO'`), `transform`,
// null-named local collections, allow/deny (clients cannot write directly at all).
// Beyond Meteor: `{ storage: 'documents' }` keeps a collection in a named storage (storage.ts).
import { DDP } from '../ddp-server/ddp-namespace';
import { WriteFence } from '../ddp-server/write-fence';
import { Random } from '../random/index';
import { Cursor } from './cursor';
import type { CollectionDriver, DriverWriteResult } from './drivers/driver';
import { fireWrite } from './live/crossbar';
import { rewriteFindOptions, rewriteSelector } from './selector';
import { assertStorageName, currentStorage } from './storage';
import { outsideWriteGroup } from './write-together';
import type {
  Document,
  FindOptions,
  IndexKeys,
  IndexOptions,
  Modifier,
  SchemaWriteOptions,
  Selector,
  UpdateOptions,
  UpsertResult,
} from './types';

export interface CollectionOptions {
  idGeneration?: 'STRING';
  /** A named storage (its own database or folder, see storage.ts); default: the main one. */
  storage?: string;
}

/** updateAsync's options; `_returnObject` is Meteor's internal flag used by upsertAsync. */
export type CollectionUpdateOptions = UpdateOptions & SchemaWriteOptions & { _returnObject?: boolean };

const collectionNames = new Set<string>();

function notOnServer(method: string): never {
  // The missing closing quote and " + " are Meteor's own message, kept verbatim.
  throw new Error(`${method} +  is not available on the server. Please use ${method}Async() instead.`);
}

export class Collection<T extends { _id: string } = Document> {
  readonly _name: string;
  readonly _storage: string | undefined;
  private binding: { generation: number; driver: Promise<CollectionDriver> } | null = null;
  private boundDriver: CollectionDriver | null = null;

  constructor(name: string, options: CollectionOptions = {}) {
    if (typeof name !== 'string' || name === '') {
      throw new Error('Mongo.Collection needs a name on the server (null-named local collections are not supported)');
    }
    if (options.idGeneration && options.idGeneration !== 'STRING') {
      throw new Error(`idGeneration '${String(options.idGeneration)}' is not supported; ids are Random.id() strings`);
    }
    if (options.storage !== undefined) assertStorageName(options.storage);
    if (collectionNames.has(name)) throw new Error(`There is already a collection named "${name}"`);
    collectionNames.add(name);
    this._name = name;
    this._storage = options.storage;
  }

  /** The storage driver for this collection, bound on first use and re-bound after closeStorage. */
  _driver(): Promise<CollectionDriver> {
    const { generation, storage } = currentStorage(this._storage);
    if (!this.binding || this.binding.generation !== generation) {
      const driver = storage.then((opened) => opened.collection(this._name));
      const binding = { generation, driver };
      this.binding = binding;
      this.boundDriver = null;
      driver.then(
        (bound) => {
          if (this.binding === binding) this.boundDriver = bound;
        },
        () => {
          if (this.binding === binding) this.binding = null;
        },
      );
    }
    return this.binding.driver;
  }

  /**
   * Runs a write: holds the current method's write fence (if any) until every live query on
   * this collection in this process re-ran and delivered its callbacks.
   */
  private async write(operation: (driver: CollectionDriver) => Promise<DriverWriteResult>): Promise<DriverWriteResult> {
    const pending = WriteFence.current()?.beginWrite();
    try {
      const result = await operation(await this._driver());
      // Observers woken by a write of a writeTogether group are not part of it (write-together.ts).
      if (result.changedIds === null || result.changedIds.length > 0) await outsideWriteGroup(() => fireWrite(this._name, result.changedIds, result.touched));
      return result;
    } finally {
      pending?.committed();
    }
  }

  /**
   * Meteor's `_makeNewID`: inside a method, the next id of the call's `/collection/<name>`
   * sequence, so a client stub that inserted with the same `randomSeed` chose the same id.
   */
  _makeNewID(): string {
    return DDP.randomStream(`/collection/${this._name}`).id();
  }

  async insertAsync(doc: Omit<T, '_id'> & { _id?: string }, _options?: SchemaWriteOptions): Promise<string> {
    if (!doc || typeof doc !== 'object' || Array.isArray(doc)) throw new Error('Invalid document: insertAsync needs an object');
    const given = (doc as { _id?: unknown })._id;
    if (given !== undefined && (typeof given !== 'string' || given === '')) {
      throw new Error('Meteor requires document _id fields to be non-empty strings');
    }
    const id = (given as string | undefined) ?? this._makeNewID();
    const stored = { _id: id, ...structuredClone(doc) } as Document;
    stored._id = id;
    await this.write(async (driver) => {
      await driver.insert(stored);
      return { numberAffected: 1, changedIds: [id], touched: [stored] };
    });
    return id;
  }

  async updateAsync(selector: Selector, modifier: Modifier, options: CollectionUpdateOptions & { _returnObject: true }): Promise<UpsertResult>;
  async updateAsync(selector: Selector, modifier: Modifier, options?: CollectionUpdateOptions): Promise<number>;
  async updateAsync(selector: Selector, modifier: Modifier, options: CollectionUpdateOptions = {}): Promise<number | UpsertResult> {
    if (!modifier || typeof modifier !== 'object' || Array.isArray(modifier)) throw new Error('Invalid modifier. Modifier must be an object.');
    const query = rewriteSelector(selector);
    const result = await this.write((driver) =>
      driver.update(query, modifier, { multi: options.multi ?? false, upsert: options.upsert ?? false, insertedId: Random.id() }),
    );
    if (options._returnObject) {
      const answer: UpsertResult = { numberAffected: result.numberAffected };
      if (result.insertedId !== undefined) answer.insertedId = result.insertedId;
      return answer;
    }
    return result.numberAffected;
  }

  /** Meteor 3: updateAsync with `upsert: true` answering `{numberAffected, insertedId?}`. */
  upsertAsync(selector: Selector, modifier: Modifier, options: UpdateOptions & SchemaWriteOptions = {}): Promise<UpsertResult> {
    return this.updateAsync(selector, modifier, { ...options, _returnObject: true, upsert: true });
  }

  async removeAsync(selector: Selector): Promise<number> {
    const query = rewriteSelector(selector);
    const result = await this.write((driver) => driver.remove(query));
    return result.numberAffected;
  }

  find(...args: [selector?: Selector | null, options?: FindOptions]): Cursor<T & Document> {
    return new Cursor<T & Document>(this, rewriteSelector(args[0], args.length > 0), rewriteFindOptions(args[1]));
  }

  async findOneAsync(...args: [selector?: Selector | null, options?: FindOptions]): Promise<(T & Document) | undefined> {
    const options = rewriteFindOptions(args[1]);
    const cursor = new Cursor<T & Document>(this, rewriteSelector(args[0], args.length > 0), { ...options, limit: 1 });
    const [first] = await cursor.fetchAsync();
    return first;
  }

  async countDocuments(selector: Selector = {}): Promise<number> {
    return this.find(selector).countAsync();
  }

  async createIndexAsync(keys: IndexKeys, options: IndexOptions = {}): Promise<string> {
    return (await this._driver()).createIndex(keys, options);
  }

  /** Deprecated alias kept by Meteor 3. */
  ensureIndexAsync(keys: IndexKeys, options: IndexOptions = {}): Promise<string> {
    return this.createIndexAsync(keys, options);
  }

  async dropIndexAsync(name: string): Promise<void> {
    await (await this._driver()).dropIndex(name);
  }

  async dropCollectionAsync(): Promise<void> {
    await this.write(async (driver) => {
      await driver.drop();
      return { numberAffected: 0, changedIds: null };
    });
  }

  /**
   * The driver's collection (a mongodb Collection, or SQLite's SqliteRawCollection in embedded mode).
   * Synchronous as in Meteor, so it needs the collection to have been used once already.
   */
  rawCollection(): unknown {
    if (!this.boundDriver) {
      throw new Error(`rawCollection() of ${this._name} is available after its first operation; await rawCollectionAsync() instead`);
    }
    return this.boundDriver.raw();
  }

  async rawCollectionAsync(): Promise<unknown> {
    return (await this._driver()).raw();
  }

  insert(_doc?: unknown): never {
    return notOnServer('insert');
  }

  update(_selector?: unknown, _modifier?: unknown): never {
    return notOnServer('update');
  }

  upsert(_selector?: unknown, _modifier?: unknown): never {
    return notOnServer('upsert');
  }

  remove(_selector?: unknown): never {
    return notOnServer('remove');
  }

  findOne(_selector?: unknown): never {
    return notOnServer('findOne');
  }
}
