// A person's notifications over real DDP, per role (anonymous, a candidate, another candidate, a
// company member, a member of another company, an admin): each sees, counts and marks only their
// own; another person's id reads as not found; the page pages them with their total, live; the
// mail settings save only what the role may choose, and the dispatcher honours them.
import { describe, expect, it } from 'vitest';
import type { LoggedInConnection } from '../../../tests/helpers/app-fixture';
import { waitUntil } from '../../../tests/helpers/wait-until';
import { failureOf, HOSTILE_STRINGS, readSubscription, storeFor, subscribeLive } from '../common/api.testkit';
import { setUpRoleSuite } from '../common/role-suite.testkit';
import { OutboxMails } from '../mail-outbox/collection';
import { usersCollection } from '../users/store';
import { Notifications } from './collection';
import { notify } from './events';
import { NOTIFICATION_COUNTS } from './shown';

const suite = setUpRoleSuite();
let counter = 0;

/** The six people of the matrix, two companies with one member each. */
async function people(): Promise<Record<string, LoggedInConnection>> {
  counter += 1;
  const member = await suite.app.connectAs(['customer']);
  const otherMember = await suite.app.connectAs(['customer']);
  await member.connection.callAsync('companies.register', { name: `Bell ${counter}`, companyIdNumber: `7741${counter}051`, country: 'SK' });
  await otherMember.connection.callAsync('companies.register', { name: `Other bell ${counter}`, companyIdNumber: `7742${counter}051`, country: 'SK' });
  return {
    anonymous: suite.as.get('anonymous')!,
    candidate: await suite.app.connectAs(['candidate']),
    'another candidate': await suite.app.connectAs(['candidate']),
    'company member': member,
    'member of another company': otherMember,
    admin: await suite.app.connectAs(['admin']),
  };
}

const SIGNED_IN = ['candidate', 'another candidate', 'company member', 'member of another company', 'admin'] as const;

/** `count` notifications for the user, dispatched as the app does it; answers their ids. */
async function notifyUser(userId: string, count = 1): Promise<string[]> {
  const events: string[] = [];
  for (let index = 0; index < count; index += 1) {
    events.push(await notify('application.moved', { projectTitle: `Project ${index}`, statusLabel: 'Interview' }, { userIds: [userId] }, '/engine/my-applications/')());
  }
  await suite.app.app.notifications.dispatcher.idle();
  return events.map((eventId) => `${eventId}:${userId}`);
}

/** A RegExp crosses DDP as `{}`, which is a valid (empty) settings object. */
const notEmptyOnTheWire = (value: unknown) => !(value instanceof RegExp);

const unread = async (userId: string) => Notifications.find({ userId, readAt: { $exists: false } }).countAsync();

describe('who sees which notifications', () => {
  it('each signed-in role sees, counts and pages only their own; anonymous gets empty subscriptions', async () => {
    const as = await people();
    const own: Record<string, string[]> = {};
    for (const [index, label] of SIGNED_IN.entries()) own[label] = await notifyUser(as[label]!.userId!, index + 1);
    for (const label of SIGNED_IN) {
      const { connection, userId } = as[label]!;
      const latest = await readSubscription(connection, 'notifications', 'notifications.latest');
      expect(latest.map((doc) => doc._id).sort(), label).toEqual([...own[label]!].sort());
      expect(latest[0], label).not.toHaveProperty('userId');
      const page = await readSubscription(connection, 'notifications', 'notifications.page', {}, 1);
      expect(page.map((doc) => doc._id).sort(), label).toEqual([...own[label]!].sort());
      const count = await readSubscription(connection, 'counts', 'notifications.unreadCount');
      expect(count, label).toEqual([{ _id: NOTIFICATION_COUNTS.unread, count: own[label]!.length }]);
      expect(own[label]!.every((id) => id.endsWith(`:${userId}`))).toBe(true);
    }
    const anonymous = as.anonymous!.connection;
    expect(await readSubscription(anonymous, 'notifications', 'notifications.latest')).toEqual([]);
    expect(await readSubscription(anonymous, 'notifications', 'notifications.page', {}, 1)).toEqual([]);
    expect(await readSubscription(anonymous, 'counts', 'notifications.unreadCount')).toEqual([]);
  });

  it('a company-wide event reaches every member of that company and nobody of another', async () => {
    const as = await people();
    const member = as['company member']!;
    const company = (await usersCollection().findOneAsync({ _id: member.userId! }, { fields: { selectedAccountId: 1 } }))!.selectedAccountId!;
    await notify('request.moved', { expertsWanted: '2', status: 'in-progress' }, { companyId: company }, '/engine/my-requests/')();
    await suite.app.app.notifications.dispatcher.idle();
    expect(await unread(member.userId!)).toBe(1);
    expect(await unread(as['member of another company']!.userId!)).toBe(0);
  });
});

describe('marking read', () => {
  it('the bell count follows new notifications and marking one and all read, live', async () => {
    const me = await suite.app.connectAs(['candidate']);
    const count = await subscribeLive(me.connection, 'counts', 'notifications.unreadCount');
    const countIs = (value: number) => waitUntil(() => (count.docs()[0]?.count === value ? true : undefined), { what: `count ${value}`, describe: () => count.docs() });
    await countIs(0);
    const [first, second, third] = await notifyUser(me.userId!, 3);
    await countIs(3);
    await me.connection.callAsync('notifications.markRead', first);
    await countIs(2);
    // Again: no error, the first reading kept.
    const readAt = (await Notifications.findOneAsync({ _id: first! }))!.readAt;
    await me.connection.callAsync('notifications.markRead', first);
    expect((await Notifications.findOneAsync({ _id: first! }))!.readAt).toEqual(readAt);
    expect(await me.connection.callAsync('notifications.markAllRead')).toBe(2);
    await countIs(0);
    expect((await Notifications.find({ _id: { $in: [second!, third!] } }).fetchAsync()).every((doc) => doc.readAt instanceof Date)).toBe(true);
    count.stop();
    me.close();
  });

  it("nobody marks another person's notification: it reads as not found and stays unread", async () => {
    const as = await people();
    const victim = await suite.app.connectAs(['candidate']);
    const [theirs] = await notifyUser(victim.userId!, 2);
    for (const label of SIGNED_IN) {
      const failure = await failureOf(as[label]!.connection.callAsync('notifications.markRead', theirs));
      expect(failure.error, label).toBe(404);
      expect(failure.reason).toBe('Notification not found');
      await as[label]!.connection.callAsync('notifications.markAllRead');
    }
    expect((await failureOf(as.anonymous!.connection.callAsync('notifications.markRead', theirs))).error).toBe(401);
    expect((await failureOf(as.anonymous!.connection.callAsync('notifications.markAllRead'))).error).toBe(401);
    // A well-formed id of nobody's reads the same.
    expect((await failureOf(victim.connection.callAsync('notifications.markRead', `${'A'.repeat(17)}:${victim.userId}`))).error).toBe(404);
    expect(await unread(victim.userId!)).toBe(2);
    victim.close();
  });

  it('refuses hostile ids without changing anything', async () => {
    const me = await suite.app.connectAs(['candidate']);
    await notifyUser(me.userId!);
    for (const bad of [...HOSTILE_STRINGS, me.userId, `${me.userId}:${me.userId}:x`]) {
      expect((await failureOf(me.connection.callAsync('notifications.markRead', bad))).error, String(bad)).toBe(400);
    }
    expect((await failureOf(me.connection.callAsync('notifications.markAllRead', { userId: me.userId }))).error).toBe(400);
    expect(await unread(me.userId!)).toBe(1);
    me.close();
  });
});

describe('the paged list', () => {
  it('pages 20 newest first with the total, and a new notification enters page 1 live', async () => {
    const me = await suite.app.connectAs(['candidate']);
    const ids = await notifyUser(me.userId!, 23);
    const records = storeFor(me.connection, 'listPages');
    const recordOf = (page: number) => records.snapshot().find((doc) => String(doc._id).startsWith('notifications.page|') && doc.page === page);
    const first = await subscribeLive(me.connection, 'notifications', 'notifications.page', {}, 1);
    expect(recordOf(1)).toMatchObject({ total: 23, pageCount: 2, ids: ids.slice(3).reverse() });
    const second = await subscribeLive(me.connection, 'notifications', 'notifications.page', {}, 2);
    expect(recordOf(2)).toMatchObject({ total: 23, ids: ids.slice(0, 3).reverse() });
    second.stop();
    const [newest] = await notifyUser(me.userId!);
    await waitUntil(() => (recordOf(1)?.total === 24 ? true : undefined), { what: 'total 24', describe: () => recordOf(1) });
    expect((recordOf(1)!.ids as string[])[0]).toBe(newest);
    first.stop();
    me.close();
  });
});

describe('notification settings', () => {
  const save = (who: LoggedInConnection, settings: unknown) => who.connection.callAsync('notifications.saveSettings', settings);
  const stored = async (userId: string) => (await usersCollection().findOneAsync({ _id: userId }, { fields: { notificationSettings: 1 } }))?.notificationSettings;

  it('a candidate or member switches mail off per category; the agency categories and the digest are refused', async () => {
    const as = await people();
    for (const label of ['candidate', 'company member'] as const) {
      const me = as[label]!;
      await save(me, { mailOff: ['applications', 'requests'] });
      expect(await stored(me.userId!), label).toEqual({ mailOff: ['applications', 'requests'] });
      const agency = await failureOf(save(me, { mailOff: ['agency'] }));
      expect(agency.error).toBe(403);
      expect(agency.reason).toContain('Only admins');
      expect((await failureOf(save(me, { mailOff: [], digest: true }))).error).toBe(403);
      expect(await stored(me.userId!), label).toEqual({ mailOff: ['applications', 'requests'] });
    }
    expect((await failureOf(save(as.anonymous!, { mailOff: [] }))).error).toBe(401);
  });

  it('an admin chooses the agency categories and the daily digest', async () => {
    const admin = await suite.app.connectAs(['admin']);
    await save(admin, { mailOff: ['agency'], digest: true });
    expect(await stored(admin.userId!)).toEqual({ mailOff: ['agency'], digest: true });
    await save(admin, {});
    expect(await stored(admin.userId!)).toEqual({ mailOff: [], digest: false });
    admin.close();
  });

  it('refuses unknown categories, repeats and hostile values', async () => {
    const me = await suite.app.connectAs(['candidate']);
    for (const bad of [{ mailOff: ['nope'] }, { mailOff: ['applications', 'applications'] }, { mailOff: 'applications' }, { mailOff: [], digest: 'yes' }, { mailOff: [], extra: 1 }, ...HOSTILE_STRINGS.filter(notEmptyOnTheWire)]) {
      expect((await failureOf(save(me, bad))).error, JSON.stringify(bad)).toBe(400);
    }
    expect(await stored(me.userId!)).toBeUndefined();
    me.close();
  });

  it('a category switched off mails nothing, the notification still arrives', async () => {
    const me = await suite.app.connectAs(['candidate']);
    await save(me, { mailOff: ['applications'] });
    const [id] = await notifyUser(me.userId!);
    expect(await Notifications.findOneAsync({ _id: id! })).toBeTruthy();
    expect(await OutboxMails.find({ userId: me.userId! }).countAsync()).toBe(0);
    await save(me, { mailOff: [] });
    const [mailed] = await notifyUser(me.userId!);
    expect(await OutboxMails.findOneAsync({ _id: mailed! })).toBeTruthy();
    me.close();
  });
});
