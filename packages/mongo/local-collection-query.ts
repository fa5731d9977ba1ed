// Minimongo's query side, with Meteor's conventions (a string selector means `{_id: selector}`,
// `fields` is the projection, `_id` is returned unless excluded). Reads by id, top-level equality
// with a plain value and an `$or` of those are matched here, with MongoDB's rule that a value also
// matches an array holding it; everything else (operators, dotted paths, sorting several
// documents, projections) goes to mingo in the engine's own chunk (minimongo-engine.ts).
// Left out: `transform`, `$near` ordering, and Meteor's `reactive: false` (handled by the cursor).
import { EJSON } from '../ejson/index';
import { minimongoEngine } from './minimongo-engine';
import type { Document, FieldSpecifier, FindOptions, Selector, SortSpecifier } from './types';

export interface CompiledQuery {
  selector: Record<string, unknown>;
  sort?: SortSpecifier;
  skip: number;
  limit?: number;
  projection?: FieldSpecifier;
  matches(doc: Document): boolean;
}

type Matcher = (doc: Document) => boolean;

export function normalizeSelector(selector: Selector | undefined | null): Record<string, unknown> {
  if (selector === undefined || selector === null) return {};
  if (typeof selector === 'string') return { _id: selector };
  return selector;
}

const isPlainValue = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && !Number.isNaN(value));

/** The matcher of a selector made only of plain top-level equalities and `$or`s of them, else null. */
function plainMatcher(selector: Record<string, unknown>): Matcher | null {
  const parts: Matcher[] = [];
  for (const [key, value] of Object.entries(selector)) {
    if (key === '$or' && Array.isArray(value) && value.length > 0) {
      const branches = value.map((branch: unknown) => (branch && typeof branch === 'object' && !Array.isArray(branch) ? plainMatcher(branch as Record<string, unknown>) : null));
      if (branches.some((branch) => branch === null)) return null;
      parts.push((doc) => branches.some((branch) => branch!(doc)));
    } else if (!key.startsWith('$') && !key.includes('.') && isPlainValue(value)) {
      parts.push((doc) => {
        const field = doc[key];
        return field === value || (Array.isArray(field) && field.includes(value));
      });
    } else return null;
  }
  return (doc) => parts.every((part) => part(doc));
}

export function compileQuery(selector: Selector | undefined | null, options: FindOptions = {}): CompiledQuery {
  const normalized = normalizeSelector(selector);
  const projection = options.fields ?? options.projection;
  return {
    selector: normalized,
    sort: options.sort,
    skip: options.skip ?? 0,
    limit: options.limit && options.limit > 0 ? options.limit : undefined,
    projection: projection && Object.keys(projection).length > 0 ? projection : undefined,
    matches: plainMatcher(normalized) ?? minimongoEngine(`the selector ${JSON.stringify(normalized)}`).matcher(normalized),
  };
}

function project(doc: Document, projection: FieldSpecifier | undefined): Document {
  return EJSON.clone(projection ? minimongoEngine('a projection').project(doc, projection) : doc);
}

/**
 * Runs a query over documents in natural (insertion) order and returns projected copies, so
 * callers may keep or mutate results without touching the collection's own documents.
 */
export function runQuery(compiled: CompiledQuery, docs: Iterable<Document>): Document[] {
  const matching: Document[] = [];
  for (const doc of docs) if (compiled.matches(doc)) matching.push(doc);
  let ordered = matching;
  // One document is in order whatever the sort: a read by id needs no engine.
  if (compiled.sort && Object.keys(compiled.sort).length > 0 && matching.length > 1) {
    ordered = minimongoEngine('a sort').sort(matching, compiled.sort);
  }
  const end = compiled.limit !== undefined ? compiled.skip + compiled.limit : undefined;
  return ordered.slice(compiled.skip, end).map((doc) => project(doc, compiled.projection));
}
