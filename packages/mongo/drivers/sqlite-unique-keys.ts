// Unique indexes in the SQLite driver, with MongoDB's rules: each unique index has a key table
// `<table>$<index>$unique (key PRIMARY KEY, id)` holding every key its documents hold
// (unique-index-keys.ts: per array element, a missing field as null unless sparse), written in
// the document's own transaction, so a key another document holds is MongoDB's duplicate key
// error naming the index and the key. SQLite's own UNIQUE cannot say this: its NULLs are
// distinct and an expression index sees one value per array.
//
// A file from the previous version (its unique indexes were SQLite's UNIQUE, no key tables) gets
// its key tables at open with that version's rule: keys holding a null are not checked, so
// documents missing the field may still repeat. The app's createIndex at start then asks for
// MongoDB's rule; where the documents already break it (two of them miss the field of a unique,
// not sparse index), MongoDB would refuse to build the index, but a server that refuses to start
// over data it accepted yesterday is worse: the index keeps the previous rule, a warning names
// the collection, index and key, and the next createIndex tries again (once the data is fixed or
// the index made sparse, it takes MongoDB's rule). A NEW unique index over duplicates is refused
// as MongoDB refuses it, naming the duplicated key.
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { Document } from '../types';
import { DuplicateKeyError } from './driver';
import type { CollectionIndexes, IndexSpec } from './sqlite-indexes';
import { jsonPath } from './sqlite-path-shapes';
import { dotValue } from './field-names';
import { EJSON } from '../../ejson/index';
import { DOC_COLUMN, INDEX_SEPARATOR, isConstraintUnique, quoteIdentifier, violatedIndex } from './sqlite-rows';
import { type IndexKey, uniqueIndexKeys } from './unique-index-keys';
import { Log } from '../../logging/server';

/** The row a key table holds while keys with a null are not checked (no key is the empty string). */
const NULLS_UNCHECKED = '';

/** How a key table is built: for a new index, over an index the file had, or at open of an older file. */
type BuildMode = 'new' | 'existing' | 'previous-version';

/** Every key the stored documents hold in `spec`, with the ids holding it (in rowid order). */
type Holders = Map<string, { key: IndexKey; ids: string[] }>;

function signature(spec: IndexSpec): string {
  return JSON.stringify([spec.keys, spec.sparse]);
}

class KeyTable {
  readonly name: string;
  readonly signature: string;
  private readonly insert: StatementSync;
  private readonly remove: StatementSync;

  constructor(
    private readonly db: DatabaseSync,
    sqliteName: string,
    readonly spec: IndexSpec,
    readonly nullsChecked: boolean,
  ) {
    this.name = quoteIdentifier(sqliteName);
    this.signature = signature(spec);
    db.exec(`CREATE TABLE IF NOT EXISTS ${this.name} (key TEXT PRIMARY KEY, id TEXT NOT NULL) WITHOUT ROWID`);
    this.insert = db.prepare(`INSERT OR IGNORE INTO ${this.name} (key, id) VALUES (?, ?)`);
    this.remove = db.prepare(`DELETE FROM ${this.name} WHERE key = ? AND id = ?`);
  }

  keysOf(doc: Document | undefined): Map<string, IndexKey> {
    if (!doc) return new Map();
    const keys = uniqueIndexKeys(doc, this.spec);
    if (!this.nullsChecked) for (const [text, key] of keys) if (key.holdsNull) keys.delete(text);
    return keys;
  }

  /** Whether the key went in (false: another document holds it). */
  add(text: string, id: string): boolean {
    return Number(this.insert.run(text, id).changes) > 0;
  }

  delete(text: string, id: string): void {
    this.remove.run(text, id);
  }

  markNullsUnchecked(): void {
    this.insert.run(NULLS_UNCHECKED, '');
  }

  drop(): void {
    this.db.exec(`DROP TABLE IF EXISTS ${this.name}`);
  }
}

export class UniqueKeys {
  private readonly tables = new Map<string, KeyTable>();

  constructor(
    private readonly db: DatabaseSync,
    private readonly collection: string,
    private readonly indexes: CollectionIndexes,
  ) {}

  private sqliteName(index: string): string {
    return `${this.collection}${INDEX_SEPARATOR}${index}${INDEX_SEPARATOR}unique`;
  }

  /**
   * Every key the stored documents hold, from only the top-level fields the index looks at
   * (`doc -> '$."field"'`: NULL when missing, 'null' for null) rather than whole documents.
   */
  private holders(spec: IndexSpec): Holders {
    const fields = [...new Set(spec.keys.map(([path]) => path.split('.')[0] as string))];
    const columns = fields.map((_, index) => `${DOC_COLUMN} -> ? AS f${index}`).join(', ');
    const select = this.db.prepare(`SELECT _id, ${columns} FROM ${quoteIdentifier(this.collection)} ORDER BY rowid`);
    const holders: Holders = new Map();
    for (const row of select.iterate(...fields.map((field) => jsonPath([field])))) {
      const id = String(row._id);
      const doc: Document = { _id: id };
      fields.forEach((field, index) => {
        const json = row[`f${index}`];
        if (json !== null) doc[field] = EJSON.fromJSONValue(JSON.parse(String(json)));
      });
      for (const [text, key] of uniqueIndexKeys(doc, spec)) {
        const seen = holders.get(text);
        if (seen) seen.ids.push(id);
        else holders.set(text, { key, ids: [id] });
      }
    }
    return holders;
  }

  /**
   * Before createIndex changes anything: a new unique index over documents that already share a
   * key is refused as MongoDB refuses it, naming the key. Answers the keys it read, for sync.
   */
  refuseDuplicates(spec: IndexSpec): Holders | null {
    if (!spec.unique || [...this.tables.values()].some((table) => JSON.stringify(table.spec.keys) === JSON.stringify(spec.keys))) return null;
    const holders = this.holders(spec);
    for (const { key, ids } of holders.values()) if (ids.length > 1) throw new DuplicateKeyError(this.collection, spec.name, key.value);
    return holders;
  }

  private build(spec: IndexSpec, mode: BuildMode, read: Holders | null): KeyTable {
    const holders = read ?? this.holders(spec);
    const shared = [...holders.values()].filter(({ ids }) => ids.length > 1);
    const nullsChecked = mode !== 'previous-version' && !shared.some(({ key }) => key.holdsNull);
    this.db.exec(`DROP TABLE IF EXISTS ${quoteIdentifier(this.sqliteName(spec.name))}`);
    const table = new KeyTable(this.db, this.sqliteName(spec.name), spec, nullsChecked);
    // In key order: a B-tree filled in order is written once.
    for (const text of [...holders.keys()].sort()) {
      const { key, ids } = holders.get(text) as { key: IndexKey; ids: string[] };
      if (nullsChecked || !key.holdsNull) table.add(text, ids[0] as string);
    }
    if (!nullsChecked) table.markNullsUnchecked();
    if (mode === 'existing' && shared.length > 0) {
      const example = shared.find(({ key }) => key.holdsNull) ?? (shared[0] as { key: IndexKey; ids: string[] });
      const duplicate = new DuplicateKeyError(this.collection, spec.name, example.key.value);
      Log.warn(
        `[mongo] ${duplicate.message} (documents ${example.ids.slice(0, 3).join(', ')}; ${shared.length} key(s) held more than once): ` +
          `MongoDB would refuse to build this unique index. It keeps its previous rule${nullsChecked ? '' : ' (documents missing a field of it, or null there, may repeat)'} ` +
          'until the documents are fixed or the index is declared sparse; createIndex tries again each time.',
      );
    }
    return table;
  }

  /**
   * Brings the key tables in line with the unique indexes: at open (`created` undefined) the
   * tables the file holds are taken as they are; after createIndex the created index's table is
   * rebuilt when its spec changed or it does not check nulls yet.
   */
  sync(created?: string, read: Holders | null = null): void {
    const before = [...this.tables.values()];
    for (const [name, table] of this.tables) {
      const spec = this.indexes.specs.get(name);
      if (spec?.unique && signature(spec) === table.signature && (name !== created || table.nullsChecked)) continue;
      table.drop();
      this.tables.delete(name);
    }
    for (const spec of this.indexes.specs.values()) {
      if (!spec.unique || this.tables.has(spec.name)) continue;
      if (spec.name !== created) {
        this.tables.set(spec.name, this.open(spec));
        continue;
      }
      const existed = before.some((table) => JSON.stringify(table.spec.keys) === JSON.stringify(spec.keys));
      this.tables.set(spec.name, this.build(spec, existed ? 'existing' : 'new', existed ? null : read));
    }
  }

  /** The table the file holds for `spec`, else one built with the previous version's rule. */
  private open(spec: IndexSpec): KeyTable {
    const name = this.sqliteName(spec.name);
    if (!this.db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(name)) return this.build(spec, 'previous-version', null);
    const unchecked = this.db.prepare(`SELECT 1 FROM ${quoteIdentifier(name)} WHERE key = ?`).get(NULLS_UNCHECKED);
    return new KeyTable(this.db, name, spec, !unchecked);
  }

  /** Moves `id`'s keys from `previous` to `doc` (either absent for an insert or a remove); a key another document holds throws. */
  write(id: string, doc: Document | undefined, previous: Document | undefined): void {
    for (const table of this.tables.values()) {
      const now = table.keysOf(doc);
      const before = table.keysOf(previous);
      for (const text of before.keys()) if (!now.has(text)) table.delete(text, id);
      for (const [text, key] of now) {
        if (!before.has(text) && !table.add(text, id)) throw new DuplicateKeyError(this.collection, table.spec.name, key.value);
      }
    }
  }

  /**
   * SQLite's constraint error of a write as the DuplicateKeyError every driver throws: the
   * primary key (`_id_`), or a previous version's UNIQUE index, until createIndex replaces it.
   */
  translate(error: unknown, doc: Document): unknown {
    if (!isConstraintUnique(error)) return error;
    const sqliteName = violatedIndex(error);
    const name = sqliteName === null ? null : this.indexes.mongoName(sqliteName);
    const spec = name === null ? undefined : this.indexes.specs.get(name);
    if (!spec) return new DuplicateKeyError(this.collection, '_id_', { _id: doc._id });
    return new DuplicateKeyError(this.collection, spec.name, Object.fromEntries(spec.keys.map(([field]) => [field, dotValue(doc, field) ?? null])));
  }

  /** Drops every key table (the collection's table was dropped). */
  clear(): void {
    for (const table of this.tables.values()) table.drop();
    this.tables.clear();
  }
}
