// `meteor/mongo` on the server: the Mongo namespace (Mongo.Collection, Mongo.Cursor) plus this
// runtime's storage switches (configureStorage/closeStorage, used by the server entry and
// tests). Left out: Mongo.ObjectID and Mongo.Collection.get.
import { Collection as CollectionClass } from './collection';
import { Cursor as CursorClass } from './cursor';
import type { Document } from './types';

export const Mongo = { Collection: CollectionClass, Cursor: CursorClass };
// A type-only namespace merged with the value, so app code can write `Mongo.Collection<Project>`.
// eslint-disable-next-line @typescript-eslint/no-namespace
export declare namespace Mongo {
  type Collection<T extends { _id: string } = Document> = CollectionClass<T>;
  type Cursor<T extends Document = Document> = CursorClass<T>;
}

export { Collection, type CollectionOptions, type CollectionUpdateOptions } from './collection';
export { Cursor } from './cursor';
export { configureStorage, closeStorage, namedStorageOptions, type EmbeddedEngine, type NamedStorageOptions, type StorageOptions } from './storage';
export { DuplicateKeyError, isDuplicateKeyError } from './drivers/driver';
export { liveQueryCount, liveObserverCount } from './live/multiplexer-registry';
export { onGroupCommit, type GroupCommitEvent, type GroupCommitListener } from './storage-events';
export { openDatabaseFiles } from './storage';
export { writeTogether, WriteGroupNotApplied, type WriteTogetherOptions } from './write-together';
export type * from './types';
// The words a text index stores, folded: the app folds what it matches against the same way.
export { foldText } from './text/words';
