// Saved expert searches in the browser, at 375 px by keyboard alone: a company's customer filters
// Our Experts, opens the filters, saves the search ("Weekly", chosen with the arrow keys), gets
// the focus back on "Save this search", finds the search in My Profile marked as an expert search
// among their project search, changes its alerts (frequency, on and off) and its name there
// without losing the focus, and its link opens the directory with the same filters again. Axe on
// each screen. (That a candidate is not offered the form is experts-screen.test.tsx's.)
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blockingAxe } from '../helpers/e2e-axe';
import { chooseByKeyboard, focusShown, isFocused, PHONE, shown, tabTo, WAIT } from '../helpers/e2e-kit';
import { sidewaysOverflow } from '../helpers/e2e-layout';
import { useE2eSession } from '../helpers/e2e-session';

describe('saved expert searches', () => {
  const session = useE2eSession();

  /** On a filtered list at 375 px: opens the filters, then the save form, names the search and sends it, by keyboard. */
  async function saveByKeyboard(page: Page, name: string, frequency?: string): Promise<void> {
    const toggle = page.getByRole('button', { name: 'Show filters (active)' });
    expect(await tabTo(page, toggle), 'Tab reaches the filters toggle').toBe(true);
    await page.keyboard.press('Enter');
    const opener = page.getByRole('button', { name: 'Save this search' });
    expect(await tabTo(page, opener), 'Tab reaches Save this search').toBe(true);
    expect(await focusShown(page), 'Save this search shows its focus').toBe(true);
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'Save this search' });
    // The name field takes the focus as the form opens.
    await expect.poll(() => isFocused(form.getByLabel('Name')), WAIT).toBe(true);
    await page.keyboard.type(name);
    if (frequency) {
      await page.keyboard.press('Tab');
      const alerts = form.getByLabel('E-mail alerts');
      expect(await isFocused(alerts), 'Tab goes on to E-mail alerts').toBe(true);
      expect(await chooseByKeyboard(page, alerts, frequency), `the arrow keys choose ${frequency}`).toBe(true);
      expect(await blockingAxe(page), 'the save form at 375 px').toEqual([]);
      expect(await tabTo(page, form.getByRole('button', { name: 'Save search' }), 3), 'Tab reaches Save search').toBe(true);
    }
    // Enter on Save search, or in the name field, which sends the form as the button does.
    await page.keyboard.press('Enter');
    await shown(page.getByText('Search saved. You manage your saved searches in'));
    // The form is gone: the focus is back on the button that opened it, not at the page's start.
    await expect.poll(() => isFocused(opener), WAIT).toBe(true);
  }

  it('a customer saves an expert search on /engine/experts and manages it in My Profile, all by keyboard at 375 px', async () => {
    const { owner } = await session.companies.create();
    const page = await session.signedInPage(owner, { viewport: PHONE, path: '/engine/experts/?q=kotlin&skills=java' });
    await shown(page.getByRole('heading', { level: 1, name: 'Our Experts' }));
    await saveByKeyboard(page, 'Kotlin experts', 'Weekly');
    expect(await blockingAxe(page), 'Our Experts with the saved notice at 375 px').toEqual([]);
    expect((await sidewaysOverflow(page)).extra, 'no sideways scroll on Our Experts').toBeLessThanOrEqual(0);

    // A project search beside it, saved the same way from the project list.
    await page.goto(session.url('/engine/projects/?q=lighthouse'));
    await shown(page.getByRole('heading', { level: 1 }));
    await saveByKeyboard(page, 'Lighthouse projects');
    const profileLink = page.getByText('Search saved. You manage your saved searches in').getByRole('link', { name: 'My Profile' });
    expect(await tabTo(page, profileLink, 5, 'Shift+Tab'), 'Shift+Tab reaches the notice’s My Profile link').toBe(true);
    await page.keyboard.press('Enter');

    const section = page.getByRole('region', { name: 'Saved searches' });
    const expertsLink = section.getByRole('link', { name: 'Kotlin experts' });
    await shown(expertsLink);
    await shown(section.getByRole('link', { name: 'Lighthouse projects' }));
    await shown(section.getByRole('listitem').filter({ hasText: 'Kotlin experts' }).getByText('Experts', { exact: true }));
    await shown(section.getByRole('listitem').filter({ hasText: 'Lighthouse projects' }).getByText('Projects', { exact: true }));
    const alerts = section.getByRole('combobox', { name: 'E-mail alerts for “Kotlin experts”' });
    expect(await alerts.inputValue()).toBe('weekly');
    expect(await blockingAxe(page), 'My Profile with both kinds of saved search at 375 px').toEqual([]);
    expect((await sidewaysOverflow(page)).extra, 'no sideways scroll on My Profile').toBeLessThanOrEqual(0);

    // The frequency with the arrow keys: each step is saved, and the focus stays on the select.
    expect(await tabTo(page, alerts, 200), 'Tab reaches the search’s E-mail alerts').toBe(true);
    expect(await focusShown(page), 'E-mail alerts shows its focus').toBe(true);
    expect(await chooseByKeyboard(page, alerts, 'Daily'), 'the arrow keys choose Daily').toBe(true);
    await expect.poll(() => alerts.inputValue(), WAIT).toBe('daily');
    expect(await isFocused(alerts), 'the focus stays on E-mail alerts while it is saved').toBe(true);
    // Alerts off and on again with Space, the focus staying on the switch.
    const alertsOn = section.getByRole('switch', { name: 'Alerts on for “Kotlin experts”' });
    expect(await tabTo(page, alertsOn, 5), 'Tab reaches the alerts switch').toBe(true);
    expect(await focusShown(page), 'the switch shows its focus').toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => alertsOn.isChecked(), WAIT).toBe(false);
    expect(await isFocused(alertsOn), 'the focus stays on the switch while it is saved').toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => alertsOn.isChecked(), WAIT).toBe(true);

    // Rename: the field takes the focus, Enter saves, the focus returns to Rename.
    // Each row's buttons name their search (two rows each have a Rename).
    const rename = section.getByRole('button', { name: 'Rename “Kotlin experts”' });
    expect(await tabTo(page, rename, 5, 'Shift+Tab'), 'Shift+Tab reaches Rename').toBe(true);
    await page.keyboard.press('Enter');
    const nameField = section.getByRole('textbox', { name: 'Name of “Kotlin experts”' });
    await expect.poll(() => isFocused(nameField), WAIT).toBe(true);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Kotlin and Java experts');
    await page.keyboard.press('Enter');
    const renamedLink = section.getByRole('link', { name: 'Kotlin and Java experts' });
    await shown(renamedLink);
    await expect.poll(() => isFocused(section.getByRole('button', { name: 'Rename “Kotlin and Java experts”' })), WAIT).toBe(true);
    expect(await focusShown(page), 'Rename shows its focus again').toBe(true);
    expect(await blockingAxe(page), 'My Profile after the changes at 375 px').toEqual([]);

    // Its link opens the directory with its filters.
    expect(await tabTo(page, renamedLink, 3, 'Shift+Tab'), 'Shift+Tab reaches the saved search’s link').toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/engine\/experts\/\?q=kotlin&skills=java$/);
    await shown(page.getByRole('heading', { level: 1, name: 'Our Experts' }));
    // The filters, opened from their toggle, hold the saved search's text.
    expect(await tabTo(page, page.getByRole('button', { name: 'Show filters (active)' })), 'Tab reaches the filters toggle').toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('kotlin');
  }, 120_000);
});
