// Sign-up confirmed by a mailed link, in Chromium against the built app (issue 18 §1, §6; mails
// printed to the app's log, MAIL_URL unset): a candidate at 375 px signs up, is told where the link
// went, is refused a sign-in until confirmed (which mails a new link), opens the link and lands on
// the wizard's step 2; the older link then says it no longer works and offers sign-in. A customer
// at 1280 px signs up, opens the link and goes on with the company form; a sign-up with an address
// that has an account reads the same and mails its owner; My Profile changes the address only
// after the new one is confirmed (that link ends on My Profile). axe runs on every new screen.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WAIT, DESKTOP, PHONE, shown } from '../helpers/e2e-kit';
import { runAxe } from '../helpers/e2e-axe';
import { verifyTokenFor } from '../helpers/e2e-mail';
import { useE2eSession } from '../helpers/e2e-session';
import type { BuiltApp } from '../helpers/start-built-app';
import { waitUntil } from '../helpers/wait-until';

const PASSWORD = 'a long and good password';

const linkSent = (email: string) => `We sent a link to ${email}. Open it to confirm your address and continue.`;
const unique = (name: string) => `${name}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.com`;

/** The app's log with quoted-printable soft line breaks undone, as a mail reader shows the text. */
const mailLog = (app: BuiltApp) => app.output().replace(/=\r?\n/g, '');

async function expectAxeClean(page: Page, what: string): Promise<void> {
  expect((await runAxe(page)).blocking, what).toEqual([]);
}

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

describe('sign-up confirmed by the mailed link', () => {
  const session = useE2eSession();
  let candidateEmail = '';

  it('a candidate at 375 px: told where the link went, refused sign-in until confirmed, continued to step 2 by the link', async () => {
    const { app } = session;
    const page = await session.newPage(PHONE);
    candidateEmail = unique('jana');
    await page.goto(`${app.url}/engine/sign-up/personal-details-1`);
    const form = page.getByRole('form', { name: 'Personal details' });
    await form.getByLabel('First name').fill('Jana');
    await form.getByLabel('Last name').fill('Nováková');
    await form.getByLabel('E-mail').fill(candidateEmail);
    await form.getByLabel('Phone').fill('+420 602 123 456');
    await form.getByLabel('Country').selectOption('CZ');
    await form.getByLabel('City').fill('Brno');
    await form.getByLabel(/^Password( \*)?$/).fill(PASSWORD);
    await form.getByLabel('Password again').fill(PASSWORD);
    await form.getByRole('button', { name: 'Create account and continue' }).click();
    await shown(page.getByRole('status').filter({ hasText: linkSent(candidateEmail) }));
    await noSidewaysScroll(page);
    await expectAxeClean(page, 'the link-sent notice at 375 px');
    const first = await verifyTokenFor(app, candidateEmail);

    // Signing in before confirming is refused, and says a new link went out.
    await page.goto(`${app.url}/engine/sign-in`);
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('E-mail').fill(candidateEmail);
    await signIn.getByLabel('Password').fill(PASSWORD);
    await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
    await shown(signIn.getByRole('alert').filter({ hasText: `Please confirm your e-mail address first: we sent a new link to ${candidateEmail}. Open it to sign in.` }));
    const second = await verifyTokenFor(app, candidateEmail, { newerThan: first });

    await page.goto(`${app.url}/engine/verify-email/${second}`);
    await page.waitForURL(/\/engine\/sign-up\/personal-details-2\/?$/, WAIT);
    await expect.poll(() => page.getByText(/^Step \d of 5: /).textContent(), WAIT).toBe('Step 2 of 5: Languages and availability');

    // The older link died with the confirmation: the page says so and offers sign-in, which now works.
    const fresh = await session.newPage(PHONE);
    await fresh.goto(`${app.url}/engine/verify-email/${first}`);
    await shown(fresh.getByRole('heading', { level: 1, name: 'This link no longer works' }));
    await noSidewaysScroll(fresh);
    await expectAxeClean(fresh, 'the used link at 375 px');
    const again = fresh.getByRole('form', { name: 'Sign in' });
    await again.getByLabel('E-mail').fill(candidateEmail);
    await again.getByLabel('Password').fill(PASSWORD);
    await again.getByRole('button', { name: 'Sign in', exact: true }).click();
    await fresh.waitForURL(/\/engine\/sign-up\/personal-details-2\/?$/, WAIT);
  }, 60_000);

  it('a customer at 1280 px: the link goes on with the company form; a registered address reads the same; the address changes after confirming', async () => {
    const { app } = session;
    const page = await session.newPage(DESKTOP);
    const email = unique('rita');
    const openCompanySignUp = async () => {
      await page.goto(`${app.url}/engine/sign-up`);
      await page.getByRole('region', { name: 'I am hiring experts' }).getByRole('button', { name: 'Register your company' }).click();
      return page.getByRole('dialog', { name: 'Register your company' });
    };
    const signUp = async (dialog: Locator, address: string) => {
      const account = dialog.getByRole('form', { name: 'Create your company account' });
      await account.getByLabel(/^First name/).fill('Rita');
      await account.getByLabel(/^Last name/).fill('Richter');
      await account.getByLabel(/^E-mail/).fill(address);
      await account.getByLabel(/^Password( \*)?$/).fill(PASSWORD);
      await account.getByLabel(/^Password again/).fill(PASSWORD);
      await account.getByRole('button', { name: 'Create account and continue' }).click();
      await shown(dialog.getByRole('status').filter({ hasText: linkSent(address) }));
    };

    // An address that has an account (the candidate's) gets the same words; its owner gets a notice.
    const taken = await openCompanySignUp();
    await signUp(taken, candidateEmail);
    await waitUntil(() => (mailLog(app).includes('Someone tried to sign up with your address') ? true : undefined), { what: 'the notice to the owner' });
    await taken.getByRole('button', { name: 'OK' }).click();

    const dialog = await openCompanySignUp();
    await signUp(dialog, email);
    await expectAxeClean(page, 'the link-sent dialog');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.goto(`${app.url}/engine/verify-email/${await verifyTokenFor(app, email)}`);
    await page.waitForURL(/\/engine\/company\/?$/, WAIT);
    const companyForm = page.getByRole('dialog', { name: 'Register your company' }).getByRole('form', { name: 'Register your company' });
    await shown(companyForm.getByLabel(/Company name/));
    await expectAxeClean(page, 'the company form after the link');
    await companyForm.getByLabel(/Company name/).fill(`Richter Anlagenbau ${Date.now()}`);
    await companyForm.getByLabel(/Company ID number/).fill(String(10_000_000 + Math.floor(Math.random() * 89_999_999)));
    await companyForm.getByLabel(/Country of registration/).selectOption('CZ');
    await companyForm.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('dialog', { name: 'Company registered' }).getByRole('button', { name: 'OK' }).click();

    // My Profile: the new address is the login only once its link is opened.
    const moved = unique('rita-new');
    await page.goto(`${app.url}/engine/profile`);
    const section = page.getByRole('region', { name: 'E-mail address' });
    await shown(section.getByText(`You sign in with ${email}.`, { exact: false }));
    await section.getByLabel(/^New e-mail address/).fill(moved);
    await section.getByLabel(/^Current password/).fill(PASSWORD);
    await section.getByRole('button', { name: 'Change e-mail address' }).click();
    await shown(section.getByRole('status').filter({ hasText: linkSent(moved) }));
    await expect.poll(() => section.textContent(), WAIT).toContain(`You sign in with ${email}.`);
    await expectAxeClean(page, 'the e-mail address section');
    await page.goto(`${app.url}/engine/verify-email/${await verifyTokenFor(app, moved)}`);
    await shown(page.getByRole('dialog', { name: 'E-mail address confirmed' }));
    await page.getByRole('dialog', { name: 'E-mail address confirmed' }).getByRole('button').first().click();
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toMatch(/^\/engine\/profile\/?$/);
    await shown(page.getByRole('region', { name: 'E-mail address' }).getByText(`You sign in with ${moved}.`, { exact: false }));
    await waitUntil(() => (mailLog(app).includes(`was changed to ${moved}`) ? true : undefined), { what: 'the notice to the old address' });
  }, 60_000);
});
