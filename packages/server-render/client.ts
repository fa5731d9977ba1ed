// Meteor's `server-render` package, browser side: `onPageLoad(callback)` runs the callback once
// the page's HTML is parsed, with a sink over the document: the element the server rendered into
// (and whether it did), data the server left for the page in `<script type="application/json">`,
// `appendToHead`, `renderIntoElementById` and `redirect`. The app hydrates the server's HTML in
// its callback instead of rendering from scratch.
export { escapeAttribute, escapeHtml, escapeJsonForScript } from './escape';

export interface ClientSink {
  /** The element, or null. */
  getElementById(id: string): HTMLElement | null;
  /** Whether the server rendered content into the element (it has child nodes). */
  hasServerContent(id: string): boolean;
  /** The text of `<script type="application/json" id>` the server wrote, or null. */
  readJson(id: string): string | null;
  appendToHead(html: string): void;
  renderIntoElementById(id: string, html: string): void;
  redirect(location: string): void;
}

function createClientSink(doc: Document): ClientSink {
  return {
    getElementById: (id) => doc.getElementById(id),
    hasServerContent: (id) => (doc.getElementById(id)?.childNodes.length ?? 0) > 0,
    readJson(id) {
      const element = doc.getElementById(id);
      return element instanceof HTMLScriptElement && element.type === 'application/json' ? element.textContent : null;
    },
    appendToHead(html) {
      doc.head.insertAdjacentHTML('beforeend', html);
    },
    renderIntoElementById(id, html) {
      const element = doc.getElementById(id);
      if (element) element.innerHTML = html;
    },
    redirect(location) {
      globalThis.location.assign(location);
    },
  };
}

export type ClientPageLoadCallback = (sink: ClientSink) => void | Promise<void>;

/** Runs `callback` with the page's sink as soon as the document is parsed. */
export function onPageLoad(callback: ClientPageLoadCallback): Promise<void> {
  const doc = globalThis.document;
  const run = () => Promise.resolve(callback(createClientSink(doc)));
  if (doc.readyState === 'loading') {
    return new Promise((resolve, reject) => doc.addEventListener('DOMContentLoaded', () => run().then(resolve, reject), { once: true }));
  }
  return run();
}
