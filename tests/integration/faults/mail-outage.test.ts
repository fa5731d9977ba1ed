// SMTP down while the agency works: 50 application moves, each owing the candidate a mail, are
// acknowledged while nothing listens on MAIL_URL's port. Every mail waits in the outbox (tried,
// failed, scheduled again); once SMTP is back and the retries come due, every mail arrives, each
// under its own Message-ID and each exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Email } from 'meteor/email';
import { OutboxMails } from '../../../imports/api/mail-outbox/collection';
import { Projects } from '../../../imports/api/projects/collection';
import { type AppFixture, startAppFixture } from '../../helpers/app-fixture';
import { headerOf, type SmtpSink, startSmtpSink } from '../accounts/smtp-sink';

const EVENTS = 50;
let app: AppFixture;
let smtp: SmtpSink | undefined;

beforeAll(async () => {
  process.env.MAIL_URL = 'smtp://127.0.0.1:9'; // nothing listens: SMTP is down
  app = await startAppFixture({ demoContent: true });
});

afterAll(async () => {
  await app?.stop();
  Email.close();
  await smtp?.close();
  delete process.env.MAIL_URL;
});

const messageIdOf = (raw: string) => headerOf({ raw }, 'Message-ID');

describe('an SMTP outage during 50 events', () => {
  it('loses no mail and sends none twice once SMTP is back', { timeout: 60_000 }, async () => {
    const projects = await Projects.find({ status: 'open' }, { fields: { _id: 1 }, limit: EVENTS }).fetchAsync();
    expect(projects).toHaveLength(EVENTS);
    const candidate = await app.connectAs(['candidate'], { profileComplete: true });
    const admin = await app.connectAs(['admin']);
    const applicationIds: string[] = [];
    for (const project of projects) {
      applicationIds.push((await candidate.connection.callAsync('applications.apply', project._id, {})) as string);
    }
    // Acknowledged while SMTP is down: the moves succeed, their mails are owed.
    for (const applicationId of applicationIds) {
      await admin.connection.callAsync('applications.move', applicationId, 'in-review', 'We are reading your application', undefined);
    }
    await app.app.notifications.dispatcher.idle();
    await app.app.notifications.sender.runOnce();
    const owed = await OutboxMails.find({ to: candidate.user?.email, topic: 'notification' }).fetchAsync();
    expect(owed).toHaveLength(EVENTS);
    for (const mail of owed) {
      expect(mail.status).toBe('waiting');
      expect(mail.attempts).toBeGreaterThanOrEqual(1);
      expect(mail.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    }

    // SMTP comes back; the clock moves past the backoff.
    smtp = await startSmtpSink();
    process.env.MAIL_URL = smtp.url;
    await OutboxMails.updateAsync({ status: 'waiting' }, { $set: { nextAttemptAt: new Date() } }, { multi: true });
    await app.app.notifications.sender.runOnce();
    await app.app.notifications.sender.runOnce();

    const received = smtp.mails.filter((mail) => mail.to.includes(candidate.user?.email ?? ''));
    const ids = received.map((mail) => messageIdOf(mail.raw));
    expect(received).toHaveLength(EVENTS);
    expect(new Set(ids).size).toBe(EVENTS);
    expect(new Set(ids)).toEqual(new Set(owed.map((mail) => mail.messageId)));
    for (const mail of received) expect(mail.text).toContain('We are reading your application');
    expect(await OutboxMails.find({ to: candidate.user?.email, status: 'sent' }).countAsync()).toBe(EVENTS);
  });
});
