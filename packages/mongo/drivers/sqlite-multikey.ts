// MongoDB's multikey indexes in the SQLite driver: an index on a field some document holds an
// array at (skills) cannot be an expression index (one row, one key), so its keys live in a side
// table `<table>$<index>$keys (key, row)`, one row per element (indexKeysAt: every element of
// every array on the way), written in the document's own transaction. A query's equality, `$in`
// or `$all` on that field then also asks `rowid IN (SELECT row FROM side WHERE key …)`: a
// superset of its matches, added to the exact condition, so SQLite starts from the few rows the
// side table names instead of testing every document's JSON (a skill filter over 50,000 experts
// took 500 ms). Keys are the JSON text of strings, numbers and booleans; other values are not
// kept (no query is narrowed by them). Single-field indexes only; a unique one over arrays
// (`emails.address`: every login looks an address up) is narrowed the same way (its uniqueness
// is sqlite-unique-keys.ts's).
import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import type { Document } from '../types';
import { DOC_COLUMN, INDEX_SEPARATOR, quoteIdentifier } from './sqlite-rows';
import { type IndexSpec, indexKeysAt, PLAIN_PATH } from './sqlite-indexes';

function keyOf(value: unknown): string | null {
  return typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value)) ? JSON.stringify(value) : null;
}

function keysOf(doc: Document, path: string): string[] {
  return [...new Set(indexKeysAt(doc, path).map(keyOf).filter((key) => key !== null))];
}

class KeyTable {
  readonly name: string;
  private readonly insert: StatementSync;
  private readonly remove: StatementSync;
  private readonly rows: StatementSync;

  constructor(
    private readonly db: DatabaseSync,
    table: string,
    index: string,
    readonly path: string,
  ) {
    this.name = quoteIdentifier(`${table}${INDEX_SEPARATOR}${index}${INDEX_SEPARATOR}keys`);
    const rowIndex = quoteIdentifier(`${table}${INDEX_SEPARATOR}${index}${INDEX_SEPARATOR}rows`);
    const exists = db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(`${table}${INDEX_SEPARATOR}${index}${INDEX_SEPARATOR}keys`);
    if (!exists) {
      db.exec(`CREATE TABLE ${this.name} (key TEXT NOT NULL, row INTEGER NOT NULL, PRIMARY KEY (key, row)) WITHOUT ROWID`);
      db.exec(`CREATE INDEX ${rowIndex} ON ${this.name} (row)`);
    }
    this.insert = db.prepare(`INSERT OR IGNORE INTO ${this.name} (key, row) VALUES (?, ?)`);
    this.remove = db.prepare(`DELETE FROM ${this.name} WHERE row = ?`);
    this.rows = db.prepare(`SELECT row FROM ${this.name} WHERE key = ?`);
    if (!exists) this.build(table);
  }

  /** Fills the new table in key order: inserting while reading the rows cost ~0.7 ms a key. */
  private build(table: string): void {
    const pairs: Array<[string, number]> = [];
    for (const row of this.db.prepare(`SELECT rowid, json(${DOC_COLUMN}) AS doc FROM ${quoteIdentifier(table)}`).all()) {
      for (const key of keysOf(JSON.parse(String(row.doc)) as Document, this.path)) pairs.push([key, Number(row.rowid)]);
    }
    pairs.sort(([a, rowA], [b, rowB]) => (a < b ? -1 : a > b ? 1 : rowA - rowB));
    for (const [key, rowid] of pairs) this.insert.run(key, rowid);
  }

  write(rowid: number, doc: Document, replacing: boolean): void {
    if (replacing) this.remove.run(rowid);
    for (const key of keysOf(doc, this.path)) this.insert.run(key, rowid);
  }

  delete(rowid: number): void {
    this.remove.run(rowid);
  }

  rowsOf(key: string): number[] {
    return this.rows
      .all(key)
      .map((row) => Number(row.row));
  }

  drop(): void {
    this.db.exec(`DROP TABLE IF EXISTS ${this.name}`);
  }
}

export class MultikeyTables {
  private readonly tables = new Map<string, KeyTable>();

  constructor(
    private readonly db: DatabaseSync,
    private readonly table: string,
  ) {}

  /** Keeps a key table for exactly the single-field, non-unique indexes on paths holding arrays. */
  sync(specs: Iterable<IndexSpec>, scalarPaths: ReadonlySet<string>): void {
    const wanted = new Map<string, string>();
    for (const spec of specs) {
      const path = spec.keys[0]?.[0];
      if (spec.keys.length !== 1 || !path || !PLAIN_PATH.test(path) || scalarPaths.has(path)) continue;
      wanted.set(spec.name, path);
    }
    for (const [name, table] of this.tables) {
      if (wanted.get(name) === table.path) continue;
      table.drop();
      this.tables.delete(name);
    }
    for (const [name, path] of wanted) if (!this.tables.has(name)) this.tables.set(name, new KeyTable(this.db, this.table, name, path));
  }

  /** Forgets the tables (the collection's table was dropped: the caller drops theirs too). */
  clear(): void {
    for (const table of this.tables.values()) table.drop();
    this.tables.clear();
  }

  write(rowid: number, doc: Document, replacing: boolean): void {
    for (const table of this.tables.values()) table.write(rowid, doc, replacing);
  }

  delete(rowid: number): void {
    for (const table of this.tables.values()) table.delete(rowid);
  }

  /**
   * A superset of the documents whose `path` meets `operators` (equality, `$in`, `$all` of
   * strings, numbers or booleans), from the path's key table; null when there is none to ask.
   */
  narrowing(path: string, operators: Record<string, unknown>, rowidColumn: string): { sql: string; params: SQLInputValue[] } | null {
    const table = [...this.tables.values()].find((candidate) => candidate.path === path);
    if (!table) return null;
    const sets: string[][] = [];
    for (const [operator, operand] of Object.entries(operators)) {
      const values = operator === '$eq' ? [operand] : operator === '$in' || operator === '$all' ? operand : null;
      if (!Array.isArray(values) || values.length === 0) continue;
      const keys = values.map(keyOf);
      if (keys.some((key) => key === null)) continue;
      if (operator === '$all') for (const key of keys) sets.push([key as string]);
      else sets.push(keys as string[]);
    }
    if (sets.length === 0) return null;
    const one = (keys: string[]) => `${rowidColumn} IN (SELECT row FROM ${table.name} WHERE key IN (${keys.map(() => '?').join(', ')}))`;
    return { sql: sets.map(one).join(' AND '), params: sets.flat() };
  }
}
