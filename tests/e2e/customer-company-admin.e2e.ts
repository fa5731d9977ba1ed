// What a customer does with their company and requests beyond sending them, in Chromium against
// the built app: a member cancels an open request by keyboard alone on My Requests (with a
// reason), sees its status and history change, and an admin's open pipeline shows the
// cancellation without reload; an owner clears the company's website (gone after reload) and
// cannot empty its name, cannot step down while the only owner, promotes a colleague by keyboard,
// then steps down. axe-core in every state, 375 px without sideways scroll (the members table
// included).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WAIT, DESKTOP, PHONE, shown, tabTo, isFocused } from '../helpers/e2e-kit';
import { blockingAxe } from '../helpers/e2e-axe';
import type { Credentials } from '../helpers/e2e-accounts';
import { useE2eSession } from '../helpers/e2e-session';

/** How far the document, or any table in its scroll box, scrolls sideways (0 when all fits). */
function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() =>
    Math.max(
      document.documentElement.scrollWidth - window.innerWidth,
      ...[...document.querySelectorAll('.table-responsive')].map((box) => box.scrollWidth - box.clientWidth),
    ),
  );
}

describe('a customer manages their requests and company', () => {
  const session = useE2eSession();
  const signedInPage = (user: Credentials, path: string, viewport = DESKTOP): Promise<Page> => session.signedInPage(user, { path, viewport });

  /** An owner with a registered company and a colleague added as a plain member, over DDP. */
  async function companyWithColleague(details: Record<string, unknown> = {}) {
    const company = await session.companies.create({ details });
    const colleague = await session.users.create({ first: 'Petra', last: 'Novak', role: 'customer' });
    await session.companies.addMember(company, colleague);
    return { ...company, colleague };
  }

  it('a member cancels an open request by keyboard; the history says so and the admin pipeline follows live', async () => {
    const { colleague, ownerDdp } = await companyWithColleague();
    const message = `Two test engineers for a braking system ${Date.now()}`;
    await ownerDdp.callAsync('peopleRequests.send', { message, duration: 6 });

    // The admin watches the pipeline in another browser.
    const admin = await signedInPage(session.users.admin(), '/engine/admin/requests');
    const adminRow = admin.getByRole('row').filter({ hasText: message });
    await shown(adminRow);
    expect(await adminRow.textContent()).toContain('New');

    // The colleague (a plain member) cancels the request the owner sent, keyboard only.
    const page = await signedInPage(colleague, '/engine/my-requests');
    const card = page.getByTestId('request-card').filter({ hasText: message });
    await shown(card);
    const status = card.getByTestId('request-status');
    expect(await status.textContent()).toBe('Status: New');
    const cancel = card.getByRole('button', { name: /^Cancel request/ });
    await page.locator('body').focus();
    expect(await tabTo(page, cancel), 'Tab reaches Cancel request').toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''), WAIT).toMatch(/^Cancel this request\?/);
    expect(await blockingAxe(page), 'axe with the cancel question open').toEqual([]);
    await page.keyboard.press('Tab');
    expect(await isFocused(card.getByRole('textbox', { name: /Why are you cancelling/ }))).toBe(true);
    await page.keyboard.type('We staffed it in house.');
    await page.keyboard.press('Tab');
    expect(await isFocused(card.getByRole('button', { name: 'Yes, cancel request' }))).toBe(true);
    await page.keyboard.press('Enter');

    // The status changes in place, the focus rests on it, and the history names the cancellation.
    await expect.poll(() => status.textContent(), WAIT).toBe('Status: Closed: Cancelled');
    await expect.poll(() => isFocused(status), WAIT).toBe(true);
    expect(await card.getByRole('button', { name: /^Cancel request/ }).count()).toBe(0);
    await card.getByText(/^History/).click();
    const history = card.getByRole('list', { name: 'Status history' });
    expect(await history.locator('li').last().textContent()).toMatch(/Closed: Cancelled · We staffed it in house\.$/);
    expect(await blockingAxe(page), 'axe after cancelling').toEqual([]);

    // The admin's open pipeline shows it closed by the customer, no reload.
    await expect.poll(() => adminRow.textContent(), WAIT).toContain('Cancelled by the customer');
    expect(await adminRow.textContent()).toContain('Closed');
  }, 180_000);

  it('an owner clears an optional detail, promotes a colleague by keyboard and steps down only once another owner exists', async () => {
    const { owner, colleague, name } = await companyWithColleague({ vatId: 'CZ27082440', website: 'https://berger.example.com' });
    const page = await signedInPage(owner, '/engine/company');
    await shown(page.getByRole('heading', { level: 1, name }));
    const website = page.getByLabel(/Website/);
    expect(await website.inputValue()).toBe('https://berger.example.com');

    // An emptied name is refused on its field; an emptied website is removed, also after reload.
    await page.getByLabel(/Company name/).fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await shown(page.getByText('Company name is required'));
    await page.getByLabel(/Company name/).fill(name);
    await website.fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await shown(page.getByText('Saved'));
    await page.reload();
    await shown(page.getByRole('heading', { level: 1, name }));
    expect(await page.getByLabel(/Website/).inputValue()).toBe('');
    expect(await page.getByLabel(/VAT ID/).inputValue()).toBe('CZ27082440');

    // The only owner can neither step down nor leave, and is told why.
    const members = page.getByRole('table', { name: `Members of ${name}` });
    const ownRow = members.getByRole('row').filter({ hasText: 'You' });
    await expect.poll(() => members.locator('tbody tr').count(), WAIT).toBe(2);
    const demoteSelf = ownRow.getByRole('button', { name: 'Make You a member' });
    expect(await demoteSelf.getAttribute('aria-disabled')).toBe('true');
    // Reachable by keyboard (to hear why), but Enter does nothing.
    await demoteSelf.focus();
    await page.keyboard.press('Enter');
    expect(await ownRow.textContent()).toContain('The only owner: make someone else an owner first.');
    expect(await ownRow.getByRole('button', { name: /Leave/ }).count()).toBe(0);
    expect(await blockingAxe(page), 'axe on the company page as the only owner').toEqual([]);

    // Keyboard alone: promote the colleague.
    const promote = page.getByRole('button', { name: 'Make Petra N. an owner' });
    await page.locator('body').focus();
    expect(await tabTo(page, promote), 'Tab reaches Make owner').toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('status').filter({ hasText: `Petra N. is now an owner of ${name}.` }).count(), WAIT).toBe(1);
    const colleagueRow = members.getByRole('row').filter({ hasText: colleague.email });
    await expect.poll(() => colleagueRow.getByRole('button', { name: 'Make Petra N. a member' }).count(), WAIT).toBe(1);
    expect(await colleagueRow.textContent()).toContain('Owner');

    // With another owner, stepping down is offered and confirmed in place.
    const stepDown = ownRow.getByRole('button', { name: 'Step down as owner' });
    await shown(stepDown);
    await stepDown.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''), WAIT).toBe(`Step down? You will no longer manage ${name}.`);
    expect(await blockingAxe(page), 'axe with the step-down question open').toEqual([]);
    await page.keyboard.press('Tab');
    expect(await isFocused(ownRow.getByRole('button', { name: 'Yes, step down' }))).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('status').filter({ hasText: `You are now a member of ${name}` }).count(), WAIT).toBe(1);
    // A member now: the details are read-only and no role can be changed.
    await expect.poll(() => page.getByLabel(/Street and number/).count(), WAIT).toBe(0);
    expect(await members.getByRole('button', { name: /Make .* (owner|member)/ }).count()).toBe(0);
    expect(await ownRow.textContent()).toContain('Member');
    expect(await blockingAxe(page), 'axe on the company page as a member').toEqual([]);
  }, 180_000);

  it('fits a 375 px phone without sideways scroll, not even in the members table, with the new actions open', async () => {
    const { owner, ownerDdp, name } = await companyWithColleague();
    await ownerDdp.callAsync('peopleRequests.send', { message: 'A long request title for a phone screen with a controls engineer', duration: 3 });
    const page = await signedInPage(owner, '/engine/my-requests', PHONE);
    const card = page.getByTestId('request-card');
    await shown(card);
    await card.getByRole('button', { name: /^Cancel request/ }).click();
    await shown(card.getByRole('button', { name: 'Yes, cancel request' }));
    const wide: Record<string, number> = {};
    const axe: Record<string, string[]> = {};
    const measure = async (label: string) => {
      const extra = await sidewaysScroll(page);
      if (extra > 0) wide[label] = extra;
      const blocking = await blockingAxe(page);
      if (blocking.length > 0) axe[label] = blocking;
    };
    await measure('my requests, cancelling');
    await page.goto(session.url('/engine/company'));
    await shown(page.getByRole('heading', { level: 1, name }));
    await shown(page.getByRole('button', { name: 'Make Petra N. an owner' }));
    await measure('company, only owner');
    await page.getByRole('button', { name: 'Make Petra N. an owner' }).click();
    await page.getByRole('button', { name: 'Step down as owner' }).click();
    await shown(page.getByRole('button', { name: 'Yes, step down' }));
    await measure('company, stepping down');
    expect(wide).toEqual({});
    expect(axe).toEqual({});
  }, 180_000);
});
