// Auto-update in Chromium against the built app. A copy of the build (under .meteor/local/tmp, so
// the server bundle still finds node_modules) is served on a fixed free port with one database
// folder; between runs the copy is "rebuilt" by hand, as a real build would change it:
//   1. a CSS-only change: a new stylesheet file (new content hash in its name) with one more rule,
//      and the page's link pointing to it → after the restart the open page reconnects, gets the
//      new `versionRefreshable` and swaps the stylesheet in place: a marker set on `window`
//      survives and the new rule applies;
//   2. a script change → the new `versionNonRefreshable` makes the page reload: the marker is gone.
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/meteor-resolver';
import { launchBrowser } from '../helpers/browser';
import { type BuiltApp, startBuiltApp } from '../helpers/start-built-app';

const BUILD = path.join(projectRoot, '.meteor', 'local', 'build');
const PROBE_RULE = '\nhtml{--autoupdate-probe:swapped}\n';

declare global {
  interface Window {
    autoupdateMarker?: string;
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** The CSS-only rebuild: the stylesheet gets a rule and, with it, a new name the page links. */
async function rebuildStylesheet(buildCopy: string): Promise<{ before: string; after: string }> {
  const assets = path.join(buildCopy, 'client', 'assets');
  const before = (await readdir(assets)).find((name) => name.endsWith('.css'));
  if (!before) throw new Error('the build has no stylesheet');
  const after = before.replace(/\.css$/, '-v2.css');
  await writeFile(path.join(assets, after), (await readFile(path.join(assets, before), 'utf8')) + PROBE_RULE);
  await rm(path.join(assets, before));
  const page = path.join(buildCopy, 'client', 'index.html');
  await writeFile(page, (await readFile(page, 'utf8')).replace(`/assets/${before}`, `/assets/${after}`));
  return { before, after };
}

/** The script rebuild: one lazily loaded chunk changes. */
async function rebuildScript(buildCopy: string): Promise<void> {
  const assets = path.join(buildCopy, 'client', 'assets');
  const chunk = (await readdir(assets)).find((name) => name.endsWith('.js') && !name.startsWith('index-'));
  if (!chunk) throw new Error('the build has no script chunk');
  const file = path.join(assets, chunk);
  await writeFile(file, (await readFile(file, 'utf8')) + '\n// rebuilt\n');
}

function probe(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--autoupdate-probe').trim());
}

describe('auto-update after the server restarts with a new build', () => {
  let browser: Browser;
  let workDir: string;
  let buildCopy: string;
  let dataDir: string;
  let port: number;
  let app: BuiltApp | undefined;

  const start = async () => {
    app = await startBuiltApp({ serverEntry: path.join(buildCopy, 'server', 'main.js'), dataDir, env: { PORT: String(port) } });
    return app;
  };
  const stop = async () => {
    await app?.stop();
    app = undefined;
  };

  beforeAll(async () => {
    const tmp = path.join(projectRoot, '.meteor', 'local', 'tmp');
    await mkdir(tmp, { recursive: true });
    workDir = await mkdtemp(path.join(tmp, 'autoupdate-e2e-'));
    buildCopy = path.join(workDir, 'build');
    await cp(BUILD, buildCopy, { recursive: true });
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'marketplace-e2e-db-'));
    port = await freePort();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await stop();
    if (workDir) await rm(workDir, { recursive: true, force: true });
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('swaps a changed stylesheet in place, and reloads for changed scripts', { timeout: 120_000 }, async () => {
    const first = await start();
    const page = await browser.newPage();
    const versionFrames: string[] = [];
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        const text = String(payload);
        if (text.includes('meteor_autoupdate_clientVersions') && /"msg":"(added|changed)"/.test(text)) versionFrames.push(text);
      });
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    await page.goto(`${first.url}/engine/projects`);
    await expect.poll(() => versionFrames.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    await page.evaluate(() => (window.autoupdateMarker = 'still here'));
    expect(await probe(page)).toBe('');
    navigations = 0;

    // 1. CSS only.
    await stop();
    const { before, after } = await rebuildStylesheet(buildCopy);
    await start();
    await expect.poll(() => probe(page), { timeout: 45_000 }).toBe('swapped');
    expect(await page.evaluate(() => window.autoupdateMarker)).toBe('still here');
    expect(navigations).toBe(0);
    const stylesheets = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => new URL(link.href).pathname),
    );
    expect(stylesheets).toContain(`/engine/assets/${after}`);
    expect(stylesheets).not.toContain(`/engine/assets/${before}`);

    // 2. Scripts.
    await stop();
    await rebuildScript(buildCopy);
    const reloaded = page.waitForEvent('load', { timeout: 45_000 });
    await start();
    await reloaded;
    await expect.poll(() => page.evaluate(() => window.autoupdateMarker ?? null), { timeout: 10_000 }).toBeNull();
    expect(navigations).toBeGreaterThanOrEqual(1);
    // The reloaded page is the new build: its own page links the new stylesheet.
    expect(await probe(page)).toBe('swapped');
    // The page's time sync found its route on the same server.
    expect(await page.evaluate(async () => (await fetch('/_timesync')).text())).toMatch(/^\d+$/);
    expect(errors).toEqual([]);
    await page.close();
  });
});
