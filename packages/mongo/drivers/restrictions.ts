// Restrictions for the embedded driver's planner: what a selector implies about which documents
// it can match. A string equality, `$eq`, `$in` of strings or `$all` of strings on an indexed
// field (also inside `$and`, and `$or` when every branch narrows), or such a test on `_id`,
// yields a superset of the matches; anything else (regex, null, numbers, `$elemMatch`, `$not`,
// dotted paths) simply does not narrow.
import type { Document } from '../types';
import type { Query as Selector } from './driver';
import type { EqualityIndex } from './equality-index';
import { allStrings, isPlainObject } from './field-names';

/** A superset of the documents a selector can match: the union of `sets`. */
export class Restriction {
  readonly bound: number;
  constructor(readonly sets: ReadonlyArray<ReadonlySet<Document>>) {
    let bound = 0;
    for (const set of sets) bound += set.size;
    this.bound = bound;
  }

  has(doc: Document): boolean {
    for (const set of this.sets) if (set.has(doc)) return true;
    return false;
  }

  /** Each candidate once. */
  *[Symbol.iterator](): Iterator<Document> {
    if (this.sets.length === 1) {
      yield* this.sets[0] as ReadonlySet<Document>;
      return;
    }
    const seen = new Set<Document>();
    for (const set of this.sets) {
      for (const doc of set) {
        if (seen.has(doc)) continue;
        seen.add(doc);
        yield doc;
      }
    }
  }
}

/** Where collectRestrictions finds its indexes. */
export interface RestrictionSources {
  /** The equality index on `field`, or null when the field is not indexed. */
  equalityIndex(field: string, declared: ReadonlySet<string>): EqualityIndex | null;
  /** Documents with these _ids, from the primary index. */
  byIds(ids: string[]): Document[];
}

function idValues(value: unknown): string[] | null {
  if (typeof value === 'string') return [value];
  if (!isPlainObject(value) || !Object.keys(value).some((key) => key.startsWith('$'))) return null;
  if (typeof value.$eq === 'string') return [value.$eq];
  if (allStrings(value.$in)) return value.$in;
  return null;
}

/** Adds the restrictions `selector` implies (all must hold) to `into`. */
export function collectRestrictions(sources: RestrictionSources, selector: Selector, declared: ReadonlySet<string>, into: Restriction[]): void {
  if (!isPlainObject(selector)) return;
  for (const [key, value] of Object.entries(selector)) {
    if (key === '$and' && Array.isArray(value)) {
      for (const part of value) collectRestrictions(sources, part as Selector, declared, into);
    } else if (key === '$or' && Array.isArray(value) && value.length > 0) {
      const sets: Array<ReadonlySet<Document>> = [];
      let every = true;
      for (const branch of value) {
        const inner: Restriction[] = [];
        collectRestrictions(sources, branch as Selector, declared, inner);
        if (inner.length === 0) {
          every = false;
          break;
        }
        const tightest = inner.reduce((best, next) => (next.bound < best.bound ? next : best));
        sets.push(...tightest.sets);
      }
      if (every) into.push(new Restriction(sets));
    } else if (key === '_id') {
      const ids = idValues(value);
      if (ids) into.push(new Restriction([new Set(sources.byIds(ids))]));
    } else if (!key.startsWith('$')) {
      collectField(sources, key, value, declared, into);
    }
  }
}

function collectField(sources: RestrictionSources, field: string, value: unknown, declared: ReadonlySet<string>, into: Restriction[]): void {
  if (typeof value === 'string') {
    const index = sources.equalityIndex(field, declared);
    if (index) into.push(new Restriction([index.get(value)]));
    return;
  }
  // As mingo's normalize: an object with any `$` key is a set of operators, else an equality.
  if (!isPlainObject(value) || !Object.keys(value).some((key) => key.startsWith('$'))) return;
  const { $eq: eq, $in: inList, $all: all } = value;
  if (typeof eq !== 'string' && !allStrings(inList) && !(allStrings(all) && all.length > 0)) return;
  const index = sources.equalityIndex(field, declared);
  if (!index) return;
  if (typeof eq === 'string') into.push(new Restriction([index.get(eq)]));
  if (allStrings(inList)) into.push(new Restriction(inList.map((item) => index.get(item))));
  if (allStrings(all) && all.length > 0) for (const item of all) into.push(new Restriction([index.get(item)]));
}
