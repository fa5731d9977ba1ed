// Unique indexes of the SQLite driver beyond the contract: a unique index created over documents
// that already share a key is refused naming the real key (as MongoDB does), and a database whose
// unique index was made by the previous version — SQLite's UNIQUE, under which documents missing
// the field could repeat — still opens and keeps that rule until the data allows MongoDB's.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { pathExpression } from './drivers/sql-query';
import { SQLITE_FILE } from './drivers/sqlite-driver';
import { Collection, closeStorage, configureStorage } from './server';
import { LEVEL_NUMBERS, captureLog } from '../logging/log-capture.testkit';

const dataDirs: string[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await closeStorage();
});
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

function freshDataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mongo-sqlite-unique-'));
  dataDirs.push(dir);
  return dir;
}

/** A file as the previous version left it: its index table, a UNIQUE expression index, no key tables. */
function writePreviousVersionFile(dataDir: string, table: string, docs: Array<Record<string, unknown>>): void {
  const db = new DatabaseSync(path.join(dataDir, SQLITE_FILE));
  db.exec('CREATE TABLE _meteor_indexes (tbl TEXT NOT NULL, name TEXT NOT NULL, keys TEXT NOT NULL, is_unique INTEGER NOT NULL, PRIMARY KEY (tbl, name))');
  db.exec(`CREATE TABLE "${table}" (_id TEXT PRIMARY KEY, doc BLOB NOT NULL)`);
  for (const doc of docs) db.prepare(`INSERT INTO "${table}" (_id, doc) VALUES (?, jsonb(?))`).run(String(doc._id), JSON.stringify(doc));
  db.exec(`CREATE UNIQUE INDEX "${table}$code_1" ON "${table}" (${pathExpression('code', 'doc')})`);
  db.prepare('INSERT INTO _meteor_indexes VALUES (?, ?, ?, 1)').run(table, 'code_1', JSON.stringify([['code', 1]]));
  db.close();
}

describe('SQLite unique indexes', () => {
  it('refuses a unique index over documents that share a key, naming that key, and leaves no index behind', async () => {
    configureStorage({ dataDir: freshDataDir(), engine: 'sqlite' });
    const items = new Collection('dupItems');
    await items.insertAsync({ _id: 'a', email: 'a@x.io', team: 't1' });
    await items.insertAsync({ _id: 'b', email: 'a@x.io', team: 't2' });
    await items.insertAsync({ _id: 'c', tags: ['x', 'y'] });
    await items.insertAsync({ _id: 'd', tags: ['y'] });
    await expect(items.createIndexAsync({ email: 1 }, { unique: true })).rejects.toMatchObject({ code: 11000, indexName: 'email_1', keyValue: { email: 'a@x.io' } });
    await expect(items.createIndexAsync({ tags: 1 }, { unique: true, sparse: true })).rejects.toMatchObject({ code: 11000, indexName: 'tags_1', keyValue: { tags: 'y' } });
    await expect(items.createIndexAsync({ team: 1 }, { unique: true })).rejects.toMatchObject({ code: 11000, indexName: 'team_1', keyValue: { team: null } });
    // Nothing was created: the same duplicate goes in.
    await items.insertAsync({ _id: 'e', email: 'a@x.io', tags: ['y'] });
    expect(await items.find({ email: 'a@x.io' }).countAsync()).toBe(3);
    expect(await items.createIndexAsync({ team: 1 }, { unique: true, sparse: true })).toBe('team_1');
  });

  it('opens a file of the previous version whose unique index holds documents missing the field, and keeps letting them repeat', async () => {
    const dataDir = freshDataDir();
    writePreviousVersionFile(dataDir, 'codes', [{ _id: 'a', code: 'A' }, { _id: 'b' }, { _id: 'c' }]);
    configureStorage({ dataDir, engine: 'sqlite' });
    const codes = new Collection('codes');
    // Opens, and the index keeps the rule it was made with until the app declares it again.
    expect(await codes.find().countAsync()).toBe(3);
    await codes.insertAsync({ _id: 'd' });
    await expect(codes.insertAsync({ _id: 'e', code: 'A' })).rejects.toMatchObject({ code: 11000, indexName: 'code_1', keyValue: { code: 'A' } });

    // The app declares it again at start: MongoDB would refuse to build it; the driver logs why and keeps the rule.
    const logged = captureLog();
    onTestFinished(logged.restore);
    const warnings = () => logged.entries().filter((entry) => entry.level === LEVEL_NUMBERS.warn);
    expect(await codes.createIndexAsync({ code: 1 }, { unique: true })).toBe('code_1');
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]?.msg).toMatch(/codes.*code_1.*\{ code: null \}/);
    await codes.insertAsync({ _id: 'f' });
    await expect(codes.updateAsync('f', { $set: { code: 'A' } })).rejects.toMatchObject({ code: 11000, keyValue: { code: 'A' } });

    // Once one document at most misses the field, the next start gives MongoDB's rule.
    await codes.removeAsync({ code: { $exists: false }, _id: { $ne: 'b' } });
    await closeStorage();
    configureStorage({ dataDir, engine: 'sqlite' });
    expect(await codes.createIndexAsync({ code: 1 }, { unique: true })).toBe('code_1');
    expect(warnings()).toHaveLength(1);
    await expect(codes.insertAsync({ _id: 'g' })).rejects.toMatchObject({ code: 11000, indexName: 'code_1', keyValue: { code: null } });
  });

  it('turns a previous version’s unique index declared sparse into a sparse one without a warning', async () => {
    const dataDir = freshDataDir();
    writePreviousVersionFile(dataDir, 'sparseCodes', [{ _id: 'a', code: 'A' }, { _id: 'b' }, { _id: 'c' }]);
    configureStorage({ dataDir, engine: 'sqlite' });
    const codes = new Collection('sparseCodes');
    const logged = captureLog();
    onTestFinished(logged.restore);
    expect(await codes.createIndexAsync({ code: 1 }, { unique: true, sparse: true })).toBe('code_1');
    expect(logged.entries()).toEqual([]);
    await codes.insertAsync({ _id: 'd' });
    await codes.insertAsync({ _id: 'e', code: null });
    await expect(codes.insertAsync({ _id: 'f', code: null })).rejects.toMatchObject({ code: 11000, keyValue: { code: null } });
    await expect(codes.insertAsync({ _id: 'g', code: 'A' })).rejects.toMatchObject({ code: 11000, keyValue: { code: 'A' } });
  });
});
