// One collection of the SQLite driver: a table `_id TEXT PRIMARY KEY, doc BLOB` (sqlite-rows.ts).
// Reads ask sql-query.ts for a WHERE and ORDER BY: an exact translation with a translated sort
// runs entirely in SQLite (ORDER BY, LIMIT, OFFSET, COUNT); a superset (exact: false) is a
// prefilter whose rows mingo then matches, sorts and pages; no translation means every row goes
// through mingo (a fallback, counted in queryStats so tests can require none). Writes run inside
// the storage's group commit (sqlite-write-batch.ts): the rows a selector matches are read,
// modifiers and upserts are applied by memory-query.ts (MongoDB's update rules) and the new
// documents written back, all in the transaction that acknowledges them.
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { Query as MingoQuery } from 'mingo';
import type { Document, IndexKeys, IndexOptions, Modifier, SortSpecifier } from '../types';
import {
  type ChangeListener,
  type CollectionDriver,
  type DriverFindOptions,
  type DriverUpdateOptions,
  type DriverWriteResult,
  type Query,
} from './driver';
import { applyModifier, compileMatcher, findInMemory, MINGO_OPTIONS, upsertSeed } from './memory-query';
import { projectAndCopy } from './projection';
import { translateSelector, translateSort, type SqlShape } from './sql-query';
import { CollectionIndexes, indexSpecOf } from './sqlite-indexes';
import { decodeDocument, DOC_COLUMN, encodeDocument, quoteIdentifier, StatementCache } from './sqlite-rows';
import { joinWriteGroup } from '../write-together';
import type { SqliteRun, WriteBatcher } from './sqlite-write-batch';
import { CountCache, searchesText, selectorKey } from './count-cache';
import { MultikeyTables } from './sqlite-multikey';
import { UniqueKeys } from './sqlite-unique-keys';
import { withIndexBuildCache } from './sqlite-page-cache';
import { isTextIndexKeys, loadTextIndex, TextIndex } from './sqlite-text-index';
import { rankedSort, textOperandOf, withTextResolved } from './sqlite-text-query';

/** How a collection's queries ran: in SQL, as a SQL prefilter + mingo, or mingo over every row. */
export interface QueryStats {
  exact: number;
  superset: number;
  fallback: number;
  /** Exact selectors whose sort could not be translated (sorted in JS). */
  sortInMemory: number;
}

/** Told of every query that did not run entirely in SQL, so a test can list the shapes. */
export const sqliteQueryEvents: { onFallback: ((collection: string, selector: Query, sort: SortSpecifier | undefined, reason: 'fallback' | 'superset' | 'sort') => void) | null } = {
  onFallback: null,
};

/**
 * What rawCollection() gives on SQLite (there is no collection object): the connection, the
 * table, and MongoDB's `insertMany` for bulk loads (one transaction; no live-query notice, as
 * with the other drivers' raw collections).
 */
export interface SqliteRawCollection {
  db: DatabaseSync;
  table: string;
  insertMany(docs: Document[]): Promise<void>;
}

/** Selectors whose counts are kept (the most recently counted; a write tests each of them once). */
const MAX_CACHED_COUNTS = 64;

type Plan =
  | { kind: 'id'; id: string }
  | { kind: 'all' }
  | { kind: 'where'; sql: string; params: SQLInputValue[]; exact: boolean; order: string | null; join: TextJoin | null };

/** A relevance sort's scores, joined to the rows (sqlite-text-index.ts's `scores`). */
interface TextJoin {
  sql: string;
  params: SQLInputValue[];
}

export class SqliteCollection implements CollectionDriver {
  readonly indexes: CollectionIndexes;
  readonly queryStats: QueryStats = { exact: 0, superset: 0, fallback: 0, sortInMemory: 0 };
  private readonly table: string;
  private readonly statements: StatementCache;
  private textIndex: TextIndex | null;
  private readonly multikey: MultikeyTables;
  private readonly counts = new CountCache();
  private readonly uniqueKeys: UniqueKeys;

  constructor(
    readonly name: string,
    private readonly db: DatabaseSync,
    private readonly batch: WriteBatcher,
  ) {
    this.table = quoteIdentifier(name);
    this.statements = new StatementCache(db);
    db.exec(`CREATE TABLE IF NOT EXISTS ${this.table} (_id TEXT PRIMARY KEY, ${DOC_COLUMN} BLOB NOT NULL)`);
    this.textIndex = loadTextIndex(db, name);
    this.multikey = new MultikeyTables(db, name);
    // What a file from before them lacks (the index paths' shapes, key tables) is recorded in one
    // transaction: outside one every row would be a commit and a sync (5 minutes for 50,000
    // experts' skills).
    const own = !db.isTransaction;
    if (own) db.exec('BEGIN IMMEDIATE');
    try {
      this.indexes = new CollectionIndexes(db, name);
      this.uniqueKeys = new UniqueKeys(db, name, this.indexes);
      this.syncMultikey();
      this.uniqueKeys.sync();
      if (own) db.exec('COMMIT');
    } catch (error) {
      if (own && db.isTransaction) db.exec('ROLLBACK');
      throw error;
    }
  }

  /** After the indexes or their paths changed (an index made or dropped, a path found holding an array). */
  private syncMultikey(): void {
    this.multikey.sync(this.indexes.specs.values(), this.indexes.scalarPaths);
  }


  private shape(): SqlShape {
    const text = this.textIndex;
    const rowid = `${this.table}.rowid`;
    return {
      docColumn: DOC_COLUMN,
      scalarPaths: this.indexes.scalarPaths,
      text: text && ((operand) => text.condition(operand, rowid)),
      narrowing: (path, operators) => this.multikey.narrowing(path, operators, rowid),
    };
  }

  /** MongoDB's rule: `$text` needs the collection's text index. */
  private requireTextIndex(): TextIndex {
    if (!this.textIndex) throw new Error(`text index required for $text query (collection ${this.name})`);
    return this.textIndex;
  }

  /** The selector mingo evaluates: each `$text` replaced by the ids its index finds. */
  private forMingo(selector: Query): Query {
    return withTextResolved(selector, (operand) => this.requireTextIndex().matchingIds(operand));
  }

  private plan(selector: Query, requested: SortSpecifier | undefined): Plan {
    const ranked = rankedSort(requested);
    const textOperand = ranked.byScore || '$text' in selector ? textOperandOf(selector) : undefined;
    if (textOperand !== undefined) this.requireTextIndex();
    if (ranked.byScore && textOperand === undefined) throw new Error('sorting by { $meta: "textScore" } needs a $text query');
    const join = ranked.byScore ? this.requireTextIndex().scores(textOperand) : null;
    const sort = ranked.rest;
    if (typeof selector._id === 'string' && !join) return { kind: 'id', id: selector._id };
    const condition = translateSelector(selector, this.shape());
    if (!condition) {
      this.queryStats.fallback += 1;
      sqliteQueryEvents.onFallback?.(this.name, selector, sort, 'fallback');
      return join ? { kind: 'where', sql: '1', params: [], exact: false, order: null, join } : { kind: 'all' };
    }
    if (!condition.exact) {
      this.queryStats.superset += 1;
      sqliteQueryEvents.onFallback?.(this.name, selector, sort, 'superset');
      return { kind: 'where', sql: condition.sql, params: condition.params, exact: false, order: null, join };
    }
    const sorted = sort && Object.keys(sort).length > 0;
    if (sorted) for (const path of Object.keys(sort)) this.indexes.trackSortPath(path);
    const rest = sorted ? translateSort(sort, this.shape()) : '';
    const order = rest === null || !join ? rest : `_text_score, ${rest || '_id ASC'}`;
    if (order === null) {
      this.queryStats.sortInMemory += 1;
      sqliteQueryEvents.onFallback?.(this.name, selector, sort, 'sort');
    } else {
      this.queryStats.exact += 1;
    }
    return { kind: 'where', sql: condition.sql, params: condition.params, exact: true, order, join };
  }

  /**
   * Rows in insertion (rowid) order, the order mingo's stable sort keeps for ties; with a
   * relevance join, best match first.
   */
  private rows(where: string, params: SQLInputValue[], tail = '', join: TextJoin | null = null): Document[] {
    const from = join ? `${this.table} JOIN (${join.sql}) ON ${this.table}.rowid = _text_rowid` : this.table;
    const order = tail || (join ? ` ORDER BY _text_score, ${this.table}.rowid` : ' ORDER BY rowid');
    const sql = `SELECT json(${this.table}.${DOC_COLUMN}) AS doc FROM ${from}${where ? ` WHERE ${where}` : ''}${order}`;
    return this.statements.get(sql)
      .all(...(join ? [...join.params, ...params] : params))
      .map((row) => decodeDocument(String(row.doc)));
  }

  private candidates(plan: Plan): Document[] {
    if (plan.kind === 'id') return this.rows('_id = ?', [plan.id]);
    if (plan.kind === 'all') return this.rows('', []);
    return this.rows(plan.sql, plan.params, '', plan.join);
  }

  async find(selector: Query, options: DriverFindOptions): Promise<Document[]> {
    const plan = this.plan(selector, options.sort);
    if (plan.kind === 'where' && plan.exact && plan.order !== null) {
      // A translated sort ends with `_id`, unique, so it is the whole order (and an index's: sqlite-indexes.ts).
      const tail = `${plan.order ? ` ORDER BY ${plan.order}` : ` ORDER BY ${this.table}.rowid`} LIMIT ? OFFSET ?`;
      const page = this.rows(plan.sql, [...plan.params, options.limit || -1, options.skip ?? 0], tail, plan.join);
      // The query serves positional projections only, which never read `$text`.
      return projectAndCopy(new MingoQuery(withTextResolved(selector), MINGO_OPTIONS), page, options.projection);
    }
    // A relevance sort in memory keeps the candidates' order (best first; ties in insertion order).
    const sort = rankedSort(options.sort).byScore ? undefined : options.sort;
    return findInMemory(this.candidates(plan), this.forMingo(selector), { ...options, sort });
  }

  async count(selector: Query, options: DriverFindOptions): Promise<number> {
    const key = options.skip || options.limit ? null : selectorKey(selector);
    const cached = key === null ? undefined : this.counts.get(key);
    if (cached !== undefined) return cached;
    const counted = this.countNow(selector, options);
    if (key !== null) this.counts.set(key, searchesText(key) ? null : new MingoQuery(selector, MINGO_OPTIONS), counted, MAX_CACHED_COUNTS);
    return counted;
  }

  private countNow(selector: Query, options: DriverFindOptions): number {
    const plan = this.plan(selector, undefined);
    if (plan.kind === 'where' && plan.exact) {
      // Without skip or limit a plain count(*), which SQLite answers from the smallest index
      // (the subquery form walks a whole index: 15–28 ms against 0.9 ms at 100,000 rows).
      if (!options.limit && !options.skip) return Number(this.statements.get(`SELECT count(*) AS n FROM ${this.table} WHERE ${plan.sql}`).get(...plan.params)?.n ?? 0);
      const sql = `SELECT count(*) AS n FROM (SELECT 1 FROM ${this.table} WHERE ${plan.sql} LIMIT ? OFFSET ?)`;
      return Number(this.statements.get(sql).get(...plan.params, options.limit || -1, options.skip ?? 0)?.n ?? 0);
    }
    const { skip, limit } = options;
    return findInMemory(this.candidates(plan), this.forMingo(selector), { skip, limit, projection: { _id: 1 } }).length;
  }

  /** The stored documents a write applies to, in rowid order (only the first unless `multi`). */
  private targets(selector: Query, multi: boolean): Document[] {
    const plan = this.plan(selector, undefined);
    if (plan.kind === 'where' && plan.exact) return this.rows(plan.sql, plan.params, multi ? '' : ' ORDER BY rowid LIMIT 1');
    const matches = compileMatcher(this.forMingo(selector));
    const targets: Document[] = [];
    for (const doc of this.candidates(plan)) {
      if (!matches(doc)) continue;
      targets.push(doc);
      if (!multi) break;
    }
    return targets;
  }

  private store(doc: Document, inserting: boolean, previous?: Document): void {
    const scalarPaths = this.indexes.scalarPaths.size;
    this.indexes.noteWritten(doc);
    if (this.indexes.scalarPaths.size !== scalarPaths) this.syncMultikey();
    const sql = inserting
      ? `INSERT INTO ${this.table} (_id, ${DOC_COLUMN}) VALUES (?, jsonb(?)) RETURNING rowid`
      : `UPDATE ${this.table} SET ${DOC_COLUMN} = jsonb(?) WHERE _id = ? RETURNING rowid`;
    let row: Record<string, unknown> | undefined;
    try {
      row = inserting ? this.statements.get(sql).get(doc._id, encodeDocument(doc)) : this.statements.get(sql).get(encodeDocument(doc), doc._id);
    } catch (error) {
      throw this.uniqueKeys.translate(error, doc);
    }
    if (!row) return;
    this.uniqueKeys.write(doc._id, doc, previous);
    if (previous) this.counts.removed(previous);
    this.counts.added(doc);
    this.multikey.write(Number(row.rowid), doc, !inserting);
    this.textIndex?.write(Number(row.rowid), doc, !inserting);
  }

  /**
   * A write in the storage's group commit. A failure undoes the write's own savepoint (or the
   * whole batch), which the cached counts cannot follow: they are dropped.
   */
  private write<T>(run: () => T): Promise<T> {
    const forget = (error: unknown): never => {
      this.counts.clear();
      throw error;
    };
    const guarded = () => {
      try {
        return run();
      } catch (error) {
        return forget(error);
      }
    };
    // Inside writeTogether the write joins its group's savepoint (a group undone later drops the counts too).
    const grouped = joinWriteGroup<SqliteRun>(this.batch, this.name, guarded) as Promise<T> | null;
    return (grouped ?? this.batch.run(this.name, guarded)).catch(forget);
  }

  insert(doc: Document): Promise<void> {
    return this.write(() => this.store(doc, true));
  }

  update(selector: Query, modifier: Modifier, options: DriverUpdateOptions): Promise<DriverWriteResult> {
    return this.write(() => {
      const targets = this.targets(selector, options.multi);
      if (targets.length === 0 && options.upsert) {
        const { doc } = applyModifier(upsertSeed(selector, options.insertedId), modifier, true);
        this.store(doc, true);
        return { numberAffected: 1, insertedId: doc._id, changedIds: [doc._id], touched: [doc] };
      }
      const changedIds: string[] = [];
      const touched: Document[] = [];
      for (const target of targets) {
        const { doc, changed } = applyModifier(target, modifier, false, selector);
        if (!changed) continue;
        this.store(doc, false, target);
        changedIds.push(target._id);
        touched.push(target, doc);
      }
      // Like MongoDB's matchedCount, which Meteor reports as numberAffected.
      return { numberAffected: targets.length, changedIds, touched };
    });
  }

  remove(selector: Query): Promise<DriverWriteResult> {
    return this.write(() => {
      const targets = this.targets(selector, true);
      const remove = this.statements.get(`DELETE FROM ${this.table} WHERE _id = ? RETURNING rowid`);
      for (const target of targets) {
        const row = remove.get(target._id);
        if (!row) continue;
        this.uniqueKeys.write(target._id, undefined, target);
        this.counts.removed(target);
        this.multikey.delete(Number(row.rowid));
        this.textIndex?.remove(Number(row.rowid));
      }
      const ids = targets.map((doc) => doc._id);
      return { numberAffected: ids.length, changedIds: ids, touched: targets };
    });
  }

  /** MongoDB's rules: one text index per collection; the same keys again is a no-op. */
  private createTextIndex(keys: IndexKeys, options: IndexOptions): string {
    const fields = Object.keys(keys);
    if (Object.values(keys).some((kind) => kind !== 'text')) throw new Error('this driver takes text indexes on text fields only');
    const name = options.name ?? fields.map((field) => `${field}_text`).join('_');
    const weights = fields.map((field) => options.weights?.[field] ?? 1);
    const existing = this.textIndex?.spec;
    if (existing && JSON.stringify([existing.fields, existing.weights]) === JSON.stringify([fields, weights])) return existing.name;
    if (existing) throw new Error(`a collection can have one text index: ${this.name} has ${existing.name} already (drop it first)`);
    const index = new TextIndex(this.db, this.name, { name, fields, weights });
    index.create();
    this.textIndex = index;
    return name;
  }

  createIndex(keys: IndexKeys, options: IndexOptions): Promise<string> {
    return this.batch.run(this.name, () =>
      withIndexBuildCache(this.db, () => {
        if (isTextIndexKeys(keys)) return this.createTextIndex(keys, options);
        const read = this.uniqueKeys.refuseDuplicates(indexSpecOf(keys, options));
        const name = this.indexes.create(keys, options);
        this.syncMultikey();
        this.uniqueKeys.sync(name, read);
        return name;
      }),
    );
  }

  dropIndex(name: string): Promise<void> {
    return this.batch.run(this.name, () => {
      if (this.textIndex?.spec.name !== name) {
        this.indexes.drop(name);
        this.syncMultikey();
        this.uniqueKeys.sync();
        return;
      }
      this.textIndex.drop();
      this.textIndex = null;
      // Counts of text searches would outlive the index they need.
      this.counts.clear();
    });
  }

  /** Empties the collection and its indexes; the collection stays usable afterwards. */
  drop(): Promise<void> {
    return this.batch.run(this.name, () => {
      this.db.exec(`DROP TABLE IF EXISTS ${this.table}`);
      this.textIndex?.drop();
      this.textIndex = null;
      this.multikey.clear();
      this.uniqueKeys.clear();
      this.counts.clear();
      this.indexes.clear();
      this.statements.clear();
      this.db.exec(`CREATE TABLE ${this.table} (_id TEXT PRIMARY KEY, ${DOC_COLUMN} BLOB NOT NULL)`);
    });
  }

  raw(): SqliteRawCollection {
    return {
      db: this.db,
      table: this.name,
      insertMany: (docs) =>
        this.write(() => {
          for (const doc of docs) this.store(doc, true);
        }),
    };
  }

  watchExternalChanges(_listener: ChangeListener): () => void {
    // The folder lock guarantees no other process writes this file.
    return () => {};
  }
}
