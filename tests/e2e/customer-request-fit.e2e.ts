// Issue 24 in Chromium against the built app with the demo content: a customer of a company opens
// an expert's page, sends a request naming two of the expert's skills (the request form's optional
// "What the experts need") and, on the same page, then again after a reload, reads how the expert
// fits the request: the score and the reasons. A visitor's page neither shows nor serves it, and
// the admins' Requests pipeline shows the skills the customer named. The customer walks it at
// 375 px by keyboard alone (the request dialog, its skill search, the confirmation), with axe on
// the dialog and on the page with the fit.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blockingAxe } from '../helpers/e2e-axe';
import { focusShown, gone, isFocused, PHONE, shown, tabTo, WAIT } from '../helpers/e2e-kit';
import { sidewaysOverflow } from '../helpers/e2e-layout';
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

  /** Picks `name` in the focused skill search as a keyboard user does: type, arrow to it, Enter. */
  async function pickByKeyboard(page: Page, listbox: Locator, name: string): Promise<void> {
    await page.keyboard.type(name);
    const active = listbox.locator('[role="option"][aria-selected="true"]');
    for (let presses = 0; presses < 40; presses += 1) {
      await shown(active);
      if ((await active.textContent())?.trim() === name) break;
      await page.keyboard.press('ArrowDown');
    }
    expect((await active.textContent())?.trim(), `the arrow keys reach ${name}`).toBe(name);
    await page.keyboard.press('Enter');
  }

  it('a customer sends a request with skills from an expert page and reads the fit with its reasons (375 px, keyboard alone)', async () => {
    const { owner } = await session.companies.create();
    const page = await session.signedInPage(owner, { viewport: PHONE });
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

    // By keyboard alone: the request dialog, its message and two skills from the search, Send.
    const open = main.getByRole('button', { name: 'Send request' });
    expect(await tabTo(page, open, 150), 'Tab reaches Send request').toBe(true);
    expect(await focusShown(page), 'Send request shows its focus').toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Send a request' });
    const message = dialog.getByLabel(/What do you need/);
    await shown(message);
    expect(await tabTo(page, message, 10), 'Tab reaches the message in the dialog').toBe(true);
    await page.keyboard.type(MESSAGE);
    expect(await message.inputValue()).toBe(MESSAGE);
    await shown(dialog.getByRole('group', { name: 'What the experts need (optional)' }));
    const search = dialog.getByRole('combobox', { name: 'Search Required skills' });
    expect(await tabTo(page, search, 20), 'Tab reaches the skill search').toBe(true);
    expect(await focusShown(page), 'the skill search shows its focus').toBe(true);
    for (const skill of skills) await pickByKeyboard(page, dialog.getByRole('listbox', { name: 'Required skills' }), skill);
    await expect.poll(() => dialog.getByRole('list', { name: /Required skills/ }).getByRole('button').allTextContents(), WAIT).toHaveLength(2);
    expect(await blockingAxe(page), 'the request dialog with two skills at 375 px').toEqual([]);
    const send = dialog.getByRole('button', { name: 'Send request' });
    expect(await tabTo(page, send, 30), 'Tab reaches the dialog’s Send request').toBe(true);
    await page.keyboard.press('Enter');
    const sent = page.getByRole('dialog', { name: 'Request sent' });
    await shown(sent);
    const ok = sent.getByRole('button', { name: 'OK' });
    await expect.poll(() => isFocused(ok), WAIT).toBe(true);
    await page.keyboard.press('Enter');
    await gone(sent);
    await expect.poll(() => isFocused(open), WAIT).toBe(true);

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
    expect(await blockingAxe(page), 'the expert page with the fit at 375 px').toEqual([]);
    expect((await sidewaysOverflow(page)).extra, 'no sideways scroll at 375 px').toBeLessThanOrEqual(0);

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
