// The seam between the SQLite driver (sqlite-driver.ts) and the translation of MongoDB selectors
// and sorts into SQL over the stored document. Documents are stored as JSONB of
// EJSON.toJSONValue(doc) (a Date is {"$date": ms}) in one column; the translation must give
// exactly what mingo (memory-query.ts) gives, or say it cannot (null) or that its SQL is only a
// superset (exact: false), and the driver then filters the rows with mingo. The translation lives
// in sql-query/ (keys.ts explains the indexable key every comparison and sort uses); the driver
// must call registerSqlFunctions(db) on each connection (the `$regex` function).
import type { SQLInputValue } from 'node:sqlite';
import type { SortSpecifier } from '../types';
import type { Query } from './driver';
import { keyAt, pathSegments, rootLocation } from './sql-query/keys';
import { documentCondition } from './sql-query/selector';
import { sortTerms } from './sql-query/sort';

export { registerSqlFunctions } from './sql-query/functions';

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
   * A path counts as scalar only when no prefix of it holds an array either.
   */
  scalarPaths: ReadonlySet<string>;
  /** The condition a `$text` operand becomes (the collection's text index), null without one. */
  text?: ((operand: unknown) => { sql: string; params: SQLInputValue[] }) | null;
  /** A superset of the rows whose root `path` meets `operators`, from a multikey index's keys (sqlite-multikey.ts). */
  narrowing?: ((path: string, operators: Record<string, unknown>) => { sql: string; params: SQLInputValue[] } | null) | null;
}

/** A WHERE expression equivalent to `selector` under MongoDB's rules, or null when none is known. */
export function translateSelector(selector: Query, shape: SqlShape): SqlCondition | null {
  const condition = documentCondition(selector, { doc: shape.docColumn, aliases: { next: 0 }, depth: 0 }, shape, null);
  return condition && { sql: condition.sql, params: condition.params, exact: condition.exact };
}

/** ORDER BY terms (no keyword) giving MongoDB's order for `sort`, or null when none is known. */
export function translateSort(sort: SortSpecifier, shape: SqlShape): string | null {
  return sortTerms(sort, shape.docColumn, shape.scalarPaths);
}

/**
 * The expression CREATE INDEX uses for `path`; the translations emit exactly this text for the
 * same path, so SQLite's planner can use the index. Throws for a path that is not plain names
 * (such a path is never translated, so an index on it would serve nothing).
 */
export function pathExpression(path: string, docColumn: string): string {
  const segments = pathSegments(path);
  if (!segments) throw new Error(`No SQL expression for the path ${JSON.stringify(path)}`);
  return keyAt(docColumn, rootLocation(segments));
}
