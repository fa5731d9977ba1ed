// Minimongo's DiffSequence: turns "old results → new results" of a live query into the
// added/changed/removed (and, for ordered queries, addedBefore/movedBefore) calls an observer
// expects. Ordered moves are kept minimal: documents on the longest increasing run of old
// positions stay put, only the others move. Top-level fields are compared with EJSON.equals,
// so a `changed` names exactly the fields that differ (undefined = field removed).
import { EJSON } from '../ejson/index';
import type { Document } from './types';

export interface DiffCallbacks {
  added?(id: string, fields: Record<string, unknown>, before: string | null): void;
  changed?(id: string, fields: Record<string, unknown>, newDoc: Document, oldDoc: Document): void;
  movedBefore?(id: string, before: string | null): void;
  removed?(id: string, oldDoc: Document): void;
}

export function fieldsOf(doc: Document): Record<string, unknown> {
  const { _id: _ignored, ...fields } = doc;
  return fields;
}

/** Top-level fields that differ between two versions of a document, or null when none. */
export function changedFields(oldDoc: Document, newDoc: Document): Record<string, unknown> | null {
  const changes: Record<string, unknown> = {};
  let any = false;
  for (const [key, value] of Object.entries(newDoc)) {
    if (key === '_id') continue;
    if (!(key in oldDoc) || !EJSON.equals(oldDoc[key], value)) {
      changes[key] = value;
      any = true;
    }
  }
  for (const key of Object.keys(oldDoc)) {
    if (key !== '_id' && !(key in newDoc)) {
      changes[key] = undefined;
      any = true;
    }
  }
  return any ? changes : null;
}

/** Indexes (into `sequence`) of one longest strictly increasing subsequence. */
function longestIncreasingRun(sequence: number[]): Set<number> {
  const tails: number[] = [];
  const previous: number[] = new Array<number>(sequence.length).fill(-1);
  for (let i = 0; i < sequence.length; i++) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sequence[tails[mid]!]! < sequence[i]!) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) previous[i] = tails[lo - 1]!;
    tails[lo] = i;
  }
  const keep = new Set<number>();
  let k = tails.length > 0 ? tails[tails.length - 1]! : -1;
  while (k >= 0) {
    keep.add(k);
    k = previous[k]!;
  }
  return keep;
}

/** Reports how `oldDocs` became `newDocs`; returns true when anything changed. */
export function diffResults(
  oldDocs: readonly Document[],
  newDocs: readonly Document[],
  ordered: boolean,
  callbacks: DiffCallbacks,
): boolean {
  let any = false;
  const newById = new Map(newDocs.map((doc) => [doc._id, doc]));
  const oldById = new Map(oldDocs.map((doc) => [doc._id, doc]));
  for (const oldDoc of oldDocs) {
    if (!newById.has(oldDoc._id)) {
      any = true;
      callbacks.removed?.(oldDoc._id, oldDoc);
    }
  }
  // Which surviving documents keep their place (ordered only).
  const oldPosition = new Map<string, number>();
  oldDocs.forEach((doc, index) => oldPosition.set(doc._id, index));
  const survivors = newDocs.filter((doc) => oldById.has(doc._id));
  const stay = ordered
    ? new Set([...longestIncreasingRun(survivors.map((d) => oldPosition.get(d._id)!))].map((i) => survivors[i]!._id))
    : null;
  // Walk backwards so every `before` is already in its final place.
  for (let i = newDocs.length - 1; i >= 0; i--) {
    const doc = newDocs[i]!;
    const before = ordered && i + 1 < newDocs.length ? newDocs[i + 1]!._id : null;
    const oldDoc = oldById.get(doc._id);
    if (!oldDoc) {
      any = true;
      callbacks.added?.(doc._id, fieldsOf(doc), before);
      continue;
    }
    if (stay && !stay.has(doc._id)) {
      any = true;
      callbacks.movedBefore?.(doc._id, before);
    }
    const changes = changedFields(oldDoc, doc);
    if (changes) {
      any = true;
      callbacks.changed?.(doc._id, changes, doc, oldDoc);
    }
  }
  return any;
}
