// A saved search's stored query made ready for the matcher the app already has (mingo, as
// packages/mongo uses it). mingo has no `$text` (the list's text index decides it: accents,
// typos, skill names), so each `$text` of a query is first asked of the database once per pass,
// over the new projects (or expert entries) only, and replaced by the ids it found: the same
// words then match exactly what the list would show. Queries are read as EJSON (a directory
// query's "available by" is a date; a project query is plain JSON, read the same).
import { EJSON } from 'meteor/ejson';
import { Query } from 'mingo';
import { Projects } from '../projects/collection';

type Selector = Record<string, unknown>;

/** Scripts stay off, as in packages/mongo: a stored query must never run code. */
const MINGO_OPTIONS = { scriptEnabled: false } as const;

function collectTexts(selector: unknown, found: Map<string, unknown>): void {
  if (Array.isArray(selector)) {
    for (const item of selector) collectTexts(item, found);
    return;
  }
  if (!selector || typeof selector !== 'object') return;
  for (const [key, value] of Object.entries(selector)) {
    if (key === '$text') found.set(JSON.stringify(value), value);
    else collectTexts(value, found);
  }
}

/** A selector's own object, not a value such as a date (which is copied as it is). */
function isPlainObject(value: unknown): value is Selector {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

function replaceTexts(selector: unknown, idsOf: Map<string, string[]>): unknown {
  if (Array.isArray(selector)) return selector.map((item) => replaceTexts(item, idsOf));
  if (!isPlainObject(selector)) return selector;
  const replaced: Selector = {};
  const and: Selector[] = [];
  for (const [key, value] of Object.entries(selector)) {
    if (key === '$text') and.push({ _id: { $in: idsOf.get(JSON.stringify(value)) ?? [] } });
    else replaced[key] = replaceTexts(value, idsOf);
  }
  if (and.length === 0) return replaced;
  return Object.keys(replaced).length === 0 ? and[0] : { $and: [replaced, ...and] };
}

export interface CompiledSearch {
  test(project: Record<string, unknown>): boolean;
}

/** The collection whose text index answers a pass's `$text`: Projects, or People (the expert entries). */
export interface SearchedCollection {
  find(selector: never, options: { fields: { _id: 1 } }): { fetchAsync(): Promise<Array<{ _id: string }>> };
}

/**
 * Compiles every query of a pass against the documents `documentIds` of `collection`: one database
 * query per distinct text among all of them (10,000 searches share far fewer texts), then mingo
 * per query.
 */
export async function compileQueries(queries: readonly string[], documentIds: readonly string[], collection: SearchedCollection = Projects): Promise<CompiledSearch[]> {
  const parsed = queries.map((query) => EJSON.parse(query) as Selector);
  const texts = new Map<string, unknown>();
  for (const selector of parsed) collectTexts(selector, texts);
  const idsOf = new Map<string, string[]>();
  for (const [key, text] of texts) {
    const found = await collection.find({ _id: { $in: [...documentIds] }, $text: text } as never, { fields: { _id: 1 } }).fetchAsync();
    idsOf.set(key, found.map((document) => document._id));
  }
  return parsed.map((selector) => {
    const query = new Query(texts.size > 0 ? (replaceTexts(selector, idsOf) as Selector) : selector, MINGO_OPTIONS);
    return { test: (project) => query.test(project) };
  });
}
