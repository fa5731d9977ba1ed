// The back office's outbox over a real WebSocket against the real server and a real SMTP peer:
// `mailOutbox.adminPage` shows recipient, subject and delivery state but never a mail's parts or
// headers (a password link, an unsubscribe token); `mailOutbox.retry` is for admins only (per
// role), sends a failed mail again under its Message-ID, brings a waiting mail forward (the
// sender wakes on the change), refuses a sent one, an unknown one and hostile ids; an action
// taken while SMTP is down completes and its queued mail can be sent again from there.
import { Random } from 'meteor/random';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { type MailSink, startMailSink } from '../../../tests/helpers/mail-sink';
import { headerOf, type ReceivedMail } from '../../../tests/integration/accounts/smtp-sink';
import { failureOf, HOSTILE_STRINGS, readSubscription, subscribeLive } from '../common/api.testkit';
import { LIST_PAGES_COLLECTION, listPageKey } from '../common/list-pages';
import { setUpRoleSuite } from '../common/role-suite.testkit';
import { InvitationRequests } from '../invitation-requests/collection';
import { OutboxMails } from './collection';
import { messageIdOf } from './mail-settings';
import type { MailStatus, OutboxMail } from './schema';

let smtp: MailSink;
beforeAll(async () => {
  smtp = await startMailSink();
});
const suite = setUpRoleSuite();
afterAll(async () => {
  await smtp?.stop();
});

const HOUR = 60 * 60_000;

/** A mail as the outbox holds it, with a secret in its text and its List-Unsubscribe header. */
async function storedMail(status: MailStatus, extra: Partial<OutboxMail> = {}): Promise<OutboxMail> {
  const _id = Random.id();
  const mail: OutboxMail = {
    _id,
    messageId: messageIdOf(_id),
    topic: 'account',
    status,
    to: `ada.${_id.toLowerCase()}@example.com`,
    subject: `Reset your password ${_id}`,
    text: `Open http://localhost/engine/reset-password/SECRET${_id} to choose a password.`,
    html: `<a href="http://localhost/engine/reset-password/SECRET${_id}">Choose a password</a>`,
    headers: { 'List-Unsubscribe': `<http://localhost/engine/unsubscribe/TOKEN${_id}>` },
    from: 'Agency <no-reply@agency.test>',
    attempts: 3,
    nextAttemptAt: new Date(),
    lastError: '421 Try again later',
    createdAt: new Date(),
    ...extra,
  };
  await OutboxMails.insertAsync(mail);
  return mail;
}

const messageIdIn = (mail: ReceivedMail) => headerOf(mail, 'Message-ID');

describe('mailOutbox.retry per role', () => {
  it('refuses anonymous (401) and every non-admin (403) and leaves the mail failed', async () => {
    const mail = await storedMail('failed');
    expect((await failureOf(suite.as.get('anonymous')!.connection.callAsync('mailOutbox.retry', mail._id))).error).toBe(401);
    for (const label of ['candidate', 'customer', 'candidate+customer']) {
      expect((await failureOf(suite.as.get(label)!.connection.callAsync('mailOutbox.retry', mail._id))).error, label).toBe(403);
    }
    expect(await OutboxMails.findOneAsync(mail._id)).toMatchObject({ status: 'failed', attempts: 3 });
    expect(smtp.mails.some((received) => received.to.includes(mail.to))).toBe(false);
  });

  it('lets an admin send a failed mail again: it arrives under its Message-ID and is marked sent', async () => {
    const mail = await storedMail('failed');
    await suite.admin.connection.callAsync('mailOutbox.retry', mail._id);
    const received = await smtp.nextMail((candidate) => candidate.to.includes(mail.to));
    expect(messageIdIn(received)).toBe(mail.messageId);
    const sent = await waitForStatus(mail._id, 'sent');
    expect(sent).toMatchObject({ attempts: 4, sentAt: expect.any(Date) });
  });

  it('brings a waiting mail held by backoff forward: the sender wakes on the change and sends it now', async () => {
    const mail = await storedMail('waiting', { nextAttemptAt: new Date(Date.now() + HOUR) });
    await suite.admin.connection.callAsync('mailOutbox.retry', mail._id);
    expect(messageIdIn(await smtp.nextMail((candidate) => candidate.to.includes(mail.to)))).toBe(mail.messageId);
    await waitForStatus(mail._id, 'sent');
  });

  it('refuses a sent or skipped mail (409), an unknown one (404) and hostile ids (400)', async () => {
    const admin = suite.admin.connection;
    for (const status of ['sent', 'skipped'] as const) {
      const mail = await storedMail(status);
      const refused = await failureOf(admin.callAsync('mailOutbox.retry', mail._id));
      expect(refused).toMatchObject({ error: 409, reason: `This mail is ${status}; only a waiting or failed mail can be sent again` });
      expect((await OutboxMails.findOneAsync(mail._id))?.status).toBe(status);
    }
    expect((await failureOf(admin.callAsync('mailOutbox.retry', Random.id()))).error).toBe(404);
    for (const value of [...HOSTILE_STRINGS, '', 'a b', '../x']) {
      expect((await failureOf(admin.callAsync('mailOutbox.retry', value))).error, JSON.stringify(value)?.slice(0, 60)).toBe(400);
    }
    expect((await failureOf(admin.callAsync('mailOutbox.retry'))).error).toBe(400);
  });
});

describe('an action while SMTP is down', () => {
  it('completes and queues its mail (an invitation request answered); the admin sends it again once SMTP is back', async () => {
    const email = `invitee.${Random.id().toLowerCase()}@example.com`;
    await suite.as.get('anonymous')!.connection.callAsync('invitationRequests.create', { email, name: { first: 'Ina', last: 'Invitee' }, kind: 'candidate', message: 'SAP FI', consent: true });
    const request = (await InvitationRequests.findOneAsync({ email }))!;
    process.env.MAIL_URL = 'smtp://127.0.0.1:9'; // nothing listens
    try {
      await suite.admin.connection.callAsync('invitationRequests.answer', request._id, 'invite');
      expect((await InvitationRequests.findOneAsync(request._id))?.status).toBe('invited');
      const queued = (await OutboxMails.findOneAsync({ to: email }))!;
      const tried = await waitForStatus(queued._id, 'waiting', (mail) => mail.attempts >= 1);
      expect(tried.lastError).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      process.env.MAIL_URL = smtp.url;
    }
    const queued = (await OutboxMails.findOneAsync({ to: email }))!;
    await suite.admin.connection.callAsync('mailOutbox.retry', queued._id);
    const received = await smtp.nextMail((mail) => mail.to.includes(email));
    expect(received.text).toMatch(/enroll-account\//);
    expect(messageIdIn(received)).toBe(queued.messageId);
  });
});

async function waitForStatus(mailId: string, status: MailStatus, also: (mail: OutboxMail) => boolean = () => true): Promise<OutboxMail> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const mail = await OutboxMails.findOneAsync(mailId);
    if (mail?.status === status && also(mail)) return mail;
    if (Date.now() > deadline) throw new Error(`mail ${mailId} is ${mail?.status}, not ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('mailOutbox.adminPage', () => {
  it('shows recipient, subject and delivery state, never the text, HTML or headers; searches recipients; filters by status', async () => {
    const failed = await storedMail('failed', { lastError: '550 No such mailbox' });
    const waiting = await storedMail('waiting', { nextAttemptAt: new Date(Date.now() + HOUR) });
    const admin = suite.admin.connection;
    const rows = await readSubscription(admin, 'outboxMails', 'mailOutbox.adminPage', { status: 'failed' });
    const row = rows.find((candidate) => candidate._id === failed._id);
    expect(row).toMatchObject({ to: failed.to, subject: failed.subject, status: 'failed', attempts: 3, lastError: '550 No such mailbox', topic: 'account' });
    expect(Object.keys(row!).sort()).toEqual(['_id', 'attempts', 'createdAt', 'lastError', 'nextAttemptAt', 'status', 'subject', 'to', 'topic']);
    expect(JSON.stringify(rows)).not.toMatch(/SECRET|TOKEN|reset-password|unsubscribe/);
    expect(rows.some((candidate) => candidate._id === waiting._id)).toBe(false);

    const args = [{ text: waiting.to }, 1];
    const found = await subscribeLive(admin, LIST_PAGES_COLLECTION, 'mailOutbox.adminPage', ...args);
    const record = found.store.docs.get(listPageKey('mailOutbox.adminPage', args)) as { ids: string[]; total: number } | undefined;
    expect(record).toMatchObject({ ids: [waiting._id], total: 1 });
    found.stop();
  });
});
