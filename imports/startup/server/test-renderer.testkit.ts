// A small renderer module for the render-thread tests, written to a temporary folder as plain
// JavaScript (render threads load it natively, as they load ssr.js). It keeps the renderer
// contract (renderer-contract.ts) and misbehaves on request, by page address, in the ways a real
// render can: `/engine/ok` renders, `/engine/throw` fails (`/engine/missing-throw` too, with a 404), `/engine/exit` ends its thread,
// `/engine/spin` never returns from a loop, `/engine/hang` never settles. Each thread counts its
// renders, so a test can tell a replaced thread from the old one. A page may name the
// subscriptions it renders from (`needs`, by page name), so its data is loaded as a real page's is.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DataNeed } from './renderer-contract';

const source = (needs: Record<string, DataNeed[]>) => `
import { threadId } from 'node:worker_threads';
const NEEDS = ${JSON.stringify(needs)};
let renders = 0;
export function planPage(url) {
  if (!url.pathname.startsWith('/engine/')) return null;
  const kind = url.pathname.slice(8);
  return { page: { kind }, needs: Object.hasOwn(NEEDS, kind) ? NEEDS[kind] : [] };
}
export function pageDataKey(name, args) { return JSON.stringify([name, args]); }
export function readPublicSettings(raw) { return { productName: (raw && raw.productName) || 'Test Product' }; }
export function pageHead(plan, _data, context) {
  return { status: plan.page.kind.startsWith('missing') ? 404 : 200, title: plan.page.kind, tags: ['<link rel="canonical" href="' + context.origin + '/engine/' + plan.page.kind + '">'] };
}
export function titleTag(title) { return '<title>' + title + '</title>'; }
export async function sitemapSources() { return []; }
export async function renderBodyHtml(task) {
  renders += 1;
  const kind = new URL(task.url).pathname.slice(8);
  if (kind.endsWith('throw')) throw new Error('the render failed');
  if (kind === 'exit') process.exit(3);
  if (kind === 'spin') for (;;);
  if (kind === 'hang') return new Promise(() => {});
  return '<main data-thread="' + threadId + '" data-renders="' + renders + '" data-nonce="' + (task.nonce || '') + '" data-hide-prices="' + (task.hidePrices === true) + '">' + task.dataJson + '</main>';
}
`;

export interface TestRenderer {
  file: string;
  remove(): Promise<void>;
}

export async function writeTestRenderer(needs: Record<string, DataNeed[]> = {}): Promise<TestRenderer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'render-threads-'));
  const file = path.join(dir, 'test-renderer.mjs');
  await writeFile(file, source(needs));
  return { file, remove: () => rm(dir, { recursive: true, force: true }) };
}
