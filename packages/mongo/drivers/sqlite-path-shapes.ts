// Which tracked paths of a collection some stored document holds an array at (SqlShape.scalarPaths
// is the rest), remembered in the file next to the index list (`_meteor_index_paths`) so opening
// a database does not scan every document once per indexed path: that cost 1.3 s at open over
// the agency-scale seed. A path's row is written when it is first scanned, and set to "holds an
// array" in the transaction of the write that first stores one there (a rolled-back write rolls
// that back too). A path that held an array stays so (as in memory): a conservative answer, never
// a wrong one. A path no longer tracked loses its row, since no write would keep it true.
import type { DatabaseSync } from 'node:sqlite';
import { DOC_COLUMN, quoteIdentifier, StatementCache } from './sqlite-rows';

/** The paths' table, one row per (collection, path) the driver has scanned. */
export const PATH_TABLE = '_meteor_index_paths';

export function ensurePathTable(db: DatabaseSync): void {
  db.exec(`CREATE TABLE IF NOT EXISTS ${PATH_TABLE} (tbl TEXT NOT NULL, path TEXT NOT NULL, holds_array INTEGER NOT NULL, PRIMARY KEY (tbl, path)) WITHOUT ROWID`);
}

/** A JSON path for `json_type`, each key quoted so any field name is one step. */
export function jsonPath(parts: string[]): string {
  return `$${parts.map((part) => `."${part.replace(/"/g, '\\"')}"`).join('')}`;
}

/** Told of every scan of a collection's documents for a path (tests count them). */
export const pathScanEvents: { onScan: ((table: string, path: string) => void) | null } = { onScan: null };

export class PathShapes {
  private readonly known = new Map<string, boolean>();
  private readonly statements: StatementCache;

  constructor(
    private readonly db: DatabaseSync,
    private readonly table: string,
  ) {
    this.statements = new StatementCache(db);
    for (const row of db.prepare(`SELECT path, holds_array FROM ${PATH_TABLE} WHERE tbl = ?`).all(table)) {
      this.known.set(String(row.path), row.holds_array === 1);
    }
  }

  /** Whether a document holds an array at `path` or on the way to it: remembered, else one scan. */
  holdsArray(path: string): boolean {
    const known = this.known.get(path);
    if (known !== undefined) return known;
    pathScanEvents.onScan?.(this.table, path);
    const parts = path.split('.');
    const tests = parts.map(() => `json_type(${DOC_COLUMN}, ?) = 'array'`).join(' OR ');
    const params = parts.map((_, index) => jsonPath(parts.slice(0, index + 1)));
    const holds = this.db.prepare(`SELECT 1 FROM ${quoteIdentifier(this.table)} WHERE ${tests} LIMIT 1`).get(...params) !== undefined;
    this.record(path, holds);
    return holds;
  }

  /** A write stored an array at `path` (called inside the write's transaction). */
  arrayStored(path: string): void {
    this.record(path, true);
  }

  private record(path: string, holds: boolean): void {
    this.statements.get(`INSERT OR REPLACE INTO ${PATH_TABLE} (tbl, path, holds_array) VALUES (?, ?, ?)`).run(this.table, path, holds ? 1 : 0);
    this.known.set(path, holds);
  }

  /** The path is no longer tracked: nothing would keep its row true. */
  forget(path: string): void {
    this.statements.get(`DELETE FROM ${PATH_TABLE} WHERE tbl = ? AND path = ?`).run(this.table, path);
    this.known.delete(path);
  }

  /** The collection's table was dropped. */
  clear(): void {
    this.statements.get(`DELETE FROM ${PATH_TABLE} WHERE tbl = ?`).run(this.table);
    this.known.clear();
  }
}
