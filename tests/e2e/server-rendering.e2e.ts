// Server rendering of the public pages against the built app (fresh database, demo content):
// with JavaScript off Chromium sees every public page's cards, details, titles and links; with
// JavaScript on the page hydrates without a warning, keeps the server's DOM (no flash), asks for
// no count again, and the live subscription takes over (a project closed by the admin after the
// page was rendered disappears without reload). Also: 404 and 301 answers, hostile content and
// private fields in the served HTML, sitemap and robots, and compressed answers.
import { beforeAll, describe, expect, it } from 'vitest';
import { WAIT, DESKTOP } from '../helpers/e2e-kit';
import { watchLiveData } from '../helpers/e2e-live-data';
import { useE2eSession } from '../helpers/e2e-session';
import { jsonLdBlocks, structuredDataProblems } from '../integration/ssr/structured-data-schema';

const PRODUCT = 'Expert Marketplace';

describe('server-rendered public pages', () => {
  const session = useE2eSession();
  let projectPath = '';
  let expertPath = '';

  const get = (path: string, headers: Record<string, string> = {}) => fetch(session.url(path), { headers, redirect: 'manual' });
  const html = async (path: string) => (await get(path)).text();

  beforeAll(async () => {
    projectPath = /href="(\/engine\/p\/[^"]+)"/.exec(await html('/engine/projects'))?.[1] ?? '';
    expertPath = /href="(\/engine\/experts\/[A-Za-z0-9]{17}\/[^"]+)"/.exec(await html('/engine/experts'))?.[1] ?? '';
  });

  it('sends every list in place: no hidden copy for a script to move in later', async () => {
    // React outlines a finished Suspense boundary bigger than its chunk size (any list page) as a
    // hidden copy plus an inline script that reveals it up to 300 ms later, after the first paint.
    for (const path of ['/engine/projects', '/engine/experts', projectPath, expertPath]) {
      const page = await html(path);
      expect(page).toContain('<main id="main"');
      expect(page, path).not.toMatch(/<div hidden id="S:|<template id="B:|\$RC\b|\$RT=/);
      expect(page.slice(page.indexOf('<main id="main"'), page.indexOf('</main>')), path).toMatch(/<h1/);
    }
  });

  it('shows every public page with JavaScript off: titles, cards, details and links', async () => {
    expect(projectPath).toMatch(/^\/engine\/p\/\w{17}\/[a-z0-9-]+$/);
    expect(expertPath).toMatch(/^\/engine\/experts\/\w{17}\/[a-z0-9-]+\/$/);
    const page = await session.newPage(DESKTOP, { javaScript: false });
    await page.goto(session.url('/engine/projects'));
    expect(await page.title()).toBe(`Open projects - ${PRODUCT}`);
    expect(await page.getByTestId('project-card').count()).toBe(20);
    expect(await page.locator('p[role="status"]').textContent()).toMatch(/^\d+ projects found, showing 20$/);
    const href = await page.getByTestId('project-card').first().locator('a').first().getAttribute('href');
    expect(href).toBe(projectPath);
    await page.goto(session.url(`${href}`));
    const projectTitle = await page.getByRole('heading', { level: 1 }).textContent();
    expect(await page.title()).toBe(`${projectTitle} - ${PRODUCT}`);

    await page.goto(session.url('/engine/projects?skills=java'));
    const filtered = await page.getByTestId('project-card').count();
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(20);

    await page.goto(session.url('/engine/experts'));
    expect(await page.title()).toBe(`Our Experts - ${PRODUCT}`);
    expect(await page.getByTestId('expert-card').count()).toBe(20);
    await page.goto(session.url(expertPath));
    const name = await page.getByRole('heading', { level: 1 }).textContent();
    expect(name).toMatch(/^\S+ [A-Z]\.$/);
    expect(await page.title()).toContain(`${name} – `);
    expect(await page.getByRole('link', { name: '← All experts' }).getAttribute('href')).toBe('/engine/experts/');

    await page.goto(session.url('/engine/privacy-policy'));
    expect(await page.title()).toBe(`Privacy Policy - ${PRODUCT}`);
    expect(await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).count()).toBe(1);
  });

  it('hydrates every public page without a warning, keeping the server DOM and asking for no count again', async () => {
    for (const path of ['/engine/projects', '/engine/experts', projectPath, expertPath, '/engine/privacy-policy']) {
      const page = await session.newPage();
      const messages: string[] = [];
      const sent: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
      });
      page.on('pageerror', (error) => messages.push(error.message));
      page.on('websocket', (socket) => socket.on('framesent', (frame) => sent.push(String(frame.payload))));
      const live = watchLiveData(page);
      await page.goto(session.url(path));
      const h1 = await page.locator('h1').elementHandle();
      // Hydrated, and the live subscription answered: its takeover must not replace the DOM either.
      await live.settled(h1);
      expect(messages, path).toEqual([]);
      expect(await h1?.evaluate((element) => element.isConnected), `${path} kept its server-rendered heading`).toBe(true);
      expect(sent.some((frame) => frame.includes('"method":"projects.count"') || frame.includes('"method":"people.count"')), `${path} counted again`).toBe(false);
      await page.context().close();
    }
  });

  it('hands over to the live subscription: a project closed after rendering disappears without reload', async () => {
    const page = await session.newPage();
    await page.goto(session.url('/engine/projects'));
    const first = page.getByTestId('project-card').first();
    const title = (await first.getByRole('heading').textContent()) ?? '';
    const projectId = /\/engine\/p\/(\w{17})\//.exec((await first.getByRole('link').getAttribute('href')) ?? '')?.[1];
    const admin = await session.accounts.loginAs(session.users.admin());
    await admin.callAsync('projects.close', projectId);
    await page.getByRole('heading', { name: title, exact: true }).waitFor({ state: 'detached', ...WAIT });
    // Its own page now says it is closed: the posting is no longer valid and has no apply action.
    const posting = jsonLdBlocks(await html(`/engine/p/${projectId}`.concat((await get(`/engine/p/${projectId}`)).headers.get('location')?.replace(/^.*\/engine\/p\/\w{17}/, '') ?? '')))[0];
    expect(posting?.directApply).toBeUndefined();
    expect(new Date(String(posting?.validThrough)).getTime()).toBeLessThan(Date.now());
  });

  it('writes long lists in place: no hidden outlined copy of the list, no inline script moving it', async () => {
    for (const [path, card] of [['/engine/projects?limit=60', 'project-card'], ['/engine/experts?limit=60', 'expert-card']]) {
      const answer = await get(path);
      const page = await answer.text();
      const main = /<main[\s\S]*<\/main>/.exec(page)?.[0] ?? '';
      const shown = Number(/showing (\d+)</.exec(main)?.[1]);
      expect(page, path).not.toContain('hidden id="S:');
      expect(page, path).not.toMatch(/\$R[CSX]/);
      // Long enough that React's default progressiveChunkSize (12,800 bytes) outlined it.
      expect(main.length, path).toBeGreaterThan(25_600);
      expect(shown, path).toBeGreaterThan(20);
      expect(page.match(new RegExp(`data-testid="${card}"`, 'g'))?.length, `${path}: every card once, inside <main>`).toBe(shown);
      expect(main.match(new RegExp(`data-testid="${card}"`, 'g'))?.length, path).toBe(shown);
      // Any inline script is data, or carries the request's CSP nonce.
      const nonce = /'nonce-([^']+)'/.exec(answer.headers.get('content-security-policy') ?? '')?.[1];
      for (const tag of page.match(/<script\b[^>]*>/g) ?? []) {
        if (!/\ssrc=|type="application\/(ld\+)?json"/.test(tag)) expect(tag, path).toContain(`nonce="${nonce}"`);
      }
    }
  });

  it('answers 404 for unknown ids with a way back, and 301 to the one current address', async () => {
    const missingProject = await get('/engine/p/nOsUcHpRoJeCt1234/whatever');
    expect(missingProject.status).toBe(404);
    expect(await missingProject.text()).toContain('href="/engine/projects/"');
    const missingExpert = await get('/engine/experts/nOsUcHeXpErT12345/');
    expect(missingExpert.status).toBe(404);
    expect(await missingExpert.text()).toContain('href="/engine/experts/"');
    const [, id, slug] = /^\/engine\/p\/(\w+)\/(.+)$/.exec(projectPath) ?? [];
    const old = await get(`/engine/projects/${id}/an-old-name?ref=mail`);
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe(`/engine/projects/${id}/${slug}?ref=mail`);
    const canonicalOf = (page: string) => /<link rel="canonical" href="([^"]+)"/.exec(page)?.[1];
    expect(canonicalOf(await html(`/engine/projects/${id}/${slug}`))).toBe(canonicalOf(await html(projectPath)));
    expect(canonicalOf(await html(projectPath))).toMatch(new RegExp(`/engine/p/${id}/${slug}$`));
  });

  it('validates every JSON-LD block and never serves a field a visitor may not see', async () => {
    const admin = await session.accounts.loginAs(session.users.admin());
    const [, id] = /^\/engine\/p\/(\w+)\//.exec(projectPath) ?? [];
    await admin.callAsync('projects.update', id, { clientName: 'Confidential Client GmbH' });
    const { email } = session.users.admin();
    const project = await html(projectPath);
    const expert = await html(expertPath);
    expect(jsonLdBlocks(project).map(structuredDataProblems)).toEqual([[]]);
    expect(jsonLdBlocks(expert).map(structuredDataProblems)).toEqual([[]]);
    for (const page of [project, expert, await html('/engine/projects'), await html('/engine/experts')]) {
      expect(page).not.toContain('Confidential Client GmbH');
      expect(page).not.toContain(email);
      expect(page).not.toContain('sourceUserId');
      expect(page).not.toContain('adminNotes');
      expect(page).not.toMatch(/\/uploads\/|\.pdf"/);
    }
  });

  it('escapes hostile titles and descriptions in the HTML, the JSON-LD and the hydrated page', async () => {
    const admin = await session.accounts.loginAs(session.users.admin());
    const [, id] = /^\/engine\/p\/(\w+)\//.exec(projectPath) ?? [];
    const title = '</script><script>window.pwned=1</script><img src=x onerror="window.pwned=2">';
    const description = 'Read [this](javascript:window.pwned=3) </script><script>window.pwned=4</script>';
    await admin.callAsync('projects.update', id, { title, description });
    const answer = await get(`/engine/p/${id}`);
    const location = answer.headers.get('location') ?? '';
    const page = await html(location);
    expect(page).not.toContain('<script>window.pwned');
    expect(page).not.toContain('<img src=x');
    expect(page).not.toContain('href="javascript:');
    expect(jsonLdBlocks(page)[0]?.title).toBe(title);
    const browserPage = await session.newPage();
    const dialogs: string[] = [];
    browserPage.on('dialog', (dialog) => void dialog.dismiss().then(() => dialogs.push(dialog.message())));
    const live = watchLiveData(browserPage);
    await browserPage.goto(session.url(location));
    const heading = browserPage.getByRole('heading', { level: 1, name: title });
    await heading.waitFor(WAIT);
    // Hydrated and live: the title and description rendered from the subscription's data too.
    await live.settled(await heading.elementHandle());
    expect(await browserPage.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
    expect(await browserPage.locator('a[href^="javascript:"]').count()).toBe(0);
    expect(dialogs).toEqual([]);
  });

  it('serves a sitemap of open projects and published experts, and robots.txt', async () => {
    const sitemap = await html('/sitemap.xml');
    expect(sitemap).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    // Every address names its version in each language.
    expect(sitemap).toMatch(/<loc>[^<]*\/engine\/projects\/<\/loc>(<lastmod>[^<]*<\/lastmod>)?<xhtml:link rel="alternate" hreflang="en" href="[^"]*\/engine\/projects\/"\/><xhtml:link rel="alternate" hreflang="de" href="[^"]*\/engine\/projects\/\?hl=de"\/>/);
    const projects = sitemap.match(/\/engine\/p\/\w{17}\//g) ?? [];
    const experts = sitemap.match(/\/engine\/experts\/\w{17}\//g) ?? [];
    expect(projects.length).toBeGreaterThan(20);
    expect(experts.length).toBeGreaterThan(20);
    expect(sitemap).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
    const robots = await html('/robots.txt');
    expect(robots).toContain('Disallow: /engine/admin');
    expect(robots).toContain('Disallow: /engine/profile');
    expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
  });

  it('compresses: precompressed brotli or gzip assets with their cache headers, pages on the fly', async () => {
    const asset = /src="(\/engine\/assets\/index-[^"]+\.js)"/.exec(await html('/engine/projects'))?.[1] ?? '';
    const plain = await get(asset, { 'Accept-Encoding': 'identity' });
    const brotli = await get(asset, { 'Accept-Encoding': 'gzip, deflate, br' });
    const gzip = await get(asset, { 'Accept-Encoding': 'gzip' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    for (const answer of [brotli, gzip]) {
      expect(answer.headers.get('vary')).toMatch(/Accept-Encoding/i);
      expect(answer.headers.get('cache-control')).toMatch(/immutable/);
      expect(answer.headers.get('content-type')).toMatch(/javascript/);
    }
    // fetch decodes: the decoded bytes are the same file.
    expect(await brotli.text()).toBe(await plain.text());
    const page = await get('/engine/projects', { 'Accept-Encoding': 'gzip, br' });
    expect(page.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
  });
});
