// Durability of the embedded store (security checklist §5.3): every acknowledged insert survives
// a kill -9 of the writer and the files load afterwards; a corrupt line makes the load fail
// loudly instead of dropping data; a second process cannot open a folder in use; a compaction
// that leaves a missing or empty file is detected.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { verifyCompactedFile } from './drivers/nedb-files';
import { Collection, closeStorage, configureStorage } from './server';
import { killStreamWriters, startStreamWriter, waitFor } from './test-fixtures/stream-writer';

const root = mkdtempSync(path.join(os.tmpdir(), 'mongo-durability-'));

afterEach(async () => {
  killStreamWriters();
  await closeStorage();
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const startWriter = (dataDir: string) => startStreamWriter(dataDir, 'nedb');

describe('embedded store durability', () => {
  it('keeps every acknowledged insert after the writer is killed with SIGKILL mid-stream', async () => {
    const dataDir = path.join(root, 'killed');
    const writer = startWriter(dataDir);
    await waitFor(() => writer.acknowledged.length >= 200 || writer.child.exitCode !== null, 15_000);
    writer.child.kill('SIGKILL');
    const { signal } = await writer.exited;
    expect(signal).toBe('SIGKILL');
    const acknowledged = [...writer.acknowledged];
    expect(acknowledged.length).toBeGreaterThanOrEqual(200);

    // Reopen at once: the dead writer's lock is taken over, the file loads with zero tolerance.
    configureStorage({ dataDir, engine: 'nedb' });
    const items = new Collection('stream');
    const stored = new Set((await items.find({}, { fields: { _id: 1 } }).fetchAsync()).map((doc) => doc._id));
    const missing = acknowledged.filter((id) => !stored.has(id));
    expect(missing).toEqual([]);
    // Nothing beyond the one insert that may have been in flight when the signal landed.
    expect(stored.size - acknowledged.length).toBeLessThanOrEqual(1);
  });

  it('refuses to load a data file with a corrupt line, loudly and without touching it', async () => {
    const dataDir = path.join(root, 'corrupt');
    mkdirSync(dataDir, { recursive: true });
    const file = path.join(dataDir, 'people.db');
    const content = '{"_id":"a","name":"Ann"}\n{"_id":"b","name":\n{"_id":"c","name":"Cid"}\n';
    writeFileSync(file, content);
    configureStorage({ dataDir, engine: 'nedb' });
    const people = new Collection('people');
    await expect(people.find().fetchAsync()).rejects.toThrow(/Refusing to load embedded collection file .*people\.db: line 2: not valid JSON .*npm run db:repair -- --db /);
    expect(readFileSync(file, 'utf8')).toBe(content);
    // Once repaired, the same collection loads (the failed load was not cached).
    writeFileSync(file, '{"_id":"a","name":"Ann"}\n{"_id":"c","name":"Cid"}\n');
    expect(await people.find().countAsync()).toBe(2);
  });

  it('refuses a second process on a data folder that is in use, leaving the first unaffected', async () => {
    const dataDir = path.join(root, 'locked');
    configureStorage({ dataDir, engine: 'nedb' });
    const stream = new Collection('stream_locked');
    await stream.insertAsync({ first: true });
    const second = startWriter(dataDir);
    const { code } = await second.exited;
    expect(code).not.toBe(0);
    expect(second.stderr()).toMatch(/Embedded database folder .* is in use by another process \(pid \d+\)/);
    expect(second.acknowledged).toEqual([]);
    await stream.insertAsync({ first: false });
    expect(await stream.find().countAsync()).toBe(2);
  });

  it('keeps documents and unique indexes across a clean restart', async () => {
    const dataDir = path.join(root, 'restart');
    configureStorage({ dataDir, engine: 'nedb' });
    const accounts = new Collection('accounts');
    await accounts.createIndexAsync({ email: 1 }, { unique: true });
    const id = await accounts.insertAsync({ email: 'a@x.io', since: new Date(0) });
    await closeStorage();
    configureStorage({ dataDir, engine: 'nedb' });
    expect(await accounts.findOneAsync(id)).toEqual({ _id: id, email: 'a@x.io', since: new Date(0) });
    await expect(accounts.insertAsync({ email: 'a@x.io' })).rejects.toMatchObject({ code: 11000 });
  });

  it('flags a compaction that left the data file missing or empty (seald/nedb#28)', async () => {
    const dir = path.join(root, 'verify');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, 'x.db');
    expect(await verifyCompactedFile(file, 3, 0)).toMatch(/missing after compaction/);
    writeFileSync(file, '');
    expect(await verifyCompactedFile(file, 3, 0)).toMatch(/empty after compaction/);
    writeFileSync(file, '{"_id":"a"}\n{"$$indexCreated":{"fieldName":"e","unique":true,"sparse":false}}\n');
    expect(await verifyCompactedFile(file, 1, 1)).toBeNull();
    expect(await verifyCompactedFile(path.join(dir, 'none.db'), 0, 0)).toBeNull();
  });
});
