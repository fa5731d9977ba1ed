// The oracle both hostile suites share: a refused call or upload leaves every stored row as it
// was. Rows, not file bytes: SQLite's files also change when it checkpoints its WAL.
import { createHash } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { quoteIdentifier } from '../../../packages/mongo/drivers/sqlite-rows';
import { sqliteFilesIn } from '../../../scripts/db-sqlite-files';

/** SHA-256 over every row of every table of the store's SQLite files (named storages too), uploads aside. */
export function dataHash(dataDir: string): string {
  const hash = createHash('sha256');
  const files = sqliteFilesIn(dataDir);
  if (files.length === 0) throw new Error(`no SQLite database in ${dataDir}`);
  for (const { file } of files) {
    // A reader beside the running app (WAL mode): it sees every committed write.
    const db = new DatabaseSync(file, { readOnly: true, timeout: 5_000 });
    try {
      // Ordinary tables only: the collections, the index list and the key and text indexes' own
      // tables (virtual tables read through those). A WITHOUT ROWID table reads in key order.
      const tables = db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE TABLE%' ORDER BY name").all();
      for (const { name, sql } of tables) {
        hash.update(`${file}\0${String(name)}\0`);
        const order = String(sql).includes('WITHOUT ROWID') ? '' : ' ORDER BY rowid';
        const rows = db.prepare(`SELECT * FROM ${quoteIdentifier(String(name))}${order}`);
        // FTS5's own tables hold 64-bit integers.
        rows.setReadBigInts(true);
        for (const row of rows.all()) {
          for (const value of Object.values(row)) hash.update(value instanceof Uint8Array ? value : `${String(value)}\0`);
        }
      }
    } finally {
      db.close();
    }
  }
  return hash.digest('hex');
}
