// Browser entry of `meteor/mongo`: `Mongo.Collection` backed by minimongo (a LocalCollection) and
// fed by the default connection, `Mongo.Cursor`, and `LocalCollection` itself.
// Left out: `Mongo.ObjectID` (only string ids are issued).
import { ClientCollection } from './client-collection';
import { LocalCollection } from './local-collection';
import { LocalCursor } from './local-collection-cursor';
import type { Document } from './types';

export const Mongo = {
  Collection: ClientCollection,
  Cursor: LocalCursor,
};

// `Mongo.Collection<T>` and `Mongo.Cursor<T>` as types, as app code writes them.
// eslint-disable-next-line @typescript-eslint/no-namespace
export declare namespace Mongo {
  type Collection<T extends { _id: string } = Document> = ClientCollection<T>;
  type Cursor<T extends { _id: string } = Document> = LocalCursor<T>;
}

export { ClientCollection, LocalCollection, LocalCursor };
export { loadMinimongo, startLoadingMinimongo } from './minimongo-engine';
export type { CollectionOptions } from './client-collection';
export type { CursorOptions, ObserveCallbacks, OrderedObserveChangesCallbacks } from './local-collection-cursor';
export type * from './types';
// The words a text index stores, folded: the app folds what it matches against the same way.
export { foldText } from './text/words';
