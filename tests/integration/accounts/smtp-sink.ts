// A real SMTP server on 127.0.0.1:0 (the `smtp-server` package) that keeps every message it
// receives, so the accounts tests read the very mail a user would get and follow its link.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The text body with quoted-printable soft breaks and escapes decoded. */
  text: string;
}

function decodeQuotedPrintable(body: string): string {
  return body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

export interface SmtpSink {
  url: string;
  mails: ReceivedMail[];
  nextMail(predicate?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const consumed = new Set<ReceivedMail>();
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const body = raw.split(/\r?\n\r?\n/).slice(1).join('\n\n');
        mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw, text: decodeQuotedPrintable(body) });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async nextMail(predicate = () => true, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find((mail) => !consumed.has(mail) && predicate(mail));
        if (found) {
          consumed.add(found);
          return found;
        }
        if (Date.now() > deadline) throw new Error(`no matching mail within ${timeoutMs} ms (${mails.length} received)`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token after `#/<kind>/` (Meteor's default links) or `/engine/<kind>/` (the app's verification link) in a mail. */
export function tokenFromMail(mail: ReceivedMail, kind: 'reset-password' | 'verify-email' | 'enroll-account'): string {
  const match = new RegExp(`(?:#|/engine)/${kind}/([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${kind} link in mail:\n${mail.text}`);
  return match[1] as string;
}
