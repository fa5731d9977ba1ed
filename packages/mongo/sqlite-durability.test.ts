// Durability of the SQLite engine: every acknowledged insert survives a SIGKILL of the writer
// and the file passes SQLite's integrity check afterwards (a torn write leaves a database that
// opens); a second process cannot open a store in use; documents and unique indexes survive a
// restart; the folder is 0700 and the database files 0600.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
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
    const items = new Collection('stream');
    const stored = new Set((await items.find({}, { fields: { _id: 1 } }).fetchAsync()).map((doc) => doc._id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    // Nothing beyond the writes of the one transaction that may have been in flight.
    expect(stored.size - acknowledged.length).toBeLessThanOrEqual(1);
  });

  it('refuses a second process on a store that is in use, leaving the first unaffected', async () => {
    const dataDir = path.join(root, 'locked');
    configureStorage({ dataDir, engine: 'sqlite' });
    const stream = new Collection('stream_locked');
    await stream.insertAsync({ first: true });
    const second = startStreamWriter(dataDir);
    const { code } = await second.exited;
    expect(code).not.toBe(0);
    expect(second.stderr()).toMatch(/Embedded database folder .* is in use by another process \(pid \d+\)/);
    expect(second.acknowledged).toEqual([]);
    await stream.insertAsync({ first: false });
    expect(await stream.find().countAsync()).toBe(2);
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
