// The client's Mongo.Collection: a LocalCollection (minimongo) fed by the connection's store for
// its name, or a purely local one for `new Mongo.Collection(null)` / `{connection: null}`. Reads
// are synchronous and reactive; writes to a server-backed collection go to the server methods
// `/<name>/insertAsync|updateAsync|removeAsync` (which deny them unless allowed; apps write
// through their own methods). Inside a method stub every write stays in the local cache (the
// server runs the real method), and an inserted document's _id comes from the stub's
// `randomStream('/collection/<name>')`, the same sequence the server's insert draws from.
// Left out: latency-compensated simulation of direct writes (Meteor's mutator stubs), seeded
// upsert ids, `transform`, `idGeneration: 'MONGO'`, allow/deny (server side).
import { isSimulation, randomStream } from '../ddp-client/current-invocation';
import type { Connection } from '../ddp-client/index';
import { getDefaultConnection } from '../meteor/client';
import { Random } from '../random/index';
import { storeFor } from './client-store';
import { LocalCollection, type UpsertResult } from './local-collection';
import { startLoadingMinimongo, withMinimongo } from './minimongo-engine';
import { type CursorOptions, LocalCursor } from './local-collection-cursor';
import type { Document, Modifier, Selector, UpdateOptions } from './types';

export interface CollectionOptions {
  /** The connection that feeds this collection; null for a local-only collection. */
  connection?: Connection | null;
  /** The server's named storage; meaningless in the browser, accepted so shared files load. */
  storage?: string;
}

export class ClientCollection<T extends { _id: string } = Document> {
  readonly _collection: LocalCollection;
  readonly _connection: Connection | null;

  constructor(
    readonly _name: string | null,
    options: CollectionOptions = {},
  ) {
    this._collection = new LocalCollection(_name);
    this._connection = _name === null ? null : options.connection === undefined ? getDefaultConnection() : options.connection;
    if (this._connection && _name !== null && !this._connection.registerStore(_name, storeFor(this._collection))) {
      throw new Error(`There is already a collection named "${_name}"`);
    }
    // Its synchronous writes query and apply modifiers here (minimongo-engine.ts).
    if (!this._connection) startLoadingMinimongo();
  }

  find(selector: Selector = {}, options: CursorOptions = {}): LocalCursor<T> {
    return new LocalCursor<T>(this._collection, selector, options);
  }

  findOne(selector: Selector = {}, options: CursorOptions = {}): T | undefined {
    return this.find(selector, { ...options, limit: 1 }).fetch()[0];
  }

  async findOneAsync(selector: Selector = {}, options: CursorOptions = {}): Promise<T | undefined> {
    return this.findOne(selector, options);
  }

  /** Meteor's `_makeNewID`: the current stub's seeded sequence for this collection, else random. */
  _makeNewID(): string {
    return this._name === null ? Random.id() : randomStream(`/collection/${this._name}`).id();
  }

  // ---- synchronous writes: local collections and method stubs ---------------------------------

  insert(doc: Omit<T, '_id'> & { _id?: string }): string {
    return this.local('insert').insert({ ...doc, _id: doc._id ?? this._makeNewID() });
  }

  update(selector: Selector, modifier: Modifier, options?: UpdateOptions): number {
    return this.local('update').update(selector, modifier, options);
  }

  upsert(selector: Selector, modifier: Modifier, options?: UpdateOptions): UpsertResult {
    return this.local('upsert').upsert(selector, modifier, options);
  }

  remove(selector: Selector): number {
    return this.local('remove').remove(selector);
  }

  // ---- Meteor 3's async writes ----------------------------------------------------------------

  async insertAsync(doc: Omit<T, '_id'> & { _id?: string }): Promise<string> {
    // The id is chosen here, as Meteor's client does, so the caller knows it before the server.
    const withId = { ...doc, _id: doc._id ?? this._makeNewID() };
    const connection = this.remote();
    if (!connection) return this._collection.insert(withId);
    await connection.callAsync(`/${this._name}/insertAsync`, withId);
    return withId._id;
  }

  async updateAsync(selector: Selector, modifier: Modifier, options: UpdateOptions = {}): Promise<number> {
    const connection = this.remote();
    if (!connection) return withMinimongo(() => this._collection.update(selector, modifier, options));
    return (await connection.callAsync(`/${this._name}/updateAsync`, selector, modifier, options)) as number;
  }

  async upsertAsync(selector: Selector, modifier: Modifier, options: UpdateOptions = {}): Promise<UpsertResult> {
    const connection = this.remote();
    if (!connection) return withMinimongo(() => this._collection.upsert(selector, modifier, options));
    return (await connection.callAsync(`/${this._name}/upsertAsync`, selector, modifier, options)) as UpsertResult;
  }

  async removeAsync(selector: Selector): Promise<number> {
    const connection = this.remote();
    if (!connection) return this._collection.remove(selector);
    return (await connection.callAsync(`/${this._name}/removeAsync`, selector)) as number;
  }

  /** Where a write goes: null for a local-only collection and inside a stub (the local cache). */
  private remote(): Connection | null {
    return isSimulation() ? null : this._connection;
  }

  private local(operation: string): LocalCollection {
    if (this.remote()) {
      throw new Error(`${operation}() on the client only works on local collections; use ${operation}Async()`);
    }
    return this._collection;
  }
}
