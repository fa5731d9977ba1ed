// Issue 24 in Chromium against the built app with the demo content: a customer of a company opens
// an expert's page, sends a request naming two of the expert's skills (the request form's optional
// "What the experts need") and, on the same page, then again after a reload, reads how the expert
// fits the request: the score and the reasons. A visitor's page neither shows nor serves it, and
// the admins' Requests pipeline shows the skills the customer named.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gone, shown, WAIT } from '../helpers/e2e-kit';
import { useE2eSession } from '../helpers/e2e-session';

const FIT_HEADING = 'How this expert fits your open requests';
const MESSAGE = 'An engineer for our line retrofit in Brno, two days a week on site.';

describe('how an expert fits a customer’s open requests', () => {
  const session = useE2eSession();

  /** The address of the first expert on Our Experts. */
  async function firstExpertPath(page: Page): Promise<string> {
    await page.goto(session.url('/engine/experts'));
    const card = page.getByTestId('expert-card').first();
    await shown(card);
    return (await card.getByRole('heading').getByRole('link').getAttribute('href')) ?? '';
  }

  it('a customer sends a request with skills from an expert page and reads the fit with its reasons', async () => {
    const { owner } = await session.companies.create();
    const page = await session.signedInPage(owner);
    const expertPath = await firstExpertPath(page);
    await page.goto(session.url(expertPath));
    await shown(page.getByRole('heading', { level: 1 }));
    const main = page.locator('main');
    // Two of the skills the expert's profile lists.
    const skills = (await main.getByRole('list', { name: 'Skills', exact: true }).getByRole('listitem').allTextContents()).slice(0, 2).map((text) => text.trim());
    expect(skills).toHaveLength(2);
    // No open request names what the experts need yet: no fit to show.
    await expect.poll(() => page.locator('#account-menu').count(), WAIT).toBe(1);
    expect(await page.getByTestId('request-fit').count()).toBe(0);

    await main.getByRole('button', { name: 'Send request' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send a request' });
    await shown(dialog.getByLabel(/What do you need/));
    await dialog.getByLabel(/What do you need/).fill(MESSAGE);
    await shown(dialog.getByRole('group', { name: 'What the experts need (optional)' }));
    const search = dialog.getByRole('combobox', { name: 'Search Required skills' });
    for (const skill of skills) {
      await search.fill(skill);
      await dialog.getByRole('option', { name: skill, exact: true }).click();
    }
    await expect.poll(() => dialog.getByRole('list', { name: /Required skills/ }).getByRole('button').allTextContents(), WAIT).toHaveLength(2);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    const sent = page.getByRole('dialog', { name: 'Request sent' });
    await shown(sent);
    await sent.getByRole('button', { name: 'OK' }).click();
    await gone(sent);

    // The page follows the new request: its fit appears without a reload.
    const fit = page.getByTestId('request-fit');
    await shown(fit, WAIT);
    expect(await fit.getByRole('heading', { level: 2 }).textContent()).toBe(FIT_HEADING);
    const item = fit.getByTestId('request-fit-item');
    await expect.poll(() => item.count(), WAIT).toBe(1);
    expect(await item.getByRole('heading', { level: 3 }).textContent()).toBe(MESSAGE);
    expect(await item.textContent()).toMatch(/\d+ % match/);
    const fits = item.getByRole('list', { name: `What fits: ${MESSAGE}` });
    await expect.poll(() => fits.textContent(), WAIT).toContain('All 2 required skills');

    // A full page load: the server renders the page as a visitor would get it, then the signed-in browser adds the fit.
    await page.reload();
    await shown(page.getByTestId('request-fit'), WAIT);
    await expect.poll(() => page.getByTestId('request-fit').textContent(), WAIT).toContain('All 2 required skills');

    // The admins' Requests pipeline shows what the customer said the experts need.
    const adminPage = await session.signedInPage(session.users.admin(), { path: '/engine/admin/requests' });
    const needs = adminPage.getByRole('row').filter({ hasText: MESSAGE }).getByTestId('request-needs');
    await shown(needs, WAIT);
    expect(await needs.textContent()).toContain(skills[0]!);
    expect(await needs.textContent()).toContain(skills[1]!);
  }, 180_000);

  it('a visitor’s expert page neither shows nor serves the fit', async () => {
    const page = await session.newPage();
    const expertPath = await firstExpertPath(page);
    const html = await (await page.request.get(session.url(expertPath))).text();
    expect(html).not.toContain(FIT_HEADING);
    await page.goto(session.url(expertPath));
    await shown(page.getByRole('heading', { level: 1 }));
    await expect.poll(() => page.getByRole('banner').getByRole('button', { name: 'Sign in' }).count(), WAIT).toBeGreaterThan(0);
    expect(await page.getByTestId('request-fit').count()).toBe(0);
  }, 60_000);
});
