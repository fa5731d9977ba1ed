// Sorted indexes for the embedded driver's planner: the documents of a collection kept in the
// order mingo's `$sort` gives them for one sort specification, so sort + limit can walk the order
// and stop after skip+limit matches. mingo sorts stably by each key (undefined counting as null;
// -1 reverses the groups of equal keys, never the documents inside one) over documents in _id
// order, which is the order (key₁ … keyₙ, _id) whenever every key value is null/missing, a
// number (not NaN or -0), a string, a boolean or a valid Date, compared by mingo's type order then
// by value. A document with any other key value (an array, an object…) is kept aside; if one of
// those matches a query, the planner falls back to the full mingo sort.
import { resolve } from 'mingo/util';
import type { Document, SortSpecifier } from '../types';
import { PROTO_NAMES } from './field-names';

export interface SortKey {
  path: string;
  parts: string[];
  dir: 1 | -1;
}

/** A document with its sort key precomputed: [rank₀, value₀, rank₁, value₁, …]. */
export interface Entry {
  doc: Document;
  id: string;
  k: Array<number | string>;
}

/** mingo's type order (util SORT_ORDER) for the values the index handles; -1: not handled. */
function keyOf(value: unknown, out: Array<number | string>): boolean {
  if (value === undefined || value === null) {
    out.push(2, 0);
    return true;
  }
  switch (typeof value) {
    case 'number':
      if (Number.isNaN(value) || Object.is(value, -0)) return false;
      out.push(3, value);
      return true;
    case 'string':
      out.push(4, value);
      return true;
    case 'boolean':
      out.push(9, value ? 1 : 0);
      return true;
    default: {
      if (value instanceof Date) {
        const time = value.getTime();
        if (Number.isNaN(time)) return false;
        out.push(10, time);
        return true;
      }
      return false;
    }
  }
}

export function sortKeysOf(spec: SortSpecifier): SortKey[] {
  // As mingo's $sort: -1 descends, any other value ascends.
  return Object.keys(spec).map((path) => ({ path, parts: path.split('.'), dir: (spec[path] as unknown) === -1 ? -1 : 1 }));
}

export function specKey(keys: readonly SortKey[]): string {
  return JSON.stringify(keys.map((key) => [key.path, key.dir]));
}

/**
 * The value mingo's `resolve` gives for `path`: read directly through plain objects, and left to
 * mingo itself as soon as an array, a primitive or anything unusual is on the way.
 */
function sortValue(doc: Document, path: string, parts: readonly string[]): unknown {
  let node: unknown = doc;
  for (const part of parts) {
    if (node === null || typeof node !== 'object' || Array.isArray(node) || PROTO_NAMES.has(part) || /^\d+$/.test(part)) return resolve(doc, path);
    node = (node as Record<string, unknown>)[part];
    if (node === undefined) return undefined;
  }
  return Array.isArray(node) ? resolve(doc, path) : node;
}

/** The entry of `doc`, or null when a key (or the _id) is outside what the index orders. */
export function entryOf(doc: Document, keys: readonly SortKey[]): Entry | null {
  if (typeof doc._id !== 'string') return null;
  const k: Array<number | string> = [];
  for (const key of keys) if (!keyOf(sortValue(doc, key.path, key.parts), k)) return null;
  return { doc, id: doc._id, k };
}

export function comparator(keys: readonly SortKey[]): (a: Entry, b: Entry) => number {
  const dirs = keys.map((key) => key.dir);
  return (a, b) => {
    for (let i = 0; i < dirs.length; i += 1) {
      const j = i * 2;
      let c = (a.k[j] as number) - (b.k[j] as number);
      if (c === 0) {
        const va = a.k[j + 1] as number | string;
        const vb = b.k[j + 1] as number | string;
        c = va < vb ? -1 : va > vb ? 1 : 0;
      }
      if (c !== 0) return c * (dirs[i] as number);
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };
}

/** First position whose entry is not before `entry`. */
function lowerBound(entries: readonly Entry[], entry: Entry, cmp: (a: Entry, b: Entry) => number): number {
  let lo = 0;
  let hi = entries.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (cmp(entries[mid] as Entry, entry) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export class SortedIndex {
  readonly cmp: (a: Entry, b: Entry) => number;
  entries: Entry[] = [];
  /** Documents whose key values this index cannot order (kept aside, see the comment at the top). */
  readonly aside = new Set<Document>();
  lastUsed = 0;

  constructor(
    readonly keys: readonly SortKey[],
    docs: readonly Document[],
  ) {
    this.cmp = comparator(keys);
    for (const doc of docs) {
      const entry = entryOf(doc, keys);
      if (entry) this.entries.push(entry);
      else this.aside.add(doc);
    }
    this.entries.sort(this.cmp);
  }

  add(doc: Document): void {
    const entry = entryOf(doc, this.keys);
    if (!entry) {
      this.aside.add(doc);
      return;
    }
    this.entries.splice(lowerBound(this.entries, entry, this.cmp), 0, entry);
  }

  /** Removes `doc`; false when it was not where its keys say (the index is then rebuilt). */
  remove(doc: Document): boolean {
    if (this.aside.delete(doc)) return true;
    const entry = entryOf(doc, this.keys);
    if (!entry) return false;
    const at = lowerBound(this.entries, entry, this.cmp);
    if (this.entries[at]?.doc !== doc) return false;
    this.entries.splice(at, 1);
    return true;
  }
}
