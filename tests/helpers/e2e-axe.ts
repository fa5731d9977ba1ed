// axe-core in a playwright page without any download: the installed axe.min.js is read from disk
// and evaluated in the page through the DevTools protocol, then `axe.run` checks the whole document. Violations come
// back split into the blocking ones (serious, critical) and the rest, each with its targets so a
// failing test says exactly where to look.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { WAIT } from './e2e-kit';

const require = createRequire(import.meta.url);
let axeSource: string | undefined;

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

export interface AxeReport {
  blocking: AxeViolation[];
  minor: AxeViolation[];
}

interface RawViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

declare global {
  interface Window {
    axe?: { run(context: Document, options: object): Promise<{ violations: RawViolation[] }> };
  }
}

const BLOCKING = new Set(['serious', 'critical']);

/** Runs axe on the page as it is now (injecting it once per document). */
export async function runAxe(page: Page): Promise<AxeReport> {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => typeof window.axe !== 'undefined'))) {
    // Through the DevTools protocol, which the page's Content-Security-Policy does not govern
    // (an inline <script> tag would be refused: the app allows no inline scripts).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Runtime.evaluate', { expression: axeSource });
    await cdp.detach();
  }
  // A colour transition caught halfway (a button the pointer rests on, a dialog fading out) reads
  // as a contrast failure of colours nobody sees: let running transitions finish first (spinners,
  // which never finish, are left alone; at most 2 s).
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    await Promise.race([Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
  const violations = await page.evaluate(async () => {
    const result = await window.axe!.run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes.map((node) => `${JSON.stringify(node.target)} ${node.failureSummary ?? ''}`.trim()),
    }));
  });
  return {
    blocking: violations.filter((violation) => BLOCKING.has(violation.impact ?? '')),
    minor: violations.filter((violation) => !BLOCKING.has(violation.impact ?? '')),
  };
}

/**
 * The blocking findings (serious, critical) as readable lines, once every animation is over: a
 * dialog fading in or a button changing colour half-way fails the contrast rule.
 */
export async function blockingAxe(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), undefined, WAIT);
  const report = await runAxe(page);
  return report.blocking.map((violation) => `${violation.id}: ${violation.help} at ${violation.targets.join(' | ')}`);
}
