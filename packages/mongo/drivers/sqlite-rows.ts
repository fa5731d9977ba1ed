// How the SQLite driver stores a document and names things: one table per collection with
// `_id TEXT PRIMARY KEY, doc BLOB`, where doc is JSONB of EJSON.toJSONValue(doc) (a Date is
// {"$date": ms}); sql-query.ts translates selectors against exactly this format. Also maps
// SQLite's errors to the ones the app knows (StorageWriteError for a full or failing disk).
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { EJSON } from '../../ejson/index';
import type { Document } from '../types';
import { StorageWriteError } from './storage-errors';

/** The column holding the document, as sql-query.ts's SqlShape names it. */
export const DOC_COLUMN = 'doc';

/** Index names are global in a SQLite file, so they carry their table's name. */
export const INDEX_SEPARATOR = '$';

/** Index metadata (Mongo names and keys) the file keeps next to the collections' tables. */
export const INDEX_TABLE = '_meteor_indexes';

export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function encodeDocument(doc: Document): string {
  return JSON.stringify(EJSON.toJSONValue(doc));
}

export function decodeDocument(json: string): Document {
  return EJSON.fromJSONValue(JSON.parse(json)) as Document;
}

/** SQLite's primary result codes that mean the write did not reach the disk. */
const STORAGE_CODES: Record<number, string> = { 10: 'EIO', 13: 'ENOSPC', 14: 'EIO', 11: 'EIO', 26: 'EIO' };

interface SqliteError {
  code?: string;
  errcode?: number;
  message?: string;
}

export function isConstraintUnique(error: unknown): boolean {
  const { errcode } = (error ?? {}) as SqliteError;
  return errcode === 2067 || errcode === 1555;
}

/** The index named in a unique violation ('UNIQUE constraint failed: index ...'), null for the primary key. */
export function violatedIndex(error: unknown): string | null {
  const match = /UNIQUE constraint failed: index '(.*)'$/.exec(String((error as SqliteError).message ?? ''));
  return match ? (match[1] as string) : null;
}

/** A disk-level failure (full, I/O error) as the StorageWriteError the app maps to a clear message; else null. */
export function storageFailure(filename: string, error: unknown): StorageWriteError | null {
  if (error instanceof StorageWriteError) return error;
  const { errcode, message } = (error ?? {}) as SqliteError;
  if (typeof errcode !== 'number') return null;
  const code = STORAGE_CODES[errcode & 0xff];
  if (!code) return null;
  return new StorageWriteError(filename, Object.assign(new Error(message ?? 'SQLite error'), { code }));
}

/** Prepared statements by their SQL, prepared on first use (the driver's SQL texts are few and repeat). */
export class StatementCache {
  private readonly statements = new Map<string, StatementSync>();

  constructor(private readonly db: DatabaseSync) {}

  get(sql: string): StatementSync {
    let statement = this.statements.get(sql);
    if (!statement) this.statements.set(sql, (statement = this.db.prepare(sql)));
    return statement;
  }

  /** Forgets them (their tables were dropped). */
  clear(): void {
    this.statements.clear();
  }
}
