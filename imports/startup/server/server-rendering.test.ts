// Server rendering through the web app's page route with real render threads (the test renderer
// of test-renderer.testkit.ts): a rendered page carries its head, status, body and page data; a
// render that fails, ends its thread or hangs still answers the page, with its head and status,
// as the app's shell for the browser to render (no page data, an empty root), and the next page
// renders again; stopping removes the page callback and the threads.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasPageLoadCallbacks } from 'meteor/server-render';
import { createWebApp, serveClientBundle, type WebAppInstance } from 'meteor/webapp';
import { installServerRendering } from './server-rendering';
import { type TestRenderer, writeTestRenderer } from './test-renderer.testkit';

const TEMPLATE = '<!doctype html><html><head><title>App</title></head><body><div id="root"></div><script type="module" src="/engine/assets/main.js"></script></body></html>';

describe('server rendering in render threads', () => {
  let renderer: TestRenderer;
  let buildDir: string;
  let web: WebAppInstance;
  let baseUrl: string;
  let stop: (() => Promise<void>) | undefined;
  let threadsUp: () => boolean = () => false;

  beforeAll(async () => {
    renderer = await writeTestRenderer();
    buildDir = await mkdtemp(path.join(os.tmpdir(), 'render-page-'));
    await mkdir(path.join(buildDir, 'assets'));
    await writeFile(path.join(buildDir, 'index.html'), TEMPLATE);
    ({ stop, threadsUp } = await installServerRendering(renderer.file, { threads: 1, timeoutMs: 1500 }));
    web = createWebApp();
    serveClientBundle(web.handlers, { buildDir, basePath: '/engine', runtimeConfig: () => ({}) });
    const address = await web.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${address.port}`;
  });

  afterAll(async () => {
    await web?.close();
    await stop?.();
    await renderer?.remove();
    if (buildDir) await rm(buildDir, { recursive: true, force: true });
  });

  async function page(name: string, headers: Record<string, string> = {}): Promise<{ status: number; html: string; root: string; nonce: string | undefined }> {
    const response = await fetch(`${baseUrl}/engine/${name}`, { headers });
    const html = await response.text();
    const root = /<div id="root">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    return { status: response.status, html, root, nonce };
  }

  it('writes the head, the body rendered in a thread with the request nonce, and the page data', async () => {
    const { status, html, root, nonce } = await page('ok');
    expect(status).toBe(200);
    expect(html).toContain('<title>ok</title>');
    expect(html).not.toContain('<title>App</title>');
    expect(root).toMatch(/^<main data-thread="\d+"/);
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
    expect(root).toContain(`data-nonce="${nonce}"`);
    expect(html).toContain('<script type="application/json" id="page-data">{}</script>');
    expect(html).toContain('<script type="application/json" id="page-screen">"ok"</script>');
    // A page the route table does not name speaks with every part (public pages name their own: paths.ts).
    expect(html).toContain('<script type="application/json" id="page-catalogs">["public","app"]</script>');
  });

  it("renders with the Hide Prices cookie's choice, and only hide_prices=1 hides", async () => {
    expect((await page('ok')).root).toContain('data-hide-prices="false"');
    expect((await page('ok', { cookie: 'theme=dark; hide_prices=1' })).root).toContain('data-hide-prices="true"');
    expect((await page('ok', { cookie: 'hide_prices=0' })).root).toContain('data-hide-prices="false"');
  });

  it.each(['throw', 'exit', 'spin', 'hang'])('answers a page whose render does %s as the shell with its head and status, then renders again', async (kind) => {
    const failed = await page(kind);
    expect(failed.status).toBe(200);
    expect(failed.html).toContain(`<title>${kind}</title>`);
    expect(failed.html).toContain('rel="canonical"');
    expect(failed.root).toBe('');
    expect(failed.html).not.toContain('id="page-data"');
    expect(failed.html).toContain('src="/engine/assets/main.js"');
    expect((await page('ok')).root).toMatch(/^<main data-thread/);
  });

  it('keeps the status of the page when its render fails', async () => {
    const missing = await page('missing-throw');
    expect(missing.status).toBe(404);
    expect(missing.root).toBe('');
  });

  it('stops: no page callback and no thread afterwards, the page is sent as the plain shell', async () => {
    // Readiness asks this: up while rendering, down once stopped.
    expect(threadsUp()).toBe(true);
    await stop?.();
    expect(threadsUp()).toBe(false);
    stop = undefined;
    expect(hasPageLoadCallbacks()).toBe(false);
    const plain = await page('ok');
    expect(plain.status).toBe(200);
    expect(plain.html).toContain('<title>App</title>');
    expect(plain.root).toBe('');
  });
});
