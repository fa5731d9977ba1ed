// A method's write is acknowledged over DDP only after it reached the disk: on the real server,
// the order of events is write → fdatasync (SQLite: COMMIT) → `result` and `updated` on the
// client's socket (instrumented with a spy on that step, not timing; durability-point.ts). A write the disk refuses reaches the caller
// as a Meteor.Error that says so, and the process keeps serving.
import { Meteor } from 'meteor/meteor';
import { Mongo } from 'meteor/mongo';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { setupDdpServer } from '../../helpers/ddp-fixture';
import { recordDurableSteps, refuseDurableSteps } from './durability-point';
import { captureLog } from '../../../packages/logging/log-capture.testkit';

const events: string[] = [];
const ddp = setupDdpServer(() => {
  const records = new Mongo.Collection<{ _id: string; text: string }>('durableRecords');
  Meteor.methods({
    async 'durable.record'(text: unknown) {
      return records.insertAsync({ text: String(text) });
    },
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  events.length = 0;
});

describe('durable acknowledgements over DDP', () => {
  it('sends result and updated only after the sync that carries the write', async () => {
    const client = await ddp.connect();
    const datasync = recordDurableSteps(events);
    client.socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as { msg?: string; id?: string; methods?: string[] };
      if (frame.msg === 'result' && frame.id === 'm1') events.push('result');
      if (frame.msg === 'updated' && frame.methods?.includes('m1')) events.push('updated');
    });

    client.send({ msg: 'method', id: 'm1', method: 'durable.record', params: ['signed agreement'] });
    await client.next({ msg: 'result', id: 'm1' });
    await client.nextMessage((m) => m.msg === 'updated');

    expect(datasync).toHaveBeenCalledTimes(1);
    // DDP lets `updated` precede `result` (the write fence may fire first); both follow the sync.
    expect(events.slice(0, 2)).toEqual(['sync-start', 'sync-end']);
    expect([...events.slice(2)].sort()).toEqual(['result', 'updated']);
  });

  it('answers a write the disk refused with a clear Meteor.Error and keeps serving', async () => {
    const client = await ddp.connect();
    refuseDurableSteps('once');
    // The refusals are logged; this test reads the answers.
    onTestFinished(captureLog().restore);

    client.send({ msg: 'method', id: 'm2', method: 'durable.record', params: ['lost'] });
    const refused = await client.next({ msg: 'result', id: 'm2' });
    expect(refused.error).toMatchObject({ error: 'storage-full', errorType: 'Meteor.Error' });
    expect((refused.error as { reason: string }).reason).toMatch(/disk is full/);

    await client.ping();
    client.send({ msg: 'method', id: 'm3', method: 'durable.record', params: ['kept'] });
    const stored = await client.next({ msg: 'result', id: 'm3' });
    expect(typeof stored.result).toBe('string');
  });
});
