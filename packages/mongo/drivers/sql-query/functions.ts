// The SQL functions the translations call, registered on each connection by the driver
// (registerSqlFunctions(db) right after opening it): `mongo_regex(value, source, flags)` runs the
// same JavaScript RegExp mingo runs, so a `$regex` (the lists' case-insensitive text search
// included, with JavaScript's Unicode case folding that SQLite's lower() and LIKE lack) matches
// exactly what mingo matches. Non-strings never match, as in mingo.
import type { DatabaseSync } from 'node:sqlite';
import { REGEX_FUNCTION } from './values';

/** Compiled patterns, kept while a query runs over many rows (bounded: selectors vary). */
const compiled = new Map<string, RegExp>();
const MAX_COMPILED = 256;

export function regexMatches(value: unknown, source: unknown, flags: unknown): number {
  if (typeof value !== 'string' || typeof source !== 'string' || typeof flags !== 'string') return 0;
  const cacheKey = `${flags}/${source}`;
  let pattern = compiled.get(cacheKey);
  if (!pattern) {
    pattern = new RegExp(source, flags);
    if (compiled.size >= MAX_COMPILED) compiled.clear();
    compiled.set(cacheKey, pattern);
  }
  return pattern.test(value) ? 1 : 0;
}

export function registerSqlFunctions(db: DatabaseSync): void {
  db.function(REGEX_FUNCTION, { deterministic: true, varargs: false }, regexMatches as (...args: unknown[]) => number);
}
