// The mail side of the outbox in Chromium against the built app and a real SMTP sink: a reset mail
// the SMTP server refuses for good (550) shows as failed in the back office's Mails table (found
// by its recipient, with the server's words, never its link); the admin sends it again by
// keyboard once the server takes it, and it arrives and leaves the Failed filter live; the table
// at 375 px without sideways scroll; the one-click unsubscribe page a mail links to asks first,
// and its button switches the category off. axe-clean throughout.
import { createHmac } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DDP } from '../../packages/ddp-client/server';
import { runAxe } from '../helpers/e2e-axe';
import { gone, PHONE, shown, tabTo } from '../helpers/e2e-kit';
import { sidewaysOverflow } from '../helpers/e2e-layout';
import { useE2eSession } from '../helpers/e2e-session';
import { headerOf } from '../integration/accounts/smtp-sink';

const UNSUBSCRIBE_SECRET = 'e2e-unsubscribe-secret-of-this-file';
/** Addresses the SMTP server refuses for good while they are in here. */
const bouncing = new Set<string>();

/** A one-click token as the server signs it with UNSUBSCRIBE_SECRET (notifications/unsubscribe-links.ts). */
function unsubscribeToken(userId: string, category: string): string {
  const payload = `${userId}.${category}`;
  return `${payload}.${createHmac('sha256', UNSUBSCRIBE_SECRET).update(payload).digest('base64url').slice(0, 32)}`;
}

async function expectAxeClean(page: Page, what: string): Promise<void> {
  expect((await runAxe(page)).blocking, what).toEqual([]);
}

describe('mails in the back office and the one-click unsubscribe', () => {
  const session = useE2eSession({
    mail: 'smtp',
    env: { UNSUBSCRIBE_SECRET },
    smtp: { refuse: (mail) => (mail.to.some((to) => bouncing.has(to)) ? { code: 550, message: 'No such mailbox here' } : undefined) },
  });

  it('shows a refused mail as failed; the admin sends it again by keyboard and it arrives', async () => {
    const candidate = await session.users.create({ first: 'Bea', last: 'Bounce', role: 'candidate' });
    const address = candidate.email.toLowerCase();
    bouncing.add(address);
    const visitor = DDP.connect(session.app.url);
    await visitor.callAsync('forgotPassword', { email: candidate.email });
    visitor.close();

    const admin = await session.signedInPage(session.users.admin(), { path: '/engine/admin/mails' });
    await shown(admin.getByRole('heading', { level: 1, name: 'Mails' }));
    await shown(admin.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Mails' }));
    await admin.getByLabel('Status').selectOption({ label: 'Failed' });
    await admin.getByLabel('Recipient or subject').fill(address);
    await admin.getByLabel('Recipient or subject').press('Enter');
    const row = admin.getByRole('row').filter({ hasText: address });
    await shown(row.getByText(/^Last error: .*550.*No such mailbox here/));
    await expect.poll(() => row.textContent()).toMatch(/Reset your password on .+To .+ · Account · queued .+FailedNot sent1 attempt/);
    // Only subject and recipient: the mail's link never reaches the page.
    expect(await admin.content()).not.toMatch(/reset-password\//);
    await expectAxeClean(admin, 'mails table with a failed mail');

    bouncing.delete(address);
    const again = row.getByRole('button', { name: /^Send the mail “Reset your password on .+” to .+ again$/ });
    expect(await tabTo(admin, again)).toBe(true);
    await admin.keyboard.press('Enter');
    await shown(admin.getByRole('status').filter({ hasText: `The mail to ${address} is sent again now.` }));
    const mail = await session.sink.nextMail((received) => received.to.includes(address), 15_000);
    expect(headerOf(mail, 'Subject')).toMatch(/^Reset your password on /);
    // Sent now: it leaves the Failed filter without a reload, and shows under Sent.
    await gone(row);
    await admin.getByLabel('Status').selectOption({ label: 'Sent' });
    const sentRow = admin.getByRole('row').filter({ hasText: address }).filter({ hasText: 'Reset your password' });
    await shown(sentRow.getByText(/^Sent \d+ \w+ \d{4}, \d\d:\d\d UTC$/));
    expect(await sentRow.getByRole('button').count()).toBe(0);
    await expectAxeClean(admin, 'mails table with a sent mail');

    const phone = await session.signedInPage(session.users.admin(), { viewport: PHONE, path: `/engine/admin/mails?q=${encodeURIComponent(address)}` });
    await shown(phone.getByRole('row').filter({ hasText: 'Reset your password' }).getByText('Sent', { exact: true }));
    const overflow = await sidewaysOverflow(phone);
    expect(overflow.extra, overflow.widest).toBeLessThanOrEqual(0);
    await expectAxeClean(phone, 'mails table at 375 px');
  });

  it('asks before unsubscribing (GET), and the button switches the category off without signing in', async () => {
    const candidate = await session.users.create({ first: 'Una', last: 'Subscribe', role: 'candidate' });
    const page = await session.newPage(PHONE);
    await page.goto(session.url(`/engine/unsubscribe/${unsubscribeToken(candidate.userId, 'applications')}`));
    await shown(page.getByRole('heading', { level: 1, name: 'Stop these mails?' }));
    await expectAxeClean(page, 'unsubscribe confirmation');
    const settings = async () => (await session.accounts.readAs(candidate, 'users', 'users.me'))[0]?.notificationSettings;
    expect(await settings()).toBeUndefined();

    const button = page.getByRole('button', { name: 'Stop these mails' });
    expect(await tabTo(page, button)).toBe(true);
    await page.keyboard.press('Enter');
    await shown(page.getByRole('heading', { level: 1, name: 'You will no longer receive these mails' }));
    await shown(page.getByRole('status').filter({ hasText: 'E-mails about “Applications” are switched off.' }));
    expect((await sidewaysOverflow(page)).extra).toBeLessThanOrEqual(0);
    await expectAxeClean(page, 'unsubscribed');
    expect(await settings()).toEqual({ mailOff: ['applications'] });

    await page.goto(session.url(`/engine/unsubscribe/${unsubscribeToken(candidate.userId, 'applications')}x`));
    await shown(page.getByRole('heading', { level: 1, name: 'This unsubscribe link is not valid' }));
  });
});
