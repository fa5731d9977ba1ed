// Meteor's `server-render` package, server side: `onPageLoad(callback)` registers a callback that
// runs for every page the web app serves from its template; the callback gets a `sink` that can
// `appendToHead`, `renderIntoElementById` (a string or a stream: React's streaming renderer),
// `setStatusCode` and `redirect`. The web app asks `renderPageWithSink` to serve each page.
// Also offers `snapshotPublication`, which runs a publication once for the page's data exactly as
// a visitor's subscription would send it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { registerPageRenderer } from '../webapp/page-renderer';
import { ServerSink } from './server-sink';
import { writeSinkPage } from './page-writer';

export { ServerSink, type ElementContent } from './server-sink';
export { snapshotPublication, callAsVisitor, type PublicationSnapshot } from './publication-snapshot';
export { escapeJsonForScript, escapeHtml, escapeAttribute } from './escape';

export type PageLoadCallback = (sink: ServerSink) => void | Promise<void>;

const callbacks: PageLoadCallback[] = [];

/** Registers a callback for every page load; returns a function that unregisters it. */
export function onPageLoad(callback: PageLoadCallback): () => void {
  callbacks.push(callback);
  registerPageRenderer(renderPageWithSink);
  return () => {
    const index = callbacks.indexOf(callback);
    if (index >= 0) callbacks.splice(index, 1);
    if (callbacks.length === 0) registerPageRenderer(null);
  };
}

/** Whether any callback is registered (the web app sends its template as it is otherwise). */
export function hasPageLoadCallbacks(): boolean {
  return callbacks.length > 0;
}

/** Runs the callbacks for one page and writes the answer. */
export async function renderPageWithSink(request: IncomingMessage, response: ServerResponse, template: string, nonce?: string): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://page.local');
  const sink = new ServerSink(request, url, nonce);
  for (const callback of [...callbacks]) {
    await callback(sink);
    if (sink.redirectTo) break;
  }
  await writeSinkPage(sink, template, response);
}
