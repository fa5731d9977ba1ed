// Minimongo's query side, delegated to `mingo`: selector matching, sort, skip, limit and field
// projection with Meteor's conventions (a string selector means `{_id: selector}`, `fields` is the
// projection, `_id` is returned unless excluded). Left out: `transform`, `$near` ordering, and
// Meteor's `reactive: false` (handled by the cursor).
import { Query } from 'mingo/query';
import { EJSON } from '../ejson/index';
import { minimongoContext } from './local-collection-operators';
import type { Document, FieldSpecifier, FindOptions, Selector, SortSpecifier } from './types';

export interface CompiledQuery {
  selector: Record<string, unknown>;
  sort?: SortSpecifier;
  skip: number;
  limit?: number;
  projection?: FieldSpecifier;
  matches(doc: Document): boolean;
}

export function normalizeSelector(selector: Selector | undefined | null): Record<string, unknown> {
  if (selector === undefined || selector === null) return {};
  if (typeof selector === 'string') return { _id: selector };
  return selector;
}

export function compileQuery(selector: Selector | undefined | null, options: FindOptions = {}): CompiledQuery {
  const normalized = normalizeSelector(selector);
  const query = new Query(normalized as Record<string, unknown>, { context: minimongoContext });
  const projection = options.fields ?? options.projection;
  return {
    selector: normalized,
    sort: options.sort,
    skip: options.skip ?? 0,
    limit: options.limit && options.limit > 0 ? options.limit : undefined,
    projection: projection && Object.keys(projection).length > 0 ? projection : undefined,
    matches: (doc) => query.test(doc),
  };
}

// One match-everything query serves sorting and projecting (it holds no per-call state).
const everything = new Query({}, { context: minimongoContext });

function project(doc: Document, projection: FieldSpecifier | undefined): Document {
  if (!projection) return EJSON.clone(doc);
  const shaped = everything.find([doc], projection as Record<string, 0 | 1>).all()[0] as Document;
  return EJSON.clone(shaped);
}

/**
 * Runs a query over documents in natural (insertion) order and returns projected copies, so
 * callers may keep or mutate results without touching the collection's own documents.
 */
export function runQuery(compiled: CompiledQuery, docs: Iterable<Document>): Document[] {
  const matching: Document[] = [];
  for (const doc of docs) if (compiled.matches(doc)) matching.push(doc);
  let ordered = matching;
  if (compiled.sort && Object.keys(compiled.sort).length > 0) {
    ordered = everything.find(matching).sort(compiled.sort).all() as Document[];
  }
  const end = compiled.limit !== undefined ? compiled.skip + compiled.limit : undefined;
  return ordered.slice(compiled.skip, end).map((doc) => project(doc, compiled.projection));
}
