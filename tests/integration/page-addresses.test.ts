// What the server answers under /engine, over HTTP against the whole app (server/start-app.ts
// with a stand-in client build): every address of the route table, aliases and trailing slashes
// included, is the app's page (query strings untouched); an unknown address is a 302 to the
// project list, as the router would redirect in the browser, so crawlers and link checkers see
// it; hashed assets are served and a missing one stays a 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../imports/ui/app/paths';
import { ASSET_PATH, type SecurityApp, startSecurityApp } from './security/security-app.testkit';

let server: SecurityApp;

beforeAll(async () => {
  server = await startSecurityApp();
});

afterAll(async () => {
  await server?.stop();
});

const answer = (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, { redirect: 'manual', ...init });

async function expectPage(path: string): Promise<void> {
  const response = await answer(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
  expect(await response.text(), path).toContain('<div id="root">');
}

async function expectRedirectHome(path: string, init?: RequestInit): Promise<void> {
  const response = await answer(path, init);
  expect(response.status, path).toBe(302);
  expect(response.headers.get('location'), path).toBe(paths.projects.href());
  await response.arrayBuffer();
}

/** One concrete address per pattern of the route table (every address of paths.ts has its route): every parameter filled in. */
const ROUTED = Object.values(paths).flatMap(({ patterns }) => patterns).flatMap((pattern) => {
  const address = pattern.replace(/:\w+\??/g, 'x1');
  return [address, `${address}/`];
});

describe('addresses under /engine', () => {
  it('answers every address of the route table, with and without a trailing slash, with the page', async () => {
    expect(ROUTED.length).toBeGreaterThan(60);
    for (const path of ROUTED) await expectPage(path);
  });

  it('answers aliases, optional segments, other letter case and query strings with the page', async () => {
    for (const path of ['/engine/registration', '/engine/documents/d1', '/engine/admin', '/engine/e/x1', '/engine/projects/x1', '/engine/p/x1/a-name', '/engine/Projects/', '/engine/projects/?skills=java&remote=80']) {
      await expectPage(path);
    }
  });

  it('redirects an unknown address to the project list with a 302, without its query, for GET and HEAD', async () => {
    for (const path of ['/engine', '/engine/', '/engine/nowhere', '/engine/nowhere/', '/engine/projects/a/b/c', '/engine/sign-up/step-9', '/engine/index.html', '/engine/nowhere?ref=mail']) {
      await expectRedirectHome(path);
    }
    await expectRedirectHome('/engine/nowhere', { method: 'HEAD' });
  });

  it('serves hashed assets and answers a missing one with 404, not a redirect', async () => {
    const asset = await answer(ASSET_PATH);
    expect(asset.status).toBe(200);
    expect(await asset.text()).toContain('console.log');
    const missing = await answer('/engine/assets/missing-000.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('location')).toBeNull();
    await missing.arrayBuffer();
  });
});
