// Availability that stays true, walked in Chromium against the built app with a real SMTP sink:
// a candidate states on My Profile that they are partly available from a date at 60 % with a
// holiday (a blocked period); a visitor sees it on the expert's card and finds them with
// "available by" that date (not before it); a customer's "available by" a day of the holiday
// does not list them, the day after it does; the
// reminder mail's "still true" link, opened without a session, shows the availability and
// confirms it with one button, and works only once; the link of the statement a save replaced
// no longer works. The reminder is made due at once
// (AVAILABILITY_REMINDER_AFTER_DAYS=0) and runs every two seconds: the 30-day wait is the API
// test's (availability.api.test.ts). The candidate, the customer and the mailed link are walked
// at 375 px by keyboard alone (dates typed into the date fields' parts), with axe on each screen.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '../../packages/ddp-client/server';
import { blockingAxe } from '../helpers/e2e-axe';
import { chooseByKeyboard, focusShown, isFocused, PHONE, shown, tabTo, WAIT } from '../helpers/e2e-kit';
import { sidewaysOverflow } from '../helpers/e2e-layout';
import { useE2eSession } from '../helpers/e2e-session';

const DAY = 24 * 60 * 60 * 1000;
/** The path of the mail's "still true" link. */
const linkOf = (text: string) => /\/engine\/availability\/[A-Za-z0-9_-]+/.exec(text)![0];

/**
 * Types `iso` (YYYY-MM-DD) into the focused date field as a keyboard user does: to its first part
 * with the left arrow, then the digits in the order the browser's locale shows the parts.
 */
async function typeDate(page: Page, field: Locator, iso: string): Promise<void> {
  const [year, month, day] = iso.split('-') as [string, string, string];
  const order = await page.evaluate(() =>
    new Intl.DateTimeFormat(navigator.language, { year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(new Date())
      .map((part) => part.type)
      .filter((type) => type === 'year' || type === 'month' || type === 'day'),
  );
  for (let part = 0; part < 3; part += 1) await page.keyboard.press('ArrowLeft');
  await page.keyboard.type(order.map((type) => ({ year, month, day })[type as 'year' | 'month' | 'day']).join(''));
  await expect.poll(() => field.inputValue(), WAIT).toBe(iso);
}

describe('availability that stays true', () => {
  const session = useE2eSession({ mail: 'smtp', env: { AVAILABILITY_REMINDER_AFTER_DAYS: '0', AVAILABILITY_REMINDER_INTERVAL_MS: '2000' } });
  let admin: Connection;

  beforeAll(async () => {
    admin = await session.accounts.loginAs(session.users.admin());
  });

  it('is stated on My Profile, shown and filtered in the directory, and confirmed from the mailed link', async () => {
    const candidate = await session.users.create({ first: 'Vera', last: 'Verfügbar', role: 'candidate', profile: 'complete' });
    const published = (await admin.callAsync('people.publishFromCandidate', candidate.userId)) as { _id: string; urlName: string };
    const from = new Date(Date.now() + 40 * DAY).toISOString().slice(0, 10);

    // The candidate at 375 px, by keyboard alone: status, date, workload, a holiday, Save.
    const page = await session.signedInPage(candidate, { viewport: PHONE, path: '/engine/profile/' });
    const section = page.getByRole('region', { name: 'Availability', exact: true });
    const status = section.getByLabel('Status');
    await shown(status);
    expect(await tabTo(page, status, 300), 'Tab reaches Status').toBe(true);
    expect(await focusShown(page), 'Status shows its focus').toBe(true);
    expect(await chooseByKeyboard(page, status, 'Partly available'), 'the arrow keys choose Partly available').toBe(true);
    const fromField = section.getByLabel(/^Available from/);
    expect(await tabTo(page, fromField, 8), 'Tab reaches Available from').toBe(true);
    await typeDate(page, fromField, from);
    const workload = section.getByLabel(/^Workload in percent/);
    expect(await tabTo(page, workload, 8), 'Tab reaches the workload').toBe(true);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('60');
    expect(await workload.inputValue()).toBe('60');
    // A holiday: "Add a period" puts the focus into the new row's first date.
    const add = section.getByRole('button', { name: 'Add a period' });
    expect(await tabTo(page, add, 8), 'Tab reaches Add a period').toBe(true);
    expect(await focusShown(page), 'Add a period shows its focus').toBe(true);
    await page.keyboard.press('Enter');
    const holidayFrom = new Date(Date.now() + 50 * DAY).toISOString().slice(0, 10);
    const holidayTo = new Date(Date.now() + 60 * DAY).toISOString().slice(0, 10);
    const periodFrom = section.getByLabel(/^Not available from/);
    await expect.poll(() => isFocused(periodFrom.first()), WAIT).toBe(true);
    await typeDate(page, periodFrom.first(), holidayFrom);
    const periodTo = section.getByLabel(/^Until/);
    expect(await tabTo(page, periodTo.first(), 8), 'Tab reaches Until').toBe(true);
    await typeDate(page, periodTo.first(), holidayTo);
    // A second row, removed again: the focus goes back to "Add a period".
    expect(await tabTo(page, add, 8), 'Tab reaches Add a period again').toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => isFocused(periodFrom.nth(1)), WAIT).toBe(true);
    const removeSecond = section.getByRole('button', { name: 'Remove this period' }).nth(1);
    expect(await tabTo(page, removeSecond, 8), 'Tab reaches the second row’s Remove').toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => periodFrom.count(), WAIT).toBe(1);
    await expect.poll(() => isFocused(add), WAIT).toBe(true);
    expect(await blockingAxe(page), 'the availability form at 375 px').toEqual([]);
    const save = section.getByRole('button', { name: 'Save' });
    expect(await tabTo(page, save, 8), 'Tab reaches Save').toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => section.getByRole('status').first().textContent(), WAIT).toBe('Saved');
    // Saving kept the focus on Save (a disabled button would have dropped it to the page's start).
    expect(await isFocused(save), 'the focus stays on Save').toBe(true);
    expect((await sidewaysOverflow(page)).extra, 'no sideways scroll on My Profile').toBeLessThanOrEqual(0);

    // A visitor: the card says it, "available by" the date finds the expert, a day before does not.
    const visitor = await session.newPage();
    const day = new Date(`${from}T00:00:00Z`);
    const dayText = `${day.getUTCDate()} ${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'][day.getUTCMonth()]} ${day.getUTCFullYear()}`;
    await visitor.goto(session.url(`/engine/experts/?available=${from}`));
    const card = visitor.getByTestId('expert-card').filter({ has: visitor.locator(`a[href*="${published.urlName}"]`) });
    await shown(card.getByText(`Available from ${dayText}, 60 % of full time`));
    const dayBefore = new Date(day.getTime() - DAY).toISOString().slice(0, 10);
    await visitor.goto(session.url(`/engine/experts/?available=${dayBefore}`));
    await shown(visitor.getByRole('heading', { level: 1, name: 'Our Experts' }));
    await expect.poll(() => visitor.locator(`a[href*="${published.urlName}"]`).count(), WAIT).toBe(0);
    // A customer: "available by" a day inside the holiday leaves them out (the list shows others,
    // available then), the day after the holiday lists them again.
    const customer = await session.users.create({ first: 'Kira', last: 'Kundin', role: 'customer' });
    const inHoliday = new Date(Date.now() + 55 * DAY).toISOString().slice(0, 10);
    // At 375 px by keyboard alone: the filters open, the date typed into "Available by".
    const shopper = await session.signedInPage(customer, { viewport: PHONE, path: '/engine/experts/' });
    await shown(shopper.getByTestId('expert-card').first());
    expect(await tabTo(shopper, shopper.getByRole('button', { name: 'Show filters' })), 'Tab reaches the filters toggle').toBe(true);
    await shopper.keyboard.press('Enter');
    const availableBy = shopper.getByLabel('Available by');
    expect(await tabTo(shopper, availableBy), 'Tab reaches Available by').toBe(true);
    expect(await focusShown(shopper), 'Available by shows its focus').toBe(true);
    await typeDate(shopper, availableBy, inHoliday);
    await expect.poll(() => new URL(shopper.url()).searchParams.get('available'), WAIT).toBe(inHoliday);
    await shown(shopper.getByTestId('expert-card').first());
    await expect.poll(() => shopper.locator(`a[href*="${published.urlName}"]`).count(), WAIT).toBe(0);
    const afterHoliday = new Date(Date.now() + 61 * DAY).toISOString().slice(0, 10);
    await typeDate(shopper, availableBy, afterHoliday);
    await expect.poll(() => new URL(shopper.url()).searchParams.get('available'), WAIT).toBe(afterHoliday);
    await shown(shopper.getByTestId('expert-card').filter({ has: shopper.locator(`a[href*="${published.urlName}"]`) }));
    expect(await blockingAxe(shopper), 'Our Experts filtered by Available by at 375 px').toEqual([]);
    expect((await sidewaysOverflow(shopper)).extra, 'no sideways scroll on Our Experts').toBeLessThanOrEqual(0);
    // The expert page names the holiday.
    await visitor.goto(session.url(`/engine/e/${published._id}/${published.urlName}`));
    await shown(visitor.getByText(/^Not available \d+ \w+ \d{4} – \d+ \w+ \d{4}$/));

    // The reminder: its link shows the availability and confirms it with one button, once.
    // (The wizard's availability was due at once too: its mail went out before the save, and the
    // save ended that period, so the mail of the new statement is the one to answer.)
    const mail = await session.sink.nextMail((received) => received.to.includes(candidate.email.toLowerCase()) && received.text.includes('60 % of full time'), 20_000);
    expect(mail.text).toContain('/engine/profile/#availability');
    const link = linkOf(mail.text);
    const stranger = await session.newPage(PHONE);
    await stranger.goto(session.url(link));
    await shown(stranger.getByRole('heading', { name: 'Is your availability still right?' }));
    await shown(stranger.getByText(`Available from ${dayText}, 60 % of full time`));
    expect(await blockingAxe(stranger), 'the still-true page at 375 px').toEqual([]);
    const yes = stranger.getByRole('button', { name: 'Yes, still true' });
    expect(await tabTo(stranger, yes, 5), 'Tab reaches Yes, still true').toBe(true);
    expect(await focusShown(stranger), 'the button shows its focus').toBe(true);
    await stranger.keyboard.press('Enter');
    await shown(stranger.getByText('Your availability is confirmed. Customers see it as current.'));
    expect(await blockingAxe(stranger), 'the confirmed page at 375 px').toEqual([]);
    await stranger.goto(session.url(link));
    await shown(stranger.getByRole('heading', { name: 'This link no longer works' }));
    const replaced = session.sink.mails.find((received) => received.to.includes(candidate.email.toLowerCase()) && received.text.includes('80 % of full time'));
    if (replaced) {
      await stranger.goto(session.url(linkOf(replaced.text)));
      await shown(stranger.getByRole('heading', { name: 'This link no longer works' }));
    }

    // My Profile says when it was last confirmed: today; "Yes, still true" there by keyboard, the
    // focus following to the thanks that replace the button.
    await page.reload();
    const today = new Date();
    await shown(page.getByTestId('availability-confirmed-on').getByText(new RegExp(`Last confirmed on ${today.getUTCDate()} `)));
    const stillTrue = page.getByRole('region', { name: 'Availability', exact: true }).getByRole('button', { name: 'Yes, still true' });
    expect(await tabTo(page, stillTrue, 300), 'Tab reaches Yes, still true on My Profile').toBe(true);
    await page.keyboard.press('Enter');
    const thanks = page.getByText('Thank you: your availability is confirmed.');
    await shown(thanks);
    await expect.poll(() => isFocused(thanks), WAIT).toBe(true);
    expect(await blockingAxe(page), 'My Profile after Yes, still true at 375 px').toEqual([]);
  }, 180_000);
});
