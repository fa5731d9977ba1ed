// The seam between the SQLite driver (sqlite-driver.ts) and the translation of MongoDB selectors
// and sorts into SQL over the stored document. Documents are stored as JSONB of
// EJSON.toJSONValue(doc) (a Date is {"$date": ms}) in one column; the translation must give
// exactly what mingo (memory-query.ts) gives, or say it cannot (null) or that its SQL is only a
// superset (exact: false), and the driver then filters the rows with mingo.
import type { SQLInputValue } from 'node:sqlite';
import type { SortSpecifier } from '../types';
import type { Query } from './driver';

export interface SqlCondition {
  /** A boolean SQL expression (no WHERE keyword). */
  sql: string;
  params: SQLInputValue[];
  /** false: the rows it keeps are a superset of the matches, so they still go through mingo. */
  exact: boolean;
}

export interface SqlShape {
  /** The column holding the document (JSONB). */
  docColumn: string;
  /**
   * Dotted paths no stored document holds an array at (the driver tracks its index paths), so
   * equality there can be the plain, indexable path expression instead of an array-aware test.
   */
  scalarPaths: ReadonlySet<string>;
}

/** A WHERE expression equivalent to `selector` under MongoDB's rules, or null when none is known. */
export function translateSelector(_selector: Query, _shape: SqlShape): SqlCondition | null {
  return null;
}

/** ORDER BY terms (no keyword) giving MongoDB's order for `sort`, or null when none is known. */
export function translateSort(_sort: SortSpecifier, _shape: SqlShape): string | null {
  return null;
}

/**
 * The expression CREATE INDEX uses for `path`; the translations emit exactly this text for the
 * same path, so SQLite's planner can use the index.
 */
export function pathExpression(path: string, docColumn: string): string {
  return `json_extract(${docColumn}, '$.${path}')`;
}
