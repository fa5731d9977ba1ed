// A conversation's mails through the real outbox and a real SMTP peer: one mail per thread and
// recipient per MESSAGE_MAIL_DELAY_MS (15 minutes), with every message still unread in it and
// the thread's In-Reply-To/References, and none when the recipient read the thread meanwhile.
// The batch's time is made due by moving its nextAttemptAt into the past, then the sender runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithMailForThisFile } from '../../../tests/helpers/mail-fixture';
import { addressOf } from '../company-invitations/invitations.testkit';
import { OutboxMails } from '../mail-outbox/collection';
import { threadRootId } from './conversation-mail';
import { type ConversationWorld, conversationWorld, untilDispatched } from './conversations.testkit';
import { threadIdOf } from './threads';

const fixture = appWithMailForThisFile();
let world: ConversationWorld;

beforeAll(async () => {
  world = await conversationWorld(fixture.app);
});
afterAll(() => world?.close());

/** A person's mails of a thread, sent or not (a sent mail keeps its References, not its composer). */
const batchesOf = (userId: string, threadId: string) => OutboxMails.find({ userId, 'headers.References': threadRootId(threadId) }, { sort: { createdAt: 1 } }).fetchAsync();
const userIdOf = (person: keyof ConversationWorld['as']) => world.as[person].userId as string;

async function send(person: keyof ConversationWorld['as'], kind: 'request' | 'application', text: string): Promise<string> {
  const targetId = kind === 'request' ? world.requestId : world.applicationId;
  const id = (await world.as[person].connection.callAsync('conversations.send', kind, targetId, text)) as string;
  await untilDispatched(fixture.app, [id]);
  return id;
}

/** The 15 minutes have passed: the batch is due, and the sender runs. */
async function sendDue(mailIds: string[]): Promise<void> {
  await OutboxMails.updateAsync({ _id: { $in: mailIds } }, { $set: { nextAttemptAt: new Date(Date.now() - 1000) } }, { multi: true });
  await fixture.app.app.notifications.sender.runOnce();
}

/** A header's value in a raw mail (folded lines unfolded). */
function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim();
}

describe('the mails of a conversation', () => {
  it('gathers a thread’s messages into one mail sent 15 minutes after the first, with their text and the thread’s headers', async () => {
    const threadId = threadIdOf('application', world.applicationId);
    const candidate = userIdOf('candidate');
    const before = Date.now();
    await send('admin', 'application', 'Thanks for applying. What is your earliest start?');
    await send('admin', 'application', 'And would you work on site two days a week?');
    const [batch, ...others] = await batchesOf(candidate, threadId);
    expect(others).toEqual([]);
    expect(batch).toMatchObject({ status: 'waiting', topic: 'conversation', compose: { composer: 'conversation' } });
    expect(batch!.nextAttemptAt.getTime() - before).toBeGreaterThanOrEqual(15 * 60_000 - 1000);
    // Not due yet: the sender leaves it.
    await fixture.app.app.notifications.sender.runOnce();
    expect((await OutboxMails.findOneAsync({ _id: batch!._id }))?.status).toBe('waiting');

    await sendDue([batch!._id]);
    const address = await addressOf(world.as.candidate);
    const first = await fixture.smtp.nextMail((mail) => mail.to.includes(address.toLowerCase()) && mail.text.includes('earliest'));
    expect(first.text).toContain('What is your earliest start?');
    expect(first.text).toContain('would you work on site two days a week?');
    expect(first.text).toContain('Hello Jana,');
    const root = threadRootId(threadId);
    expect(header(first.raw, 'In-Reply-To')).toBe(root);
    expect(header(first.raw, 'References')).toBe(root);
    expect(header(first.raw, 'Message-ID')).toBe(batch!.messageId);
    expect(await OutboxMails.findOneAsync({ _id: batch!._id })).toMatchObject({ status: 'sent', subject: 'Expert Marketplace: messages about the application to “Senior Java Developer 1”' });

    // A message after the mail went starts the next batch: the same thread, a new Message-ID,
    // and only what is new.
    await send('admin', 'application', 'One more question about your rate.');
    const batches = await batchesOf(candidate, threadId);
    expect(batches).toHaveLength(2);
    await sendDue([batches[1]!._id]);
    const second = await fixture.smtp.nextMail((mail) => mail.to.includes(address.toLowerCase()) && mail.text.includes('rate'));
    expect(second.text).toContain('One more question about your rate.');
    expect(second.text).not.toContain('earliest start');
    expect(header(second.raw, 'References')).toBe(root);
    expect(header(second.raw, 'Subject')).toBe(header(first.raw, 'Subject'));
    expect(header(second.raw, 'Message-ID')).not.toBe(header(first.raw, 'Message-ID'));
  });

  it('skips the mail of a recipient who read the thread meanwhile, and mails the one who did not', async () => {
    const threadId = threadIdOf('request', world.requestId);
    await send('admin', 'request', 'We found two engineers for Linz.');
    const [memberBatch] = await batchesOf(userIdOf('member'), threadId);
    const [colleagueBatch] = await batchesOf(userIdOf('colleague'), threadId);
    await world.as.member.connection.callAsync('conversations.markRead', 'request', world.requestId);
    await sendDue([memberBatch!._id, colleagueBatch!._id]);
    const colleague = await addressOf(world.as.colleague);
    const mail = await fixture.smtp.nextMail((received) => received.to.includes(colleague.toLowerCase()) && received.text.includes('Linz'));
    expect(mail.text).toContain('We found two engineers for Linz.');
    expect(await OutboxMails.findOneAsync({ _id: memberBatch!._id })).toMatchObject({ status: 'skipped' });
    const member = await addressOf(world.as.member);
    expect(fixture.smtp.mails.filter((received) => received.to.includes(member.toLowerCase()) && received.text.includes('Linz'))).toEqual([]);
    // The admin who wrote is told nothing; the customer's answer reaches the admin.
    expect(await batchesOf(userIdOf('admin'), threadId)).toEqual([]);
    await send('member', 'request', 'Wonderful, please send their profiles.');
    expect(await batchesOf(userIdOf('admin'), threadId)).toHaveLength(1);
    expect(await batchesOf(userIdOf('member'), threadId)).toHaveLength(1);
  });
});
