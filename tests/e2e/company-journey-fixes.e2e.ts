// Issue 25's company journeys in Chromium against the built app (mails printed to the server log,
// MAIL_URL unset): a colleague invited on My Company joins from the invitation link with their
// name and password (issue 18: only once they accept), lands on My Company and is named everywhere; a visitor's
// "Register your company" is one path: an account with a password (confirmed by the mailed
// link), then the company form, then My Company (no account request without a password under that name).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WAIT, PHONE, shown } from '../helpers/e2e-kit';
import { runAxe } from '../helpers/e2e-axe';
import { companyInvitationTokenFor, verifyTokenFor } from '../helpers/e2e-mail';
import { useE2eSession } from '../helpers/e2e-session';

const pathOf = (page: Page): string => new URL(page.url()).pathname;

describe('company journeys (issue 25)', () => {
  const session = useE2eSession();

  it('lets an invited colleague join from the link with their name and password, lands them on My Company and names them', async () => {
    const owner = await session.users.create({ first: 'Olga', last: 'Berger', role: 'customer' });
    const { name: company } = await session.companies.create({ owner, name: `Berger Werkzeug ${Date.now()}` });

    // The owner invites a colleague on My Company: a pending invitation, nobody added yet.
    const page = await session.signedInPage(owner, { path: '/engine/company' });
    await shown(page.getByRole('heading', { level: 1, name: company }));
    const colleagueEmail = `colin.colleague-${Date.now()}@example.com`;
    await page.getByLabel("Colleague's e-mail").fill(colleagueEmail);
    await page.getByRole('button', { name: 'Invite' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'We sent an invitation' }).count(), WAIT).toBe(1);
    const invitations = page.getByRole('table', { name: `Invitations to ${company}` });
    await shown(invitations.getByRole('row').filter({ hasText: colleagueEmail }).getByText('Pending', { exact: true }));
    const ownerMembers = page.getByRole('table', { name: `Members of ${company}` });
    expect(await ownerMembers.textContent()).not.toContain(colleagueEmail);

    // The colleague opens the mailed link: the invitation names the inviter and the company and asks the name with the password.
    const token = await companyInvitationTokenFor(session.app, colleagueEmail);
    const colleague = await session.newPage(PHONE);
    await colleague.goto(session.url(`/engine/invitation/${token}`));
    await shown(colleague.getByText(`Olga Berger invites you to join ${company} as a member.`));
    const form = colleague.getByRole('form', { name: 'Choose your password' });
    await shown(form.getByLabel(/^First name/));
    expect((await runAxe(colleague)).blocking).toEqual([]);
    await form.getByLabel(/^New password( \*)?$/).fill('a long colleague secret');
    await form.getByLabel(/^New password again/).fill('a long colleague secret');
    await form.getByRole('button', { name: 'Accept and create my account' }).click();
    await shown(form.getByText('First name is required'));
    await shown(form.getByText('Last name is required'));
    expect(pathOf(colleague)).toBe(`/engine/invitation/${token}`);
    await form.getByLabel(/^First name/).fill('Colin');
    await form.getByLabel(/^Last name/).fill('Colleague');
    await form.getByRole('button', { name: 'Accept and create my account' }).click();

    // Signed in on My Company: the company, and the colleague by name in the member list and header.
    await expect.poll(() => pathOf(colleague), WAIT).toMatch(/^\/engine\/company\/?$/);
    const welcome = colleague.getByRole('dialog', { name: `Welcome to ${company}` });
    await shown(welcome);
    await welcome.getByRole('button', { name: 'OK' }).click();
    await shown(colleague.getByRole('heading', { level: 1, name: company }));
    const members = colleague.getByRole('table', { name: `Members of ${company}` });
    await shown(members.getByText('Colin C. (you)', { exact: true }));
    await shown(members.getByText('Olga B.', { exact: true }));
    const toggle = colleague.getByRole('banner').getByRole('button', { name: /^Toggle navigation/ });
    if (await toggle.isVisible()) await toggle.click();
    await expect.poll(() => colleague.getByRole('banner').textContent(), WAIT).toContain('Colin C.');

    // The owner's lists follow live: the colleague named, the invitation accepted.
    await shown(ownerMembers.getByText('Colin C.', { exact: true }));
    await shown(invitations.getByRole('row').filter({ hasText: colleagueEmail }).getByText('Accepted', { exact: true }));
  }, 90_000);

  it("takes a visitor's 'Register your company' through one path: an account with a password, the company form, My Company", async () => {
    // The sign-up page offers the same words and opens the same form.
    const page = await session.newPage();
    await page.goto(session.url('/engine/sign-up'));
    await page.getByRole('region', { name: 'I am hiring experts' }).getByRole('button', { name: 'Register your company' }).click();
    const fromSignUpPage = page.getByRole('dialog', { name: 'Register your company' });
    await shown(fromSignUpPage.getByRole('form', { name: 'Create your company account' }).getByLabel(/^Password( \*)?$/));
    await fromSignUpPage.getByRole('button', { name: 'Cancel' }).click();
    await fromSignUpPage.waitFor({ state: 'hidden', timeout: WAIT.timeout });

    // From the header, as a visitor on the expert list.
    await page.goto(session.url('/engine/experts'));
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('dialog', { name: 'Join us' }).getByRole('button', { name: 'Register your company' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register your company' });
    const account = dialog.getByRole('form', { name: 'Create your company account' });
    await shown(account.getByLabel(/^Password( \*)?$/));
    expect(await dialog.getByRole('button', { name: 'Ask for an account' }).count()).toBe(0);
    expect((await runAxe(page)).blocking).toEqual([]);
    const email = `rita-${Date.now()}@example.com`;
    await account.getByLabel(/^First name/).fill('Rita');
    await account.getByLabel(/^Last name/).fill('Richter');
    await account.getByLabel(/^E-mail/).fill(email);
    await account.getByLabel(/^Password( \*)?$/).fill('a long owner secret');
    await account.getByLabel(/^Password again/).fill('a long owner secret');
    await account.getByRole('button', { name: 'Create account and continue' }).click();

    // A link goes to the address; opening it signs in and the same dialog goes on with the company form.
    await shown(dialog.getByRole('status').filter({ hasText: `We sent a link to ${email}. Open it to confirm your address and continue.` }));
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.goto(session.url(`/engine/verify-email/${await verifyTokenFor(session.app, email)}`));
    const companyForm = page.getByRole('dialog', { name: 'Register your company' }).getByRole('form', { name: 'Register your company' });
    await shown(companyForm.getByLabel(/Company name/));
    const company = `Richter Anlagenbau ${Date.now()}`;
    await companyForm.getByLabel(/Company name/).fill(company);
    await companyForm.getByLabel(/Company ID number/).fill(String(10_000_000 + Math.floor(Math.random() * 89_999_999)));
    await companyForm.getByLabel(/Country of registration/).selectOption('CZ');
    await companyForm.getByRole('button', { name: 'Register' }).click();

    // My Company, with the new owner named in the header and the member list.
    const saved = page.getByRole('dialog', { name: 'Company registered' });
    await shown(saved);
    await saved.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => pathOf(page), WAIT).toMatch(/^\/engine\/company\/?$/);
    await shown(page.getByRole('heading', { level: 1, name: company }));
    await shown(page.getByRole('table', { name: `Members of ${company}` }).getByText('Rita R. (you)', { exact: true }));
    await expect.poll(() => header.textContent(), WAIT).toContain('Rita R.');
  }, 60_000);
});
