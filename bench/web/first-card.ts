// `web.first-card`: time from navigation start to the first frame showing a project card on a
// cold load of /engine/projects (fresh browser context: no cache, no open connections) in
// Debian's Chromium over loopback, against a static HTML page with the same cards served by the
// same server process. The static page is the app's own rendered page (taken from the DOM once
// the list is there) with every script removed and the stylesheet kept, so the ratio is what
// the client's JavaScript, DDP handshake and subscription add on top of HTML + CSS.
import { writeFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../tests/helpers/browser';
import type { BuiltApp } from '../../tests/helpers/start-built-app';
import { fmt } from '../lib/stats';
import type { Benchmark, BenchOptions, BenchReport } from '../lib/types';
import { buildForBench, startBenchApp } from './build';

const CARD = '[data-testid="project-card"]';
const APP_PATH = '/engine/projects/';
const STATIC_PATH = '/bench/static-projects';
const STEP_TIMEOUT_MS = 30_000;

interface FirstCard {
  /** ms after navigation start when the first card entered the DOM. */
  dom: number;
  /** ms after navigation start of the first animation frame after that (the card is painted). */
  frame: number;
}

// Runs before any page script: notes when the first card appears and the next frame after it.
const OBSERVER_SCRIPT = `(() => {
  const observer = new MutationObserver(() => {
    if (!document.querySelector(${JSON.stringify(CARD)})) return;
    observer.disconnect();
    const seen = { dom: performance.now() };
    requestAnimationFrame(() => { seen.frame = performance.now(); window.__benchFirstCard = seen; });
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

async function coldLoad(browser: Browser, url: string): Promise<FirstCard> {
  const context = await browser.newContext();
  try {
    await context.addInitScript(OBSERVER_SCRIPT);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit', timeout: STEP_TIMEOUT_MS });
    const handle = await page.waitForFunction(() => (window as { __benchFirstCard?: FirstCard }).__benchFirstCard, null, {
      timeout: STEP_TIMEOUT_MS,
      polling: 50,
    });
    return (await handle.jsonValue()) as FirstCard;
  } finally {
    await context.close();
  }
}

/** The app's page once its list rendered, without scripts: the static comparison page. */
async function snapshotStaticPage(page: Page, url: string): Promise<{ html: string; cards: number }> {
  await page.goto(url, { timeout: STEP_TIMEOUT_MS });
  await page.waitForSelector(CARD, { timeout: STEP_TIMEOUT_MS });
  await page.waitForLoadState('networkidle', { timeout: STEP_TIMEOUT_MS });
  return page.evaluate((card) => {
    const root = document.documentElement.cloneNode(true) as HTMLElement;
    for (const node of root.querySelectorAll('script, link[rel="modulepreload"]')) node.remove();
    return { html: `<!doctype html>\n${root.outerHTML}`, cards: document.querySelectorAll(card).length };
  }, CARD);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

export const firstCardBenchmark: Benchmark = {
  name: 'web.first-card',
  title: 'Cold load of /engine/projects to the first project card, vs a static page with the same cards',
  async run(options: BenchOptions): Promise<BenchReport> {
    const runs = options.quick ? 1 : 15;
    const build = await buildForBench();
    let app: BuiltApp | undefined;
    let browser: Browser | undefined;
    try {
      app = await startBenchApp(build);
      browser = await launchBrowser();
      const snapshotContext = await browser.newContext();
      const snapshot = await snapshotStaticPage(await snapshotContext.newPage(), app.url + APP_PATH);
      await snapshotContext.close();
      await writeFile(build.staticPage, snapshot.html);
      // One unmeasured load of each warms the server (JIT, file cache), not the browser.
      await coldLoad(browser, app.url + APP_PATH);
      await coldLoad(browser, app.url + STATIC_PATH);
      const samples = { app: [] as FirstCard[], static: [] as FirstCard[] };
      for (let i = 0; i < runs; i++) {
        samples.app.push(await coldLoad(browser, app.url + APP_PATH));
        samples.static.push(await coldLoad(browser, app.url + STATIC_PATH));
      }
      const frame = { app: median(samples.app.map((s) => s.frame)), static: median(samples.static.map((s) => s.frame)) };
      const dom = { app: median(samples.app.map((s) => s.dom)), static: median(samples.static.map((s) => s.dom)) };
      const all = (list: FirstCard[]): string => list.map((s) => fmt(s.frame, 0)).join(', ');
      return {
        name: this.name,
        title: this.title,
        columns: ['page', 'first card painted, median ms', 'card in DOM, median ms', 'ratio vs static (painted)', 'runs (painted ms)'],
        rows: [
          ['static HTML, same cards and CSS', fmt(frame.static, 0), fmt(dom.static, 0), '1', all(samples.static)],
          [`the app (${APP_PATH})`, fmt(frame.app, 0), fmt(dom.app, 0), fmt(frame.app / frame.static, 2), all(samples.app)],
        ],
        targets: [{ label: 'first card painted, app / static', value: fmt(frame.app / frame.static, 2), limit: '<= 1.5', met: frame.app / frame.static <= 1.5 }],
        notes: [
          `Each run is a fresh browser context (cold: no HTTP cache, no open connection); app and static page alternate, ${runs} runs each after one unmeasured load of each; median shown. Times are from navigation start (performance.now() in the page).`,
          `"painted" is the first requestAnimationFrame after the first card entered the DOM (frames wait for render-blocking CSS in both pages); headless Chromium's frame clock rounds it up to ~16 ms.`,
          `The static page is the app's own page after its list rendered (${snapshot.cards} cards, with header and footer), scripts removed, stylesheet kept, served by a bench-only route in the bench's build of the server (bench/fixtures/web-server.ts).`,
        ],
      };
    } finally {
      await browser?.close();
      await app?.stop();
    }
  },
};
