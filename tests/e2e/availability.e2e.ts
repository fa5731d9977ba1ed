// Availability that stays true, walked in Chromium against the built app with a real SMTP sink:
// a candidate states on My Profile that they are partly available from a date at 60 % with a
// holiday (a blocked period); a visitor sees it on the expert's card and finds them with
// "available by" that date (not before it); a customer's "available by" a day of the holiday
// does not list them, the day after it does; the
// reminder mail's "still true" link, opened without a session, shows the availability and
// confirms it with one button, and works only once; the link of the statement a save replaced
// no longer works. The reminder is made due at once
// (AVAILABILITY_REMINDER_AFTER_DAYS=0) and runs every two seconds: the 30-day wait is the API
// test's (availability.api.test.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '../../packages/ddp-client/server';
import { shown, WAIT } from '../helpers/e2e-kit';
import { useE2eSession } from '../helpers/e2e-session';

const DAY = 24 * 60 * 60 * 1000;
/** The path of the mail's "still true" link. */
const linkOf = (text: string) => /\/engine\/availability\/[A-Za-z0-9_-]+/.exec(text)![0];

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

    const page = await session.signedInPage(candidate, { path: '/engine/profile/' });
    const section = page.getByRole('region', { name: 'Availability', exact: true });
    await shown(section.getByLabel('Status'));
    await section.getByLabel('Status').selectOption('partly');
    await section.getByLabel(/^Available from/).fill(from);
    await section.getByLabel(/^Workload in percent/).fill('60');
    // A holiday: a row of two dates appears, an inverted one is refused on its field.
    await section.getByRole('button', { name: 'Add a period' }).click();
    const holidayFrom = new Date(Date.now() + 50 * DAY).toISOString().slice(0, 10);
    const holidayTo = new Date(Date.now() + 60 * DAY).toISOString().slice(0, 10);
    await section.getByLabel(/^Not available from/).fill(holidayFrom);
    await section.getByLabel(/^Until/).fill(holidayTo);
    await section.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => section.getByRole('status').first().textContent(), WAIT).toBe('Saved');

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
    const shopper = await session.signedInPage(customer, { path: `/engine/experts/?available=${inHoliday}` });
    await shown(shopper.getByTestId('expert-card').first());
    await expect.poll(() => shopper.locator(`a[href*="${published.urlName}"]`).count(), WAIT).toBe(0);
    const afterHoliday = new Date(Date.now() + 61 * DAY).toISOString().slice(0, 10);
    await shopper.goto(session.url(`/engine/experts/?available=${afterHoliday}`));
    await shown(shopper.getByTestId('expert-card').filter({ has: shopper.locator(`a[href*="${published.urlName}"]`) }));
    // The expert page names the holiday.
    await visitor.goto(session.url(`/engine/e/${published._id}/${published.urlName}`));
    await shown(visitor.getByText(/^Not available \d+ \w+ \d{4} – \d+ \w+ \d{4}$/));

    // The reminder: its link shows the availability and confirms it with one button, once.
    // (The wizard's availability was due at once too: its mail went out before the save, and the
    // save ended that period, so the mail of the new statement is the one to answer.)
    const mail = await session.sink.nextMail((received) => received.to.includes(candidate.email.toLowerCase()) && received.text.includes('60 % of full time'), 20_000);
    expect(mail.text).toContain('/engine/profile/#availability');
    const link = linkOf(mail.text);
    const stranger = await session.newPage();
    await stranger.goto(session.url(link));
    await shown(stranger.getByRole('heading', { name: 'Is your availability still right?' }));
    await shown(stranger.getByText(`Available from ${dayText}, 60 % of full time`));
    await stranger.getByRole('button', { name: 'Yes, still true' }).click();
    await shown(stranger.getByText('Your availability is confirmed. Customers see it as current.'));
    await stranger.goto(session.url(link));
    await shown(stranger.getByRole('heading', { name: 'This link no longer works' }));
    const replaced = session.sink.mails.find((received) => received.to.includes(candidate.email.toLowerCase()) && received.text.includes('80 % of full time'));
    if (replaced) {
      await stranger.goto(session.url(linkOf(replaced.text)));
      await shown(stranger.getByRole('heading', { name: 'This link no longer works' }));
    }

    // My Profile says when it was last confirmed: today.
    await page.reload();
    const today = new Date();
    await shown(page.getByTestId('availability-confirmed-on').getByText(new RegExp(`Last confirmed on ${today.getUTCDate()} `)));
  });
});
