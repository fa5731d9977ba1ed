// An in-memory SQLite table in the SQLite driver's format (`_id TEXT PRIMARY KEY, doc BLOB` of
// JSONB of EJSON.toJSONValue(doc)) with the query functions registered, for the translation's
// tests: what the SQL of a selector and sort keeps, next to what mingo keeps.
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { EJSON } from '../../ejson/index';
import type { Document, SortSpecifier } from '../types';
import type { Query } from '../drivers/driver';
import { findInMemory } from '../drivers/memory-query';
import { registerSqlFunctions, type SqlShape, translateSelector, translateSort } from '../drivers/sql-query';

export const DOC = 'doc';

export class SqlStore {
  readonly db = new DatabaseSync(':memory:');
  readonly docs: Document[];

  constructor(docs: readonly Document[]) {
    registerSqlFunctions(this.db);
    this.db.exec('CREATE TABLE items (_id TEXT PRIMARY KEY, doc BLOB NOT NULL) WITHOUT ROWID');
    const insert = this.db.prepare('INSERT INTO items (_id, doc) VALUES (?, jsonb(?))');
    for (const doc of docs) insert.run(doc._id, JSON.stringify(EJSON.toJSONValue(doc)));
    this.docs = [...docs].sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
  }

  /** The ids the SQL keeps, in its order (`where`/`orderBy` as the translations give them). */
  ids(where: string, params: SQLInputValue[], orderBy = '_id ASC', limit?: number): string[] {
    const tail = limit === undefined ? '' : ` LIMIT ${limit}`;
    return this.db
      .prepare(`SELECT _id FROM items WHERE ${where} ORDER BY ${orderBy}${tail}`)
      .all(...params)
      .map((row) => row._id as string);
  }

  /** mingo's ids over the documents in _id order (the reference the driver must agree with). */
  mingoIds(selector: Query, sort?: SortSpecifier): string[] {
    return findInMemory(this.docs, selector, sort ? { sort } : {}).map((doc) => doc._id);
  }

  /** Runs both; `exact` is null when the selector was not translated. */
  compare(selector: Query, shape: SqlShape, sort?: SortSpecifier): { sql: string[]; mingo: string[]; exact: boolean | null; sorted: boolean } {
    const mingo = this.mingoIds(selector, sort);
    const condition = translateSelector(selector, shape);
    const order = sort ? translateSort(sort, shape) : null;
    if (!condition) return { sql: [], mingo, exact: null, sorted: false };
    return { sql: this.ids(condition.sql, condition.params, order ?? '_id ASC'), mingo, exact: condition.exact, sorted: order !== null };
  }
}
