// The built app in a real browser: a visitor opens /engine/projects on a fresh database and sees
// the demo projects arrive over the live subscription.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { type BuiltApp, startBuiltApp } from '../helpers/start-built-app';

describe('open projects in the browser', () => {
  let app: BuiltApp;
  let browser: Browser;

  beforeAll(async () => {
    app = await startBuiltApp();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('lists the demo projects from the live subscription', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${app.url}/engine/projects`);
    const cards = page.getByTestId('project-card');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(6);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Open projects');
    expect(await page.title()).toBe('Open projects - Expert Marketplace');
    expect(await cards.first().locator('h2').textContent()).toBeTruthy();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('redirects the site root to the projects page', async () => {
    const response = await fetch(`${app.url}/`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/engine/projects');
  });
});
