// Server rendering of the public pages, composed from `server-render`'s `onPageLoad`: for each
// page load the renderer (built with the browser's code) names the page and its data; the data
// comes from the same publications and methods a visitor's browser would use (run once, as a
// visitor: the same documents and fields, never more), the head and status from that data, and
// the body from React's streaming renderer. The data goes into the page as JSON for hydration.
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { EJSON } from 'meteor/ejson';
import { Meteor } from 'meteor/meteor';
import { callAsVisitor, escapeJsonForScript, onPageLoad, snapshotPublication } from 'meteor/server-render';
import type { PagePlan, RendererModule } from './renderer-contract';

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
        if (need.kind === 'method') data[key] = await callAsVisitor(need.name, ...need.args);
        else data[key] = (await snapshotPublication(need.name, need.args, null)).collections[need.collection ?? ''] ?? [];
      } catch (error) {
        if (!isRefusal(error)) throw error;
        if (need.kind === 'publication') data[key] = [];
      }
    }),
  );
  return data;
}

/** Loads the renderer bundle and renders every public page on the server from now on. */
export async function installServerRendering(rendererFile: string): Promise<() => void> {
  // React's production server renderer unless development is asked for explicitly: the
  // development build is several times slower and writes error stacks into the page.
  process.env.NODE_ENV ??= 'production';
  const renderer = (await import(pathToFileURL(rendererFile).href)) as RendererModule;
  await renderer.preloadPublicScreens();
  return onPageLoad(async (sink) => {
    const plan = renderer.planPage(sink.url);
    if (!plan) return;
    const data = await loadData(renderer, plan);
    const settings = renderer.readPublicSettings(Meteor.settings.public);
    const origin = Meteor.absoluteUrl().replace(/\/+$/, '');
    const head = renderer.pageHead(plan, data, { origin, productName: settings.productName, search: sink.url.search });
    if (head.redirect) {
      sink.redirect(head.redirect, head.status);
      return;
    }
    sink.setStatusCode(head.status);
    sink.appendToHead([renderer.titleTag(head.title), ...head.tags].join('\n'));
    sink.appendToBody(`<script type="application/json" id="page-data">${escapeJsonForScript(EJSON.stringify(data))}</script>`);
    const body = new PassThrough();
    await renderer.renderBody({ url: sink.url, data, settings, nonce: sink.nonce, onError: (error) => console.error('Server rendering error', error) }, body);
    sink.renderIntoElementById('root', body);
  });
}
