// The storage-driver seam behind Mongo.Collection (Meteor's RemoteCollectionDriver / MongoConnection
// role): the embedded SQLite driver and the official mongodb driver both implement it, so
// collections, cursors and live queries are written once. Selectors reaching a driver are already
// objects (string ids rewritten) and options already use `projection`. Left out: ObjectID ids,
// capped collections, aggregation.
import type { Document, IndexKeys, IndexOptions, Modifier, SortSpecifier, FieldSpecifier } from '../types';

export type Query = Record<string, unknown>;

export interface DriverFindOptions {
  sort?: SortSpecifier;
  skip?: number;
  limit?: number;
  projection?: FieldSpecifier;
}

export interface DriverUpdateOptions {
  multi: boolean;
  upsert: boolean;
  /** The id to give an upserted document (Meteor generates string ids for upserts too). */
  insertedId: string;
}

export interface DriverWriteResult {
  numberAffected: number;
  insertedId?: string;
  /**
   * Ids of the documents the write touched, so live queries tracking other ids can skip their
   * re-run; null when the driver cannot tell cheaply (every observer of the collection re-runs).
   */
  changedIds: string[] | null;
  /**
   * The documents the write touched, as they were and as they are, so live queries pinned to a
   * field's value (crossbar routes) hear only of writes that concern them; absent when unknown.
   */
  touched?: Document[];
}

/**
 * A unique-index violation, normalised across drivers (SQLite's UNIQUE constraint, MongoDB's
 * E11000). The message keeps MongoDB's E11000 wording so logs read the same on both.
 */
export class DuplicateKeyError extends Error {
  readonly code = 11000;
  constructor(
    readonly collectionName: string,
    readonly indexName: string,
    readonly keyValue: Record<string, unknown>,
  ) {
    super(
      `E11000 duplicate key error collection: ${collectionName} index: ${indexName} dup key: ` +
        `{ ${Object.entries(keyValue)
          .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
          .join(', ')} }`,
    );
    this.name = 'DuplicateKeyError';
  }
}

export function isDuplicateKeyError(error: unknown): error is DuplicateKeyError {
  return error instanceof DuplicateKeyError;
}

/** Called with the ids a change touched (null: unknown, re-run everything on the collection). */
export type ChangeListener = (changedIds: string[] | null) => void;

export interface CollectionDriver {
  readonly name: string;
  insert(doc: Document): Promise<void>;
  update(selector: Query, modifier: Modifier, options: DriverUpdateOptions): Promise<DriverWriteResult>;
  remove(selector: Query): Promise<DriverWriteResult>;
  find(selector: Query, options: DriverFindOptions): Promise<Document[]>;
  count(selector: Query, options: DriverFindOptions): Promise<number>;
  createIndex(keys: IndexKeys, options: IndexOptions): Promise<string>;
  dropIndex(name: string): Promise<void>;
  drop(): Promise<void>;
  /** The driver's own collection object (mongodb Collection, SQLite's SqliteRawCollection). */
  raw(): unknown;
  /**
   * Follows writes made by OTHER processes (MongoDB change streams, else polling). The embedded
   * store is single-process (a lock guards its folder), so its driver has nothing to follow.
   */
  watchExternalChanges(listener: ChangeListener): () => void;
}

export interface StorageDriver {
  readonly kind: 'sqlite' | 'mongodb';
  collection(name: string): Promise<CollectionDriver>;
  close(): Promise<void>;
}
