// `npm run dev` end to end, on a copy of the project's sources (node_modules linked) so the test can
// edit files: the loop builds and starts the app on a free port; a DDP client watches the
// autoupdate publication as an open browser does. A privacy-policy section's anchor is changed in
// the copy (browser code only: its words live in the message catalogs, which the server's mails
// use too) → the client and the renderer are rebuilt and served by the SAME server (no restart: the
// watching connection is never dropped), the page the server renders names the new heading, and
// the client is told of a new `versionNonRefreshable` (a browser reloads on it: packages/
// autoupdate's client tests). Then a change to the server's own code restarts the server on the
// same port. The client's scripts come with their source maps. The loop and its server are stopped after.
import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Connection, DDP } from '../packages/ddp-client/server';
import { RecordingStore } from '../tests/helpers/recording-store';
import { waitUntil } from '../tests/helpers/wait-until';
import { projectRoot } from './meteor-resolver';

const SOURCES = ['client', 'imports', 'packages', 'server', 'scripts', '.meteor/packages', '.meteor/release', 'vite.config.ts', 'package.json'];
const EDITED = path.join('imports', 'ui', 'screens', 'privacy-policy', 'policy-sections.tsx');
const VERSIONS = 'meteor_autoupdate_clientVersions';

describe('npm run dev', () => {
  let copy = '';
  let loop: ChildProcess | undefined;
  let ddp: Connection | undefined;
  let output = '';

  afterAll(async () => {
    ddp?.close();
    if (loop && loop.exitCode === null) {
      const exited = new Promise((resolve) => loop?.once('exit', resolve));
      loop.kill('SIGTERM');
      const stopped = await Promise.race([exited.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 10_000))]);
      // The loop stops its server on SIGTERM; if it hangs, its whole process group goes.
      if (!stopped && loop.pid) process.kill(-loop.pid, 'SIGKILL');
    }
    if (copy) await rm(copy, { recursive: true, force: true });
  });

  // The loop may restart the server once more while a save's rebuilds settle (each rebuild that
  // finishes restarts it); a refused connection then means "not up yet", not a failure.
  async function fetchWhenUp(address: string): Promise<Response> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        return await fetch(address);
      } catch (error) {
        if (Date.now() > deadline || (error as { cause?: { code?: string } }).cause?.code !== 'ECONNREFUSED') throw error;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  }

  const startsSeen = () => output.match(/App running at: http:\/\/localhost:\d+\//g)?.length ?? 0;

  it('serves a rebuilt client without a restart, restarts for server code on the same port, and tells open clients of the new version', { timeout: 240_000 }, async () => {
    copy = await mkdtemp(path.join(os.tmpdir(), 'marketplace-dev-'));
    const tsconfigs = (await readdir(projectRoot)).filter((name) => /^tsconfig.*\.json$/.test(name));
    for (const source of [...SOURCES, ...tsconfigs]) await cp(path.join(projectRoot, source), path.join(copy, source), { recursive: true });
    await symlink(path.join(projectRoot, 'node_modules'), path.join(copy, 'node_modules'), 'dir');

    // As `npm run dev` in that folder: the embedded database and uploads under its .meteor/local.
    const env: Record<string, string | undefined> = { ...process.env, PORT: '0', MONGO_URL: '' };
    delete env.METEOR_DB_DIR;
    delete env.UPLOADS_DIR;
    loop = spawn(process.execPath, ['--import', 'tsx', path.join(copy, 'scripts', 'dev.ts')], {
      cwd: copy,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    loop.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    loop.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const describeOutput = () => output.slice(-3000);

    await waitUntil(() => (startsSeen() >= 1 ? true : undefined), { timeoutMs: 120_000, what: 'the first start', describe: describeOutput });
    const port = /App running at: http:\/\/localhost:(\d+)\//.exec(output)?.[1];
    const url = `http://127.0.0.1:${port}`;
    expect(output).toContain('Admin account created');

    // An open client: subscribed to the client versions, as every page is.
    ddp = DDP.connect(url);
    const store = new RecordingStore();
    ddp.registerStore(VERSIONS, store);
    ddp.subscribe(VERSIONS);
    // Meteor's hook for a connection made again: never called while the same server serves.
    let reconnects = 0;
    ddp.onReconnect = () => (reconnects += 1);
    const version = () => store.snapshot().find((doc) => doc._id === 'web.browser')?.versionNonRefreshable as string | undefined;
    const first = await waitUntil(version, { timeoutMs: 15_000, what: 'the published client version' });

    // Source maps: the page's entry script names its map, and the map is served.
    const page = await (await fetchWhenUp(`${url}/engine/privacy-policy`)).text();
    expect(page).toContain('id="who-we-are"');
    const entry = /src="(\/engine\/assets\/[^"]+\.js)"/.exec(page)?.[1];
    expect(await (await fetchWhenUp(`${url}${entry}`)).text()).toMatch(/\/\/# sourceMappingURL=\S+\.js\.map/);
    expect((await fetchWhenUp(`${url}${entry}.map`)).status).toBe(200);

    // A save: a section's anchor changes in the source.
    const edited = path.join(copy, EDITED);
    await writeFile(edited, (await readFile(edited, 'utf8')).replace("id: 'who-we-are'", "id: 'who-we-are-saved-in-the-dev-loop'"));

    await waitUntil(() => (output.includes('=> Client refreshed') ? true : undefined), { timeoutMs: 90_000, what: 'the client refresh after the save', describe: describeOutput });
    expect(await (await fetch(`${url}/engine/privacy-policy`)).text()).toContain('id="who-we-are-saved-in-the-dev-loop"');
    const next = await waitUntil(() => (version() && version() !== first ? version() : undefined), {
      timeoutMs: 30_000,
      what: 'a new client version on the open subscription',
      describe: () => store.snapshot(),
    });
    expect(next).not.toBe(first);
    // Served by the same process: one start so far, and the watching connection never dropped.
    expect(startsSeen()).toBe(1);
    expect(reconnects).toBe(0);

    // A change to the server's own code: the server restarts on the same port.
    const serverMain = path.join(copy, 'server', 'main.ts');
    await writeFile(serverMain, `${await readFile(serverMain, 'utf8')}\nconsole.log('=> Edited in the dev loop');\n`);
    // The edited line runs at the end of main.ts, after the server has announced its start.
    await waitUntil(() => (startsSeen() >= 2 && output.includes('=> Edited in the dev loop') ? true : undefined), {
      timeoutMs: 90_000,
      what: 'the restart after a server change',
      describe: describeOutput,
    });
    expect(/App running at: http:\/\/localhost:(\d+)\//g.exec(output.slice(output.lastIndexOf('App running at')))?.[1]).toBe(port);
    expect(await (await fetchWhenUp(`${url}/engine/privacy-policy`)).text()).toContain('id="who-we-are-saved-in-the-dev-loop"');
  });
});
