// Durable acknowledgements with group commit in the embedded store: a write resolves only after
// an fdatasync that covered its line, one sync serves all the writes of a tick, and a write that
// cannot reach the disk fails cleanly (no torn line, memory back in step with the file).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { fileSync, StorageWriteError } from './drivers/group-commit';
import { Collection, closeStorage, configureStorage } from './server';

const root = mkdtempSync(path.join(os.tmpdir(), 'mongo-group-commit-'));
let folders = 0;
function freshFolder(): string {
  folders += 1;
  return path.join(root, `db-${folders}`);
}
afterEach(async () => {
  vi.restoreAllMocks();
  await closeStorage();
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

type Event = { kind: 'sync-start'; fileIds: Set<string> } | { kind: 'sync-end' } | { kind: 'ack'; id: string };

function idsInFile(file: string): Set<string> {
  const ids = new Set<string>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line) ids.add((JSON.parse(line) as { _id?: string })._id ?? '');
  }
  return ids;
}

/** Records every sync (with the ids on file when it starts) and every acknowledgement, in order. */
function recordSyncs(file: string, events: Event[]) {
  const original = fileSync.datasync.bind(fileSync);
  return vi.spyOn(fileSync, 'datasync').mockImplementation(async (handle) => {
    events.push({ kind: 'sync-start', fileIds: idsInFile(file) });
    await original(handle);
    events.push({ kind: 'sync-end' });
  });
}

describe('embedded store group commit', () => {
  it('acknowledges each insert only after a completed sync whose file held its line', async () => {
    const dataDir = freshFolder();
    configureStorage({ dataDir, engine: 'nedb' });
    const items = new Collection<{ _id: string; n: number }>('groupItems');
    await items.insertAsync({ _id: 'warm-up', n: -1 });
    const events: Event[] = [];
    const datasync = recordSyncs(path.join(dataDir, 'groupItems.db'), events);

    const ids = Array.from({ length: 60 }, (_, n) => `item-${n}`);
    await Promise.all(ids.map((id, n) => items.insertAsync({ _id: id, n }).then(() => events.push({ kind: 'ack', id }))));

    for (const id of ids) {
      const ackAt = events.findIndex((event) => event.kind === 'ack' && event.id === id);
      const coveredAt = events.findIndex((event) => event.kind === 'sync-start' && event.fileIds.has(id));
      expect(coveredAt, `a sync covered ${id}`).toBeGreaterThanOrEqual(0);
      const endAt = events.findIndex((event, index) => index > coveredAt && event.kind === 'sync-end');
      expect(endAt, `that sync for ${id} completed`).toBeGreaterThan(coveredAt);
      expect(ackAt, `${id} acknowledged after its sync completed`).toBeGreaterThan(endAt);
    }
    // One sync per tick for the whole group, not one per write.
    expect(datasync.mock.calls.length).toBeGreaterThan(0);
    expect(datasync.mock.calls.length).toBeLessThan(ids.length / 4);
  });

  it('syncs updates and removes before acknowledging them too', async () => {
    const dataDir = freshFolder();
    configureStorage({ dataDir, engine: 'nedb' });
    const items = new Collection<{ _id: string; n: number }>('groupUpdates');
    await items.insertAsync({ _id: 'a', n: 1 });
    const datasync = vi.spyOn(fileSync, 'datasync');
    await items.updateAsync({ _id: 'a' }, { $set: { n: 2 } });
    expect(datasync).toHaveBeenCalledTimes(1);
    await items.removeAsync({ _id: 'a' });
    expect(datasync).toHaveBeenCalledTimes(2);
  });

  it('makes no sync call when synced writes are turned off (benchmark baseline)', async () => {
    configureStorage({ dataDir: freshFolder(), syncWrites: false, engine: 'nedb' });
    const items = new Collection<{ _id: string }>('unsynced');
    const datasync = vi.spyOn(fileSync, 'datasync');
    await items.insertAsync({ _id: 'x' });
    expect(datasync).not.toHaveBeenCalled();
  });

  it('fails a write that cannot reach the disk, leaves no trace of it, and accepts the next one', async () => {
    const dataDir = freshFolder();
    configureStorage({ dataDir, engine: 'nedb' });
    const items = new Collection<{ _id: string }>('diskTrouble');
    await items.insertAsync({ _id: 'kept' });
    const full = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    vi.spyOn(fileSync, 'datasync').mockRejectedValueOnce(full);

    const failed = await items.insertAsync({ _id: 'lost' }).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(StorageWriteError);
    expect((failed as StorageWriteError).sanitizedError).toMatchObject({ error: 'storage-full', errorType: 'Meteor.Error' });
    expect((failed as StorageWriteError).sanitizedError.reason).toMatch(/disk is full/);

    await items.insertAsync({ _id: 'after' });
    expect((await items.find({}, { sort: { _id: 1 } }).fetchAsync()).map((doc) => doc._id)).toEqual(['after', 'kept']);
    expect([...idsInFile(path.join(dataDir, 'diskTrouble.db'))].sort()).toEqual(['after', 'kept']);
  });
});
