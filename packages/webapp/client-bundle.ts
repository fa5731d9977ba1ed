// Serves the built client: hashed assets with long cache headers (precompressed copies when the
// browser accepts them), and the app's page for every route under the base path with
// `__meteor_runtime_config__` injected (public settings, root URL, client versions), as Meteor's
// boilerplate does, except at addresses the app says are no page (redirected). The page goes
// through the registered page renderer (server-render) when there is one. The page itself is
// never cached so a new build is picked up on the next load.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Express, Request, Response } from 'express';
import { precompressedAssets } from './compression';
import { pageRenderer } from './page-renderer';
import { applyHtmlAttributes } from './html-attributes';
import { Log } from '../logging/server';

export interface ClientBundleOptions {
  /** Folder holding Vite's output (index.html and assets/). */
  buildDir: string;
  /** The URL path the client lives under, e.g. '/engine'. */
  basePath: string;
  /** Values the browser reads from window.__meteor_runtime_config__. */
  runtimeConfig: () => Record<string, unknown>;
  /**
   * The app's own word on its addresses: a path under the base path that is no page is answered
   * with a redirect to `elsewhere` (302: the address may become a page later, and a 301 would be
   * cached for good), so crawlers and link checkers see it, not a page that redirects once loaded.
   * Without it every path under the base path gets the page.
   */
  pages?: { isPage(pathname: string): boolean; elsewhere: string };
}

/** Escapes JSON for a <script> block so no value can close the tag. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * The page with the runtime configuration as data (`<script type="application/json">`, which a
 * `script-src 'self'` policy allows); the client's first module reads it into
 * `window.__meteor_runtime_config__` before anything else runs.
 */
export function renderPage(template: string, runtimeConfig: Record<string, unknown>): string {
  const script = `<script type="application/json" id="meteor-runtime-config">${inlineJson(runtimeConfig)}</script>`;
  return template.replace('<head>', `<head>\n    ${script}`);
}

export interface ServedClientBundle {
  /** Reads the page again (a new client build names new chunks), as Meteor's client refresh does. */
  reload(): void;
}

export function serveClientBundle(handlers: Express, options: ClientBundleOptions): ServedClientBundle {
  const readTemplate = () => readFileSync(path.join(options.buildDir, 'index.html'), 'utf8');
  let template = readTemplate();
  handlers.use(`${options.basePath}/assets`, precompressedAssets(path.join(options.buildDir, 'assets')));
  const sendPage = (req: Request, res: Response) => {
    res.set('Cache-Control', 'no-cache');
    if (options.pages && !options.pages.isPage(req.path)) {
      res.redirect(302, options.pages.elsewhere);
      return;
    }
    const html = applyHtmlAttributes(renderPage(template, options.runtimeConfig()), req);
    const renderer = pageRenderer();
    if (!renderer) {
      res.type('html').send(html);
      return;
    }
    const nonce = typeof res.locals.cspNonce === 'string' ? res.locals.cspNonce : undefined;
    renderer(req, res, html, nonce).catch((error: unknown) => {
      Log.error('Rendering the page on the server failed; sending the plain page', { err: error });
      if (!res.headersSent) res.status(200).type('html').send(html);
      else res.end();
    });
  };
  handlers.get(options.basePath, sendPage);
  handlers.get(`${options.basePath}/*splat`, sendPage);
  return {
    reload() {
      template = readTemplate();
    },
  };
}
