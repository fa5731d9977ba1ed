// Conversations over a real WebSocket, per person: who may send on and read a request's or an
// application's thread (the customer's company and the admins; the candidate and the admins),
// what the others learn (nothing: 404), validation, the notification of the other side, live
// delivery, unread counts, and that nothing of an admin's note on the item reaches non-admins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppFixture, startAppFixture } from '../../../tests/helpers/app-fixture';
import { waitUntil } from '../../../tests/helpers/wait-until';
import { Applications } from '../applications/collection';
import { failureOf, HOSTILE_STRINGS, readSubscription, subscribeLive } from '../common/api.testkit';
import { intlFor } from '../../i18n/intl';
import { Notifications } from '../notifications/collection';
import { notificationText } from '../notifications/kinds';
import { afterInFlight, joinCompany, watch } from '../users/rights-follow.testkit';
import { ConversationMessages, ConversationThreads, ThreadReads } from './collection';
import { type ConversationWorld, conversationWorld, PEOPLE, type Person, untilDispatched } from './conversations.testkit';
import { MESSAGE_MAX, type ThreadKind, threadIdOf } from './threads';

let app: AppFixture;
let world: ConversationWorld;

beforeAll(async () => {
  app = await startAppFixture();
  world = await conversationWorld(app);
});
afterAll(async () => {
  world?.close();
  await app?.stop();
});

/** Who is part of which thread: everyone else is refused with 404 (401 when signed out). */
const ALLOWED: Record<ThreadKind, readonly Person[]> = {
  request: ['member', 'colleague', 'admin'],
  application: ['candidate', 'admin'],
};
const targetOf = (kind: ThreadKind) => (kind === 'request' ? world.requestId : world.applicationId);
const userIdOf = (person: Person) => world.as[person].userId as string;

describe.each(['request', 'application'] as const)('the thread of a %s', (kind) => {
  it.each(PEOPLE)('%s: conversations.send and conversations.markRead as the role allows', async (person) => {
    const me = world.as[person].connection;
    const send = me.callAsync('conversations.send', kind, targetOf(kind), `Hello from ${person}`);
    const read = me.callAsync('conversations.markRead', kind, targetOf(kind));
    if (ALLOWED[kind].includes(person)) {
      const messageId = (await send) as string;
      await read;
      expect(await ConversationMessages.findOneAsync({ _id: messageId })).toMatchObject({
        threadId: threadIdOf(kind, targetOf(kind)),
        senderId: userIdOf(person),
        side: person === 'admin' ? 'agency' : 'client',
        text: `Hello from ${person}`,
      });
    } else {
      const expected = person === 'anonymous' ? 401 : 404;
      expect((await failureOf(send)).error).toBe(expected);
      expect((await failureOf(read)).error).toBe(expected);
    }
  });

  it.each(PEOPLE)('%s: conversations.thread and conversations.threads as the role allows', async (person) => {
    await world.as.admin.connection.callAsync('conversations.send', kind, targetOf(kind), 'Published to the participants');
    const me = world.as[person].connection;
    const subscription = readSubscription(me, 'conversationMessages', 'conversations.thread', kind, targetOf(kind));
    const threads = await readSubscription(me, 'conversationThreads', 'conversations.threads', kind, [targetOf(kind)]);
    if (ALLOWED[kind].includes(person)) {
      const messages = await subscription;
      expect(messages.map((message) => message.text)).toContain('Published to the participants');
      expect(messages.every((message) => message.threadId === threadIdOf(kind, targetOf(kind)))).toBe(true);
      expect(threads.map((thread) => thread._id)).toEqual([threadIdOf(kind, targetOf(kind))]);
    } else if (person === 'anonymous') {
      expect(await subscription).toEqual([]);
      expect(threads).toEqual([]);
    } else {
      expect((await failureOf(subscription)).error).toBe(404);
      expect(threads).toEqual([]);
    }
  });
});

describe('what is sent and who hears of it', () => {
  it('refuses empty, oversize and hostile input with 400, and writes nothing', async () => {
    const member = world.as.member.connection;
    const before = await ConversationMessages.find().countAsync();
    for (const text of ['', '   \n ', 'x'.repeat(MESSAGE_MAX + 1), ...HOSTILE_STRINGS]) {
      expect((await failureOf(member.callAsync('conversations.send', 'request', world.requestId, text))).error).toBe(400);
    }
    for (const bad of HOSTILE_STRINGS) {
      expect((await failureOf(member.callAsync('conversations.send', bad, world.requestId, 'Hi'))).error).toBe(400);
      expect((await failureOf(member.callAsync('conversations.send', 'request', bad, 'Hi'))).error).toBe(400);
      expect((await failureOf(member.callAsync('conversations.markRead', 'request', bad))).error).toBe(400);
      expect((await failureOf(readSubscription(member, 'conversationMessages', 'conversations.thread', 'request', bad))).error).toBe(400);
    }
    expect((await failureOf(member.callAsync('conversations.send', 'project', world.requestId, 'Hi'))).error).toBe(400);
    expect(await ConversationMessages.find().countAsync()).toBe(before);
  });

  it('notifies the other side, never the sender: an admin’s message every member, a member’s message every admin', async () => {
    const secondAdmin = await app.connectAs(['admin']);
    const fromAdmin = (await world.as.admin.connection.callAsync('conversations.send', 'request', world.requestId, 'We have two engineers for you.')) as string;
    const fromMember = (await world.as.member.connection.callAsync('conversations.send', 'request', world.requestId, 'Great, when can they start?')) as string;
    const fromCandidate = (await world.as.candidate.connection.callAsync('conversations.send', 'application', world.applicationId, 'Is the rate negotiable?')) as string;
    await untilDispatched(app, [fromAdmin, fromMember, fromCandidate]);
    const recipientsOf = async (messageId: string) =>
      (await Notifications.find({ kind: 'message.new', 'params.messageId': messageId }).fetchAsync()).map((notification) => notification.userId).sort();
    expect(await recipientsOf(fromAdmin)).toEqual([userIdOf('member'), userIdOf('colleague')].sort());
    const admins = await recipientsOf(fromMember);
    expect(admins).toEqual(expect.arrayContaining([userIdOf('admin'), secondAdmin.userId]));
    expect(admins).not.toContain(userIdOf('member'));
    expect(admins).not.toContain(userIdOf('colleague'));
    expect(await recipientsOf(fromCandidate)).toEqual(expect.arrayContaining([userIdOf('admin'), secondAdmin.userId]));
    const notification = await Notifications.findOneAsync({ 'params.messageId': fromAdmin, userId: userIdOf('member') });
    // The subject is data (the thread's kind and the title), worded in each reader's language.
    expect(notification?.params).toMatchObject({ senderName: 'Petra A.', threadKind: 'request', subjectTitle: 'Two PLC engineers', excerpt: 'We have two engineers for you.' });
    expect(notification?.params).not.toHaveProperty('subject');
    expect(notificationText(intlFor('en'), 'message.new', notification!.params)).toBe('Petra A. wrote about the request “Two PLC engineers”: “We have two engineers for you.”');
    expect(notificationText(intlFor('de'), 'message.new', notification!.params)).toBe('Petra A. schrieb zu der Anfrage „Two PLC engineers“: „We have two engineers for you.“');
    expect(notification?.link).toBe('/engine/my-requests/');
    secondAdmin.close();
  });

  it('delivers a message live to an open thread, and counts it unread for the other side until read', async () => {
    const candidate = world.as.candidate.connection;
    await candidate.callAsync('conversations.markRead', 'application', world.applicationId);
    const messages = await subscribeLive(candidate, 'conversationMessages', 'conversations.thread', 'application', world.applicationId);
    const threads = await subscribeLive(candidate, 'conversationThreads', 'conversations.threads', 'application', [world.applicationId]);
    const reads = await subscribeLive(candidate, 'conversationReads', 'conversations.threads', 'application', [world.applicationId]);
    const unread = () => {
      const thread = threads.docs()[0];
      const read = reads.docs()[0];
      return Number(thread?.agencyCount ?? 0) - Number(read?.agencyCount ?? 0);
    };
    expect(unread()).toBe(0);
    await world.as.admin.connection.callAsync('conversations.send', 'application', world.applicationId, 'Live to the candidate');
    await world.as.admin.connection.callAsync('conversations.send', 'application', world.applicationId, 'And a second line');
    await waitUntil(() => messages.docs().find((message) => message.text === 'And a second line'), { what: 'the admin’s message, live' });
    await waitUntil(() => (unread() === 2 ? true : undefined), { what: 'two unread messages' });
    // The candidate's own message is never unread for them.
    await candidate.callAsync('conversations.send', 'application', world.applicationId, 'Thanks!');
    await candidate.callAsync('conversations.markRead', 'application', world.applicationId);
    await waitUntil(() => (unread() === 0 ? true : undefined), { what: 'read' });
    for (const subscription of [messages, threads, reads]) subscription.stop();
  });

  it('refuses to start a thread on a visitor’s request (nobody to answer in the app)', async () => {
    const visitor = (await world.as.anonymous.connection.callAsync('peopleRequests.send', {
      message: 'A visitor asks',
      contact: { name: 'Eva Visitor', email: 'eva.visitor@example.com', consent: true },
    })) as string;
    expect((await failureOf(world.as.admin.connection.callAsync('conversations.send', 'request', visitor, 'Hello?'))).error).toBe(409);
  });
});

describe('an admin’s note on the application', () => {
  beforeAll(async () => {
    await world.as.admin.connection.callAsync('applications.move', world.applicationId, 'in-review', 'We are reading it', 'INTERNAL rate too high');
  });

  it.each(PEOPLE)('%s: never receives it through the conversation or the application’s own publications', async (person) => {
    expect((await Applications.findOneAsync({ _id: world.applicationId }))?.adminNote).toBe('INTERNAL rate too high');
    const me = world.as[person].connection;
    const seen: unknown[] = [];
    if (ALLOWED.application.includes(person)) seen.push(...(await readSubscription(me, 'conversationMessages', 'conversations.thread', 'application', world.applicationId)));
    seen.push(...(await readSubscription(me, 'conversationThreads', 'conversations.threads', 'application', [world.applicationId])));
    if (person !== 'admin') seen.push(...(await readSubscription(me, 'applications', 'applications.mine')));
    if (person === 'candidate') expect(seen.some((doc) => (doc as { _id: string })._id === world.applicationId)).toBe(true);
    expect(JSON.stringify(seen)).not.toContain('INTERNAL');
    expect(JSON.stringify(seen)).not.toContain('adminNote');
  });
});

describe('a person’s messages as personal data', () => {
  it('exports them, and erases them and their applications’ threads with the account, nobody else’s', async () => {
    const leaving = await app.connectAs(['candidate'], { profileComplete: true });
    const projectId = (await Applications.findOneAsync({ _id: world.applicationId }))!.projectId;
    const applicationId = (await leaving.connection.callAsync('applications.apply', projectId, {})) as string;
    const threadId = threadIdOf('application', applicationId);
    await world.as.admin.connection.callAsync('conversations.send', 'application', applicationId, 'Can you start soon?');
    await leaving.connection.callAsync('conversations.send', 'application', applicationId, 'Yes, from Monday.');
    await leaving.connection.callAsync('conversations.markRead', 'application', applicationId);
    const staying = (await world.as.member.connection.callAsync('conversations.send', 'request', world.requestId, 'Still here')) as string;

    const exported = (await leaving.connection.callAsync('users.exportMyData')) as { sections: { messages: Array<{ text: string }> } };
    expect(exported.sections.messages.map((message) => message.text)).toEqual(['Yes, from Monday.']);
    const summary = (await leaving.connection.callAsync('users.deleteAccount', 'DELETE')) as { erased: string[] };
    expect(summary.erased).toContain('Your messages in conversations with the agency');
    expect(await ConversationMessages.find({ threadId }).countAsync()).toBe(0);
    expect(await ConversationThreads.findOneAsync({ _id: threadId })).toBeUndefined();
    expect(await ThreadReads.find({ userId: leaving.userId as string }).countAsync()).toBe(0);
    expect(await ConversationMessages.findOneAsync({ _id: staying })).toBeDefined();
    leaving.close();
  });
});

describe('rights follow membership', () => {
  it('a member removed from the company loses the request’s conversation at once: 404, its documents withdrawn, nothing new arrives', async () => {
    const leaving = await app.connectAs(['customer']);
    await joinCompany(world.companyId, leaving.userId as string);
    await world.as.admin.connection.callAsync('conversations.send', 'request', world.requestId, 'Before the change');
    const messages = await watch(leaving.connection, 'conversationMessages', 'conversations.thread', 'request', world.requestId);
    const threads = await watch(leaving.connection, 'conversationThreads', 'conversations.threads', 'request', [world.requestId]);
    expect(messages.ids().length).toBeGreaterThan(0);
    expect(threads.ids()).toEqual([threadIdOf('request', world.requestId)]);

    await world.as.member.connection.callAsync('companies.removeMember', world.companyId, leaving.userId);
    expect(await messages.ended()).toMatchObject({ error: 404 });
    await waitUntil(() => (messages.ids().length === 0 && threads.ids().length === 0 ? true : undefined), { what: 'the conversation withdrawn', timeoutMs: 2_000 });
    await world.as.admin.connection.callAsync('conversations.send', 'request', world.requestId, 'After the change');
    await afterInFlight();
    expect(threads.ids()).toEqual([]);
    expect(messages.ids()).toEqual([]);
    expect((await failureOf(leaving.connection.callAsync('conversations.send', 'request', world.requestId, 'Still me?'))).error).toBe(404);
    leaving.close();
  });
});
