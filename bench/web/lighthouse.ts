// `web.lighthouse`: Lighthouse (the pinned npm package, its mobile defaults: simulated slow 4G and
// a 4x slower CPU) with Debian's Chromium (CHROME_PATH) on every public page of the bench build
// (server-rendered, compressed), in English and in German (the browser asks for German with
// Accept-Language, as a German visitor's does; `?hl=de` names the
// language too, but a visitor's browser sends the header). Scores are 0–100; LCP is Lighthouse's simulated value.
import { execFile } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_PATH } from '../../tests/helpers/browser';
import type { BuiltApp } from '../../tests/helpers/start-built-app';
import { projectRoot } from '../../scripts/meteor-resolver';
import type { Benchmark, BenchOptions, BenchReport, Target } from '../lib/types';
import { buildForBench, startBenchApp } from './build';

const run = promisify(execFile);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const LIMITS: Record<(typeof CATEGORIES)[number], number> = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

interface LighthouseResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

/** The languages audited, each with the Accept-Language its visitor's browser sends. */
const LANGUAGES = [
  { locale: 'en', acceptLanguage: 'en' },
  { locale: 'de', acceptLanguage: 'de-DE,de;q=0.9' },
] as const;

async function audit(url: string, acceptLanguage: string): Promise<LighthouseResult> {
  const output = path.join(os.tmpdir(), `lighthouse-${process.pid}-${Date.now()}.json`);
  const cli = path.join(projectRoot, 'node_modules', 'lighthouse', 'cli', 'index.js');
  try {
    await run(
      process.execPath,
      [cli, url, '--quiet', '--output=json', `--output-path=${output}`, `--only-categories=${CATEGORIES.join(',')}`, `--extra-headers=${JSON.stringify({ 'Accept-Language': acceptLanguage })}`, '--chrome-flags=--headless=new --no-sandbox --disable-gpu'],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, timeout: 180_000, maxBuffer: 64 * 1024 * 1024 },
    );
    return JSON.parse(await readFile(output, 'utf8')) as LighthouseResult;
  } finally {
    await rm(output, { force: true });
  }
}

export const lighthouseBenchmark: Benchmark = {
  name: 'web.lighthouse',
  title: 'Lighthouse (mobile defaults) on every public page, in English and German',
  async run(options: BenchOptions): Promise<BenchReport> {
    const build = await buildForBench();
    let app: BuiltApp | undefined;
    try {
      app = await startBenchApp(build);
      const project = /href="(\/engine\/p\/[^"]+)"/.exec(await (await fetch(`${app.url}/engine/projects`)).text())?.[1] ?? '';
      const expert = /href="(\/engine\/experts\/\w{17}\/[^"]+)"/.exec(await (await fetch(`${app.url}/engine/experts`)).text())?.[1] ?? '';
      const pages = options.quick ? ['/engine/projects/'] : ['/engine/projects/', '/engine/experts/', project, expert, '/engine/privacy-policy/'];
      const rows: string[][] = [];
      const targets: Target[] = [];
      for (const page of pages) for (const { locale, acceptLanguage } of LANGUAGES) {
        // The page must come in the language audited (the server chooses it from Accept-Language).
        const html = await (await fetch(`${app.url}${page}`, { headers: { 'Accept-Language': acceptLanguage } })).text();
        if (!new RegExp(`<html[^>]*\\blang="${locale}"`).test(html)) throw new Error(`${page} with Accept-Language ${acceptLanguage} did not come in ${locale}`);
        const result = await audit(`${app.url}${page}`, acceptLanguage);
        const scores = CATEGORIES.map((name) => Math.round((result.categories[name]?.score ?? 0) * 100));
        const lcp = result.audits['largest-contentful-paint']?.numericValue ?? Number.NaN;
        const label = `${page.replace(/\/\w{17}\/[^/]+\/?$/, '/{id}/{slug}')} (${locale})`;
        rows.push([label, ...scores.map(String), `${(lcp / 1000).toFixed(1)} s`]);
        CATEGORIES.forEach((name, index) => targets.push({ label: `${label} ${name}`, value: String(scores[index]), limit: `>= ${LIMITS[name]}`, met: (scores[index] ?? 0) >= LIMITS[name] }));
      }
      return {
        name: this.name,
        title: this.title,
        columns: ['page', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP'],
        rows,
        targets,
        notes: [
          'Lighthouse 13.0.1 from npm (pinned in package.json), its default mobile configuration (simulated throttling), Debian Chromium via CHROME_PATH, against the bench build on 127.0.0.1 on a shared 2-core machine.',
        ],
      };
    } finally {
      await app?.stop();
    }
  },
};
