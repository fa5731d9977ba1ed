// Unique indexes in the SQLite driver beyond what SQLite's own UNIQUE does: its constraint
// errors named as MongoDB's duplicate key (the index's name and the duplicated key), and the
// per-element check of a single-field unique index over arrays (SQLite's expression is NULL there).
import type { DatabaseSync } from 'node:sqlite';
import type { Document } from '../types';
import { DuplicateKeyError } from './driver';
import { dotValue } from './field-names';
import { compileMatcher } from './memory-query';
import { type CollectionIndexes, indexKeysAt } from './sqlite-indexes';
import type { MultikeyTables } from './sqlite-multikey';
import { decodeDocument, DOC_COLUMN, isConstraintUnique, quoteIdentifier, violatedIndex, StatementCache } from './sqlite-rows';

export class UniqueKeys {
  private readonly statements: StatementCache;

  constructor(
    private readonly db: DatabaseSync,
    private readonly collection: string,
    private readonly indexes: CollectionIndexes,
    private readonly multikey: MultikeyTables,
  ) {
    this.statements = new StatementCache(db);
  }

  /** Other documents that may hold `key` at `path`: from the path's key table, else by its JSON text. */
  private holders(path: string, key: unknown, id: string): Document[] {
    const table = quoteIdentifier(this.collection);
    const rows = this.multikey.rowsHolding(path, key);
    const found =
      rows === null
        ? this.statements.get(`SELECT json(${DOC_COLUMN}) AS doc FROM ${table} WHERE instr(json(${DOC_COLUMN}), ?) > 0 AND _id != ?`).all(JSON.stringify(key), id)
        : rows.length === 0
          ? []
          : this.statements.get(`SELECT json(${DOC_COLUMN}) AS doc FROM ${table} WHERE rowid IN (SELECT value FROM json_each(?)) AND _id != ?`).all(JSON.stringify(rows), id);
    return found.map((row) => decodeDocument(String(row.doc)));
  }


  /** Maps SQLite's unique violation to the DuplicateKeyError every driver throws. */
  translate(error: unknown, doc: Document): unknown {
    if (!isConstraintUnique(error)) return error;
    const sqliteName = violatedIndex(error);
    const name = sqliteName === null ? null : this.indexes.mongoName(sqliteName);
    const spec = name === null ? undefined : this.indexes.specs.get(name);
    if (!spec) return new DuplicateKeyError(this.collection, '_id_', { _id: doc._id });
    return new DuplicateKeyError(this.collection, spec.name, Object.fromEntries(spec.keys.map(([field]) => [field, dotValue(doc, field)])));
  }

  /**
   * Enforces a unique index per array element where SQLite's expression index cannot: a key the
   * document gains (strings, numbers, booleans) must not be held by any other document. The
   * other holders are found through the path's key table (else by the key's JSON text), then
   * confirmed with mingo.
   */
  assertFree(doc: Document, previous: Document | undefined): void {
    for (const spec of this.indexes.uniqueAcrossArrays()) {
      const path = spec.keys[0]?.[0] as string;
      const before = previous ? indexKeysAt(previous, path) : [];
      for (const key of indexKeysAt(doc, path)) {
        if (key === null || typeof key === 'object' || before.some((old) => Object.is(old, key))) continue;
        const matches = compileMatcher({ [path]: key });
        if (this.holders(path, key, doc._id).some(matches)) throw new DuplicateKeyError(this.collection, spec.name, { [path]: key });
      }
    }
  }
}
