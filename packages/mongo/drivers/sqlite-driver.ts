// The embedded storage driver on SQLite (node:sqlite, no dependency): one database file,
// `<dataDir>/meteor.sqlite`, per database — a named storage is the same file in its own folder
// `<dataDir>/<name>/` — and one table per collection (sqlite-collection.ts). The file runs in
// WAL mode with synchronous=FULL, so a write acknowledged after its group commit
// (sqlite-write-batch.ts) survives a crash or power loss; syncWrites:false (benchmarks only)
// is synchronous=OFF. The folder lock (data-folder-lock.ts) refuses a second server process
// with a clear message; SQLite's own locking is left in its normal mode, so
// `npm run backup` can read a consistent snapshot from another process while the app runs.
// Files are created 0600 (SQLite gives its -wal and -shm files the same mode), folders 0700.
import { chmodSync, closeSync, openSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { StorageDriver } from './driver';
import { lockDataFolder, makeOwnerOnlyFolder, type FolderLock } from './data-folder-lock';
import { SqliteCollection } from './sqlite-collection';
import { setPageCache, STEADY_CACHE_KIB } from './sqlite-page-cache';
import { registerSqlFunctions } from './sql-query';
import { ensureIndexTable } from './sqlite-indexes';
import { WriteBatcher } from './sqlite-write-batch';

/** The database file inside a data folder. */
export const SQLITE_FILE = 'meteor.sqlite';

/** How long a statement waits for a lock held by another connection (a backup's) before failing. */
const BUSY_TIMEOUT_MS = 5_000;

export interface SqliteStorageOptions {
  /** synchronous=FULL before acknowledging a write (default true); false only to benchmark without. */
  syncWrites?: boolean;
}

/** Opens (creating it owner-only) the database file with the driver's settings. */
export function openDatabaseFile(filename: string, options: SqliteStorageOptions = {}): DatabaseSync {
  closeSync(openSync(filename, 'a', 0o600));
  chmodSync(filename, 0o600);
  const db = new DatabaseSync(filename, { timeout: BUSY_TIMEOUT_MS });
  // The translated selectors call mongo_regex (case-insensitive text search exact for Unicode).
  registerSqlFunctions(db);
  db.exec('PRAGMA journal_mode = WAL');
  db.exec(`PRAGMA synchronous = ${options.syncWrites === false ? 'OFF' : 'FULL'}`);
  setPageCache(db, STEADY_CACHE_KIB);
  // After a checkpoint the WAL file is cut back to 64 MiB (it otherwise keeps its largest size).
  db.exec('PRAGMA journal_size_limit = 67108864');
  ensureIndexTable(db);
  return db;
}

export class SqliteStorage implements StorageDriver {
  readonly kind = 'sqlite' as const;
  readonly batch: WriteBatcher;
  private readonly collections = new Map<string, SqliteCollection>();

  private constructor(
    readonly dataDir: string,
    readonly filename: string,
    readonly db: DatabaseSync,
    private readonly lock: FolderLock,
  ) {
    this.batch = new WriteBatcher(db, filename);
  }

  static async open(dataDir: string, options: SqliteStorageOptions = {}): Promise<SqliteStorage> {
    const dir = path.resolve(dataDir);
    makeOwnerOnlyFolder(dir);
    const lock = await lockDataFolder(dir);
    const filename = path.join(dir, SQLITE_FILE);
    try {
      return new SqliteStorage(dir, filename, openDatabaseFile(filename, options), lock);
    } catch (error) {
      await lock.release();
      throw new Error(`Could not open the embedded database ${filename}: ${(error as Error).message}. Run \`npm run db:repair\` to check it.`, {
        cause: error,
      });
    }
  }

  async collection(name: string): Promise<SqliteCollection> {
    let collection = this.collections.get(name);
    if (!collection) {
      collection = new SqliteCollection(name, this.db, this.batch);
      this.collections.set(name, collection);
    }
    return collection;
  }

  async close(): Promise<void> {
    // Writes queued for the next tick commit now, so closing never drops an accepted write.
    this.batch.flush();
    this.collections.clear();
    this.db.close();
    await this.lock.release();
  }
}
