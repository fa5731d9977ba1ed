// The drain worker (drain-worker.ts) over a queue in the embedded database, woken by a real live
// query: what was waiting at start and what is written later are drained batch by batch, oldest
// first; a batch left undone and a drain that threw run again after retryAfterMs with no other
// wake; a job written while a drain runs (after its last read) is drained by one more drain;
// stop() lets the batch in progress finish and starts no other.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Mongo, closeStorage, configureStorage } from 'meteor/mongo';
import { waitUntil } from '../../../tests/helpers/wait-until';
import { type DrainWorker, type DrainWorkerOptions, startDrainWorker } from './drain-worker';

interface Job {
  _id: string;
  order: number;
}

const BATCH = 3;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'drain-worker-'));
beforeAll(() => configureStorage({ dataDir }));
afterAll(async () => {
  await closeStorage();
  rmSync(dataDir, { recursive: true, force: true });
});

const workers: DrainWorker[] = [];
afterEach(async () => {
  for (const worker of workers.splice(0)) await worker.stop();
});

let queues = 0;

/** A job queue of the test's own, and a worker over it that removes each batch it processed. */
function jobQueue() {
  queues += 1;
  const jobs = new Mongo.Collection<Job>(`drainWorkerJobs${queues}`);
  const processed: string[] = [];
  const batchSizes: number[] = [];
  const errors: string[] = [];
  let order = 0;
  const queue = {
    jobs,
    processed,
    batchSizes,
    errors,
    async add(...ids: string[]): Promise<void> {
      for (const id of ids) await jobs.insertAsync({ _id: id, order: (order += 1) });
    },
    oldest: () => jobs.find({}, { sort: { order: 1 }, limit: BATCH }).fetchAsync(),
    async finish(batch: readonly Job[]): Promise<boolean> {
      batchSizes.push(batch.length);
      processed.push(...batch.map((job) => job._id));
      await jobs.removeAsync({ _id: { $in: batch.map((job) => job._id) } });
      return true;
    },
    start(overrides: Partial<DrainWorkerOptions<Job>> = {}): DrainWorker {
      const worker = startDrainWorker<Job>({
        watch: (wake) => [jobs.find({}, { fields: { _id: 1 } }).observeChangesAsync({ added: () => wake() })],
        nextBatch: () => queue.oldest(),
        processBatch: (batch) => queue.finish(batch),
        isOwed: async () => (await jobs.find({}, { limit: 1 }).countAsync()) > 0,
        onDrainError: (error) => errors.push((error as Error).message),
        ...overrides,
      });
      workers.push(worker);
      return worker;
    },
  };
  return queue;
}

describe('a drain worker', () => {
  it('drains what waited at start and what comes later, batch by batch, oldest first; idle() waits for all of it', async () => {
    const queue = jobQueue();
    await queue.add('a', 'b', 'c', 'd');
    const worker = queue.start();
    await queue.add('e', 'f', 'g');
    await worker.idle();
    expect(queue.processed).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    expect(Math.max(...queue.batchSizes)).toBeLessThanOrEqual(BATCH);
    expect(await queue.jobs.find({}).countAsync()).toBe(0);
    expect(queue.errors).toEqual([]);
  });

  it('runs a drain that threw, and a batch left undone, again after retryAfterMs without another wake', async () => {
    const queue = jobQueue();
    let throwsLeft = 1;
    let refusalsLeft = 2;
    queue.start({
      retryAfterMs: 20,
      async nextBatch() {
        if (throwsLeft > 0) {
          throwsLeft -= 1;
          throw new Error('the queue could not be read');
        }
        return queue.oldest();
      },
      async processBatch(batch) {
        if (refusalsLeft === 0) return queue.finish(batch);
        refusalsLeft -= 1;
        return false;
      },
    });
    // The only write, so the only wake: every later drain is the retry timer's.
    await queue.add('a');
    await waitUntil(() => (queue.processed.includes('a') ? true : undefined), {
      what: 'the job to be done after a throw and two refusals',
      describe: () => ({ throwsLeft, refusalsLeft, errors: queue.errors }),
    });
    expect(queue.errors).toEqual(['the queue could not be read']);
    expect(refusalsLeft).toBe(0);
  });

  it('drains a job written after a running drain’s last read, in one more drain', async () => {
    const queue = jobQueue();
    let wakes = 0;
    let heldEmptyRead = false;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    queue.start({
      watch: (wake) => [
        queue.jobs.find({}, { fields: { _id: 1 } }).observeChangesAsync({
          added: () => {
            wakes += 1;
            wake();
          },
        }),
      ],
      async nextBatch() {
        const batch = await queue.oldest();
        // The first drain, done reading (empty), is held until the next job has woken the worker.
        if (batch.length === 0 && !heldEmptyRead) {
          heldEmptyRead = true;
          await gate;
        }
        return batch;
      },
    });
    await queue.add('a');
    await waitUntil(() => (heldEmptyRead ? true : undefined), { what: 'the first drain to read an empty queue' });
    await queue.add('b');
    await waitUntil(() => (wakes === 2 ? true : undefined), { what: 'the second job to wake the worker', describe: () => ({ wakes }) });
    release();
    await waitUntil(() => (queue.processed.includes('b') ? true : undefined), { what: 'the second job to be drained', describe: () => queue.processed });
    expect(queue.processed).toEqual(['a', 'b']);
  });

  it('stop() lets the batch in progress finish and starts no other', async () => {
    const queue = jobQueue();
    await queue.add('a', 'b', 'c', 'd');
    let batchStarted = false;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const worker = queue.start({
      async processBatch(batch) {
        batchStarted = true;
        await gate;
        return queue.finish(batch);
      },
    });
    await waitUntil(() => (batchStarted ? true : undefined), { what: 'the first batch to start' });
    const stopping = worker.stop();
    await queue.add('e');
    release();
    await stopping;
    expect(queue.processed).toEqual(['a', 'b', 'c']);
    expect((await queue.jobs.find({}, { sort: { order: 1 } }).fetchAsync()).map((job) => job._id)).toEqual(['d', 'e']);
  });
});
