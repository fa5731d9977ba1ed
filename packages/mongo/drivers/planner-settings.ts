// The embedded driver's planner settings and the shapes it shares with its callers: the tunables
// (tests lower them to exercise the indexed paths on small collections), the view of a
// collection's documents the planner reads, and the plan statistics it records.
import type { Document } from '../types';

/** Tunables (tests lower them to exercise the indexed paths on small collections). */
export const plannerSettings = {
  /** Collections smaller than this are sorted in full rather than through a sorted index. */
  sortedIndexMinDocs: 1000,
  /** Sorted indexes kept per collection; each write updates all of them. */
  maxSortedIndexes: 8,
  /**
   * A narrowing restriction counts as selective when it keeps fewer than 1 in this many
   * documents: its candidates are then matched and top-N selected instead of walking a sorted index.
   */
  selectiveRatio: 32,
  /** Selectors whose match count is kept up to date by the writes (count-cache.ts). */
  cachedCounts: 64,
  /**
   * Only counts that tested at least this many documents are cached: a narrow count (one id, a
   * few candidates) is cheap to repeat and would only push the tables' totals out of the cache.
   */
  cachedCountMinTested: 256,
  /**
   * A sorted walk skipping at least this many matches, past the middle of the matches, walks
   * from the end instead (it needs the match count, which it then keeps cached).
   */
  reverseWalkMinSkip: 200,
};

/** The documents of one collection as the planner sees them (nedb's cache). */
export interface DocumentSource {
  /** Every document, in _id order (nedb's `getAllData`). */
  all(): Document[];
  /** The top-level fields named by the collection's declared indexes. */
  indexedFields(): Iterable<string>;
  /** Documents with these _ids, from the primary index. */
  byIds(ids: string[]): Document[];
}

/** How the last find/count was run. */
export interface FindPlanStats {
  /**
   * 'scan' (every document), 'candidates' (narrowed by equality indexes), 'sorted' (walked a
   * sorted index), 'sorted-reverse' (walked it from the end), 'slice' (an empty selector: the
   * page cut straight out of a sorted index) or 'cached-count' (a count kept by the writes).
   */
  path: 'scan' | 'candidates' | 'sorted' | 'sorted-reverse' | 'slice' | 'cached-count' | 'fallback';
  /** Documents the mingo query was evaluated on. */
  tested: number;
}
