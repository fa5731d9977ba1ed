// The autoupdate publication and the client watcher over a real WebSocket: each test starts its
// own DDP server on 127.0.0.1:0 (so publications do not leak between tests) with a built client
// folder written to a temporary directory; a rebuild is a changed folder plus another
// `publishClientVersions`. The watcher's page effects (reload, stylesheet swap) are recorded
// through its injectable hooks; the DOM swap itself is covered in stylesheet-swap.dom.test.ts.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Connection, DDP } from '../ddp-client/server';
import { DdpServer } from '../ddp-server/index';
import { createWebApp, type WebAppInstance } from '../webapp/server';
import { RawDdpClient } from '../../tests/helpers/raw-ddp-client';
import { waitUntil } from '../../tests/helpers/wait-until';
import { type AutoupdateHandle, startAutoupdate } from './autoupdate-client';
import { CLIENT_VERSIONS, publishClientVersions } from './publish-versions';

const cleanups: Array<() => unknown> = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  vi.restoreAllMocks();
});

async function serve(): Promise<{ server: DdpServer; wsUrl: string }> {
  const server = new DdpServer();
  const web: WebAppInstance = createWebApp();
  server.attach(web.httpServer);
  const address = await web.listen(0, '127.0.0.1');
  cleanups.push(async () => {
    await server.close();
    await web.close();
  });
  return { server, wsUrl: `ws://127.0.0.1:${address.port}/websocket` };
}

async function buildFolder(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'autoupdate-build-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  await writeBuild(dir, files);
  return dir;
}

async function writeBuild(dir: string, files: Record<string, string>): Promise<void> {
  await rm(path.join(dir, 'assets'), { recursive: true, force: true });
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  for (const [name, content] of Object.entries(files)) await writeFile(path.join(dir, name), content);
}

const page = (js: string, css: string) =>
  `<html><head><script type="module" src="/engine/assets/${js}"></script><link rel="stylesheet" href="/engine/assets/${css}"></head></html>`;

const firstBuild = {
  'index.html': page('index-1.js', 'index-1.css'),
  'assets/index-1.js': 'console.log(1)',
  'assets/index-1.css': 'body{color:red}',
};

function connect(wsUrl: string): Connection {
  const connection = DDP.connect(wsUrl);
  cleanups.push(() => connection.close());
  return connection;
}

describe('the meteor_autoupdate_clientVersions publication', () => {
  it('sends the web.browser versions from the build, then ready', async () => {
    const { server, wsUrl } = await serve();
    const dir = await buildFolder(firstBuild);
    const versions = await publishClientVersions({ buildDir: dir, baseUrl: '/engine/', server });
    const client = await RawDdpClient.connect(wsUrl);
    cleanups.push(() => client.close());
    await client.handshake();
    client.send({ msg: 'sub', id: 'au', name: CLIENT_VERSIONS, params: [] });
    const added = await client.next({ msg: 'added' });
    expect(added).toEqual({
      msg: 'added',
      collection: CLIENT_VERSIONS,
      id: 'web.browser',
      fields: {
        version: versions!.version,
        versionRefreshable: versions!.versionRefreshable,
        versionNonRefreshable: versions!.versionNonRefreshable,
        assets: [{ url: '/engine/assets/index-1.css' }],
      },
    });
    expect(await client.next({ msg: 'ready' })).toEqual({ msg: 'ready', subs: ['au'] });
  });

  it('without a client build publishes nothing and is still ready', async () => {
    const { server, wsUrl } = await serve();
    expect(await publishClientVersions({ buildDir: path.join(tmpdir(), 'no-such-build-folder'), server })).toBeNull();
    const client = await RawDdpClient.connect(wsUrl);
    cleanups.push(() => client.close());
    await client.handshake();
    const mark = client.mark();
    client.send({ msg: 'sub', id: 'au', name: CLIENT_VERSIONS, params: [] });
    await client.next({ msg: 'ready' });
    expect(client.since(mark).filter((frame) => frame.msg === 'added')).toEqual([]);
  });

  it('replaces every version with the AUTOUPDATE_VERSION passed in, and reads none from the environment', async () => {
    const { server } = await serve();
    const dir = await buildFolder(firstBuild);
    const before = process.env.AUTOUPDATE_VERSION;
    cleanups.push(() => {
      if (before === undefined) delete process.env.AUTOUPDATE_VERSION;
      else process.env.AUTOUPDATE_VERSION = before;
    });
    // The app passes the value its settings check read (server/start-app.ts); the package never looks.
    process.env.AUTOUPDATE_VERSION = 'from-the-environment';
    expect(await publishClientVersions({ buildDir: dir, server, autoupdateVersion: 'release-42' })).toMatchObject({
      version: 'release-42',
      versionRefreshable: 'release-42',
      versionNonRefreshable: 'release-42',
    });
    expect((await publishClientVersions({ buildDir: dir, server }))?.version).toMatch(/^[0-9a-f]{40}$/);
  });

  it('ignores a client of another app id', async () => {
    const { server, wsUrl } = await serve();
    await publishClientVersions({ buildDir: await buildFolder(firstBuild), server, appId: 'app-a' });
    const client = await RawDdpClient.connect(wsUrl);
    cleanups.push(() => client.close());
    await client.handshake();
    const mark = client.mark();
    client.send({ msg: 'sub', id: 'au', name: CLIENT_VERSIONS, params: ['app-b'] });
    await client.next({ msg: 'ready' });
    expect(client.since(mark).filter((frame) => frame.msg === 'added')).toEqual([]);
  });
});

describe('the client watcher', () => {
  async function watch(options: { random?: () => number } = {}) {
    const { server, wsUrl } = await serve();
    const dir = await buildFolder(firstBuild);
    await publishClientVersions({ buildDir: dir, baseUrl: '/engine/', server });
    const reload = vi.fn();
    const swaps: Array<{ previous: unknown; next: unknown }> = [];
    const connection = connect(wsUrl);
    const handle: AutoupdateHandle = startAutoupdate({
      connection,
      reload,
      swap: (previous, next) => swaps.push({ previous, next }),
      ...options,
    });
    cleanups.push(() => handle.stop());
    const subscribed = () => [...server.sessions.values()].length === 1 || undefined;
    await waitUntil(subscribed, { what: 'the watcher to connect' });
    return { server, dir, reload, swaps, handle };
  }

  it('swaps the stylesheets when only the CSS changed, without reloading', async () => {
    const { server, dir, reload, swaps, handle } = await watch();
    // Let the first versions arrive before the "rebuild".
    await new Promise((resolve) => setTimeout(resolve, 100));
    await writeBuild(dir, {
      'index.html': page('index-1.js', 'index-2.css'),
      'assets/index-1.js': 'console.log(1)',
      'assets/index-2.css': 'body{color:blue}',
    });
    await publishClientVersions({ buildDir: dir, baseUrl: '/engine/', server });
    await waitUntil(() => swaps[0], { what: 'a stylesheet swap' });
    expect(swaps).toEqual([{ previous: [{ url: '/engine/assets/index-1.css' }], next: [{ url: '/engine/assets/index-2.css' }] }]);
    expect(reload).not.toHaveBeenCalled();
    expect(handle.newClientAvailable()).toBe(false);
  });

  it('reloads when the scripts changed, and stops watching', async () => {
    const { server, dir, reload, swaps, handle } = await watch();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await writeBuild(dir, { ...firstBuild, 'assets/index-1.js': 'console.log(2)' });
    await publishClientVersions({ buildDir: dir, baseUrl: '/engine/', server });
    await waitUntil(() => (reload.mock.calls.length > 0 ? true : undefined), { what: 'a reload' });
    expect(handle.newClientAvailable()).toBe(true);
    await writeBuild(dir, { ...firstBuild, 'assets/index-1.js': 'console.log(3)' });
    await publishClientVersions({ buildDir: dir, baseUrl: '/engine/', server });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reload).toHaveBeenCalledOnce();
    expect(swaps).toEqual([]);
  });

  it('a republish of the same build changes nothing', async () => {
    const { server, dir, reload, swaps } = await watch();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await publishClientVersions({ buildDir: dir, baseUrl: '/engine/', server });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reload).not.toHaveBeenCalled();
    expect(swaps).toEqual([]);
  });

  it('logs a failed subscription and retries it after the 30 s base delay, growing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { server, wsUrl } = await serve();
    let attempts = 0;
    server.publish(CLIENT_VERSIONS, function () {
      attempts += 1;
      if (attempts <= 2) throw new Error('versions unavailable');
      this.added(CLIENT_VERSIONS, 'web.browser', { versionRefreshable: 'r1', versionNonRefreshable: 'n1', assets: [] });
      this.ready();
    });
    const scheduled: Array<{ run: () => void; ms: number }> = [];
    const handle = startAutoupdate({
      connection: connect(wsUrl),
      reload: () => {},
      random: () => 0.5, // the middle of the fuzz: exactly the nominal delay
      schedule: (run, ms) => {
        scheduled.push({ run, ms });
        return () => {};
      },
    });
    cleanups.push(() => handle.stop());
    await waitUntil(() => scheduled[0], { what: 'the first retry to be scheduled' });
    expect(scheduled[0]!.ms).toBe(30_000);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('subscription failed'), expect.anything());
    scheduled[0]!.run();
    await waitUntil(() => scheduled[1], { what: 'the second retry to be scheduled' });
    expect(scheduled[1]!.ms).toBeCloseTo(66_000, 6);
    scheduled[1]!.run();
    await waitUntil(() => (attempts === 3 ? true : undefined), { what: 'the third attempt' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(scheduled).toHaveLength(2);
    // (The server, in this same process, logs the publication's exceptions too.)
    const ours = error.mock.calls.filter(([message]) => String(message).startsWith('Autoupdate:'));
    expect(ours).toHaveLength(2);
  });
});
