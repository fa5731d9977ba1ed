// Server rendering of the public pages, composed from `server-render`'s `onPageLoad`: for each
// page load the renderer (built with the browser's code) names the page and its data (from the
// page's server-page.ts); the data comes from the same publications a visitor's browser would use (run once, as a
// visitor: the same documents and fields, never more), the head and status from that data, and
// the body from React's streaming renderer in a render thread (render-pool.ts), so no render
// holds up the DDP sessions of the main thread. The data goes into the page as JSON for hydration.
import pLimit from 'p-limit';
import { EJSON } from 'meteor/ejson';
import { Meteor } from 'meteor/meteor';
import { escapeJsonForScript, onPageLoad, snapshotPublication } from 'meteor/server-render';
import { addHtmlAttributeHook } from 'meteor/webapp';
import { screenCatalogParts } from '../../ui/app/paths';
import { cookieHidesPrices } from '../../ui/lib/hide-prices-cookie';
import { createRenderPool, type RenderPool, renderThreadCount } from './render-pool';
import { loadRenderer, type PagePlan, type RendererModule } from './renderer-contract';
import { requestLocale } from './request-locale';
import { Log } from 'meteor/logging';

/** A refused argument (an address no publication accepts) means "nothing found", not a failure. */
function isRefusal(error: unknown): boolean {
  const code = (error as { error?: unknown } | null)?.error;
  return code === 400 || code === 404 || code === 'validation-error';
}

async function loadData(renderer: RendererModule, plan: PagePlan): Promise<Record<string, unknown>> {
  const data: Record<string, unknown> = {};
  await Promise.all(
    plan.needs.map(async (need) => {
      const key = renderer.pageDataKey(need.name, need.args);
      try {
        data[key] = (await snapshotPublication(need.name, need.args, null)).collections[need.collection] ?? [];
      } catch (error) {
        if (!isRefusal(error)) throw error;
        data[key] = [];
      }
    }),
  );
  return data;
}

/**
 * Page preparation (plan, data, head, page data) takes turns with the DDP sessions: one page at a
 * time, each after a turn of the event loop (setImmediate runs after pending I/O), so a burst of
 * page loads cannot hold up the sessions' frames for the sum of all their work.
 */
const preparing = pLimit(1);
/** The render pools running in this process (one per installation; the metrics sum them). */
const livePools = new Set<RenderPool>();
const afterPendingIo = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export interface RenderLoad {
  /** Page loads waiting for (or in) their turn to load data and build the head. */
  preparing: number;
  /** Page bodies waiting for a render thread. */
  waiting: number;
  /** Render threads busy with a page body, and threads running. */
  rendering: number;
  threads: number;
}

/** What server rendering is doing now, across the process (the metrics read it when scraped). */
export function renderLoad(): RenderLoad {
  const load: RenderLoad = { preparing: preparing.pendingCount + preparing.activeCount, waiting: 0, rendering: 0, threads: 0 };
  for (const pool of livePools) {
    const queue = pool.queue();
    load.waiting += queue.waiting;
    load.rendering += queue.rendering;
    load.threads += pool.liveThreads();
  }
  return load;
}

/** The render threads' V8 heaps across the process, in bytes (the metrics read it when scraped). */
export async function renderThreadHeaps(): Promise<{ totalBytes: number; usedBytes: number }> {
  const heaps = (await Promise.all([...livePools].map((pool) => pool.heapStatistics()))).flat();
  return { totalBytes: heaps.reduce((sum, heap) => sum + heap.totalBytes, 0), usedBytes: heaps.reduce((sum, heap) => sum + heap.usedBytes, 0) };
}

export interface ServerRenderingOptions {
  /** Render threads (default renderThreadCount(): SERVER_RENDER_THREADS or cores - 1). */
  threads?: number;
  /** Time limit of one page body's render, queue wait included. */
  timeoutMs?: number;
  /** Counts client refreshes: each loads the rebuilt renderer file anew (renderer-contract.ts). */
  generation?: number;
}

export interface ServerRendering {
  /** Whether a render thread is running (readiness: pages would else go out unrendered). */
  threadsUp: () => boolean;
  /** Stops server rendering and its threads. */
  stop: () => Promise<void>;
}

/**
 * Loads the renderer bundle and renders every public page on the server from now on: the plan,
 * data and head here, the body in a render thread.
 */
export async function installServerRendering(rendererFile: string, options: ServerRenderingOptions = {}): Promise<ServerRendering> {
  const renderer = await loadRenderer(rendererFile, options.generation);
  const pool = createRenderPool({ filename: rendererFile, threads: options.threads ?? renderThreadCount(), timeoutMs: options.timeoutMs });
  livePools.add(pool);
  // Every page says its language, so the browser starts in it (the browser's own pages too).
  const stopHtmlLang = addHtmlAttributeHook((request) => ({ lang: requestLocale(request) }));
  const stopPageLoads = onPageLoad(async (sink) => {
    const hidePrices = cookieHidesPrices(sink.request.headers.cookie);
    const locale = requestLocale(sink.request, sink.url);
    // The page's words follow the cookie and Accept-Language: caches must keep them apart.
    sink.setHeader('Vary', 'Accept-Language, Cookie');
    sink.setHeader('Content-Language', locale);
    const plan = await renderer.planPage(sink.url, { hidePrices });
    if (!plan) return;
    const dataJson = await preparing(async () => {
      await afterPendingIo();
      const data = await loadData(renderer, plan);
      const settings = renderer.readPublicSettings(Meteor.settings.public);
      const origin = Meteor.absoluteUrl().replace(/\/+$/, '');
      const head = renderer.pageHead(plan, data, { origin, productName: settings.productName, search: sink.url.search, locale });
      if (head.redirect) {
        sink.redirect(head.redirect, head.status);
        return null;
      }
      sink.setStatusCode(head.status);
      sink.appendToHead([renderer.titleTag(head.title), ...head.tags].join('\n'));
      return EJSON.stringify(data);
    });
    if (dataJson === null) return;
    let body: string;
    try {
      body = await pool.render({
        url: sink.url.href,
        dataJson,
        publicSettings: Meteor.settings.public,
        nonce: sink.nonce,
        hidePrices,
        locale,
        screen: plan.page.kind,
      });
    } catch (error) {
      // The page still answers, with its head and status, as the app's shell: the browser renders it.
      Log.error('Server rendering failed; sending the page for the browser to render', { err: error, page: plan.page.kind });
      return;
    }
    sink.appendToBody(`<script type="application/json" id="page-data">${escapeJsonForScript(dataJson)}</script>`);
    // The page's screen by name, so the browser loads its chunk without matching the route table.
    sink.appendToBody(`<script type="application/json" id="page-screen">${escapeJsonForScript(JSON.stringify(plan.page.kind))}</script>`);
    // And the message catalog parts it speaks with, which the browser loads alongside the app's chunks.
    sink.appendToBody(`<script type="application/json" id="page-catalogs">${escapeJsonForScript(JSON.stringify(screenCatalogParts(plan.page.kind)))}</script>`);
    sink.renderIntoElementById('root', body);
  });
  return {
    threadsUp: () => pool.liveThreads() > 0,
    stop: async () => {
      stopPageLoads();
      stopHtmlLang();
      livePools.delete(pool);
      await pool.close();
    },
  };
}
