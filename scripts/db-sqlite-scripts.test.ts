// The SQLite store's operations scripts, run as an operator would (child processes): backup
// copies a store consistently while the server process keeps writing to it, db:import-nedb
// moves a NeDB folder (named storage included; files written here in NeDB's own line format, the
// nedb package is gone) into the SQLite store and counts per collection, db:repair runs SQLite's
// integrity check and fails on a damaged file.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, rmSync, statSync, writeFileSync, writeSync, closeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { promisify } from 'node:util';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { Collection, closeStorage, configureStorage } from '../packages/mongo/server';
import { SQLITE_FILE } from '../packages/mongo/drivers/sqlite-driver';
import { decodeDocument } from '../packages/mongo/drivers/sqlite-rows';
import { projectRoot } from './meteor-resolver';

const run = promisify(execFile);
const root = mkdtempSync(path.join(os.tmpdir(), 'db-sqlite-scripts-'));
afterEach(() => closeStorage());
afterAll(() => rmSync(root, { recursive: true, force: true }));

function script(name: string, args: string[], env: Record<string, string> = {}) {
  return run(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'scripts', name), ...args], {
    cwd: projectRoot,
    env: { ...process.env, MONGO_URL: '', ...env },
  });
}

function readAll(file: string, table: string): Array<Record<string, unknown>> {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return db.prepare(`SELECT json(doc) AS doc FROM "${table}" ORDER BY rowid`).all().map((row) => decodeDocument(String(row.doc)));
  } finally {
    db.close();
  }
}

describe('npm run backup (the database part)', () => {
  it('copies the store, named storage included, consistently while the server keeps writing', async () => {
    const dataDir = path.join(root, 'live');
    configureStorage({ dataDir, engine: 'sqlite' });
    const items = new Collection<{ _id: string; n: number; pad: string }>('items');
    const papers = new Collection<{ _id: string; title: string }>('papers', { storage: 'documents' });
    await papers.insertAsync({ _id: 'p1', title: 'contract' });
    let written = 0;
    let writing = true;
    const writer = (async () => {
      while (writing) {
        await items.insertAsync({ _id: `i${String(written).padStart(6, '0')}`, n: written, pad: 'x'.repeat(2_000) });
        written += 1;
      }
    })();
    while (written < 300) await new Promise((resolve) => setTimeout(resolve, 10));
    const before = written;
    const backupDir = path.join(root, 'backup');
    const target = path.join(backupDir, 'db', SQLITE_FILE);
    const { stdout } = await script('backup.ts', [backupDir, '--db', dataDir, '--uploads', path.join(root, 'no-uploads')]);
    const after = written;
    writing = false;
    await writer;

    expect(stdout).toMatch(/^backed up 2 files/);
    expect(statSync(target).mode & 0o777).toBe(0o600);
    const check = new DatabaseSync(target, { readOnly: true });
    expect(check.prepare('PRAGMA integrity_check').all()).toEqual([{ integrity_check: 'ok' }]);
    check.close();
    const copied = readAll(target, 'items');
    // A snapshot: every write acknowledged before the backup started, a gap-free prefix after it.
    expect(copied.length).toBeGreaterThanOrEqual(before);
    expect(copied.length).toBeLessThanOrEqual(after);
    expect(copied.map((doc) => doc.n)).toEqual(copied.map((_, n) => n));
    expect(after, 'the server kept writing during the backup').toBeGreaterThan(before);
    expect(readAll(path.join(backupDir, 'db', 'documents', SQLITE_FILE), 'papers')).toEqual([{ _id: 'p1', title: 'contract' }]);
  });
});

describe('npm run db:import-nedb', () => {
  it('moves a NeDB folder with its named storage into the SQLite store and counts per collection', async () => {
    const nedbDir = path.join(root, 'nedb');
    mkdirSync(path.join(nedbDir, 'documents'), { recursive: true });
    writeFileSync(
      path.join(nedbDir, 'users.db'),
      [
        '{"_id":"u1","email":"a@x.io","createdAt":{"$$date":0}}',
        '{"_id":"u2","email":"b@x.io"}',
        '{"_id":"u1","email":"a@x.io","createdAt":{"$$date":0},"name":"Ann"}',
        '{"_id":"u3","email":"c@x.io"}',
        '{"_id":"u3","$$deleted":true}',
        '{"$$indexCreated":{"fieldName":"email","unique":true,"sparse":false}}',
        '{"$$indexCreated":{"fieldName":"name","unique":false,"sparse":false}}',
        '{"$$indexRemoved":"name"}',
        // Sparse: the users without a username stay importable (a missing field is null otherwise).
        '{"$$indexCreated":{"fieldName":"username","unique":true,"sparse":true}}',
        '',
      ].join('\n'),
    );
    // A crash mid-append leaves a torn last line without its newline: skipped and counted.
    writeFileSync(
      path.join(nedbDir, 'documents', 'peopleDocuments.db'),
      '{"_id":"d1","userId":"u1","agreement":{"agreedAt":{"$$date":1767225600000},"isAgreed":true}}\n{"_id":"d2","userId":"u2","agr',
    );
    const target = path.join(root, 'imported');
    const { stdout } = await script('db-import-nedb.ts', [nedbDir, '--db', target]);
    expect(stdout).toContain('users: 2 documents\n');
    expect(stdout).toContain('documents/peopleDocuments: 1 documents (skipped a torn last line)');
    expect(stdout).toContain('Imported 3 documents in 2 collections');
    expect(stdout).toContain('skipped 1 torn last line(s)');

    configureStorage({ dataDir: target, engine: 'sqlite' });
    const users = new Collection<{ _id: string; email: string }>('users');
    expect(await users.find({}, { sort: { _id: 1 } }).fetchAsync()).toEqual([
      { _id: 'u1', email: 'a@x.io', createdAt: new Date(0), name: 'Ann' },
      { _id: 'u2', email: 'b@x.io' },
    ]);
    await expect(users.insertAsync({ email: 'b@x.io' })).rejects.toMatchObject({ code: 11000 });
    expect(await users.removeAsync(await users.insertAsync({ email: 'd@x.io' }))).toBe(1);
    expect(await new Collection('peopleDocuments', { storage: 'documents' }).find().fetchAsync()).toEqual([
      { _id: 'd1', userId: 'u1', agreement: { agreedAt: new Date('2026-01-01T00:00:00Z'), isAgreed: true } },
    ]);
    await closeStorage();
    // The removed index was not created; the unique one was.
    const indexes = new DatabaseSync(path.join(target, SQLITE_FILE), { readOnly: true });
    const names = indexes.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'users'").all().map((row) => String(row.name));
    indexes.close();
    expect(names.some((name) => name.includes('email'))).toBe(true);
    expect(names).not.toContain('users$name_1');
    expect(names).toContain('users$username_1');

    // Twice over the same store is refused rather than doubling anything.
    const again = await script('db-import-nedb.ts', [nedbDir, '--db', target]).catch((error: { code: number; stderr: string }) => error);
    expect(again).toMatchObject({ code: 1 });
    expect((again as { stderr: string }).stderr).toMatch(/users already holds 2 documents/);
  });

  it('refuses a folder with an unreadable line before the last, naming file and line', async () => {
    const nedbDir = path.join(root, 'nedb-bad');
    mkdirSync(nedbDir, { recursive: true });
    writeFileSync(path.join(nedbDir, 'notes.db'), '{"_id":"n1"}\n{"_id":"n2","te\n{"_id":"n3"}\n');
    writeFileSync(path.join(nedbDir, 'a-first.db'), '{"_id":"a1"}\n');
    const target = path.join(root, 'imported-bad');
    const failed = await script('db-import-nedb.ts', [nedbDir, '--db', target]).catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 1 });
    expect((failed as { stderr: string }).stderr).toMatch(/notes\.db, line 2: .*fix or delete the line/);
    // Nothing half-imported: the sound file read first was not written either.
    expect(existsSync(target)).toBe(false);
  });
});

describe('npm run db:repair on the SQLite engine', () => {
  it('reports a sound store as ok and fails on a damaged file', async () => {
    const dataDir = path.join(root, 'repair');
    configureStorage({ dataDir, engine: 'sqlite' });
    const notes = new Collection('repairNotes');
    for (let n = 0; n < 50; n += 1) await notes.insertAsync({ n, pad: 'y'.repeat(3_000) });
    await closeStorage();
    const sound = await script('db-repair.ts', ['--db', dataDir]);
    expect(sound.stdout).toContain(`${path.join(dataDir, SQLITE_FILE)}: ok`);

    const fd = openSync(path.join(dataDir, SQLITE_FILE), 'r+');
    writeSync(fd, Buffer.alloc(4096, 0xab), 0, 4096, 4096 * 3);
    closeSync(fd);
    const damaged = await script('db-repair.ts', ['--db', dataDir]).catch((error: { code: number; stdout: string; stderr: string }) => error);
    expect(damaged).toMatchObject({ code: 1 });
    expect((damaged as { stdout: string }).stdout).toContain('DAMAGED');
    expect((damaged as { stderr: string }).stderr).toMatch(/restore the last backup/);
  });
});
