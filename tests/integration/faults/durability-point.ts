// The point where the embedded store makes a write durable — SQLite's COMMIT of a tick's
// transaction (sqlite-write-batch.ts) — for the fault tests to observe and to fail.
import { vi } from 'vitest';
import { sqliteCommit } from '../../../packages/mongo/drivers/sqlite-write-batch';

/** Records 'sync-start' and 'sync-end' around every durable step; returns the spy. */
export function recordDurableSteps(events: string[]) {
  const commit = sqliteCommit.commit.bind(sqliteCommit);
  return vi.spyOn(sqliteCommit, 'commit').mockImplementation((db) => {
    events.push('sync-start');
    commit(db);
    events.push('sync-end');
  });
}

/** Makes durable steps fail as a full disk does (the next one only, or all until restored). */
export function refuseDurableSteps(times: 'once' | 'always'): () => void {
  const full = () => {
    throw Object.assign(new Error('database or disk is full'), { code: 'ERR_SQLITE_ERROR', errcode: 13 });
  };
  const spy = vi.spyOn(sqliteCommit, 'commit');
  if (times === 'once') spy.mockImplementationOnce(full);
  else spy.mockImplementation(full);
  return () => spy.mockRestore();
}
