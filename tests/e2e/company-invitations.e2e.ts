// Company membership needs the invitee's consent (issue 18 §1), in Chromium against the built app
// (mails printed to its log): an owner invites an unknown address and an existing customer on My
// Company, where the invitations show as pending; the customer accepts from "Invitations for you"
// on a phone, another declines and, registering the same company, is told the agency will check
// it; the unknown invitee opens the mailed link, signs up there and lands on My Company as a
// member; an existing account signs in at its link and accepts; the owner sees every status live
// and revokes one, whose link then no longer works. axe and 375 px on the new screens.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WAIT, PHONE, shown } from '../helpers/e2e-kit';
import { runAxe } from '../helpers/e2e-axe';
import { companyInvitationTokenFor } from '../helpers/e2e-mail';
import { useE2eSession } from '../helpers/e2e-session';

const pathOf = (page: Page): string => new URL(page.url()).pathname;

/** How far the page, or a table in its scroll box, scrolls sideways (0 when all fits). */
function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() =>
    Math.max(
      document.documentElement.scrollWidth - window.innerWidth,
      ...[...document.querySelectorAll('.table-responsive')].map((box) => box.scrollWidth - box.clientWidth),
    ),
  );
}

/** axe's blocking findings and the sideways scroll of a page, for one assertion per state. */
async function fits(page: Page): Promise<{ blocking: string[]; sideways: number }> {
  const report = await runAxe(page);
  return { blocking: report.blocking.map((violation) => `${violation.id} at ${violation.targets.join(' | ')}`), sideways: await sidewaysScroll(page) };
}

describe('company invitations need consent', () => {
  const session = useE2eSession();

  it('invites, and only the invitees’ answers make members; the owner follows every status and revokes one', async () => {
    const stamp = Date.now();
    const [owner, dana, ema, karl] = await Promise.all([
      session.users.create({ first: 'Olga', last: 'Berger', role: 'customer' }),
      session.users.create({ first: 'Dana', last: 'Dvorak', role: 'customer' }),
      session.users.create({ first: 'Ema', last: 'Egger', role: 'customer' }),
      session.users.create({ first: 'Karl', last: 'Kern', role: 'candidate' }),
    ]);
    const { name: company, companyId, companyIdNumber, ownerDdp } = await session.companies.create({ owner, name: `Berger Consent ${stamp}` });
    const nina = `nina.neu-${stamp}@example.com`;
    const gone = `gone-${stamp}@example.com`;

    // The owner invites an unknown address and an existing customer on My Company: pending, nobody added.
    const ownerPage = await session.signedInPage(owner, { path: '/engine/company' });
    await shown(ownerPage.getByRole('heading', { level: 1, name: company }));
    for (const address of [nina, dana.email]) {
      await ownerPage.getByLabel("Colleague's e-mail").fill(address);
      await ownerPage.getByRole('button', { name: 'Invite' }).click();
      await shown(ownerPage.getByRole('status').filter({ hasText: `We sent an invitation to ${address}.` }));
    }
    for (const person of [ema.email, karl.email, gone]) await ownerDdp.callAsync('companies.invite', companyId, person, 'member');
    const invitations = ownerPage.getByRole('table', { name: `Invitations to ${company}` });
    const statusOf = (address: string) => invitations.getByRole('row').filter({ hasText: address.toLowerCase() }).locator('.badge');
    for (const address of [nina, dana.email, ema.email, karl.email, gone]) await expect.poll(() => statusOf(address).textContent(), WAIT).toBe('Pending');
    const members = ownerPage.getByRole('table', { name: `Members of ${company}` });
    expect(await members.locator('tbody tr').count()).toBe(1);
    expect(await fits(ownerPage)).toEqual({ blocking: [], sideways: 0 });

    // Dana, an existing customer, sees the invitation on My Company (a phone) and accepts it.
    const danaPage = await session.signedInPage(dana, { viewport: PHONE, path: '/engine/company' });
    const forDana = danaPage.getByRole('region', { name: 'Invitations for you' });
    await shown(forDana.getByText(`Olga Berger invites you to join ${company} as a member.`));
    expect(await fits(danaPage)).toEqual({ blocking: [], sideways: 0 });
    await forDana.getByRole('button', { name: `Accept the invitation to ${company}` }).click();
    await shown(danaPage.getByRole('heading', { level: 1, name: company }));
    await shown(danaPage.getByRole('table', { name: `Members of ${company}` }).getByText('Dana D. (you)', { exact: true }));

    // Ema declines; registering the same company then goes to the agency, which will contact her.
    const emaPage = await session.signedInPage(ema, { viewport: PHONE, path: '/engine/company' });
    await emaPage.getByRole('button', { name: `Decline the invitation to ${company}` }).click();
    await shown(emaPage.getByRole('status').filter({ hasText: `You declined the invitation to ${company}.` }));
    await emaPage.getByRole('button', { name: 'Register your company' }).click();
    const register = emaPage.getByRole('dialog', { name: 'Register your company' });
    await register.getByLabel(/Company name/).fill('Egger Copy');
    await register.getByLabel(/Company ID number/).fill(companyIdNumber);
    await register.getByLabel(/Country of registration/).selectOption('CZ');
    await register.getByRole('button', { name: 'Register' }).click();
    const referred = emaPage.getByRole('dialog', { name: 'We will check this registration' });
    await shown(referred.getByText("The agency will check this company's registration and contact you."));
    expect((await fits(emaPage)).blocking).toEqual([]);

    // The unknown invitee opens the mailed link on a phone, signs up there and lands on My Company as a member.
    const ninaPage = await session.newPage(PHONE);
    await ninaPage.goto(session.url(`/engine/invitation/${await companyInvitationTokenFor(session.app, nina)}`));
    await shown(ninaPage.getByText(`Olga Berger invites you to join ${company} as a member.`));
    const form = ninaPage.getByRole('form', { name: 'Choose your password' });
    await shown(form.getByLabel(/^First name/));
    expect(await fits(ninaPage)).toEqual({ blocking: [], sideways: 0 });
    await form.getByLabel(/^First name/).fill('Nina');
    await form.getByLabel(/^Last name/).fill('Neu');
    await form.getByLabel(/^New password( \*)?$/).fill('a long invitee secret');
    await form.getByLabel(/^New password again/).fill('a long invitee secret');
    await form.getByRole('button', { name: 'Accept and create my account' }).click();
    await expect.poll(() => pathOf(ninaPage), WAIT).toMatch(/^\/engine\/company\/?$/);
    const welcome = ninaPage.getByRole('dialog', { name: `Welcome to ${company}` });
    await shown(welcome);
    await welcome.getByRole('button', { name: 'OK' }).click();
    await shown(ninaPage.getByRole('table', { name: `Members of ${company}` }).getByText('Nina N. (you)', { exact: true }));

    // Karl has an account: his link asks him to sign in first, then he accepts.
    const karlPage = await session.newPage(PHONE);
    await karlPage.goto(session.url(`/engine/invitation/${await companyInvitationTokenFor(session.app, karl.email)}`));
    const signIn = karlPage.getByRole('form', { name: 'Sign in' });
    await shown(signIn);
    expect(await signIn.getByLabel('E-mail').inputValue()).toBe(karl.email.toLowerCase());
    expect(await fits(karlPage)).toEqual({ blocking: [], sideways: 0 });
    await signIn.getByLabel('Password').fill(karl.password);
    await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
    await karlPage.getByRole('button', { name: 'Accept', exact: true }).click();
    await shown(karlPage.getByRole('dialog', { name: `Welcome to ${company}` }));

    // The owner's lists follow live; she revokes the last pending invitation, whose link then no longer works.
    for (const [address, status] of [[nina, 'Accepted'], [dana.email, 'Accepted'], [ema.email, 'Declined'], [karl.email, 'Accepted']] as const) {
      await expect.poll(() => statusOf(address).textContent(), WAIT).toBe(status);
    }
    for (const person of ['Nina N.', 'Dana D.', 'Karl K.'] as const) await shown(members.getByText(person, { exact: true }));
    expect(await members.getByText('Ema E.', { exact: true }).count()).toBe(0);
    await ownerPage.getByRole('button', { name: `Revoke the invitation to ${gone}` }).click();
    await expect.poll(() => statusOf(gone).textContent(), WAIT).toBe('Revoked');
    expect(await fits(ownerPage)).toEqual({ blocking: [], sideways: 0 });
    const goneToken = await companyInvitationTokenFor(session.app, gone);
    await ninaPage.goto(session.url(`/engine/invitation/${goneToken}`));
    await shown(ninaPage.getByRole('heading', { level: 1, name: 'This invitation no longer works' }));
  }, 60_000);
});
