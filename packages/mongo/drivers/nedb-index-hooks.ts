// How the embedded driver sees nedb's own indexes: their names and unique flags, and hooks on
// nedb's (4.x, private) index maintenance that keep the query planner's indexes in step with
// every write path. Kept apart from the driver because it is the one place that depends on
// nedb's internals.
import type Datastore from '@seald-io/nedb';
import type { Document } from '../types';
import type { QueryIndexes } from './memory-index';

/** nedb keeps its indexes on an untyped field; we only read names and the unique flag. */
export function nedbIndexes(store: Datastore<Record<string, unknown>>): Record<string, { unique: boolean }> {
  return (store as unknown as { indexes: Record<string, { unique: boolean }> }).indexes;
}

/** The private methods through which nedb (4.x) changes its in-memory data, every write path included. */
export interface NedbInternals {
  _addToIndexes(doc: Document): void;
  _removeFromIndexes(doc: Document): void;
  _updateIndexes(oldDoc: Document | Array<{ oldDoc: Document; newDoc: Document }>, newDoc?: Document): void;
  _resetIndexes(newData?: Document | Document[]): void;
  indexes: Record<string, { getMatching(value: unknown): Document[] }>;
}

/**
 * Keeps `planner` in step with the datastore by wrapping nedb's index maintenance (called after
 * nedb's own indexes accepted the change, so rolled-back writes never reach it). Returns false
 * when this nedb lacks those methods: the collection then scans as before.
 */
export function followDatastore(store: Datastore<Record<string, unknown>>, planner: QueryIndexes): boolean {
  const internals = store as unknown as NedbInternals;
  const names = ['_addToIndexes', '_removeFromIndexes', '_updateIndexes', '_resetIndexes'] as const;
  if (!names.every((name) => typeof internals[name] === 'function') || typeof internals.indexes?._id?.getMatching !== 'function') return false;
  const add = internals._addToIndexes.bind(store);
  const remove = internals._removeFromIndexes.bind(store);
  const update = internals._updateIndexes.bind(store);
  const reset = internals._resetIndexes.bind(store);
  internals._addToIndexes = (doc) => {
    add(doc);
    planner.added(doc);
  };
  internals._removeFromIndexes = (doc) => {
    remove(doc);
    planner.removed(doc);
  };
  internals._updateIndexes = (oldDoc, newDoc) => {
    update(oldDoc, newDoc);
    if (Array.isArray(oldDoc)) for (const pair of oldDoc) planner.updated(pair.oldDoc, pair.newDoc);
    else if (newDoc) planner.updated(oldDoc, newDoc);
  };
  internals._resetIndexes = (newData) => {
    reset(newData);
    planner.reset();
  };
  return true;
}
