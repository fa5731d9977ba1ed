// MongoDB query and update semantics over in-memory documents, on `mingo` (a maintained Mongo
// query library). The SQLite driver (sqlite-collection.ts) applies every modifier and upsert
// here, and filters here what its SQL translation cannot decide exactly (a superset read in SQL,
// then matched by mingo), so `$regex` with `$options`, `$elemMatch`, `$unset`, `$addToSet`,
// projections and upserts behave as on MongoDB and as on the client. Left out: `$where`
// (scripts disabled), positional updates needing arrayFilters, geo and text operators.
import { Query, find, update } from 'mingo';
import type { Document, Modifier } from '../types';
import type { DriverFindOptions, Query as Selector } from './driver';

// Scripts are off: selectors can arrive from method arguments and must never run code.
export const MINGO_OPTIONS = { scriptEnabled: false } as const;

export function compileMatcher(selector: Selector): (doc: Document) => boolean {
  const query = new Query(selector, MINGO_OPTIONS);
  return (doc) => query.test(doc);
}

/** Runs a find over `docs` (not mutated) and returns fresh copies, as a database would. */
export function findInMemory(docs: readonly Document[], selector: Selector, options: DriverFindOptions): Document[] {
  let cursor = find<Document>(docs as Document[], selector, options.projection, MINGO_OPTIONS);
  if (options.sort && Object.keys(options.sort).length > 0) cursor = cursor.sort(options.sort);
  if (options.skip) cursor = cursor.skip(options.skip);
  if (options.limit) cursor = cursor.limit(options.limit);
  return cursor.all().map((doc) => structuredClone(doc));
}

export function isOperatorModifier(modifier: Modifier): boolean {
  const keys = Object.keys(modifier);
  const operators = keys.filter((key) => key.startsWith('$'));
  if (operators.length > 0 && operators.length !== keys.length) {
    throw new Error('Update parameter cannot have both modifier and non-modifier fields.');
  }
  return operators.length > 0;
}

/**
 * Applies `modifier` to a copy of `doc` and returns it with whether anything changed.
 * `$setOnInsert` only applies when the update inserts (an upsert that matched nothing). The
 * `selector` that matched `doc` tells a positional `$` (`'emails.$.verified'`) which element it is.
 */
export function applyModifier(doc: Document, modifier: Modifier, inserting: boolean, selector?: Selector): { doc: Document; changed: boolean } {
  if (!isOperatorModifier(modifier)) {
    if ('_id' in modifier && modifier._id !== doc._id) throw new Error('Mod on _id not allowed');
    return { doc: { ...structuredClone(modifier), _id: doc._id }, changed: true };
  }
  const { $setOnInsert, ...rest } = modifier;
  const operators: Record<string, unknown> = { ...rest };
  if (inserting && $setOnInsert) {
    operators.$set = { ...((operators.$set as Record<string, unknown>) ?? {}), ...($setOnInsert as Record<string, unknown>) };
  }
  for (const fields of Object.values(operators)) {
    if (fields && typeof fields === 'object' && Object.keys(fields).some((path) => path === '_id' || path.startsWith('_id.'))) {
      throw new Error('Mod on _id not allowed');
    }
  }
  const copy = structuredClone(doc);
  const changedPaths = Object.keys(operators).length > 0 ? update(copy, operators, undefined, selector, { cloneMode: 'deep' }) : [];
  return { doc: copy, changed: changedPaths.length > 0 };
}

/** The document an upsert starts from: the selector's equality fields plus the new id. */
export function upsertSeed(selector: Selector, id: string): Document {
  const seed: Record<string, unknown> = {};
  const addEqualities = (query: Selector) => {
    for (const [key, value] of Object.entries(query)) {
      if (key === '$and' && Array.isArray(value)) {
        for (const part of value) addEqualities(part as Selector);
      } else if (!key.startsWith('$') && !(value instanceof RegExp) && !isOperatorObject(value)) {
        setPath(seed, key, structuredClone(value));
      } else if (!key.startsWith('$') && isOperatorObject(value) && '$eq' in value) {
        setPath(seed, key, structuredClone(value.$eq));
      }
    }
  };
  addEqualities(selector);
  const selectorId = seed._id;
  return { ...seed, _id: typeof selectorId === 'string' ? selectorId : id };
}

function isOperatorObject(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value) || value instanceof Date || value instanceof RegExp) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => key.startsWith('$'));
}

function setPath(target: Record<string, unknown>, dotted: string, value: unknown): void {
  const parts = dotted.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (!next || typeof next !== 'object') node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts[parts.length - 1] as string] = value;
}
