// A collection's declared indexes in the SQLite driver: each is an expression index on the
// JSON path (sql-query.ts's pathExpression, so the translated queries can use it), named
// `<table>$<mongo name>` in SQLite and listed with its keys in the `_meteor_indexes` table so
// names, keys and uniqueness survive a restart. Also tracks which index paths no stored document
// holds an array at (SqlShape.scalarPaths): found with one query per path when the index is
// created, remembered in the file (sqlite-path-shapes.ts, so a reopen does not scan again), and
// narrowed as documents holding arrays are written. Sort paths are tracked the same way on their
// first sort, so a sort on a field without an index (years of experience, a rate) still runs in
// SQL; a path found holding an array is remembered and not asked again (its sorts follow
// MongoDB's array rules in memory).
import type { DatabaseSync } from 'node:sqlite';
import type { Document, IndexKeys, IndexOptions } from '../types';
import { pathExpression } from './sql-query';
import { DOC_COLUMN, INDEX_SEPARATOR, INDEX_TABLE, quoteIdentifier } from './sqlite-rows';
import { ensurePathTable, PathShapes } from './sqlite-path-shapes';

/** Dotted plain field names, the paths the translation writes into SQL. */
export const PLAIN_PATH = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*){0,3}$/;

export interface IndexSpec {
  name: string;
  keys: Array<[string, 1 | -1]>;
  unique: boolean;
  /** MongoDB's sparse: a document missing every key field is not indexed (a unique index lets such documents repeat). */
  sparse: boolean;
}

export function ensureIndexTable(db: DatabaseSync): void {
  db.exec(`CREATE TABLE IF NOT EXISTS ${INDEX_TABLE} (tbl TEXT NOT NULL, name TEXT NOT NULL, keys TEXT NOT NULL, is_unique INTEGER NOT NULL, is_sparse INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (tbl, name))`);
  // A file from before `is_sparse`: its indexes count as not sparse until the app declares them again.
  const columns = db.prepare(`SELECT name FROM pragma_table_info('${INDEX_TABLE}')`).all();
  if (!columns.some((column) => column.name === 'is_sparse')) db.exec(`ALTER TABLE ${INDEX_TABLE} ADD COLUMN is_sparse INTEGER NOT NULL DEFAULT 0`);
  ensurePathTable(db);
}

/** The spec `createIndex(keys, options)` asks for, with MongoDB's default name. */
export function indexSpecOf(keys: IndexKeys, options: IndexOptions): IndexSpec {
  return {
    name: options.name ?? defaultIndexName(keys),
    keys: Object.entries(keys).map(([field, direction]) => [field, Number(direction) < 0 ? -1 : 1]),
    unique: options.unique ?? false,
    sparse: options.sparse ?? false,
  };
}

/** MongoDB's default index name: `field_1_other_-1`. */
export function defaultIndexName(keys: IndexKeys): string {
  return Object.entries(keys)
    .map(([field, direction]) => `${field}_${direction}`)
    .join('_');
}

export function pathHoldsArray(doc: Document, path: string): boolean {
  let node: unknown = doc;
  for (const part of path.split('.')) {
    if (!node || typeof node !== 'object') return false;
    if (Array.isArray(node)) return true;
    node = (node as Record<string, unknown>)[part];
  }
  return Array.isArray(node);
}

/**
 * The keys a MongoDB (multikey) index holds for `doc` at `path`: every element of an array on
 * the way or at the end is a key of its own.
 */
export function indexKeysAt(doc: Document, path: string): unknown[] {
  let nodes: unknown[] = [doc];
  for (const part of path.split('.')) {
    const next: unknown[] = [];
    for (const node of nodes) {
      for (const item of Array.isArray(node) ? node : [node]) {
        if (item && typeof item === 'object' && !Array.isArray(item)) {
          const value = (item as Record<string, unknown>)[part];
          if (value !== undefined) next.push(value);
        }
      }
    }
    nodes = next;
  }
  return nodes.flatMap((value) => (Array.isArray(value) ? value : [value]));
}

export class CollectionIndexes {
  readonly specs = new Map<string, IndexSpec>();
  /** Index paths where no stored document holds an array (at the path or on the way to it). */
  readonly scalarPaths = new Set<string>();
  /** Sort paths found holding an array somewhere, so their first-sort query is not repeated. */
  private readonly arrayPaths = new Set<string>();
  private readonly shapes: PathShapes;

  constructor(
    private readonly db: DatabaseSync,
    private readonly table: string,
  ) {
    this.shapes = new PathShapes(db, table);
    const rows = db.prepare(`SELECT name, keys, is_unique, is_sparse FROM ${INDEX_TABLE} WHERE tbl = ?`).all(table);
    for (const row of rows) {
      // A text index (keys marked 'text') is sqlite-text-index.ts's.
      if (String(row.keys).includes('"text"')) continue;
      const spec = { name: String(row.name), keys: JSON.parse(String(row.keys)) as IndexSpec['keys'], unique: row.is_unique === 1, sparse: row.is_sparse === 1 };
      this.specs.set(spec.name, spec);
      for (const [path] of spec.keys) this.trackPath(path);
    }
  }

  private sqliteName(name: string): string {
    return quoteIdentifier(`${this.table}${INDEX_SEPARATOR}${name}`);
  }

  /** The Mongo name of an index from its SQLite name (a unique violation names the latter). */
  mongoName(sqliteName: string): string | null {
    const prefix = `${this.table}${INDEX_SEPARATOR}`;
    return sqliteName.startsWith(prefix) ? sqliteName.slice(prefix.length) : null;
  }

  private trackPath(path: string): void {
    if (this.scalarPaths.has(path)) return;
    if (!this.shapes.holdsArray(path)) this.scalarPaths.add(path);
  }

  /** Tracks a sort path on its first use (plain field names only, as the translation takes). */
  trackSortPath(path: string): void {
    if (this.scalarPaths.has(path) || this.arrayPaths.has(path) || !PLAIN_PATH.test(path)) return;
    this.trackPath(path);
    if (!this.scalarPaths.has(path)) this.arrayPaths.add(path);
  }

  /** Called for every document written, before it is stored. */
  noteWritten(doc: Document): void {
    for (const path of this.scalarPaths) {
      if (!pathHoldsArray(doc, path)) continue;
      this.scalarPaths.delete(path);
      this.arrayPaths.add(path);
      this.shapes.arrayStored(path);
    }
  }

  /**
   * Creates the index (inside the caller's transaction); an index on the same keys under another
   * name is replaced. A unique index's uniqueness is sqlite-unique-keys.ts's key table (SQLite's
   * UNIQUE lets NULLs repeat and sees one key per array): its expression index serves queries.
   */
  create(keys: IndexKeys, options: IndexOptions): string {
    const { name, keys: entries, unique, sparse } = indexSpecOf(keys, options);
    const columns = entries.map(([field, direction]) => `${pathExpression(field, DOC_COLUMN)}${direction < 0 ? ' DESC' : ''}`);
    // `_id` ends every index, in the direction of its last key: a sort that breaks ties by `_id`
    // that way (`{at: -1, _id: -1}`, or `{at: 1, _id: 1}` read backwards) then gets its whole
    // order from the index, and SQLite's planner reliably picks it for a LIMIT query (with a
    // partial order it weighed indexes with the same prefix as equal and often sorted 45,000 rows).
    const tieBreak = entries[entries.length - 1]?.[1] === -1 ? '_id DESC' : '_id';
    const statement = `CREATE INDEX ${this.sqliteName(name)} ON ${quoteIdentifier(this.table)} (${[...columns, tieBreak].join(', ')})`;
    const existing = this.specs.get(name);
    if (existing && JSON.stringify([existing.keys, existing.unique, existing.sparse]) === JSON.stringify([entries, unique, sparse]) && this.storedStatement(name) === statement) return name;
    for (const spec of [...this.specs.values()]) {
      if (spec.name === name || JSON.stringify(spec.keys) === JSON.stringify(entries)) this.drop(spec.name);
    }
    this.db.exec(statement);
    this.db.prepare(`INSERT INTO ${INDEX_TABLE} (tbl, name, keys, is_unique, is_sparse) VALUES (?, ?, ?, ?, ?)`).run(this.table, name, JSON.stringify(entries), unique ? 1 : 0, sparse ? 1 : 0);
    this.specs.set(name, { name, keys: entries, unique, sparse });
    for (const [path] of entries) this.trackPath(path);
    return name;
  }

  /** The CREATE INDEX statement SQLite keeps for an index (an index made by an older version differs). */
  private storedStatement(name: string): string | undefined {
    const row = this.db.prepare(`SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ?`).get(`${this.table}${INDEX_SEPARATOR}${name}`);
    return row ? String(row.sql) : undefined;
  }

  drop(name: string): void {
    if (!this.specs.has(name)) throw new Error(`index not found with name [${name}]`);
    this.db.exec(`DROP INDEX IF EXISTS ${this.sqliteName(name)}`);
    this.db.prepare(`DELETE FROM ${INDEX_TABLE} WHERE tbl = ? AND name = ?`).run(this.table, name);
    this.specs.delete(name);
    this.recomputePaths();
  }

  /** Forgets every index (the table was dropped with them). */
  clear(): void {
    this.db.prepare(`DELETE FROM ${INDEX_TABLE} WHERE tbl = ?`).run(this.table);
    this.specs.clear();
    this.shapes.clear();
    this.scalarPaths.clear();
    this.arrayPaths.clear();
  }

  private recomputePaths(): void {
    const paths = new Set([...this.specs.values()].flatMap((spec) => spec.keys.map(([path]) => path)));
    for (const path of this.scalarPaths) {
      if (paths.has(path)) continue;
      this.scalarPaths.delete(path);
      this.shapes.forget(path);
    }
  }
}
