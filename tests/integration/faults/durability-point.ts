// The point where the embedded engine METEOR_DB_ENGINE selects makes a write durable, for the
// fault tests to observe and to fail: nedb's fdatasync of a data file (group-commit.ts) or
// SQLite's COMMIT of a tick's transaction (sqlite-write-batch.ts).
import { vi } from 'vitest';
import { fileSync } from '../../../packages/mongo/drivers/group-commit';
import { sqliteCommit } from '../../../packages/mongo/drivers/sqlite-write-batch';
import { engineFromEnvironment } from '../../../packages/mongo/storage';

const onSqlite = () => engineFromEnvironment() === 'sqlite';

/** Records 'sync-start' and 'sync-end' around every durable step; returns the spy. */
export function recordDurableSteps(events: string[]) {
  if (onSqlite()) {
    const commit = sqliteCommit.commit.bind(sqliteCommit);
    return vi.spyOn(sqliteCommit, 'commit').mockImplementation((db) => {
      events.push('sync-start');
      commit(db);
      events.push('sync-end');
    });
  }
  const datasync = fileSync.datasync.bind(fileSync);
  return vi.spyOn(fileSync, 'datasync').mockImplementation(async (handle) => {
    events.push('sync-start');
    await datasync(handle);
    events.push('sync-end');
  });
}

/** Makes durable steps fail as a full disk does (the next one only, or all until restored). */
export function refuseDurableSteps(times: 'once' | 'always'): () => void {
  if (onSqlite()) {
    const full = () => {
      throw Object.assign(new Error('database or disk is full'), { code: 'ERR_SQLITE_ERROR', errcode: 13 });
    };
    const spy = vi.spyOn(sqliteCommit, 'commit');
    if (times === 'once') spy.mockImplementationOnce(full);
    else spy.mockImplementation(full);
    return () => spy.mockRestore();
  }
  const full = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
  const spy = vi.spyOn(fileSync, 'datasync');
  if (times === 'once') spy.mockRejectedValueOnce(full);
  else spy.mockRejectedValue(full);
  return () => spy.mockRestore();
}
