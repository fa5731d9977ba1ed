// The embedded driver's query planner: runs find, count and write-target lookups over one
// collection's documents with exactly the semantics of memory-query.ts's full scan (mingo over
// the documents in _id order), using the equality indexes (equality-index.ts, via
// restrictions.ts) to narrow the candidates, the sorted indexes (sorted-index.ts) to walk sort +
// limit in order, a bounded top-N (top-n.ts) when no sorted index serves, and projection.ts for
// the results. Without a sort, results come in _id order. Every index is kept in step with the
// datastore through added/removed/updated/reset, called from hooks on nedb's index maintenance.
import { Query } from 'mingo';
import type { Document, SortSpecifier } from '../types';
import type { DriverFindOptions, Query as Selector } from './driver';
import { CountCache, selectorKey } from './count-cache';
import { EqualityIndex } from './equality-index';
import { PLAIN_FIELD, PROTO_NAMES } from './field-names';
import { MINGO_OPTIONS } from './memory-query';
import { type DocumentSource, type FindPlanStats, plannerSettings } from './planner-settings';
import { projectAndCopy } from './projection';
import { collectRestrictions, type Restriction, type RestrictionSources } from './restrictions';
import { comparator, entryOf, type Entry, SortedIndex, type SortKey, sortKeysOf, specKey } from './sorted-index';
import { byId, mingoSorted, topN } from './top-n';

export class QueryIndexes {
  private readonly equality = new Map<string, EqualityIndex>();
  private readonly sorted = new Map<string, SortedIndex>();
  private useCounter = 0;
  /** Documents held, maintained by the hooks once counted (null: count on next use). */
  private size: number | null = null;
  /** Every document in _id order (nedb walks its tree for each getAllData); dropped by any write. */
  private everything: Document[] | null = null;
  /** Match counts of recent selectors, kept exact by the hooks. */
  private readonly counts = new CountCache();
  /** The plan of the last find/count (for tests and diagnostics). */
  lastPlan: FindPlanStats = { path: 'scan', tested: 0 };

  /** Where restrictions.ts finds the indexes. */
  private readonly lookups: RestrictionSources = {
    equalityIndex: (field, declared) => this.equalityIndex(field, declared),
    byIds: (ids) => this.source.byIds(ids),
  };

  constructor(private readonly source: DocumentSource) {}

  // --- maintenance (called from the datastore hooks) ---

  added(doc: Document): void {
    if (this.size !== null) this.size += 1;
    this.everything = null;
    this.counts.added(doc);
    for (const index of this.equality.values()) index.add(doc);
    for (const index of this.sorted.values()) index.add(doc);
  }

  removed(doc: Document): void {
    if (this.size !== null) this.size -= 1;
    this.everything = null;
    this.counts.removed(doc);
    for (const index of this.equality.values()) index.remove(doc);
    for (const [key, index] of this.sorted) if (!index.remove(doc)) this.sorted.delete(key);
  }

  updated(oldDoc: Document, newDoc: Document): void {
    this.removed(oldDoc);
    this.added(newDoc);
  }

  /** The whole data set was replaced (load, drop): indexes are rebuilt on next use. */
  reset(): void {
    this.size = null;
    this.everything = null;
    this.counts.clear();
    this.equality.clear();
    this.sorted.clear();
  }

  // --- planning ---

  /** Every document in _id order (the stored objects; callers only read them). */
  private all(): Document[] {
    if (this.everything === null) this.everything = this.source.all();
    return this.everything;
  }

  private equalityIndex(field: string, declared: ReadonlySet<string>): EqualityIndex | null {
    if (!declared.has(field) || !PLAIN_FIELD.test(field) || PROTO_NAMES.has(field)) return null;
    let index = this.equality.get(field);
    if (!index) {
      index = new EqualityIndex(field, this.all());
      this.equality.set(field, index);
    }
    return index;
  }

  private declaredFields(): Set<string> {
    const declared = new Set(this.source.indexedFields());
    // An index dropped since: stop maintaining it.
    for (const field of this.equality.keys()) if (!declared.has(field)) this.equality.delete(field);
    return declared;
  }

  /**
   * The restrictions a selector implies (all must hold), most selective first. Empty when the
   * selector cannot be narrowed.
   */
  restrictions(selector: Selector): Restriction[] {
    const declared = this.declaredFields();
    const found: Restriction[] = [];
    collectRestrictions(this.lookups, selector, declared, found);
    return found.sort((a, b) => a.bound - b.bound);
  }

  /**
   * The sorted index for `keys`, and whether it is walked backwards: a sort that names `_id` has
   * no ties, so its exact reverse (every direction flipped; a table's last page read from the
   * end) is the same index walked from the other end rather than a second index.
   */
  private sortedIndex(keys: readonly SortKey[], size: number): { index: SortedIndex; backwards: boolean } | null {
    if (size < plannerSettings.sortedIndexMinDocs || plannerSettings.maxSortedIndexes < 1) return null;
    const key = specKey(keys);
    let index = this.sorted.get(key);
    if (!index && keys.some((sortKey) => sortKey.path === '_id')) {
      const mirror = this.sorted.get(specKey(keys.map((sortKey) => ({ ...sortKey, dir: -sortKey.dir as 1 | -1 }))));
      if (mirror) {
        mirror.lastUsed = ++this.useCounter;
        return { index: mirror, backwards: true };
      }
    }
    if (!index) {
      index = new SortedIndex(keys, this.all());
      this.sorted.set(key, index);
      while (this.sorted.size > plannerSettings.maxSortedIndexes) {
        let oldest: string | null = null;
        let oldestUse = Infinity;
        for (const [name, candidate] of this.sorted) {
          if (candidate !== index && candidate.lastUsed < oldestUse) {
            oldest = name;
            oldestUse = candidate.lastUsed;
          }
        }
        if (oldest === null) break;
        this.sorted.delete(oldest);
      }
    }
    index.lastUsed = ++this.useCounter;
    return { index, backwards: false };
  }

  /** How many sorted indexes are kept (for tests). */
  sortedIndexCount(): number {
    return this.sorted.size;
  }

  /**
   * Checks every kept index against a fresh build from the documents (for tests): returns a
   * description of the first difference, or null.
   */
  verify(): string | null {
    const docs = this.source.all();
    if (this.size !== null && this.size !== docs.length) return `size ${this.size}, expected ${docs.length}`;
    for (const [field, index] of this.equality) {
      const fresh = new EqualityIndex(field, docs);
      const a = (index as unknown as { map: Map<string, Set<Document>> }).map;
      const b = (fresh as unknown as { map: Map<string, Set<Document>> }).map;
      if (a.size !== b.size) return `equality index ${field}: ${a.size} keys, expected ${b.size}`;
      for (const [value, set] of b) {
        const kept = a.get(value);
        if (!kept || kept.size !== set.size || [...set].some((doc) => !kept.has(doc))) return `equality index ${field}: key ${value} differs`;
      }
    }
    for (const [name, index] of this.sorted) {
      const fresh = new SortedIndex(index.keys, docs);
      if (fresh.entries.length !== index.entries.length) return `sorted index ${name}: ${index.entries.length} entries, expected ${fresh.entries.length}`;
      for (let i = 0; i < fresh.entries.length; i += 1) {
        if (fresh.entries[i]?.doc !== index.entries[i]?.doc) return `sorted index ${name}: entry ${i} differs`;
      }
      if (fresh.aside.size !== index.aside.size || [...fresh.aside].some((doc) => !index.aside.has(doc))) return `sorted index ${name}: documents kept aside differ`;
    }
    return null;
  }

  // --- running queries ---

  /**
   * The matching documents for a find, in result order, with skip and limit applied (not yet
   * projected or copied: they are the stored objects).
   */
  private matching(query: Query, selector: Selector, options: DriverFindOptions): Document[] {
    const skip = options.skip && options.skip > 0 ? options.skip : 0;
    const want = options.limit ? skip + options.limit : Infinity;
    const sort = options.sort && Object.keys(options.sort).length > 0 ? options.sort : null;
    const restrictions = this.restrictions(selector);
    const first = restrictions[0];
    const others = restrictions.slice(1);
    let tested = 0;
    const passes = (doc: Document): boolean => {
      for (const restriction of others) if (!restriction.has(doc)) return false;
      tested += 1;
      return query.test(doc);
    };
    const passesAll = (doc: Document): boolean => (first && !first.has(doc) ? false : passes(doc));

    if (!sort) {
      // Result order: _id, as the full scan returns them.
      if (first && first.bound * 8 < this.sizeHint()) {
        const found: Document[] = [];
        for (const doc of first) if (passes(doc)) found.push(doc);
        // byId orders string ids as nedb does; anything else is left to the scan below.
        if (found.every((doc) => typeof doc._id === 'string')) {
          found.sort(byId);
          this.lastPlan = { path: 'candidates', tested };
          return found.slice(skip, want);
        }
      }
      const found: Document[] = [];
      for (const doc of this.all()) {
        if (!passesAll(doc)) continue;
        found.push(doc);
        if (found.length >= want) break;
      }
      this.lastPlan = { path: 'scan', tested };
      return found.slice(skip);
    }

    const keys = sortKeysOf(sort);
    const size = this.sizeHint();
    const selective = first !== undefined && first.bound * plannerSettings.selectiveRatio < size;
    const chosen = selective ? null : this.sortedIndex(keys, size);
    const index = chosen?.index;
    if (chosen && index && (index.aside.size === 0 || index.aside.size * 4 < index.entries.length)) {
      const count = index.entries.length;
      // The i-th document in this query's order.
      const docAt = chosen.backwards ? (i: number) => (index.entries[count - 1 - i] as Entry).doc : (i: number) => (index.entries[i] as Entry).doc;
      // Documents the index keeps aside: if one matches, only mingo's own sort orders it right.
      let asideMatches = false;
      for (const doc of index.aside) {
        if (passesAll(doc)) {
          asideMatches = true;
          break;
        }
      }
      if (!asideMatches) {
        if (Object.keys(selector).length === 0) {
          // `{}` matches every document, all of them in the index: the page is a slice.
          this.lastPlan = { path: 'slice', tested: 0 };
          const page: Document[] = [];
          for (let i = skip; i < Math.min(want, count); i += 1) page.push(docAt(i));
          return page;
        }
        if (skip >= plannerSettings.reverseWalkMinSkip && options.limit) {
          // Every match is in the index (none aside), so the count places the page from the end.
          const total = this.matchCount(query, selector);
          if (skip * 2 > total) {
            const end = Math.min(want, total);
            let fromEnd = total - end;
            const found: Document[] = [];
            for (let i = count - 1; i >= 0 && found.length < end - skip; i -= 1) {
              const doc = docAt(i);
              if (!passesAll(doc)) continue;
              if (fromEnd > 0) fromEnd -= 1;
              else found.push(doc);
            }
            this.lastPlan = { path: 'sorted-reverse', tested };
            return found.reverse();
          }
        }
        const found: Document[] = [];
        for (let i = 0; i < count && found.length < want; i += 1) {
          const doc = docAt(i);
          if (passesAll(doc)) found.push(doc);
        }
        this.lastPlan = { path: 'sorted', tested };
        return found.slice(skip);
      }
    }

    // Match the candidates (or everything), then keep the first `want` in sort order.
    const matches: Document[] = [];
    if (first) {
      for (const doc of first) if (passes(doc)) matches.push(doc);
    } else {
      for (const doc of this.all()) if (passes(doc)) matches.push(doc);
    }
    const entries: Entry[] = [];
    for (const doc of matches) {
      const entry = entryOf(doc, keys);
      if (!entry) {
        // A key value outside what the comparator orders: mingo's sort over _id order decides.
        if (first) return this.fallback(query, selector, sort, skip, options.limit);
        this.lastPlan = { path: 'fallback', tested };
        return mingoSorted(matches, sort, skip, options.limit);
      }
      entries.push(entry);
    }
    this.lastPlan = { path: first ? 'candidates' : 'scan', tested };
    return topN(entries, comparator(keys), want).slice(skip).map((entry) => entry.doc);
  }

  /** The full scan's answer: matches in _id (nedb) order, sorted by mingo. */
  private fallback(query: Query, selector: Selector, sort: SortSpecifier, skip: number, limit: number | undefined): Document[] {
    const declared = this.restrictions(selector);
    const matches = this.all().filter((doc) => declared.every((restriction) => restriction.has(doc)) && query.test(doc));
    this.lastPlan = { path: 'fallback', tested: matches.length };
    return mingoSorted(matches, sort, skip, limit);
  }

  private sizeHint(): number {
    if (this.size === null) this.size = this.all().length;
    return this.size;
  }

  /** find: copies of the matching documents, projected, in order. */
  find(selector: Selector, options: DriverFindOptions): Document[] {
    const query = new Query(selector, MINGO_OPTIONS);
    const page = this.matching(query, selector, options);
    return projectAndCopy(query, page, options.projection);
  }

  /** count: the number of matches, honouring skip and limit. */
  count(selector: Selector, options: DriverFindOptions): number {
    const count = this.matchCount(new Query(selector, MINGO_OPTIONS), selector);
    const skip = options.skip && options.skip > 0 ? options.skip : 0;
    const afterSkip = Math.max(0, count - skip);
    return options.limit ? Math.min(afterSkip, options.limit) : afterSkip;
  }

  /** How many documents match: from the count cache when it holds the selector, else counted (and cached). */
  private matchCount(query: Query, selector: Selector): number {
    const key = selectorKey(selector);
    const cached = key === null ? undefined : this.counts.get(key);
    if (cached !== undefined) {
      this.lastPlan = { path: 'cached-count', tested: 0 };
      return cached;
    }
    const [first, ...others] = this.restrictions(selector);
    let count = 0;
    let tested = 0;
    if (!first && Object.keys(selector).length === 0) {
      count = this.sizeHint();
    } else {
      for (const doc of first ?? this.all()) {
        let inside = true;
        for (const restriction of others) {
          if (!restriction.has(doc)) {
            inside = false;
            break;
          }
        }
        if (!inside) continue;
        tested += 1;
        if (query.test(doc)) count += 1;
      }
    }
    this.lastPlan = { path: first ? 'candidates' : 'scan', tested };
    if (key !== null && plannerSettings.cachedCounts > 0 && tested >= plannerSettings.cachedCountMinTested) {
      this.counts.set(key, query, count, plannerSettings.cachedCounts);
    }
    return count;
  }

  /**
   * Checks every cached count against a fresh count (for tests): a description of the first
   * difference, or null.
   */
  verifyCounts(): string | null {
    for (const [key, entry] of this.counts.cached()) {
      let fresh = 0;
      for (const doc of this.source.all()) if (entry.query.test(doc)) fresh += 1;
      if (fresh !== entry.count) return `count of ${key}: ${entry.count}, expected ${fresh}`;
    }
    return null;
  }

  /** How many counts are cached (for tests). */
  cachedCountCount(): number {
    return this.counts.size;
  }

  /** The stored documents a write targets, in _id order (the first only unless `multi`). */
  targets(selector: Selector, multi: boolean): Document[] {
    const query = new Query(selector, MINGO_OPTIONS);
    return this.matching(query, selector, multi ? {} : { limit: 1 });
  }
}
