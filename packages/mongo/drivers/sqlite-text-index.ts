// A collection's text index in the SQLite driver (MongoDB's `createIndex({field: 'text'})`): an
// FTS5 table `<table>$<name>` with one column per field holding the field's folded words
// (text/words.ts; arrays of strings are all indexed), keyed by the document row's rowid,
// contentless (the words are not stored twice) and written in the same transaction as the row.
// `$text: {$search, $fields?}` becomes a MATCH where every search term must be found, in any
// order, as the start of a stored word or within its typo budget (the typo alternatives come from
// the index's own vocabulary, an fts5vocab table, so "kubernets" asks for "kubernetes" too);
// `k8s|kubernetes` (this driver's addition, text/words.ts) lets a term be found by any of them.
// `$fields` (this driver's addition) limits a search to some of the index's fields, so a public
// list and an admin table can share the one text index MongoDB allows per collection.
// `{score: {$meta: 'textScore'}}` sorts by BM25 with the index's weights (higher first).
// Rowids are stable while nothing runs VACUUM on the file (the app never does; see the README).
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { Document } from '../types';
import { searchTermsOf, typoBudget, withinEdits, wordsOf } from '../text/words';
import { DOC_COLUMN, INDEX_SEPARATOR, INDEX_TABLE, quoteIdentifier, StatementCache } from './sqlite-rows';
import { indexKeysAt } from './sqlite-indexes';

export interface TextIndexSpec {
  name: string;
  fields: string[];
  /** BM25 weight per field (MongoDB's `weights`, default 1). */
  weights: number[];
}

/** What `$text` takes: MongoDB's operand, plus `$fields`. */
interface TextOperand {
  $search: string;
  $fields?: string[];
}

/** The most typo alternatives one word asks for (in the vocabulary's order). */
const MAX_TYPO_TERMS = 20;

export function parseTextOperand(operand: unknown): TextOperand {
  if (!operand || typeof operand !== 'object' || Array.isArray(operand)) throw new Error('$text needs an object: { $search: "words" }');
  const { $search, $fields, $language, $caseSensitive, $diacriticSensitive, ...rest } = operand as Record<string, unknown>;
  if (typeof $search !== 'string') throw new Error('$text.$search must be a string');
  if (Object.keys(rest).length > 0) throw new Error(`$text does not take ${Object.keys(rest).join(', ')}`);
  if ($caseSensitive === true || $diacriticSensitive === true) throw new Error('$text searches ignore case and accents here');
  if ($language !== undefined && typeof $language !== 'string') throw new Error('$text.$language must be a string');
  if ($fields !== undefined && !(Array.isArray($fields) && $fields.every((field) => typeof field === 'string'))) throw new Error('$text.$fields must be a list of field names');
  return $fields === undefined ? { $search } : { $search, $fields: $fields as string[] };
}

/** The words of `doc` at `path` (every string there, arrays included), for one FTS column. */
function fieldWords(doc: Document, path: string): string {
  return indexKeysAt(doc, path)
    .filter((value): value is string => typeof value === 'string')
    .flatMap(wordsOf)
    .join(' ');
}

export class TextIndex {
  readonly ftsTable: string;
  private readonly vocabTable: string;
  private readonly statements: StatementCache;
  /**
   * The index's words by length, read from its vocabulary on the first typo search and grown
   * with every write (a word no longer stored only adds an alternative that finds nothing), so a
   * search does not scan the vocabulary table: that costs 20–80 ms at 10,000 projects.
   */
  private vocabulary: Map<number, Set<string>> | null = null;

  constructor(
    private readonly db: DatabaseSync,
    private readonly table: string,
    readonly spec: TextIndexSpec,
  ) {
    this.statements = new StatementCache(db);
    this.ftsTable = quoteIdentifier(`${table}${INDEX_SEPARATOR}${spec.name}`);
    this.vocabTable = quoteIdentifier(`${table}${INDEX_SEPARATOR}${spec.name}${INDEX_SEPARATOR}vocab`);
  }


  private get columns(): string[] {
    return this.spec.fields.map((_, index) => `c${index}`);
  }

  /** Creates the tables and indexes the stored documents (inside the caller's transaction). */
  create(): void {
    const tokenizer = "tokenize = 'unicode61 remove_diacritics 0'";
    this.db.exec(`CREATE VIRTUAL TABLE ${this.ftsTable} USING fts5(${this.columns.join(', ')}, content = '', contentless_delete = 1, ${tokenizer})`);
    this.db.exec(`CREATE VIRTUAL TABLE ${this.vocabTable} USING fts5vocab(${this.ftsTable}, 'row')`);
    const keys = this.spec.fields.map((field, index) => [field, 'text', this.spec.weights[index]]);
    this.db.prepare(`INSERT INTO ${INDEX_TABLE} (tbl, name, keys, is_unique) VALUES (?, ?, ?, 0)`).run(this.table, this.spec.name, JSON.stringify(keys));
    for (const row of this.db.prepare(`SELECT rowid, json(${DOC_COLUMN}) AS doc FROM ${quoteIdentifier(this.table)}`).iterate()) {
      this.write(Number(row.rowid), JSON.parse(String(row.doc)) as Document, false);
    }
  }

  drop(): void {
    this.db.exec(`DROP TABLE IF EXISTS ${this.vocabTable}`);
    this.db.exec(`DROP TABLE IF EXISTS ${this.ftsTable}`);
    this.db.prepare(`DELETE FROM ${INDEX_TABLE} WHERE tbl = ? AND name = ?`).run(this.table, this.spec.name);
    this.statements.clear();
    this.vocabulary = null;
  }

  private addWords(words: Iterable<string>): void {
    if (!this.vocabulary) return;
    for (const word of words) {
      let sameLength = this.vocabulary.get(word.length);
      if (!sameLength) this.vocabulary.set(word.length, (sameLength = new Set()));
      sameLength.add(word);
    }
  }

  private words(): Map<number, Set<string>> {
    if (!this.vocabulary) {
      this.vocabulary = new Map();
      this.addWords(this.db.prepare(`SELECT term FROM ${this.vocabTable}`).all().map((row) => String(row.term)));
    }
    return this.vocabulary;
  }

  /** Indexes the document stored at `rowid` (replacing what it had when `replacing`). */
  write(rowid: number, doc: Document, replacing: boolean): void {
    if (replacing) this.remove(rowid);
    const values = this.spec.fields.map((field) => fieldWords(doc, field));
    if (values.every((value) => value === '')) return;
    this.addWords(values.flatMap((value) => value.split(' ')).filter((word) => word !== ''));
    const placeholders = values.map(() => '?').join(', ');
    this.statements.get(`INSERT INTO ${this.ftsTable} (rowid, ${this.columns.join(', ')}) VALUES (?, ${placeholders})`).run(rowid, ...values);
  }

  remove(rowid: number): void {
    this.statements.get(`DELETE FROM ${this.ftsTable} WHERE rowid = ?`).run(rowid);
  }

  /** Stored words within `word`'s typo budget (not those it begins: the prefix query finds them). */
  private typoTerms(word: string): string[] {
    const budget = typoBudget(word);
    if (budget === 0) return [];
    const vocabulary = this.words();
    const terms: string[] = [];
    for (let length = word.length - budget; length <= word.length + budget; length += 1) {
      for (const term of vocabulary.get(length) ?? []) {
        if (!term.startsWith(word) && withinEdits(word, term, budget)) terms.push(term);
        if (terms.length >= MAX_TYPO_TERMS) return terms;
      }
    }
    return terms;
  }

  /** The FTS5 query of a `$text` operand, or null when it has no word (it matches nothing). */
  matchExpression(operand: unknown): string | null {
    const { $search, $fields } = parseTextOperand(operand);
    const terms = searchTermsOf($search);
    if (terms.length === 0) return null;
    // Words are letters and digits only (wordsOf), so quoting them is all the escaping needed.
    const alternative = (words: string[], typed: boolean): string[] => {
      if (words.length > 1) return [`"${words.join(' ')}"*`];
      const word = words[0] as string;
      return [`"${word}"*`, ...(typed ? this.typoTerms(word).map((term) => `"${term}"`) : [])];
    };
    const query = terms.map((alternatives) => `(${alternatives.flatMap((words, index) => alternative(words, index === 0)).join(' OR ')})`).join(' AND ');
    if ($fields === undefined) return query;
    const columns = $fields.map((field) => {
      const index = this.spec.fields.indexOf(field);
      if (index < 0) throw new Error(`$text.$fields: ${field} is not a field of the text index ${this.spec.name}`);
      return `c${index}`;
    });
    return `{${columns.join(' ')}} : (${query})`;
  }

  /** A WHERE condition on the document table's rows (named `rowidColumn`) the operand finds. */
  condition(operand: unknown, rowidColumn: string): { sql: string; params: SQLInputValue[] } {
    const match = this.matchExpression(operand);
    if (match === null) return { sql: '0', params: [] };
    // `+` keeps SQLite from driving the query from the matches (thousands of rowid lookups, then a
    // sort: 57 ms for "sap" over 50,000 experts): it walks the list's own ordered index instead and
    // probes the matches, stopping at the page's end.
    return { sql: `+${rowidColumn} IN (SELECT rowid FROM ${this.ftsTable} WHERE ${this.ftsTable} MATCH ?)`, params: [match] };
  }

  /** A subquery of (_text_rowid, _text_score) for the operand's matches; lower scores rank higher (BM25 is negative). */
  scores(operand: unknown): { sql: string; params: SQLInputValue[] } {
    const match = this.matchExpression(operand) ?? '""';
    const weights = this.spec.weights.join(', ');
    return {
      sql: `SELECT rowid AS _text_rowid, bm25(${this.ftsTable}, ${weights}) AS _text_score FROM ${this.ftsTable} WHERE ${this.ftsTable} MATCH ?`,
      params: [match],
    };
  }

  /** The ids of the documents the operand finds (for selectors mingo evaluates). */
  matchingIds(operand: unknown): string[] {
    const { sql, params } = this.condition(operand, 'rowid');
    return this.db
      .prepare(`SELECT _id FROM ${quoteIdentifier(this.table)} WHERE ${sql}`)
      .all(...params)
      .map((row) => String(row._id));
  }
}

/** The text index recorded for `table`, if any (a text index's keys carry 'text' and its weight). */
export function loadTextIndex(db: DatabaseSync, table: string): TextIndex | null {
  for (const row of db.prepare(`SELECT name, keys FROM ${INDEX_TABLE} WHERE tbl = ?`).all(table)) {
    const keys = JSON.parse(String(row.keys)) as Array<[string, unknown, number?]>;
    if (!keys.some(([, kind]) => kind === 'text')) continue;
    return new TextIndex(db, table, { name: String(row.name), fields: keys.map(([field]) => field), weights: keys.map(([, , weight]) => weight ?? 1) });
  }
  return null;
}

/** Whether index keys ask for a text index (`{title: 'text', ...}`). */
export function isTextIndexKeys(keys: Record<string, unknown>): boolean {
  return Object.values(keys).some((kind) => kind === 'text');
}
