import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { CHROMIUM_PATH } from '../../tests/helpers/browser';
import { startBuiltApp } from '../../tests/helpers/start-built-app';
import { buildForBench } from './build';
const run = promisify(execFile);
const build = await buildForBench();
const app = await startBuiltApp({ serverEntry: build.serverEntry, env: { BENCH_CLIENT_DIR: build.clientDir, BENCH_STATIC_PAGE: build.staticPage } });
try {
  const list = await (await fetch(`${app.url}/engine/projects`)).text();
  const pages = process.argv.slice(2).map((p) => p === 'PROJECT' ? /href="(\/engine\/p\/[^"]+)"/.exec(list)![1]! : p);
  for (const page of pages) {
    const out = `/tmp/lh/${page.replace(/\W+/g, '_')}.json`;
    await run(process.execPath, ['node_modules/lighthouse/cli/index.js', `${app.url}${page}`, '--quiet', '--output=json', `--output-path=${out}`, '--only-categories=performance,accessibility', '--chrome-flags=--headless=new --no-sandbox --disable-gpu'], { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 1 << 26 });
    const r = JSON.parse(await readFile(out, 'utf8'));
    console.log(page, Math.round(r.categories.performance.score * 100), 'a11y', Math.round(r.categories.accessibility.score * 100));
    for (const ref of r.categories.accessibility.auditRefs) { const a = r.audits[ref.id]; if (a.score !== null && a.score < 1) console.log('  A11Y FAIL', ref.id, JSON.stringify(a.details?.items?.slice(0, 3)?.map((i: any) => i.node?.snippet ?? i.node?.selector))); }
    for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index', 'server-response-time', 'render-blocking-insight', 'lcp-breakdown-insight', 'bootup-time', 'mainthread-work-breakdown'])
      if (r.audits[id]) console.log(' ', id, r.audits[id].displayValue ?? '', r.audits[id].score);
  }
} finally { await app.stop(); }
