// Which embedded engine storage.ts opens: `engine` in configureStorage, else METEOR_DB_ENGINE,
// else SQLite (the default); an unknown engine name is refused with the choices.
import { mkdtempSync, rmSync } from 'node:fs';
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

  it('opens nedb when METEOR_DB_ENGINE=nedb, and the option wins over the variable', async () => {
    process.env.METEOR_DB_ENGINE = 'nedb';
    configureStorage({ dataDir: folder() });
    expect(await openedKind()).toBe('nedb');
    await closeStorage();
    configureStorage({ dataDir: folder(), engine: 'sqlite' });
    expect(await openedKind()).toBe('sqlite');
  });

  it('refuses an unknown engine name, naming the choices', async () => {
    process.env.METEOR_DB_ENGINE = 'sqlight';
    configureStorage({ dataDir: folder() });
    await expect(currentStorage().storage).rejects.toThrow('METEOR_DB_ENGINE="sqlight" is not an embedded engine: use sqlite or nedb');
  });
});
