// The data folder's disk full: the server runs on a 1 MiB tmpfs (mounted here when the test runs
// as root and may mount; otherwise SQLITE_FULL is simulated at the durable step — SQLite's
// COMMIT, durability-point.ts — and the test says why).
// Writes then fail with a clear Meteor.Error, the process keeps answering, nothing stored before
// is damaged (the file loads with every acknowledged record), and writes work again once space
// is freed.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Meteor } from 'meteor/meteor';
import { Mongo } from 'meteor/mongo';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { RawDdpClient } from '../../helpers/raw-ddp-client';
import { startTestServer, type TestServer } from '../../helpers/start-test-server';
import { readCollection } from './app-process';
import { refuseDurableSteps } from './durability-point';
import { mountSmallDisk } from './small-disk';
import { captureLog } from '../../../packages/logging/log-capture.testkit';

const disk = mountSmallDisk('disk-full', 1);
let server: TestServer;
const records = new Mongo.Collection<{ _id: string; text: string }>('diskRecords');

beforeAll(async () => {
  if (!disk.mounted) console.warn(`[disk-full] simulating ENOSPC at the fs sync call: ${disk.refusal}`);
  server = await startTestServer({ dataDir: path.join(disk.mountPoint, 'db') });
  Meteor.methods({
    async 'disk.record'(id: unknown, text: unknown) {
      return records.insertAsync({ _id: String(id), text: String(text) });
    },
    async 'disk.count'() {
      return records.find().countAsync();
    },
  });
});

afterAll(async () => {
  await server?.stop();
  disk.remove();
});

async function call(client: RawDdpClient, id: string, method: string, params: unknown[]) {
  client.send({ msg: 'method', id, method, params });
  return client.next({ msg: 'result', id }, 10_000);
}

describe('the data disk runs full', () => {
  it('refuses writes with a clear Meteor.Error, stays up, damages nothing and recovers', async () => {
    const client = await RawDdpClient.connect(server.wsUrl);
    try {
      await client.handshake();
      for (let i = 0; i < 20; i += 1) {
        const stored = await call(client, `before-${i}`, 'disk.record', [`r${i}`, 'x'.repeat(1000)]);
        expect(stored.result).toBe(`r${i}`);
      }
      // The refusals are logged; this test reads the answers.
      onTestFinished(captureLog().restore);
      const freeSpace = disk.mounted ? (disk.fill(), disk.free) : refuseDurableSteps('always');

      // Big enough to need new pages on the full disk.
      const refused = await call(client, 'full-1', 'disk.record', ['lost-1', 'y'.repeat(64 * 1024)]);
      expect(refused.error).toMatchObject({ error: 'storage-full', errorType: 'Meteor.Error' });
      expect((refused.error as { reason: string }).reason).toBe(
        'The server could not save this change because its disk is full. Nothing was changed; please try again later.',
      );
      const again = await call(client, 'full-2', 'disk.record', ['lost-2', 'y'.repeat(64 * 1024)]);
      expect(again.error).toMatchObject({ error: 'storage-full' });

      await client.ping();
      expect((await call(client, 'count-1', 'disk.count', [])).result).toBe(20);
      expect([...readCollection(server.dataDir, 'diskRecords').keys()]).toEqual(Array.from({ length: 20 }, (_, i) => `r${i}`));

      freeSpace();
      expect((await call(client, 'after-1', 'disk.record', ['r20', 'z'.repeat(64 * 1024)])).result).toBe('r20');
      expect((await call(client, 'count-2', 'disk.count', [])).result).toBe(21);
      expect(existsSync(path.join(disk.mountPoint, 'filler.bin'))).toBe(false);
    } finally {
      await client.close();
    }
  });
});
