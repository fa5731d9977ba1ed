// The integration suites' SMTP peer: a real SMTP sink (smtp-sink.ts) that MAIL_URL points at, so
// the server's outbox and Meteor's Email send to it and a test reads the very mail a user gets.
// Light on purpose (no app): the accounts suites use it beside their own server; a file that
// needs the whole app as well takes appWithMailForThisFile (mail-fixture.ts).
import { Email } from 'meteor/email';
import { type SmtpSink, startSmtpSink } from '../integration/accounts/smtp-sink';

/** The real SMTP peer for a test file's mails: MAIL_URL points at it until `stop()`. */
export async function startMailSink(): Promise<SmtpSink & { stop(): Promise<void> }> {
  const sink = await startSmtpSink();
  process.env.MAIL_URL = sink.url;
  return Object.assign(sink, {
    async stop() {
      // Pooled SMTP connections would keep the sink from closing.
      Email.close();
      delete process.env.MAIL_URL;
      await sink.close();
    },
  });
}

export type MailSink = Awaited<ReturnType<typeof startMailSink>>;
