// Loose ends of issue 22 §6 in the built app and a real browser: an unknown address under
// /engine is redirected by the server (the browser arrives at the project list by an HTTP 302,
// not by loading a page that then redirects itself), and a known address with its query string
// is left as it is.
import { describe, expect, it } from 'vitest';
import { useE2eSession } from '../helpers/e2e-session';

describe('loose ends', () => {
  const session = useE2eSession();

  it('brings a visitor at an unknown address to the project list by a server redirect; a known address keeps its query', async () => {
    const page = await session.newPage({ width: 1280, height: 800 });
    const landed = await page.goto(session.url('/engine/no-such-page/deeper?ref=old-mail'));
    const redirect = landed?.request().redirectedFrom();
    expect(redirect?.url()).toBe(session.url('/engine/no-such-page/deeper?ref=old-mail'));
    expect((await redirect?.response())?.status()).toBe(302);
    expect(landed?.status()).toBe(200);
    expect(page.url()).toBe(session.url('/engine/projects/'));
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Open projects' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('project-card').count(), { timeout: 15_000 }).toBeGreaterThan(0);

    const filtered = await page.goto(session.url('/engine/projects/?remote=100'));
    expect(filtered?.request().redirectedFrom()).toBeNull();
    expect(filtered?.status()).toBe(200);
    expect(page.url()).toBe(session.url('/engine/projects/?remote=100'));
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Open projects' }).isVisible()).toBe(true);
  });
});
