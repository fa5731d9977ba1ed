// Equality indexes (field value → documents) for the embedded driver's planner, kept on the
// top-level fields of the collection's declared indexes. A document is indexed under each string
// its field holds (nested arrays too), which is where mingo's `$eq`/`$in`/`$all` can find a
// string; lookups only narrow the candidates, every one is still tested by the mingo query.
import type { Document } from '../types';

const EMPTY: ReadonlySet<Document> = new Set();

function collectStrings(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, into);
}

function ownValue(doc: Document, field: string): unknown {
  return Object.prototype.hasOwnProperty.call(doc, field) ? doc[field] : undefined;
}

export class EqualityIndex {
  private readonly map = new Map<string, Set<Document>>();

  constructor(
    readonly field: string,
    docs: readonly Document[],
  ) {
    for (const doc of docs) this.add(doc);
  }

  private keys(doc: Document): Set<string> {
    const keys = new Set<string>();
    collectStrings(ownValue(doc, this.field), keys);
    return keys;
  }

  add(doc: Document): void {
    for (const key of this.keys(doc)) {
      let set = this.map.get(key);
      if (!set) {
        set = new Set();
        this.map.set(key, set);
      }
      set.add(doc);
    }
  }

  remove(doc: Document): void {
    for (const key of this.keys(doc)) {
      const set = this.map.get(key);
      if (!set) continue;
      set.delete(doc);
      if (set.size === 0) this.map.delete(key);
    }
  }

  get(key: string): ReadonlySet<Document> {
    return this.map.get(key) ?? EMPTY;
  }
}
