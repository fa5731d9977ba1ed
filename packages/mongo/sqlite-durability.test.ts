// Durability of the SQLite engine: every acknowledged insert survives a SIGKILL of the writer
// and the file passes SQLite's integrity check afterwards; a torn write — the commit a power cut
// interrupts, half a WAL frame at the end — leaves a database that opens with every acknowledged
// insert and takes writes again; a second process cannot open a store in use; documents and unique indexes survive a
// restart; the folder is 0700 and the database files 0600.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { SQLITE_FILE } from './drivers/sqlite-driver';
import { Collection, closeStorage, configureStorage } from './server';
import { killStreamWriters, startStreamWriter, waitFor } from './test-fixtures/stream-writer';

const root = mkdtempSync(path.join(os.tmpdir(), 'mongo-sqlite-durability-'));

afterEach(async () => {
  killStreamWriters();
  await closeStorage();
});
afterAll(() => rmSync(root, { recursive: true, force: true }));
// The collection insert-stream.ts writes (one Collection per name per process, as in Meteor).
const stream = new Collection('stream');

/**
 * Where the committed frames of a WAL file end: frames are read as SQLite recovers them (salts of
 * the header, cumulative checksums in the byte order the magic names) up to the last commit frame.
 */
function committedWalEnd(wal: Buffer): { end: number; frameSize: number } {
  const pageSize = wal.readUInt32BE(8);
  const word = wal.readUInt32BE(0) === 0x377f0683 ? (at: number) => wal.readUInt32BE(at) : (at: number) => wal.readUInt32LE(at);
  const checksum = (start: number, length: number, [s0, s1]: [number, number]): [number, number] => {
    for (let at = start; at < start + length; at += 8) {
      s0 = (s0 + word(at) + s1) >>> 0;
      s1 = (s1 + word(at + 4) + s0) >>> 0;
    }
    return [s0, s1];
  };
  let sums = checksum(0, 24, [0, 0]);
  const frameSize = 24 + pageSize;
  let end = 32;
  for (let at = 32; at + frameSize <= wal.length; at += frameSize) {
    if (wal.readUInt32BE(at + 8) !== wal.readUInt32BE(16) || wal.readUInt32BE(at + 12) !== wal.readUInt32BE(20)) break;
    sums = checksum(at + 24, pageSize, checksum(at, 8, sums));
    if (sums[0] !== wal.readUInt32BE(at + 16) || sums[1] !== wal.readUInt32BE(at + 20)) break;
    if (wal.readUInt32BE(at + 4) !== 0) end = at + frameSize;
  }
  return { end, frameSize };
}

describe('SQLite engine durability', () => {
  it('keeps every acknowledged insert after the writer is killed with SIGKILL mid-stream, in a file that checks out', async () => {
    const dataDir = path.join(root, 'killed');
    const writer = startStreamWriter(dataDir);
    await waitFor(() => writer.acknowledged.length >= 200 || writer.child.exitCode !== null, 20_000);
    writer.child.kill('SIGKILL');
    const { signal } = await writer.exited;
    expect(signal, writer.stderr()).toBe('SIGKILL');
    const acknowledged = [...writer.acknowledged];
    expect(acknowledged.length).toBeGreaterThanOrEqual(200);

    const check = new DatabaseSync(path.join(dataDir, SQLITE_FILE));
    expect(check.prepare('PRAGMA integrity_check').all()).toEqual([{ integrity_check: 'ok' }]);
    check.close();

    // Reopen at once: the dead writer's lock is taken over and the WAL replayed.
    configureStorage({ dataDir, engine: 'sqlite' });
    const stored = new Set((await stream.find({}, { fields: { _id: 1 } }).fetchAsync()).map((doc) => doc._id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    // Nothing beyond the writes of the one transaction that may have been in flight.
    expect(stored.size - acknowledged.length).toBeLessThanOrEqual(1);
  });

  it('opens after a power cut tore the commit in flight, with every acknowledged insert, and takes writes again', async () => {
    const dataDir = path.join(root, 'torn');
    const writer = startStreamWriter(dataDir);
    await waitFor(() => writer.acknowledged.length >= 100 || writer.child.exitCode !== null, 20_000);
    writer.child.kill('SIGKILL');
    expect((await writer.exited).signal, writer.stderr()).toBe('SIGKILL');
    const acknowledged = [...writer.acknowledged];

    // What a power cut mid-append leaves after the last synced commit: a frame header and half
    // its page (here a copy of the last committed frame, so its salts look right), then nothing.
    const walFile = path.join(dataDir, `${SQLITE_FILE}-wal`);
    const wal = readFileSync(walFile);
    const { end, frameSize } = committedWalEnd(wal);
    const torn = end > 32 ? wal.subarray(end - frameSize, end - frameSize / 2) : Buffer.alloc(frameSize / 2, 0xab);
    truncateSync(walFile, end);
    writeFileSync(walFile, torn, { flag: 'a' });
    expect(readFileSync(walFile).length).toBe(end + torn.length);

    configureStorage({ dataDir });
    const stored = new Set((await stream.find({}, { fields: { _id: 1 } }).fetchAsync()).map((doc) => doc._id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    expect(stored.size - acknowledged.length).toBeLessThanOrEqual(1);
    const after = await stream.insertAsync({ after: 'the tear' });
    expect(await stream.findOneAsync(after)).toEqual({ _id: after, after: 'the tear' });
    await closeStorage();
    const check = new DatabaseSync(path.join(dataDir, SQLITE_FILE));
    expect(check.prepare('PRAGMA integrity_check').all()).toEqual([{ integrity_check: 'ok' }]);
    check.close();
  });

  it('refuses a second process on a store that is in use, leaving the first unaffected', async () => {
    const dataDir = path.join(root, 'locked');
    configureStorage({ dataDir, engine: 'sqlite' });
    const locked = new Collection('stream_locked');
    await locked.insertAsync({ first: true });
    const second = startStreamWriter(dataDir);
    const { code } = await second.exited;
    expect(code).not.toBe(0);
    expect(second.stderr()).toMatch(/Embedded database folder .* is in use by another process \(pid \d+\)/);
    expect(second.acknowledged).toEqual([]);
    await locked.insertAsync({ first: false });
    expect(await locked.find().countAsync()).toBe(2);
  });

  it('keeps documents, dates and unique indexes across a clean restart', async () => {
    const dataDir = path.join(root, 'restart');
    configureStorage({ dataDir, engine: 'sqlite' });
    const accounts = new Collection('accounts');
    expect(await accounts.createIndexAsync({ email: 1 }, { unique: true })).toBe('email_1');
    const id = await accounts.insertAsync({ email: 'a@x.io', since: new Date(0) });
    await closeStorage();
    configureStorage({ dataDir, engine: 'sqlite' });
    expect(await accounts.findOneAsync(id)).toEqual({ _id: id, email: 'a@x.io', since: new Date(0) });
    await expect(accounts.insertAsync({ email: 'a@x.io' })).rejects.toMatchObject({ code: 11000, indexName: 'email_1' });
  });

  it('creates the folder 0700 and the database, WAL and shared-memory files 0600', async () => {
    const dataDir = path.join(root, 'modes');
    configureStorage({ dataDir, engine: 'sqlite' });
    await new Collection('modes').insertAsync({ secret: true });
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    const files = readdirSync(dataDir).filter((name) => name.startsWith(SQLITE_FILE));
    expect(files.sort()).toEqual([SQLITE_FILE, `${SQLITE_FILE}-shm`, `${SQLITE_FILE}-wal`]);
    for (const name of files) expect(statSync(path.join(dataDir, name)).mode & 0o777, name).toBe(0o600);
  });
});
