// Result ordering for the embedded driver's planner: a bounded top-N (the first n items in
// comparator order without sorting them all) for sort + limit when no sorted index serves the
// query, nedb's _id order, and mingo's own sort for the fallback path.
import { find } from 'mingo';
import type { Document, SortSpecifier } from '../types';
import { MINGO_OPTIONS } from './memory-query';

/** The first `n` entries in `cmp` order, without sorting all of them when n is small. */
export function topN<T>(items: readonly T[], cmp: (a: T, b: T) => number, n: number): T[] {
  if (n >= items.length || n > 512) return [...items].sort(cmp).slice(0, n);
  const kept: T[] = [];
  for (const item of items) {
    if (kept.length === n && cmp(item, kept[n - 1] as T) >= 0) continue;
    let lo = 0;
    let hi = kept.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cmp(kept[mid] as T, item) <= 0) lo = mid + 1;
      else hi = mid;
    }
    kept.splice(lo, 0, item);
    if (kept.length > n) kept.pop();
  }
  return kept;
}

/** nedb's _id order (string ids). */
export function byId(a: Document, b: Document): number {
  return a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
}

/** mingo's sort, skip and limit over documents already in _id order (the fallback path). */
export function mingoSorted(docs: Document[], sort: SortSpecifier, skip: number, limit: number | undefined): Document[] {
  let cursor = find<Document>(docs, {}, undefined, MINGO_OPTIONS).sort(sort);
  if (skip) cursor = cursor.skip(skip);
  if (limit) cursor = cursor.limit(limit);
  return cursor.all();
}
