// The built app in a real browser: a visitor opens /engine/projects on a fresh database and sees
// the demo projects arrive over the live subscription.
import { describe, expect, it } from 'vitest';
import { WAIT } from '../helpers/e2e-kit';
import { useE2eSession } from '../helpers/e2e-session';

describe('open projects in the browser', () => {
  const session = useE2eSession();

  it('lists the demo projects from the live subscription', async () => {
    const page = await session.newPage();
    await page.goto(session.url('/engine/projects'));
    const cards = page.getByTestId('project-card');
    await expect.poll(() => cards.count(), WAIT).toBeGreaterThanOrEqual(6);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Open projects');
    expect(await page.title()).toBe('Open projects - Expert Marketplace');
    expect(await cards.first().locator('h2').textContent()).toBeTruthy();
  });

  it('redirects the site root to the projects page', async () => {
    const response = await fetch(session.url('/'), { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/engine/projects');
  });
});
