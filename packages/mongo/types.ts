// Types shared by the server collection (packages/mongo/server.ts) and the client collection
// (packages/mongo/client.ts), so app code sees one Mongo.Collection shape on both sides.
export type Document = { _id: string } & Record<string, unknown>;
export type Selector = Record<string, unknown> | string;
export type Modifier = Record<string, unknown>;
/** `{ $meta: 'textScore' }` sorts by a `$text` search's relevance (server only). */
export type SortSpecifier = Record<string, 1 | -1 | { $meta: 'textScore' }>;
export type FieldSpecifier = Record<string, 0 | 1 | boolean>;

export interface FindOptions {
  sort?: SortSpecifier;
  skip?: number;
  limit?: number;
  /** Meteor's name for a projection; `projection` is accepted as an alias. */
  fields?: FieldSpecifier;
  projection?: FieldSpecifier;
}

export interface UpdateOptions {
  multi?: boolean;
  upsert?: boolean;
}

/** observeChanges callbacks, unordered (what publications use). */
export interface ObserveChangesCallbacks {
  added?(id: string, fields: Record<string, unknown>): void;
  changed?(id: string, fields: Record<string, unknown>): void;
  removed?(id: string): void;
}

export interface ObserveHandle {
  stop(): void;
}

/** `upsertAsync`'s answer (and `updateAsync`'s with the internal `_returnObject`). */
export interface UpsertResult {
  numberAffected: number;
  insertedId?: string;
}

/** Options of `createIndexAsync`, as MongoDB's createIndex takes them. */
export interface IndexOptions {
  unique?: boolean;
  sparse?: boolean;
  name?: string;
  /** A text index's relevance weight per field (default 1). */
  weights?: Record<string, number>;
}

/** 1 / -1: ascending / descending; 'text': the field is part of the collection's text index. */
export type IndexKeys = Record<string, 1 | -1 | 'text'>;

/**
 * Per-call options that aldeed:collection2 reads on insertAsync (2nd argument) and updateAsync
 * (3rd); the collection itself ignores them.
 */
export interface SchemaWriteOptions {
  bypassCollection2?: boolean;
  validate?: boolean;
  filter?: boolean;
  autoConvert?: boolean;
  removeEmptyStrings?: boolean;
  trimStrings?: boolean;
  getAutoValues?: boolean;
  pick?: string[];
  omit?: string[];
  extendAutoValueContext?: Record<string, unknown>;
}
