// Issue 18 §6 in Chromium against the built app: an admin disables an account whose page is open
// in another browser (that page is signed out at once and its sign-in is refused with the
// reason), then enables it again (it signs in); an admin turns on two-factor sign-in in My
// Profile (the code computed from the key the page shows), logs out, and signs in with the
// code after a wrong one. axe and 375 px on the new parts.
import type { Locator, Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import { runAxe } from '../helpers/e2e-axe';
import { adminCredentials, type Credentials } from '../helpers/e2e-accounts';
import { useE2eSession } from '../helpers/e2e-session';
import { signInOnPage } from '../helpers/e2e-sign-in';

const WAIT = { timeout: 15_000 };
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

const shown = (locator: Locator): Promise<void> => locator.waitFor({ state: 'visible', timeout: WAIT.timeout });

async function expectFitsAndAxeClean(page: Page, what: string): Promise<void> {
  expect((await runAxe(page)).blocking, what).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${what}: page scrolls sideways`).toBeLessThanOrEqual(0);
}

/** The sign-in page's form filled in and sent (signInOnPage waits for success; this does not). */
async function trySignIn(page: Page, credentials: Credentials): Promise<Locator> {
  await page.goto(`${session.app.url}/engine/sign-in`);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('E-mail').fill(credentials.email);
  await form.getByLabel('Password').fill(credentials.password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  return form;
}

let session: ReturnType<typeof useE2eSession>;

describe('accounts an agency can govern', () => {
  session = useE2eSession();
  let admin: Credentials;

  beforeAll(() => {
    admin = adminCredentials(session.app);
  });

  it('disables an account whose page is open elsewhere (signed out at once, sign-in refused), then enables it', async () => {
    const dora = await session.accounts.createUser({ first: 'Dora', last: 'Disabled', roles: ['candidate'] });
    const doraPage = await session.newPage(DESKTOP);
    await signInOnPage(doraPage, session.app.url, dora);
    await doraPage.goto(`${session.app.url}/engine/profile`);
    await shown(doraPage.getByRole('heading', { name: 'My Profile' }));

    const adminPage = await session.newPage(PHONE);
    await signInOnPage(adminPage, session.app.url, admin);
    await adminPage.goto(`${session.app.url}/engine/admin/users?role=candidate`);
    const row = adminPage.getByRole('row').filter({ hasText: 'Dora Disabled' });
    await shown(row.getByText('Active', { exact: true }));
    // By keyboard: the button asks in place, the question takes focus, Tab reaches the answer.
    await row.getByRole('button', { name: 'Disable Dora Disabled' }).focus();
    await adminPage.keyboard.press('Enter');
    await shown(row.getByText(/Disable Dora Disabled\? They are signed out everywhere/));
    await expectFitsAndAxeClean(adminPage, 'users screen asking to disable, 375 px');
    await adminPage.keyboard.press('Tab');
    expect(await adminPage.evaluate(() => document.activeElement?.textContent)).toBe('Yes, disable');
    await adminPage.keyboard.press('Enter');
    await shown(row.getByText('Disabled', { exact: true }));

    // Dora's open page: signed out without a reload.
    await shown(doraPage.getByText('Please sign in to see this page.'));
    const refused = await trySignIn(doraPage, dora);
    await shown(refused.getByRole('alert').filter({ hasText: 'This account is disabled; contact the agency' }));

    await row.getByRole('button', { name: 'Enable Dora Disabled' }).click();
    await shown(row.getByText('Active', { exact: true }));
    await signInOnPage(doraPage, session.app.url, dora);
  });

  it('turns two-factor sign-in on in My Profile; signing in then asks for the code', async () => {
    const tessa = await session.accounts.createUser({ first: 'Tessa', last: 'Twofactor', roles: ['admin'] });
    const page = await session.newPage(DESKTOP);
    await signInOnPage(page, session.app.url, tessa);
    await page.goto(`${session.app.url}/engine/profile`);
    const section = page.getByRole('region', { name: 'Two-factor sign-in' });
    await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await shown(section.getByRole('img', { name: 'QR code for your authenticator app' }));
    const secret = (await section.locator('code').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const totp = new TOTP({ secret: Secret.fromBase32(secret) });
    await page.setViewportSize(PHONE);
    await expectFitsAndAxeClean(page, 'two-factor set-up, 375 px');
    await page.setViewportSize(DESKTOP);

    await section.getByLabel('Code from your authenticator app').fill('12345');
    await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await shown(section.getByText('Enter the 6 digits your authenticator app shows'));
    await section.getByLabel('Code from your authenticator app').fill(totp.generate());
    await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await shown(section.getByRole('button', { name: 'Turn off two-factor sign-in' }));

    await page.locator('#account-menu').click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await shown(page.getByRole('button', { name: 'Sign in', exact: true }).first());

    const form = await trySignIn(page, tessa);
    const code = form.getByLabel('Code from your authenticator app');
    await shown(code);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('one-time-code');
    await page.setViewportSize(PHONE);
    await expectFitsAndAxeClean(page, 'sign-in asking for the code, 375 px');
    const right = totp.generate({ timestamp: Date.now() + 30_000 });
    await code.fill(right === '000000' ? '111111' : '000000');
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await shown(form.getByText('This code is not right or was used already.', { exact: false }));
    await code.fill(right);
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.includes('sign-in'), WAIT);
  });
});
