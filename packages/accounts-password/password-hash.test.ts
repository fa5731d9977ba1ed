// The bcrypt queue: a login storm must leave libuv's thread pool free for the data files' writes
// and syncs (which share it), so an acknowledged write is not held up by every queued hash.
import { open, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { comparePassword, hashPassword, passwordHashConcurrency, sha256Hex } from './password-hash';

describe('passwordHashConcurrency', () => {
  it('runs one hash per core and always leaves a pool thread to the file system', () => {
    expect(passwordHashConcurrency({}, 2)).toBe(2);
    expect(passwordHashConcurrency({}, 8)).toBe(3);
    expect(passwordHashConcurrency({ UV_THREADPOOL_SIZE: '16' }, 8)).toBe(8);
    expect(passwordHashConcurrency({}, 1)).toBe(1);
    expect(passwordHashConcurrency({ UV_THREADPOOL_SIZE: '1' }, 4)).toBe(1);
  });

  it('takes PASSWORD_HASH_CONCURRENCY when it is a positive integer', () => {
    expect(passwordHashConcurrency({ PASSWORD_HASH_CONCURRENCY: '5' }, 2)).toBe(5);
    expect(passwordHashConcurrency({ PASSWORD_HASH_CONCURRENCY: '0' }, 2)).toBe(2);
    expect(passwordHashConcurrency({ PASSWORD_HASH_CONCURRENCY: 'many' }, 2)).toBe(2);
  });
});

describe('hashing under a storm', () => {
  it('still checks passwords right', async () => {
    const stored = await hashPassword(sha256Hex('right'), 4);
    expect(await comparePassword(sha256Hex('right'), stored)).toBe(true);
    expect(await comparePassword(sha256Hex('wrong'), stored)).toBe(false);
  });

  it('lets a file sync through while many hashes wait', async () => {
    const stored = await hashPassword(sha256Hex('storm'), 10);
    let compared = 0;
    const storm = Array.from({ length: 12 }, () => comparePassword(sha256Hex('storm'), stored).then(() => (compared += 1)));
    const file = path.join(os.tmpdir(), `hash-queue-${process.pid}.txt`);
    const handle = await open(file, 'w');
    try {
      await handle.write('acknowledged write\n');
      await handle.datasync();
    } finally {
      await handle.close();
      await rm(file, { force: true });
    }
    // Without the queue, the open/write/sync waited behind the hashes already in the pool.
    const doneWhenSynced = compared;
    await Promise.all(storm);
    expect(doneWhenSynced).toBeLessThan(6);
  });
});
