// The built server (what `npm start` runs) runs on the Node pinned in package.json: the browser
// tests start it with process.execPath, which is that Node when vitest runs through npm scripts.
// Its data and uploads are owner-only whatever the umask it was started with.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/meteor-resolver';
import { useE2eSession } from '../helpers/e2e-session';

const pinned = (JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies.node;

describe('the built server runtime', () => {
  // A fresh database: the modes checked are those of the folders and files this server made.
  const session = useE2eSession({ env: { METEOR_SETTINGS: '{"public":{}}' }, browser: false, database: 'fresh' });

  it('says at start that it runs on the pinned Node', () => {
    // One log line (JSON: the built server's output is no terminal) whose message is exactly that.
    expect(session.app.output()).toContain(`"msg":"=> Node v${pinned}"`);
  });

  it('keeps its database and uploads readable by its own user only', () => {
    const mode = (file: string) => statSync(file).mode & 0o777;
    expect(mode(session.app.dataDir)).toBe(0o700);
    expect(mode(session.app.uploadsDir)).toBe(0o700);
    // The admin account created at first start has been written by now.
    // SQLite's database with its WAL and shared memory, in the main folder and the documents' one.
    const dataFiles = readdirSync(session.app.dataDir, { recursive: true, encoding: 'utf8' }).filter((name) => /\.sqlite(-wal|-shm)?$/.test(name));
    expect(dataFiles).toEqual(expect.arrayContaining(['meteor.sqlite', 'meteor.sqlite-wal', path.join('documents', 'meteor.sqlite')]));
    for (const name of dataFiles) expect(mode(path.join(session.app.dataDir, name)), name).toBe(0o600);
  });

  it('serves on that runtime', async () => {
    const response = await fetch(session.url('/engine/projects'));
    expect(response.status).toBe(200);
  });
});
