// Availability that stays true, against the real server over DDP and HTTP with a real SMTP sink:
// a save stamps `confirmedAt` and the status and reaches the linked expert entry; the daily
// reminder mails a candidate unconfirmed for 30 days once per period; the mailed "still true"
// link confirms without a session, once, only before it expires; `availability.confirm` is the
// signed-in candidate's own, refused to anyone else and to hostile arguments.
import { describe, expect, it } from 'vitest';
import { appWithMailForThisFile } from '../../../tests/helpers/mail-fixture';
import { People } from '../people/collection';
import { expert } from '../people/samples.testkit';
import { usersCollection } from '../users/store';
import { migrateAvailability } from './migration';
import { remindUnconfirmedAvailability } from './reminder';
import { REMINDER_LINK_LIFETIME_MS, UNCONFIRMED_AFTER_MS } from './policy';

const DAY = 24 * 60 * 60 * 1000;
const fixture = appWithMailForThisFile();

interface Stored {
  candidateData?: { availability?: { status?: string; confirmedAt?: Date; workloadPercent: number } };
  availabilityReminder?: { hashedToken: string; expiresAt: Date };
}
const stored = async (userId: string) => (await usersCollection().findOneAsync({ _id: userId })) as unknown as Stored;

/** A candidate whose availability was last confirmed `daysAgo` days ago. */
async function candidateConfirmed(daysAgo: number) {
  const signedIn = await fixture.app.connectAs(['candidate'], { profile: { name: { first: 'Vera', last: 'Verfügbar' } } });
  const user = signedIn.user!;
  await usersCollection().updateAsync(
    { _id: user.userId },
    { $set: { 'candidateData.availability': { status: 'partly', from: new Date('2026-02-01T00:00:00Z'), workloadPercent: 60, confirmedAt: new Date(Date.now() - daysAgo * DAY) } } },
  );
  return { ...signedIn, user };
}

const linkIn = (text: string) => /\/engine\/availability\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
const post = (token: string) => fetch(`${fixture.app.url}/engine/availability/${token}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: '' });

describe('saving the availability', () => {
  it('stamps confirmedAt and the status, ends a reminder and reaches the linked expert entry', async () => {
    const { connection, user } = await candidateConfirmed(40);
    const { _id: _sample, ...entry } = expert({ urlName: `vera-${user.userId.toLowerCase()}` });
    const entryId = await People.insertAsync({ ...entry, sourceUserId: user.userId } as never);
    await usersCollection().updateAsync({ _id: user.userId }, { $set: { availabilityReminder: { sentAt: new Date(), hashedToken: 'x', expiresAt: new Date(Date.now() + DAY) } } });
    const before = Date.now();
    await connection.callAsync('users.updateProfile', { candidateData: { availability: { from: new Date('2026-03-01T00:00:00Z'), workloadPercent: 100, confirmedAt: new Date(0) } } });
    const saved = await stored(user.userId);
    expect(saved.candidateData?.availability?.status).toBe('available');
    expect(saved.candidateData!.availability!.confirmedAt!.getTime()).toBeGreaterThanOrEqual(before);
    expect(saved.availabilityReminder).toBeUndefined();
    const listed = (await People.findOneAsync({ _id: entryId })) as unknown as Stored['candidateData'];
    expect(listed?.availability).toMatchObject({ status: 'available', workloadPercent: 100 });
    expect(listed!.availability!.confirmedAt!.getTime()).toBe(saved.candidateData!.availability!.confirmedAt!.getTime());
    connection.close();
  });

  it('refuses a blocked period that ends before it starts and more than five periods', async () => {
    const { connection } = await candidateConfirmed(1);
    const from = new Date('2026-03-01T00:00:00Z');
    const inverted = { from, workloadPercent: 50, status: 'partly', blocked: [{ from: new Date('2026-04-10T00:00:00Z'), to: new Date('2026-04-01T00:00:00Z') }] };
    await expect(connection.callAsync('users.updateProfile', { candidateData: { availability: inverted } })).rejects.toMatchObject({ error: 400 });
    const many = { from, workloadPercent: 50, blocked: Array.from({ length: 6 }, () => ({ from, to: from })) };
    await expect(connection.callAsync('users.updateProfile', { candidateData: { availability: many } })).rejects.toMatchObject({ error: 400 });
    await expect(connection.callAsync('users.updateProfile', { candidateData: { availability: { from, workloadPercent: 50, status: 'maybe' } } })).rejects.toMatchObject({ error: 400 });
    connection.close();
  });
});

describe('the migration of older availabilities', () => {
  it('gives accounts and entries their status and, as confirmation, their last change; runs twice harmlessly', async () => {
    const { user, close } = await candidateConfirmed(1);
    const changedAt = new Date('2026-03-15T00:00:00Z');
    await usersCollection().updateAsync({ _id: user.userId }, { $set: { 'candidateData.availability': { from: new Date('2026-02-01T00:00:00Z'), workloadPercent: 60 }, 'docInfo.updatedAt': changedAt } });
    const { _id: _sample, sourceUserId: _linked, ...entry } = expert({ urlName: `old-${user.userId.toLowerCase()}`, availability: { from: new Date('2026-02-01T00:00:00Z'), workloadPercent: 100 } });
    const entryId = await People.insertAsync(entry as never);
    await migrateAvailability();
    await migrateAvailability();
    expect((await stored(user.userId)).candidateData?.availability).toMatchObject({ status: 'partly', confirmedAt: changedAt });
    expect(((await People.findOneAsync({ _id: entryId })) as unknown as Stored['candidateData'])?.availability).toMatchObject({ status: 'available' });
    close();
  });
});

describe('availability.confirm', () => {
  it('confirms the candidate’s own availability', async () => {
    const { connection, user } = await candidateConfirmed(40);
    const answer = (await connection.callAsync('availability.confirm')) as { confirmedAt: Date };
    expect(Date.now() - new Date(answer.confirmedAt).getTime()).toBeLessThan(UNCONFIRMED_AFTER_MS);
    expect((await stored(user.userId)).candidateData?.availability?.confirmedAt?.getTime()).toBe(new Date(answer.confirmedAt).getTime());
    connection.close();
  });

  it('is refused to anonymous callers, customers, admins without the candidate role, a candidate with nothing to confirm, and hostile arguments', async () => {
    const anonymous = await fixture.app.connectAs(null);
    await expect(anonymous.connection.callAsync('availability.confirm')).rejects.toMatchObject({ error: 401 });
    for (const roles of [['customer'], ['admin']]) {
      const other = await fixture.app.connectAs(roles);
      await expect(other.connection.callAsync('availability.confirm')).rejects.toMatchObject({ error: 403 });
      other.close();
    }
    const empty = await fixture.app.connectAs(['candidate']);
    await expect(empty.connection.callAsync('availability.confirm')).rejects.toMatchObject({ error: 409 });
    const { connection, user } = await candidateConfirmed(40);
    await expect(connection.callAsync('availability.confirm', { userId: empty.user!.userId })).rejects.toMatchObject({ error: 400 });
    await expect(connection.callAsync('availability.confirm', user.userId)).rejects.toMatchObject({ error: 400 });
    anonymous.close();
    empty.close();
    connection.close();
  });
});

describe('the daily reminder and its "still true" link', () => {
  it('mails once per period; the link confirms without a session, once', async () => {
    const { user, close } = await candidateConfirmed(31);
    const fresh = await candidateConfirmed(29);
    expect(await remindUnconfirmedAvailability()).toBeGreaterThanOrEqual(1);
    const mail = await fixture.smtp.nextMail((received) => received.to.includes(user.email));
    expect(mail.text).toContain('60 % of full time');
    expect(mail.text).toContain('/engine/profile/#availability');
    const token = linkIn(mail.text)!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect((await stored(user.userId)).availabilityReminder?.hashedToken).not.toBe(token);
    // Once per period: a second run mails nobody already reminded, nor the fresh one.
    await remindUnconfirmedAvailability();
    expect(fixture.smtp.mails.filter((received) => received.to.includes(user.email))).toHaveLength(1);
    expect(fixture.smtp.mails.filter((received) => received.to.includes(fresh.user.email))).toHaveLength(0);

    // GET only shows the page (mail scanners); POST confirms; a second POST finds no live token.
    const page = await fetch(`${fixture.app.url}/engine/availability/${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form method="post">');
    expect((await stored(user.userId)).availabilityReminder).toBeDefined();
    const confirmed = await post(token);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('Your availability is confirmed.');
    const after = await stored(user.userId);
    expect(Date.now() - after.candidateData!.availability!.confirmedAt!.getTime()).toBeLessThan(DAY);
    expect(after.availabilityReminder).toBeUndefined();
    expect((await post(token)).status).toBe(404);
    expect((await fetch(`${fixture.app.url}/engine/availability/${token}`)).status).toBe(404);
    close();
    fresh.close();
  });

  it('refuses an expired link, and hostile or foreign tokens', async () => {
    const { user, close } = await candidateConfirmed(45);
    await remindUnconfirmedAvailability();
    const mail = await fixture.smtp.nextMail((received) => received.to.includes(user.email));
    const token = linkIn(mail.text)!;
    // The link's lifetime passed: its expiry moved back as far as that.
    await usersCollection().updateAsync({ _id: user.userId }, { $set: { 'availabilityReminder.expiresAt': new Date(Date.now() - REMINDER_LINK_LIFETIME_MS) } });
    expect((await post(token)).status).toBe(404);
    const confirmedAt = (await stored(user.userId)).candidateData?.availability?.confirmedAt;
    expect(Date.now() - confirmedAt!.getTime()).toBeGreaterThan(44 * DAY);
    for (const hostile of ['x', `${token}x`, '%24where', 'a'.repeat(200), "' OR 1=1"]) {
      expect((await post(encodeURIComponent(hostile))).status).toBe(404);
    }
    close();
  });
});
