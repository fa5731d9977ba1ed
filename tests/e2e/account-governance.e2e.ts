// Issue 18 §6 in Chromium against the built app: an admin disables an account whose page is open
// in another browser (that page is signed out at once and its sign-in is refused with the
// reason), then enables it again (it signs in); an admin turns on two-factor sign-in in My
// Profile (the code computed from the key the page shows), logs out, and signs in with the
// code after a wrong one. axe and 375 px on the new parts.
import type { Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import { runAxe } from '../helpers/e2e-axe';
import type { Credentials } from '../helpers/e2e-accounts';
import { WAIT, DESKTOP, PHONE, shown } from '../helpers/e2e-kit';
import { useE2eSession } from '../helpers/e2e-session';

async function expectFitsAndAxeClean(page: Page, what: string): Promise<void> {
  expect((await runAxe(page)).blocking, what).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${what}: page scrolls sideways`).toBeLessThanOrEqual(0);
}

describe('accounts an agency can govern', () => {
  const session = useE2eSession();
  let admin: Credentials;

  beforeAll(() => {
    admin = session.users.admin();
  });

  it('disables an account whose page is open elsewhere (signed out at once, sign-in refused), then enables it', async () => {
    const dora = await session.users.create({ first: 'Dora', last: 'Disabled', role: 'candidate' });
    const doraPage = await session.signedInPage(dora, { path: '/engine/profile' });
    await shown(doraPage.getByRole('heading', { name: 'My Profile' }));

    const adminPage = await session.signedInPage(admin, { viewport: PHONE, path: '/engine/admin/users?role=candidate' });
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
    const refused = await session.submitSignIn(doraPage, dora);
    await shown(refused.getByRole('alert').filter({ hasText: 'This account is disabled; contact the agency' }));

    await row.getByRole('button', { name: 'Enable Dora Disabled' }).click();
    await shown(row.getByText('Active', { exact: true }));
    await session.signIn(doraPage, dora);
  });

  it('turns two-factor sign-in on in My Profile; signing in then asks for the code', async () => {
    const tessa = await session.users.create({ first: 'Tessa', last: 'Twofactor', role: 'admin' });
    const page = await session.signedInPage(tessa, { path: '/engine/profile' });
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

    const form = await session.submitSignIn(page, tessa);
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
