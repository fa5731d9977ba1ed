// Security headers on every HTTP answer of the real app: pages, hashed assets, the file routes,
// /_timesync, errors and 404s. The page's Content-Security-Policy allows no inline script except
// through the per-request nonce, and the page's own inline runtime-config script carries it.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_PATH, type SecurityApp, parseCsp, startSecurityApp } from './security-app.testkit';

let server: SecurityApp;

beforeAll(async () => {
  server = await startSecurityApp();
});

afterAll(async () => {
  await server?.stop();
});

const ANSWERS: { what: string; path: string; init?: RequestInit; status: number }[] = [
  { what: 'a page', path: '/engine/projects', status: 200 },
  { what: 'the root redirect', path: '/', status: 302 },
  { what: 'a hashed asset', path: ASSET_PATH, status: 200 },
  { what: 'a missing asset', path: '/engine/assets/missing-000.js', status: 404 },
  { what: 'the time sync', path: '/_timesync', status: 200 },
  { what: 'an unknown photo', path: '/photo/AAAAAAAAAAAAAAAAAAAAAAAA.webp', status: 404 },
  { what: 'a CV without login', path: '/cv/AAAAAAAAAAAAAAAAA', status: 401 },
  { what: 'an upload without login', path: '/upload/cv', init: { method: 'POST', body: 'x' }, status: 401 },
  { what: 'an unknown address', path: '/no/such/thing', status: 404 },
  { what: 'a malformed address', path: '/photo/%E0%A4%A', status: 400 },
];

function expectBaseHeaders(headers: Headers): void {
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('x-frame-options')).toBe('DENY');
  const permissions = headers.get('permissions-policy') ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(permissions).toContain(`${feature}=()`);
  const csp = parseCsp(headers.get('content-security-policy'));
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')?.[0]).toMatch(/^'(self|none)'$/);
  expect(csp.get('script-src') ?? csp.get('default-src')).not.toContain("'unsafe-inline'");
}

describe('security headers', () => {
  for (const answer of ANSWERS) {
    it(`are on ${answer.what} (${answer.status})`, async () => {
      const response = await fetch(`${server.url}${answer.path}`, { redirect: 'manual', ...answer.init });
      expect(response.status).toBe(answer.status);
      expectBaseHeaders(response.headers);
      // Plain HTTP: no HSTS (a browser would pin https for a host that has none).
      expect(response.headers.get('strict-transport-security')).toBeNull();
      await response.arrayBuffer();
    });
  }

  it("gives the page a policy without inline scripts, with a fresh nonce any inline script would have to carry", async () => {
    const first = await fetch(`${server.url}/engine/projects`);
    const second = await fetch(`${server.url}/engine/projects`);
    const csp = parseCsp(first.headers.get('content-security-policy'));
    const scripts = csp.get('script-src') ?? [];
    expect(scripts).toContain("'self'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    const nonce = /^'nonce-([A-Za-z0-9+/=]{22,})'$/.exec(scripts.find((source) => source.startsWith("'nonce-")) ?? '')?.[1];
    expect(nonce).toBeDefined();
    const otherNonce = parseCsp(second.headers.get('content-security-policy')).get('script-src')?.find((source) => source.startsWith("'nonce-"));
    expect(otherNonce).not.toBe(`'nonce-${nonce}'`);
    const html = await first.text();
    await second.text();
    // Every inline executable script carries the nonce; JSON data blocks need none.
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
      if (/\bsrc=/.test(tag) || /type="application\/(ld\+)?json"/.test(tag)) continue;
      expect(tag).toContain(`nonce="${nonce}"`);
    }
    // The runtime configuration travels as data, not as an inline script.
    expect(html).toMatch(/<script type="application\/json" id="meteor-runtime-config">/);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    const port = new URL(server.url).port;
    expect(csp.get('connect-src')).toEqual(expect.arrayContaining(["'self'", `ws://127.0.0.1:${port}`, `ws://localhost:${port}`]));
  });
});

describe('pages whose address holds a secret token', () => {
  it('send no Referer at all, so the token never leaves in one', async () => {
    for (const pathname of ['/engine/reset-password/abcDEF123/', '/engine/join/abcDEF123/', '/engine/invitation/abcDEF123']) {
      const response = await fetch(`${server.url}${pathname}`);
      await response.text();
      expect(response.status).toBe(200);
      expect(response.headers.get('referrer-policy'), pathname).toBe('no-referrer');
    }
    const other = await fetch(`${server.url}/engine/reset-passwords`);
    await other.text();
    expect(other.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});

describe('HSTS', () => {
  const previous = process.env.ROOT_URL;

  afterEach(() => {
    process.env.ROOT_URL = previous;
  });

  it('is sent only when ROOT_URL is https, and then the WebSocket origin is wss', async () => {
    process.env.ROOT_URL = 'https://marketplace.example/';
    const response = await fetch(`${server.url}/engine/projects`);
    await response.text();
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}; includeSubDomains$/);
    const csp = parseCsp(response.headers.get('content-security-policy'));
    expect(csp.get('connect-src')).toContain('wss://marketplace.example');
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
  });
});
