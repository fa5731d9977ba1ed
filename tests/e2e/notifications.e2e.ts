// Notifications in the browser: an admin moves a candidate's application and the candidate's
// open page shows the bell's count rise and the entry without a reload, and the real SMTP server
// on 127.0.0.1 receives the mail with the admin's note; opening the entry and
// "Mark all as read" lower it; the notifications page lists them; the e-mail switches on My
// Profile persist. At 1280 px and 375 px, by keyboard, axe-clean.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '../../packages/ddp-client/server';
import type { E2eUser } from '../helpers/e2e-accounts';
import type { E2eProject } from '../helpers/e2e-factories';
import { runAxe } from '../helpers/e2e-axe';
import { PHONE, WAIT, shown, tabTo } from '../helpers/e2e-kit';
import { sidewaysOverflow } from '../helpers/e2e-layout';
import { useE2eSession } from '../helpers/e2e-session';

describe('notifications', () => {
  const session = useE2eSession({ mail: 'smtp' });
  let candidate: E2eUser;
  let adminDdp: Connection;
  let project: E2eProject;
  let applicationId: string;

  beforeAll(async () => {
    [candidate, project] = await Promise.all([
      session.users.create({ first: 'Nora', last: 'Bell', role: 'candidate', profile: 'complete' }),
      session.projects.publish({ title: 'Bell-ringing data platform' }),
    ]);
    adminDdp = await session.accounts.asAdmin();
    const candidateDdp = await session.accounts.loginAs(candidate);
    applicationId = (await candidateDdp.callAsync('applications.apply', project._id, {})) as string;
  });

  const bell = (page: Page, name: string | RegExp = /^Notifications/) => page.getByRole('button', { name });
  const axeClean = async (page: Page, where: string) => expect((await runAxe(page)).blocking, where).toEqual([]);

  it('the bell rises live when an admin moves the application, opening the entry and marking all read lower it, the page lists them', async () => {
    const page = await session.signedInPage(candidate, { path: '/engine/my-applications/' });
    await shown(bell(page, 'Notifications'));

    await adminDdp.callAsync('applications.move', applicationId, 'shortlisted', 'Please pick an interview slot.');
    await shown(bell(page, 'Notifications 1 unread'));
    const mail = await session.sink.nextMail((received) => received.to.includes(candidate.email.toLowerCase()) && received.text.includes('Please pick an interview slot.'), 15_000);
    expect(mail.text).toContain('is now Shortlisted');

    // By keyboard: the bell is reached with Tab and opens with Enter.
    expect(await tabTo(page, bell(page))).toBe(true);
    await page.keyboard.press('Enter');
    const entry = page.getByRole('link', { name: /Unread: Your application to Bell-ringing data platform is now Shortlisted: “Please pick an interview slot\.”/ });
    await shown(entry);
    await shown(entry.getByText('just now'));
    await axeClean(page, 'the bell open at 1280 px');

    await entry.click();
    await shown(bell(page, 'Notifications'));
    await page.waitForURL(/\/engine\/my-applications\/$/, WAIT);

    // A second move, seen from the notifications page reached through the bell.
    await adminDdp.callAsync('applications.move', applicationId, 'interview');
    await shown(bell(page, 'Notifications 1 unread'));
    await bell(page).click();
    await page.getByRole('link', { name: 'See all notifications' }).click();
    await shown(page.getByRole('heading', { level: 1, name: 'Notifications' }));
    await shown(page.getByRole('status').filter({ hasText: '2 notifications found' }));
    const rows = page.getByRole('row');
    await expect(rows.nth(1).textContent()).resolves.toContain('Unread: Your application to Bell-ringing data platform is now Interview.');
    await expect(rows.nth(2).textContent()).resolves.toMatch(/is now Shortlisted: “Please pick an interview slot\.”.*Read$/);
    await axeClean(page, 'the notifications page at 1280 px');

    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await shown(bell(page, 'Notifications'));
    await shown(rows.nth(1).getByText('Read', { exact: true }));
    expect(await page.getByRole('button', { name: /^Mark as read/ }).count()).toBe(0);
  });

  it('the e-mail switches on My Profile persist; at 375 px the bell shows beside the menu toggle and the page fits', async () => {
    const page = await session.signedInPage(candidate, { path: '/engine/profile/#notifications', viewport: PHONE });
    const section = page.getByRole('region', { name: 'Notifications' });
    await shown(section);
    await shown(section.getByText(/always on/));
    const applications = section.getByRole('switch', { name: 'Applications' });
    expect(await applications.isChecked()).toBe(true);
    // The agency's own inbox and the digest are the admins'.
    expect(await section.getByRole('switch', { name: /Agency inbox/ }).count()).toBe(0);
    expect(await section.getByRole('checkbox', { name: /daily digest/ }).count()).toBe(0);
    await applications.uncheck();
    await section.getByRole('button', { name: 'Save' }).click();
    await shown(section.getByText('Saved', { exact: true }));
    await axeClean(page, 'My Profile at 375 px');

    await page.reload();
    await shown(page.getByRole('region', { name: 'Notifications' }).getByRole('switch', { name: 'Documents to agree' }));
    expect(await page.getByRole('region', { name: 'Notifications' }).getByRole('switch', { name: 'Applications' }).isChecked()).toBe(false);
    const [me] = await session.accounts.readAs(candidate, 'users', 'users.me');
    expect(me?.notificationSettings).toEqual({ mailOff: ['applications'] });

    // The bell sits outside the collapsed menu: its count shows without opening it.
    await adminDdp.callAsync('applications.move', applicationId, 'offer');
    await shown(bell(page, 'Notifications 1 unread'));
    const [bellBox, toggleBox] = await Promise.all([bell(page).boundingBox(), page.getByRole('button', { name: 'Toggle navigation' }).boundingBox()]);
    expect(Math.abs(bellBox!.y + bellBox!.height / 2 - (toggleBox!.y + toggleBox!.height / 2)), 'the bell on the toggle’s row').toBeLessThan(8);
    await page.goto(session.url('/engine/notifications/'));
    await shown(page.getByRole('status').filter({ hasText: '3 notifications found' }));
    const overflow = await sidewaysOverflow(page);
    expect(overflow.extra, overflow.widest).toBeLessThanOrEqual(0);
    await axeClean(page, 'the notifications page at 375 px');
  });

  it('an admin chooses the agency inbox mails and the daily digest', async () => {
    const page = await session.signedInPage(session.users.admin(), { path: '/engine/profile/#notifications' });
    const section = page.getByRole('region', { name: 'Notifications' });
    await shown(section.getByRole('switch', { name: /Agency inbox/ }));
    await section.getByRole('checkbox', { name: /daily digest/ }).check();
    await section.getByRole('button', { name: 'Save' }).click();
    await shown(section.getByText('Saved', { exact: true }));
    const [me] = await session.accounts.readAs(session.users.admin(), 'users', 'users.me');
    expect(me?.notificationSettings).toEqual({ mailOff: [], digest: true });
  });
});
