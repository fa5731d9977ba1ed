// Which embedded engine storage.ts opens: SQLite, the only one. METEOR_DB_ENGINE=nedb or
// `engine: 'nedb'` (the removed engine) is refused before anything is created, pointing to the
// import of an old NeDB folder, and so is a folder holding NeDB's files without a SQLite database
// (the app would start empty beside the data); an unknown engine name is refused with the choice.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { closeStorage, configureStorage, currentStorage } from './storage';

const root = mkdtempSync(path.join(os.tmpdir(), 'mongo-engine-'));
const engineBefore = process.env.METEOR_DB_ENGINE;
let folders = 0;
const folder = () => path.join(root, `db-${(folders += 1)}`);

afterEach(async () => {
  if (engineBefore === undefined) delete process.env.METEOR_DB_ENGINE;
  else process.env.METEOR_DB_ENGINE = engineBefore;
  await closeStorage();
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function openedKind(): Promise<string> {
  return (await currentStorage().storage).kind;
}

describe('embedded engine selection', () => {
  it('opens SQLite when nothing names an engine', async () => {
    delete process.env.METEOR_DB_ENGINE;
    configureStorage({ dataDir: folder() });
    expect(await openedKind()).toBe('sqlite');
  });

  it('refuses METEOR_DB_ENGINE=nedb, creating nothing, and says how to move an old folder in', async () => {
    process.env.METEOR_DB_ENGINE = 'nedb';
    const dataDir = folder();
    configureStorage({ dataDir });
    await expect(currentStorage().storage).rejects.toThrow(
      'METEOR_DB_ENGINE="nedb": the NeDB engine was removed; SQLite is the embedded engine. Move an old NeDB folder into SQLite with `npm run db:import-nedb -- DIR`',
    );
    expect(existsSync(dataDir), 'no empty store was created in its place').toBe(false);
    await closeStorage();
    process.env.METEOR_DB_ENGINE = 'sqlite';
    configureStorage({ dataDir: folder() });
    expect(await openedKind()).toBe('sqlite');
  });

  it("refuses engine: 'nedb' in configureStorage the same way", async () => {
    delete process.env.METEOR_DB_ENGINE;
    configureStorage({ dataDir: folder(), engine: 'nedb' as 'sqlite' });
    await expect(currentStorage().storage).rejects.toThrow(/^engine="nedb": the NeDB engine was removed.*npm run db:import-nedb -- DIR/);
  });

  it('refuses a folder of NeDB files without a SQLite database, named storages too, and opens it once there is one', async () => {
    delete process.env.METEOR_DB_ENGINE;
    const dataDir = folder();
    mkdirSync(path.join(dataDir, 'documents'), { recursive: true });
    writeFileSync(path.join(dataDir, 'users.db'), '{"_id":"u1"}\n');
    writeFileSync(path.join(dataDir, 'documents', 'peopleDocuments.db'), '{"_id":"d1"}\n');
    configureStorage({ dataDir });
    await expect(currentStorage().storage).rejects.toThrow(`${dataDir} holds files of the removed NeDB engine (users.db) and no SQLite database. Move them into SQLite with \`npm run db:import-nedb -- ${dataDir}\``);
    expect(existsSync(path.join(dataDir, 'meteor.sqlite'))).toBe(false);
    await expect(currentStorage('documents').storage).rejects.toThrow(`${path.join(dataDir, 'documents')} holds files of the removed NeDB engine (peopleDocuments.db)`);
    await closeStorage();
    // What db:import-nedb leaves: the SQLite database beside the NeDB files it copied.
    writeFileSync(path.join(dataDir, 'meteor.sqlite'), '');
    configureStorage({ dataDir });
    expect(await openedKind()).toBe('sqlite');
  });

  it('refuses an unknown engine name, naming the choice', async () => {
    process.env.METEOR_DB_ENGINE = 'sqlight';
    configureStorage({ dataDir: folder() });
    await expect(currentStorage().storage).rejects.toThrow('METEOR_DB_ENGINE="sqlight" is not an embedded engine: use sqlite');
  });
});
