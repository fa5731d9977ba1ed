// A corrupt line in a data file: the server refuses to start and names the file and the line
// (it never drops data silently); `npm run db:repair -- --db DIR` moves the bad line to a side
// file next to the data file, and the server then starts with every good document.
import { execFile } from 'node:child_process';
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { Collection, closeStorage, configureStorage } from '../../../packages/mongo/server';
import { projectRoot } from '../../../scripts/meteor-resolver';
import { startApp } from '../../../server/start-app';

const root = mkdtempSync(path.join(os.tmpdir(), 'faults-corrupt-'));
// Lines are the nedb engine's format (the app and db:repair here, a child, read the variable);
// SQLite's damaged-file check is scripts/db-sqlite-scripts.test.ts.
const engineBefore = process.env.METEOR_DB_ENGINE;
process.env.METEOR_DB_ENGINE = 'nedb';
afterAll(() => {
  if (engineBefore === undefined) delete process.env.METEOR_DB_ENGINE;
  else process.env.METEOR_DB_ENGINE = engineBefore;
  rmSync(root, { recursive: true, force: true });
});

const run = promisify(execFile);
// One collection object per name per process, as in Meteor.
const notes = new Collection<{ _id: string; text: string }>('faultNotes');

async function seed(dataDir: string): Promise<void> {
  configureStorage({ dataDir });
  for (const id of ['n1', 'n2', 'n3']) await notes.insertAsync({ _id: id, text: `note ${id}` });
  await closeStorage();
}

describe('a corrupt line in a data file', () => {
  it('stops the server at start naming file and line, and db:repair moves the line aside', async () => {
    const dataDir = path.join(root, 'db');
    await seed(dataDir);
    const file = path.join(dataDir, 'faultNotes.db');
    const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
    // A torn line in the middle and a valid JSON line that is no document (nedb would skip it).
    const torn = '{"_id":"n4","text":"half wr';
    writeFileSync(file, `${lines[0]}\n${torn}\n${lines.slice(1).join('\n')}\n`);
    appendFileSync(file, '{"text":"no id"}\n');
    const corrupted = readFileSync(file, 'utf8');

    const options = { port: 0, host: '127.0.0.1', dataDir, demoContent: false, rateLimits: false, uploadsDir: path.join(root, 'uploads'), log: () => {} };
    const refusal = await startApp(options).then(
      async (app) => {
        await app.stop();
        return null;
      },
      (error: unknown) => error as Error,
    );
    expect(refusal, 'the server refused to start').not.toBeNull();
    expect(refusal!.message).toContain(file);
    expect(refusal!.message).toMatch(/line 2: not valid JSON/);
    expect(refusal!.message).toMatch(/line 5: neither a document with an _id nor an index entry/);
    expect(refusal!.message).toContain(`npm run db:repair -- --db ${dataDir}`);
    expect(readFileSync(file, 'utf8')).toBe(corrupted);
    await closeStorage();

    const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'scripts', 'db-repair.ts'), '--db', dataDir], { cwd: projectRoot });
    expect(stdout).toMatch(/faultNotes\.db: moved line\(s\) 2, 5 to .*faultNotes\.db\.rejected-/);
    const side = readdirSync(dataDir).find((name) => name.startsWith('faultNotes.db.rejected-'));
    expect(readFileSync(path.join(dataDir, side!), 'utf8')).toBe(`${torn}\n{"text":"no id"}\n`);

    const app = await startApp(options);
    try {
      expect((await notes.find({}, { sort: { _id: 1 } }).fetchAsync()).map((doc) => doc._id)).toEqual(['n1', 'n2', 'n3']);
    } finally {
      await app.stop();
    }
  });

  it('db:repair leaves sound files untouched and says so', async () => {
    const dataDir = path.join(root, 'sound');
    await seed(dataDir);
    const before = readFileSync(path.join(dataDir, 'faultNotes.db'), 'utf8');
    const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'scripts', 'db-repair.ts'), '--db', dataDir], { cwd: projectRoot });
    expect(stdout).toMatch(/no bad lines, nothing changed/);
    expect(readFileSync(path.join(dataDir, 'faultNotes.db'), 'utf8')).toBe(before);
  });
});
