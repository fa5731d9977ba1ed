// Serves the built client: hashed assets with long cache headers, and the app's page for every
// route under the base path with `__meteor_runtime_config__` injected (public settings, root URL,
// client versions), as Meteor's boilerplate does. The page itself is never cached so a new build
// is picked up on the next load.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';

export interface ClientBundleOptions {
  /** Folder holding Vite's output (index.html and assets/). */
  buildDir: string;
  /** The URL path the client lives under, e.g. '/engine'. */
  basePath: string;
  /** Values the browser reads from window.__meteor_runtime_config__. */
  runtimeConfig: () => Record<string, unknown>;
}

/** Escapes JSON for a <script> block so no value can close the tag. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** `nonce`: the request's CSP nonce (security-headers.ts), so the policy needs no 'unsafe-inline'. */
export function renderPage(template: string, runtimeConfig: Record<string, unknown>, nonce?: string): string {
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : '';
  const script = `<script${nonceAttribute}>window.__meteor_runtime_config__ = ${inlineJson(runtimeConfig)};</script>`;
  return template.replace('<head>', `<head>\n    ${script}`);
}

export function serveClientBundle(handlers: Express, options: ClientBundleOptions): void {
  const template = readFileSync(path.join(options.buildDir, 'index.html'), 'utf8');
  handlers.use(
    `${options.basePath}/assets`,
    express.static(path.join(options.buildDir, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }),
  );
  const sendPage = (_req: express.Request, res: express.Response) => {
    res.set('Cache-Control', 'no-cache');
    res.type('html').send(renderPage(template, options.runtimeConfig(), res.locals.cspNonce as string | undefined));
  };
  handlers.get(options.basePath, sendPage);
  handlers.get(`${options.basePath}/*splat`, sendPage);
}
