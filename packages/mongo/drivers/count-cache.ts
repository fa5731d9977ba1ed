// Match counts of the SQLite driver, kept exact by the writes themselves: the first count of a
// selector runs in SQLite, later counts read the cached number, and each document a write adds or
// removes (an update is a remove and an add) is tested against every cached selector with mingo,
// moving its count by one. Kept for a measured reason (packages/mongo/README.md): a live count
// ("1,932 projects found") is recounted after writes, and a filter SQLite cannot answer from an
// index (a language at a level: `$elemMatch` over 45,000 experts) costs 300 ms to 2 s a count,
// while a cached one costs one mingo test per write. A failed write clears the cache.
//
// Only selectors whose result depends on the data alone are cached, keyed by a serialisation
// that keeps types apart (a Date is not its ISO string, 1 is not '1', NaN is not null) and keeps
// key order (it matters for subdocument equality): no `$expr` (it may read $$NOW), `$where` or
// `$function`, and nothing but plain data, dates and regular expressions. A `$text` search
// depends on the data alone too, but mingo cannot test a document against it: its count is kept
// until the next write to the collection (an admin table's text search is counted once a page,
// not a second FTS5 search each time a page opens).
import type { Query } from 'mingo';
import type { Document } from '../types';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

const TIME_OR_CODE = new Set(['$expr', '$where', '$function', '$accumulator']);

function keyOf(value: unknown): string | null {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'undefined':
      return 'undefined';
    case 'string':
      return JSON.stringify(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
      return Object.is(value, -0) ? 'n-0' : `n${String(value)}`;
    case 'object':
      break;
    default:
      return null;
  }
  if (value instanceof Date) return `D${value.getTime()}`;
  if (value instanceof RegExp) return `R${JSON.stringify(value.source)}/${value.flags}`;
  if (Array.isArray(value)) {
    const parts: string[] = [];
    for (const item of value) {
      const part = keyOf(item);
      if (part === null) return null;
      parts.push(part);
    }
    return `[${parts.join(',')}]`;
  }
  if (!isPlainObject(value)) return null;
  const parts: string[] = [];
  for (const [name, item] of Object.entries(value)) {
    if (TIME_OR_CODE.has(name)) return null;
    const part = keyOf(item);
    if (part === null) return null;
    parts.push(`${JSON.stringify(name)}:${part}`);
  }
  return `{${parts.join(',')}}`;
}

/** The cache key of a selector, or null when its matches may depend on more than the data. */
export function selectorKey(selector: unknown): string | null {
  return keyOf(selector);
}

/**
 * Whether the selector (a key of selectorKey) searches a text index anywhere in it. A string
 * value with these characters is escaped in the key; a key wrongly taken for a search would only
 * have its count dropped sooner.
 */
export function searchesText(key: string): boolean {
  return key.includes('"$text":');
}

interface CachedCount {
  /** The selector as mingo tests it; null for a text search, which any write drops. */
  query: Query | null;
  count: number;
}

export class CountCache {
  private readonly entries = new Map<string, CachedCount>();

  get size(): number {
    return this.entries.size;
  }

  /** The cached count of `key`, marked as recently used; undefined when not cached. */
  get(key: string): number | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.count;
  }

  /** Caches `count` for `key`, dropping the least recently used beyond `max` entries. */
  set(key: string, query: Query | null, count: number, max: number): void {
    this.entries.delete(key);
    this.entries.set(key, { query, count });
    while (this.entries.size > max) this.entries.delete(this.entries.keys().next().value as string);
  }

  added(doc: Document): void {
    this.shift(doc, 1);
  }

  removed(doc: Document): void {
    this.shift(doc, -1);
  }

  clear(): void {
    this.entries.clear();
  }

  /** The cached counts, for checking them against a fresh count (tests). */
  *cached(): IterableIterator<[string, CachedCount]> {
    yield* this.entries;
  }

  private shift(doc: Document, by: 1 | -1): void {
    for (const [key, entry] of this.entries) {
      let matches: boolean;
      try {
        if (!entry.query) throw new Error('a text search is counted afresh after a write');
        matches = entry.query.test(doc);
      } catch {
        // A selector that cannot test this document is counted afresh next time.
        this.entries.delete(key);
        continue;
      }
      if (matches) entry.count += by;
    }
  }
}
