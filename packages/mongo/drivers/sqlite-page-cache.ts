// How much memory SQLite's page cache may hold per database file. Steady state it is kept small:
// the pages also sit in the kernel's file cache, so a miss costs a copy, not a disk read, and a
// 32 MiB cache per file filled as the database grew (two files, up to 64 MiB of the server's RSS
// over a long run). A transaction larger than the cache spills its pages to the WAL, again each
// time it touches them after a spill: building an index over 50,000 experts wrote 4.9 GB of WAL
// in 5 minutes with a 2 MiB cache and took a few seconds with 32 MiB, so index builds get that.
import type { DatabaseSync } from 'node:sqlite';

/** The page cache between index builds, in KiB (SQLite's default is 2 MiB). */
export const STEADY_CACHE_KIB = 8 * 1024;

/** The page cache while an index is built, in KiB. */
export const INDEX_BUILD_CACHE_KIB = 32 * 1024;

/** Sets the connection's page cache to `kib` KiB (a negative cache_size counts KiB, not pages). */
export function setPageCache(db: DatabaseSync, kib: number): void {
  db.exec(`PRAGMA cache_size = -${kib}`);
}

/** The connection's page cache in KiB. */
export function pageCacheKib(db: DatabaseSync): number {
  const row = db.prepare('PRAGMA cache_size').get() as { cache_size: number };
  return -row.cache_size;
}

/** Runs an index build with the larger cache and returns to the steady one after it. */
export function withIndexBuildCache<T>(db: DatabaseSync, build: () => T): T {
  setPageCache(db, INDEX_BUILD_CACHE_KIB);
  try {
    return build();
  } finally {
    setPageCache(db, STEADY_CACHE_KIB);
  }
}
