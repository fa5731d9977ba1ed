// The customer's journey in Chromium against the built app on a fresh database with the demo
// content, with a real SMTP server receiving the app's mail (MAIL_URL): a customer (made by the
// fixture) signs in, registers a company, invites a colleague by e-mail, whose invitation link is
// followed in a second browser context, where they sign up, accept and then see the company; the customer requests two
// experts from the expert list, sees the request in My Requests, and sees its status change live
// when an admin moves it over DDP. Also: the company page by keyboard alone, axe-core on every
// customer screen, no sideways scroll at 375 px, and Hide Prices on every screen with rates.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WAIT, PHONE, shown, gone, tabTo } from '../helpers/e2e-kit';
import { runAxe } from '../helpers/e2e-axe';
import type { E2eUser } from '../helpers/e2e-accounts';
import { sidewaysOverflow } from '../helpers/e2e-layout';
import type { E2eRole } from '../helpers/e2e-factories';
import { useE2eSession } from '../helpers/e2e-session';
import { submitSignInDialog } from '../helpers/e2e-sign-in';

const COMPANY = 'Berger Präzisionstechnik GmbH';
const RATE_TEXT = /\b(EUR|USD|CHF|GBP|CZK|PLN|HUF)\b|€/;

const pathOf = (page: Page): string => new URL(page.url()).pathname;

/** axe-core findings that block (serious, critical), as readable lines. */
async function blockingAxe(page: Page): Promise<string[]> {
  // A dialog's fade-in must be over: half-faded text fails the contrast rule.
  if (await page.locator('.modal.show').count()) {
    await expect.poll(() => page.locator('.modal.show').evaluate((element) => getComputedStyle(element).opacity), WAIT).toBe('1');
  }
  const report = await runAxe(page);
  return report.blocking.map((violation) => `${violation.id}: ${violation.help} at ${violation.targets.join(' | ')}`);
}

describe('the customer journey in the browser', () => {
  const session = useE2eSession({ mail: 'smtp' });

  /** Signs in through the header's Sign in dialog on `path`, as a customer on a public page does. */
  async function signInByDialog(page: Page, user: { email: string; password: string }, path = '/engine/experts'): Promise<void> {
    await page.goto(session.url(path));
    const header = page.getByRole('banner');
    const toggle = header.getByRole('button', { name: /^Toggle navigation/ });
    const signInButton = header.getByRole('button', { name: 'Sign in' });
    // A signed-in area renders in the browser: wait for the header before choosing (the phone's
    // collapsed menu hides Sign in behind its toggle).
    await expect.poll(async () => (await toggle.isVisible()) || (await signInButton.isVisible()), WAIT).toBe(true);
    if (await toggle.isVisible()) await toggle.click();
    await signInButton.click();
    const dialog = await submitSignInDialog(page, user);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await gone(dialog);
  }

  /** A customer with a registered company, made over DDP (for the tests after the journey). */
  async function customerWithCompany(roles: E2eRole[], name: string): Promise<E2eUser & { companyId: string }> {
    const owner = await session.users.create({ first: 'Tomas', last: 'Kral', roles });
    const { companyId } = await session.companies.create({ owner, name });
    return { ...owner, companyId };
  }

  it('registers a company, invites a colleague by e-mail, requests two experts and follows the request live', async () => {
    const owner = await session.users.create({ first: 'Olga', last: 'Berger', role: 'customer' });
    const page = await session.newPage();
    await signInByDialog(page, owner);

    // No company yet: the company page offers to register one.
    await page.goto(session.url('/engine/company'));
    await shown(page.getByText('You do not belong to a company yet.'));
    await page.getByRole('button', { name: 'Register your company' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register your company' });
    await shown(dialog.getByLabel(/Company name/));
    expect(await blockingAxe(page), 'axe on the register-company modal').toEqual([]);
    await dialog.getByLabel(/Company name/).fill(COMPANY);
    await dialog.getByLabel(/Company ID number/).fill('27082440');
    await dialog.getByLabel(/Country of registration/).selectOption('CZ');
    await dialog.getByLabel(/VAT ID/).fill('CZ27082440');
    await dialog.getByLabel(/Street and number/).fill('Technická 12');
    await dialog.getByLabel(/Postal code/).fill('616 00');
    await dialog.getByLabel(/City/).fill('Brno');
    await dialog.getByLabel(/Website/).fill('https://berger.example.com');
    await dialog.getByRole('button', { name: 'Register' }).click();
    const saved = page.getByRole('dialog', { name: 'Company registered' });
    await shown(saved);
    await saved.getByRole('button', { name: 'OK' }).click();
    await gone(saved);

    // The header shows the company; the page shows its details, the owner as its only member.
    await expect.poll(() => page.getByTestId('header-company').textContent(), WAIT).toContain(COMPANY);
    await shown(page.getByRole('heading', { level: 1, name: COMPANY }));
    expect(await page.getByLabel(/Street and number/).inputValue()).toBe('Technická 12');
    const members = page.getByRole('table', { name: `Members of ${COMPANY}` });
    await expect.poll(() => members.locator('tbody tr').count(), WAIT).toBe(1);
    expect(await members.textContent()).toContain('Owner');
    expect(await blockingAxe(page), 'axe on the company page').toEqual([]);

    // Keyboard alone: reach the invitation field, type, choose the role and send with Enter.
    const colleagueEmail = `colleague-${Date.now()}@example.com`;
    const emailField = page.getByLabel("Colleague's e-mail");
    await page.locator('body').focus();
    expect(await tabTo(page, emailField), 'Tab reaches the invitation field').toBe(true);
    await page.keyboard.type(colleagueEmail);
    await page.keyboard.press('Tab');
    expect(await page.getByLabel('Role').evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.getByRole('button', { name: 'Invite' }).evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'We sent an invitation' }).count(), WAIT).toBe(1);
    // Invited, not added: the invitation is pending until the colleague accepts.
    await expect.poll(() => page.getByRole('table', { name: `Invitations to ${COMPANY}` }).textContent(), WAIT).toContain(colleagueEmail);
    expect(await members.locator('tbody tr').count()).toBe(1);

    // The invitation mail reaches the SMTP server; its link, followed in a second browser, lets the
    // colleague give their name, choose a password, accept and see the company.
    const mail = await session.sink.nextMail((received) => received.to.includes(colleagueEmail), 15_000);
    const link = /https?:\/\/\S+\/engine\/invitation\/[A-Za-z0-9_-]+\//.exec(mail.text)?.[0];
    expect(link, mail.text).toBeDefined();
    // (The sink decodes quoted-printable bytes one by one: the company's 'ä' is left out of the check.)
    expect(mail.text).toContain('Olga Berger invites you to join Berger Pr');
    const colleaguePage = await session.newPage();
    await colleaguePage.goto(link as string);
    await expect.poll(() => pathOf(colleaguePage), WAIT).toMatch(/^\/engine\/invitation\//);
    await colleaguePage.getByLabel(/^First name/).fill('Colin');
    await colleaguePage.getByLabel(/^Last name/).fill('Colleague');
    await colleaguePage.getByLabel(/^New password(?! again)/).fill('a long colleague secret');
    await colleaguePage.getByLabel(/^New password again/).fill('a long colleague secret');
    await colleaguePage.getByRole('button', { name: 'Accept and create my account' }).click();
    const welcome = colleaguePage.getByRole('dialog', { name: `Welcome to ${COMPANY}` });
    await shown(welcome);
    await welcome.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => colleaguePage.getByTestId('header-company').textContent(), WAIT).toContain(COMPANY);
    await colleaguePage.getByTestId('header-company').click();
    await shown(colleaguePage.getByRole('heading', { level: 1, name: COMPANY }));
    // A member reads the details but does not edit them, and sees the owner by name.
    expect(await colleaguePage.getByLabel(/Street and number/).count()).toBe(0);
    await expect.poll(() => colleaguePage.getByRole('table', { name: `Members of ${COMPANY}` }).textContent(), WAIT).toContain('Olga B.');

    // Two experts chosen in the directory, one request.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our Experts' }).click();
    const cards = page.getByTestId('expert-card');
    await expect.poll(() => cards.count(), WAIT).toBeGreaterThan(2);
    const names = [await cards.nth(0).getByRole('heading').textContent(), await cards.nth(1).getByRole('heading').textContent()] as string[];
    await cards.nth(0).getByRole('checkbox').check();
    await cards.nth(1).getByRole('checkbox').check();
    const bar = page.getByTestId('request-selection-bar');
    await shown(bar);
    expect(await blockingAxe(page), 'axe on the expert list with experts chosen').toEqual([]);
    await bar.getByRole('button', { name: 'Request 2 experts' }).click();
    const requestDialog = page.getByRole('dialog', { name: 'Send a request' });
    await shown(requestDialog.getByLabel(/What do you need/));
    expect(await requestDialog.getByLabel(/How many experts/).inputValue()).toBe('2');
    await requestDialog.getByLabel(/What do you need/).fill('Two engineers for a PLC retrofit in Brno, on site three days a week.');
    await requestDialog.getByRole('button', { name: 'Send request' }).click();
    const sent = page.getByRole('dialog', { name: 'Request sent' });
    await expect.poll(() => sent.textContent(), WAIT).toContain(`${names[0]} and ${names[1]}`);
    expect(await blockingAxe(page), 'axe on the request-sent modal').toEqual([]);
    await sent.getByRole('link', { name: 'See My Requests' }).click();
    await gone(sent);

    // My Requests: the request with both experts named, status New.
    await expect.poll(() => pathOf(page), WAIT).toBe('/engine/my-requests/');
    const request = page.getByTestId('request-card');
    await expect.poll(() => request.count(), WAIT).toBe(1);
    const status = request.getByTestId('request-status');
    expect(await status.textContent()).toContain('New');
    await expect.poll(() => request.getByRole('list', { name: 'Experts asked for' }).textContent(), WAIT).toBe(names.join(''));
    expect(await blockingAxe(page), 'axe on My Requests').toEqual([]);

    // An admin takes it into work over DDP: the status changes on the open page, no reload.
    const admin = await session.accounts.loginAs(session.users.admin());
    const all = await session.accounts.readAsAdmin('requests', 'requests.admin');
    const ours = all.filter((doc) => (doc.peopleIds as string[] | undefined)?.length === 2 && doc.userId === owner.userId);
    expect(ours).toHaveLength(1);
    await admin.callAsync('requests.move', ours[0]!._id, 'in-progress', undefined, 'Two candidates shortlisted');
    await expect.poll(() => status.textContent(), WAIT).toContain('In progress');
    await request.getByText(/History/).click();
    expect(await request.getByRole('list', { name: 'Status history' }).textContent()).toContain('Two candidates shortlisted');

    // The colleague (signed in on the link's host, ROOT_URL) sees the company's request too.
    await colleaguePage.locator('main').getByRole('link', { name: 'My Requests' }).click();
    await expect.poll(() => colleaguePage.getByTestId('request-status').textContent(), WAIT).toContain('In progress');
  }, 240_000);

  it('fits a 375 px phone without sideways scroll and passes axe on every customer screen', async () => {
    const user = await customerWithCompany(['customer'], 'Kral a synové s.r.o. with a long company name for phones');
    const page = await session.newPage(PHONE);
    await signInByDialog(page, user, '/engine/company');
    const wide: Record<string, unknown> = {};
    const axe: Record<string, string[]> = {};
    for (const [name, path, ready] of [
      ['company', '/engine/company', () => page.getByRole('table', { name: /^Members of/ })],
      ['my requests', '/engine/my-requests', () => page.getByTestId('empty-state')],
      ['experts', '/engine/experts', () => page.getByTestId('expert-card').first()],
    ] as const) {
      await page.goto(session.url(path));
      await shown(ready());
      if (name === 'experts') {
        // A full page load is rendered for a visitor; the customer ticks once their login has
        // resumed (the account menu is back): a tick before that can be lost (noted in issue 25's
        // closing note). A tick before the page is live is held and replayed once it is
        // (client/early-clicks.ts), so the box shows ticked a moment after the click, not at once.
        await expect.poll(() => page.locator('#account-menu').count(), WAIT).toBe(1);
        const choose = page.getByTestId('expert-card').nth(0).getByRole('checkbox');
        await choose.click();
        await expect.poll(() => choose.isChecked(), WAIT).toBe(true);
        await shown(page.getByTestId('request-selection-bar'));
      }
      const measured = await sidewaysOverflow(page);
      if (measured.extra > 0) wide[name] = measured;
      const blocking = await blockingAxe(page);
      if (blocking.length > 0) axe[name] = blocking;
    }
    expect(wide).toEqual({});
    expect(axe).toEqual({});
  }, 120_000);

  it('shows no rate anywhere while a candidate and customer hides prices', async () => {
    const user = await customerWithCompany(['candidate', 'customer'], 'Dual Role Consulting');
    const connection = await session.accounts.loginAs(user);
    await connection.callAsync('peopleRequests.send', { message: 'Someone for SAP FI/CO', duration: 3 });
    await connection.callAsync('users.hidePrices', true);
    const page = await session.newPage();
    await signInByDialog(page, user, '/engine/projects');
    const main = page.locator('main');
    const checks: Array<[string, () => Promise<void>]> = [
      ['project list', async () => shown(page.getByTestId('project-card').first())],
      ['project detail', async () => {
        await page.getByTestId('project-card').first().getByRole('link').first().click();
        await expect.poll(() => pathOf(page), WAIT).toMatch(/^\/engine\/(p|projects)\/[^/]+/);
        await shown(page.getByRole('heading', { level: 1 }));
      }],
      ['expert list', async () => {
        // A full page load: the server renders it as a visitor (the login lives in the browser's
        // storage), with the choice from the Hide Prices cookie, so no rate shows at any moment:
        // not in the served HTML, not while the browser resumes the login.
        const served = await (await page.request.get(session.url('/engine/experts'))).text();
        expect(RATE_TEXT.test(/<main[\s\S]*<\/main>/.exec(served)?.[0] ?? 'no main')).toBe(false);
        await page.goto(session.url('/engine/experts'), { waitUntil: 'commit' });
        await shown(page.getByTestId('expert-card').first());
        expect(RATE_TEXT.test((await main.textContent()) ?? '')).toBe(false);
        await expect.poll(() => page.getByRole('banner').getByRole('button', { name: 'Sign in' }).count(), WAIT).toBe(0);
      }],
      ['expert detail', async () => {
        await page.getByTestId('expert-card').first().getByRole('link').first().click();
        await expect.poll(() => pathOf(page), WAIT).toMatch(/^\/engine\/(e|experts)\/[^/]+/);
        await shown(page.getByRole('heading', { level: 1 }));
      }],
      ['my requests', async () => {
        await page.goto(session.url('/engine/my-requests'));
        await shown(page.getByTestId('request-card'));
      }],
    ];
    const withRates: string[] = [];
    for (const [name, open] of checks) {
      await open();
      if (RATE_TEXT.test((await main.textContent()) ?? '')) withRates.push(name);
    }
    expect(withRates).toEqual([]);
    // The same list shows rates again once prices are shown (and the cookie follows the account).
    await connection.callAsync('users.hidePrices', false);
    await page.goto(session.url('/engine/experts'));
    await expect.poll(async () => RATE_TEXT.test((await main.textContent()) ?? ''), WAIT).toBe(true);
    await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'hide_prices'), WAIT).toBe(false);
  }, 120_000);
});
