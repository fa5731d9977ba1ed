// The outbox's sender against the real server and a real SMTP server on 127.0.0.1 (smtp-server),
// with small retry delays (MAIL_RETRY_BASE_MS=40, MAIL_RETRY_MAX_MS=400): a 4xx answer is tried
// again after a growing delay and the mail arrives later under the same Message-ID; a 5xx marks
// it failed with the server's words and it is not tried again; with SMTP down (its port closed)
// mails wait, and once it is back each arrives exactly once; a mail written inside writeTogether
// (as the dispatcher writes them) is sent once and recorded sent; a notification mail carries RFC
// 8058's List-Unsubscribe / List-Unsubscribe-Post headers, and POSTing what they say switches
// the category off, so the next event of it mails nobody.
import { Email } from 'meteor/email';
import { Meteor } from 'meteor/meteor';
import { writeTogether } from 'meteor/mongo';
import { Random } from 'meteor/random';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppFixture, startAppFixture } from '../../../tests/helpers/app-fixture';
import { headerOf, type ReceivedMail, type SmtpRefusal, type SmtpSink, startSmtpSink } from '../../../tests/integration/accounts/smtp-sink';
import type { NotificationEvent } from '../notifications/events';
import { notificationMailFor, RECIPIENT_FIELDS } from '../notifications/notification-mails';
import { usersCollection } from '../users/store';
import { OutboxMails } from './collection';
import type { MailStatus, OutboxMail } from './schema';

const RETRY_ENV = { MAIL_RETRY_BASE_MS: '40', MAIL_RETRY_MAX_MS: '400' };

let app: AppFixture;
let smtp: SmtpSink;
/** Per recipient: the answers to give before accepting, in order. */
const answers = new Map<string, SmtpRefusal[]>();
/** Per recipient: when each attempt reached the SMTP server. */
const attemptsAt = new Map<string, number[]>();

function refuse(mail: ReceivedMail): SmtpRefusal | undefined {
  const to = mail.to[0]!;
  attemptsAt.set(to, [...(attemptsAt.get(to) ?? []), Date.now()]);
  return answers.get(to)?.shift();
}

async function closeSmtp(): Promise<void> {
  // Pooled connections would keep the server from closing.
  Email.close();
  await smtp.close();
}

beforeAll(async () => {
  Object.assign(process.env, RETRY_ENV);
  smtp = await startSmtpSink({ refuse });
  process.env.MAIL_URL = smtp.url;
  app = await startAppFixture();
});

afterAll(async () => {
  await app?.stop();
  await closeSmtp();
  delete process.env.MAIL_URL;
  for (const name of Object.keys(RETRY_ENV)) delete process.env[name];
});

let counter = 0;
const address = (label: string) => `${label}-${++counter}@example.com`;

async function queue(to: string): Promise<OutboxMail> {
  await Email.sendAsync({ to, subject: `Hello ${to}`, text: 'A mail that must arrive.' });
  return (await OutboxMails.findOneAsync({ to }))!;
}

async function outboxUntil(mailId: string, done: (mail: OutboxMail) => boolean, what: string, timeoutMs = 5_000): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = await OutboxMails.findOneAsync(mailId);
    if (mail && done(mail)) return mail;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(mail)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const hasStatus = (status: MailStatus) => (mail: OutboxMail) => mail.status === status;
const messageIdsOf = (mails: ReceivedMail[]) => mails.map((mail) => headerOf(mail, 'Message-ID'));

describe('the sender', () => {
  it('tries a mail answered 4xx again after a growing delay; it arrives later under the same Message-ID', async () => {
    const to = address('flaky');
    answers.set(to, [{ code: 451, message: 'Greylisted, try again later' }, { code: 421, message: 'Too busy' }]);
    const queued = await queue(to);
    const arrived = await smtp.nextMail((mail) => mail.to.includes(to));
    expect(headerOf(arrived, 'Message-ID')).toBe(queued.messageId);
    const refused = smtp.refused.filter((mail) => mail.to.includes(to));
    expect(messageIdsOf(refused)).toEqual([queued.messageId, queued.messageId]);
    // Backoff: at least the base delay, then at least twice it (jitter only adds).
    const [first, second, third] = attemptsAt.get(to)!;
    expect(second! - first!).toBeGreaterThanOrEqual(40 - 2);
    expect(third! - second!).toBeGreaterThanOrEqual(80 - 2);
    const sent = await outboxUntil(queued._id, hasStatus('sent'), 'the mail marked sent');
    expect(sent).toMatchObject({ attempts: 3, lastError: expect.stringContaining('421') });
  });

  it('marks a mail answered 5xx failed with the server’s words and does not try it again', async () => {
    const to = address('nobody');
    answers.set(to, [{ code: 550, message: 'No such mailbox here' }]);
    const queued = await queue(to);
    const failed = await outboxUntil(queued._id, hasStatus('failed'), 'the mail marked failed');
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toMatch(/550/);
    expect(failed.lastError).toContain('No such mailbox here');
    await app.app.notifications.sender.runOnce();
    expect(attemptsAt.get(to)).toHaveLength(1);
    expect(smtp.mails.some((mail) => mail.to.includes(to))).toBe(false);
  });

  it('keeps mails while SMTP is down (port closed) and delivers each exactly once when it is back', async () => {
    const port = smtp.port;
    await closeSmtp();
    const recipients = Array.from({ length: 20 }, () => address('outage'));
    const queued = await Promise.all(recipients.map(queue));
    // Every mail has been tried and refused by the closed port, and waits for its next try.
    for (const mail of queued) {
      const waiting = await outboxUntil(mail._id, (current) => current.attempts >= 1, 'a failed attempt while SMTP is down');
      expect(waiting.status).toBe('waiting');
      expect(waiting.lastError).toMatch(/ECONNREFUSED|connect/i);
    }
    smtp = await startSmtpSink({ refuse, port });
    for (const mail of queued) await outboxUntil(mail._id, hasStatus('sent'), 'the mail sent after the outage');
    await app.app.notifications.sender.runOnce();
    const received = smtp.mails.filter((mail) => recipients.some((to) => mail.to.includes(to)));
    expect(messageIdsOf(received).sort()).toEqual(queued.map((mail) => mail.messageId).sort());
  });

  it('sends a mail written inside writeTogether (as the dispatcher writes them) once and records it sent', async () => {
    const to = address('grouped');
    const _id = Random.id();
    const mail: OutboxMail = { _id, messageId: `<${_id}@example.com>`, topic: 'notification', status: 'waiting', to, subject: 'Grouped', text: 'Written with its event.', attempts: 0, nextAttemptAt: new Date(), createdAt: new Date() };
    // The sender wakes from the insert's live query, inside the group's write: it must not join it.
    await writeTogether([() => OutboxMails.insertAsync(mail)]);
    await smtp.nextMail((received) => received.to.includes(to));
    await outboxUntil(_id, hasStatus('sent'), 'the grouped mail marked sent');
    await app.app.notifications.sender.runOnce();
    expect(smtp.mails.filter((received) => received.to.includes(to))).toHaveLength(1);
  });

  it('puts List-Unsubscribe headers on notification mails; POSTing them switches the category off for the next event', async () => {
    // The notification mail as the dispatcher plans it for an application move (notification-mails.ts).
    const candidate = await app.createUser({ roles: ['candidate'], profile: { name: { first: 'Clara', last: 'Candidate' } } });
    const event = (): NotificationEvent => ({
      _id: Random.id(),
      kind: 'application.moved',
      params: { projectTitle: 'SAP migration', statusLabel: 'In review', note: 'We are reading your profile.' },
      audience: { userIds: [candidate.userId] },
      link: '/engine/my-applications/',
      createdAt: new Date(),
    });
    const account = async () => (await usersCollection().findOneAsync({ _id: candidate.userId }, { fields: RECIPIENT_FIELDS }))!;
    const planned = (await notificationMailFor(event(), await account()))!;
    await OutboxMails.insertAsync(planned);
    const mail = await smtp.nextMail((received) => received.to.includes(candidate.email.toLowerCase()));
    expect(headerOf(mail, 'Message-ID')).toBe(planned.messageId);
    expect(mail.text).toContain('We are reading your profile.');
    const link = /^<(http:\/\/[^>]+\/engine\/unsubscribe\/[^>]+)>$/.exec(headerOf(mail, 'List-Unsubscribe') ?? '')?.[1];
    expect(link, headerOf(mail, 'List-Unsubscribe')).toMatch(new RegExp(`^${Meteor.absoluteUrl()}`));
    expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // The footer's "stop these mails" is the same link.
    expect(mail.text).toContain(link);

    // What a mail program does with them: POST the header's body to the header's link, no cookie.
    const answer = await fetch(link!, { method: 'POST', body: headerOf(mail, 'List-Unsubscribe-Post'), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(answer.status).toBe(200);
    expect((await account()).notificationSettings?.mailOff).toEqual(['applications']);
    expect(await notificationMailFor(event(), await account())).toBeNull();
  });
});
