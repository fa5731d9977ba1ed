// From an event to what people receive, on the real server and a real SMTP peer: an admin's move
// of an application notifies its candidate in the app and by mail (text and HTML parts from the
// template, the agency as sender, a stable Message-ID, one-click unsubscribe headers), nobody
// else; a category switched off keeps the notification and drops the mail; dispatching an event
// again writes nothing twice; an admin who chose the digest gets the day's events in one mail.
import { Meteor } from 'meteor/meteor';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithMailForThisFile } from '../../../tests/helpers/mail-fixture';
import { OutboxMails } from '../mail-outbox/collection';
import { Projects } from '../projects/collection';
import { sapProject } from '../projects/samples.testkit';
import { Notifications } from './collection';
import { runDigests } from './digest';
import { NotificationEvents, notify } from './events';
import type { NotificationParams } from './kinds';

const settingsBefore = Meteor.settings;

// Before the app starts (the hooks run in order; afterAll hooks in reverse, so this one last).
beforeAll(() => {
  Meteor.settings = { ...Meteor.settings, public: { productName: 'Talent Bridge', contactEmail: 'team@talent.example' }, mail: { from: 'Talent Bridge <hello@talent.example>' } };
});
afterAll(() => {
  Meteor.settings = settingsBefore;
});

const fixture = appWithMailForThisFile();

beforeAll(async () => {
  await Projects.insertAsync(sapProject({ _id: 'PrNotifyAbcdefghj' }));
});

async function settled(): Promise<void> {
  await fixture.app.app.notifications.dispatcher.idle();
  await fixture.app.app.notifications.sender.runOnce();
}

async function applied(options: { mailOff?: string[]; language?: string } = {}) {
  const candidate = await fixture.app.connectAs(['candidate'], { profileComplete: true, profile: { name: { first: 'Clara', last: 'Candidate' } } });
  if (options.language) await Meteor.users.updateAsync(candidate.userId as string, { $set: { 'profile.language': options.language } });
  if (options.mailOff) await Meteor.users.updateAsync(candidate.userId as string, { $set: { 'notificationSettings.mailOff': options.mailOff } });
  const applicationId = (await candidate.connection.callAsync('applications.apply', 'PrNotifyAbcdefghj', {})) as string;
  return { candidate, applicationId };
}

describe('an application moved by an admin', () => {
  it('notifies its candidate in the app and by mail, and nobody else', async () => {
    const { candidate, applicationId } = await applied();
    const admin = await fixture.app.connectAs(['admin']);
    const bystander = await fixture.app.connectAs(['candidate']);
    await admin.connection.callAsync('applications.move', applicationId, 'interview', 'Tuesday 10:00 works for us', undefined);
    await settled();

    const notifications = await Notifications.find({ userId: { $in: [candidate.userId, admin.userId, bystander.userId] as string[] } }).fetchAsync();
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({
      userId: candidate.userId,
      kind: 'application.moved',
      params: { projectTitle: sapProject().title, status: 'interview', note: 'Tuesday 10:00 works for us' },
      link: '/engine/my-applications/',
    });
    expect(notifications[0]?.readAt).toBeUndefined();

    const mail = await fixture.smtp.nextMail((received) => received.to.includes(candidate.user?.email ?? ''));
    expect(mail.raw).toMatch(/^From: Talent Bridge <hello@talent\.example>/m);
    expect(mail.raw).toMatch(/^Message-ID: <[^>]+@talent\.example>/m);
    expect(mail.raw).toMatch(/^List-Unsubscribe:\s+<http:\/\/localhost:\d+\/engine\/unsubscribe\/[^>]+>/m);
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(mail.raw).toContain('Content-Type: text/plain');
    expect(mail.raw).toContain('Content-Type: text/html');
    expect(mail.text).toContain(`Your application to ${sapProject().title} is now Interview: “Tuesday 10:00 works for us”`);
    expect(mail.text).toContain('Hello Clara,');
    expect(mail.text).toContain('Talent Bridge');
    expect(fixture.smtp.mails.filter((received) => received.to.includes(admin.user?.email ?? '') || received.to.includes(bystander.user?.email ?? ''))).toHaveLength(0);
  });

  it('mails the candidate in the language they saved (Czech), whatever the admin’s browser speaks', async () => {
    const { candidate, applicationId } = await applied({ language: 'cs' });
    const admin = await fixture.app.connectAs(['admin']);
    await admin.connection.callAsync('users.setLanguage', 'de', false);
    await admin.connection.callAsync('applications.move', applicationId, 'interview', 'Úterý v 10:00', undefined);
    await settled();
    const mail = await fixture.smtp.nextMail((received) => received.to.includes(candidate.user?.email ?? ''));
    expect(mail.text).toContain('<html dir="ltr" lang="cs">');
    expect(mail.text).toContain('Dobrý den, Clara,');
    expect(mail.text).toContain(`Vaše přihláška k projektu ${sapProject().title} má nyní stav Pohovor: „Úterý v 10:00“`);
    expect(mail.text).toContain('Tento e-mail dostáváte kvůli kategorii „Přihlášky“.');
    expect(mail.text).toContain('>Otevřít</span>');
    const queued = await OutboxMails.findOneAsync({ userId: candidate.userId as string });
    expect(queued?.subject).toMatch(/^Talent Bridge: Vaše přihláška k projektu /);
    expect(mail.text).not.toContain('Hello Clara');
  });

  it('keeps the notification but sends no mail when its category is switched off', async () => {
    const { candidate, applicationId } = await applied({ mailOff: ['applications'] });
    const admin = await fixture.app.connectAs(['admin']);
    await admin.connection.callAsync('applications.move', applicationId, 'in-review', undefined, undefined);
    await settled();
    expect(await Notifications.find({ userId: candidate.userId as string }).countAsync()).toBe(1);
    expect(await OutboxMails.find({ userId: candidate.userId as string }).countAsync()).toBe(0);
  });

  it('writes nothing twice when an event is dispatched again (a crash before it was marked done)', async () => {
    const { candidate, applicationId } = await applied();
    const admin = await fixture.app.connectAs(['admin']);
    await admin.connection.callAsync('applications.move', applicationId, 'in-review', undefined, undefined);
    await settled();
    const event = await NotificationEvents.findOneAsync({ kind: 'application.moved', 'audience.userIds': candidate.userId as string });
    expect(event?.dispatchedAt).toBeInstanceOf(Date);
    await NotificationEvents.updateAsync({ _id: event?._id as string }, { $unset: { dispatchedAt: '' } });
    await settled();
    expect((await NotificationEvents.findOneAsync({ _id: event?._id as string }))?.dispatchedAt).toBeInstanceOf(Date);
    expect(await Notifications.find({ userId: candidate.userId as string }).countAsync()).toBe(1);
    expect(await OutboxMails.find({ userId: candidate.userId as string }).countAsync()).toBe(1);
  });

  it('dispatches a backlog oldest first, and an event it cannot dispatch does not hold up those after it', async () => {
    const candidate = await fixture.app.connectAs(['candidate'], { profileComplete: true });
    const userIds = [candidate.userId as string];
    // Event ids are Meteor ids: 17 characters of Random's alphabet.
    const QUEUE_LETTERS = 'ABCDEFGHJKLMNPQRSTWXYZabcdefghijk';
    const at = (second: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, second));
    const moved = (id: string, second: number, params: NotificationParams) => ({ _id: id, kind: 'application.moved' as const, params, link: '/engine/my-applications/', audience: { userIds }, createdAt: at(second) });
    // A kind this version does not know (written by a newer one before a rollback): it cannot be worded.
    await NotificationEvents.insertAsync({ ...moved('EvBrokenAbcdefghj', 1, {}), kind: 'retired.kind' as never }, { bypassCollection2: true });
    for (let i = 2; i <= 30; i += 1) await NotificationEvents.insertAsync(moved(`EvQueue${QUEUE_LETTERS[i]}xyzabcdef`, i, { projectTitle: `Backlog ${i}`, status: 'interview' }));
    await settled();
    const dispatched = await NotificationEvents.find({ _id: { $regex: /^EvQueue/ } }, { sort: { createdAt: 1 } }).fetchAsync();
    expect(dispatched).toHaveLength(29);
    const times = dispatched.map((event) => event.dispatchedAt?.getTime() ?? Number.NaN);
    expect(times.every(Number.isFinite)).toBe(true);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect((await NotificationEvents.findOneAsync({ _id: 'EvBrokenAbcdefghj' }))?.dispatchedAt).toBeUndefined();
    expect(await OutboxMails.find({ userId: candidate.userId as string }).countAsync()).toBe(29);
  });

  it('records one event for two concurrent moves of which only one happened', async () => {
    const { candidate, applicationId } = await applied();
    const admin = await fixture.app.connectAs(['admin']);
    const otherAdmin = await fixture.app.connectAs(['admin']);
    // Both read "submitted"; the guarded write lets one through and the other's event is undone with it.
    const outcomes = await Promise.allSettled([
      admin.connection.callAsync('applications.move', applicationId, 'in-review', undefined, undefined),
      otherAdmin.connection.callAsync('applications.move', applicationId, 'rejected', undefined, undefined),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.find((outcome) => outcome.status === 'rejected')).toMatchObject({ reason: { error: 409 } });
    await settled();
    expect(await NotificationEvents.find({ 'audience.userIds': candidate.userId as string }).countAsync()).toBe(1);
    expect(await Notifications.find({ userId: candidate.userId as string }).countAsync()).toBe(1);
  });
});

describe('the daily digest', () => {
  it('gathers an admin’s notifications of the day into one mail instead of one per event', async () => {
    const admin = await fixture.app.createUser({ roles: ['admin'], profile: { name: { first: 'Ada', last: 'Admin' } } });
    await Meteor.users.updateAsync(admin.userId, { $set: { 'notificationSettings.digest': true } });
    await notify('contact.received', { senderName: 'Petra Nováková', subject: 'Team of three for Prague' }, { userIds: [admin.userId] }, '/engine/admin/messages/')();
    await notify('invitation.requested', { requesterName: 'Jan Kowalski' }, { userIds: [admin.userId] }, '/engine/admin/invitations/')();
    await settled();
    expect(await Notifications.find({ userId: admin.userId }).countAsync()).toBe(2);
    expect(await OutboxMails.find({ userId: admin.userId }).countAsync()).toBe(0);

    const morning = new Date();
    morning.setUTCHours(8, 0, 0, 0);
    if (morning.getTime() < Date.now()) morning.setUTCDate(morning.getUTCDate() + 1);
    expect(await runDigests(morning)).toBe(1);
    expect(await runDigests(morning)).toBe(0);
    await fixture.app.app.notifications.sender.runOnce();
    const digest = await fixture.smtp.nextMail((received) => received.to.includes(admin.email));
    expect(digest.raw).toMatch(/^Subject: Talent Bridge: your daily digest \(2\)/m);
    const queued = await OutboxMails.findOneAsync({ userId: admin.userId, topic: 'digest' });
    expect(digest.raw).toContain(queued?.messageId);
    expect(queued?.status).toBe('sent');
    expect(queued?.text).toContain('Petra Nováková wrote: “Team of three for Prague”.');
    expect(queued?.text).toContain('Jan Kowalski asked for an invitation.');
  });
});
