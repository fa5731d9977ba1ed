// A real SMTP server on 127.0.0.1:0 (the `smtp-server` package) that keeps every message it
// receives, so the accounts tests read the very mail a user would get and follow its link. For
// the outbox's fault tests it can answer a mail with an SMTP error instead (`refuse`: a 4xx the
// sender retries, a 5xx it gives up on), and listen on a given port again after a close.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The text body with quoted-printable soft breaks and escapes (UTF-8) decoded. */
  text: string;
}

function decodeQuotedPrintable(body: string): string {
  // A run of escapes is one UTF-8 sequence or more ("·" is =C2=B7).
  return body.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));
}

/** The value of a mail's header (folded lines joined), or undefined. */
export function headerOf(mail: Pick<ReceivedMail, 'raw'>, name: string): string | undefined {
  const head = mail.raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** A header with its RFC 2047 encoded words (`=?UTF-8?Q?Passwort_f=C3=BCr?=`) decoded. */
export function decodedHeaderOf(mail: Pick<ReceivedMail, 'raw'>, name: string): string | undefined {
  const value = headerOf(mail, name);
  // Adjacent encoded words are one run of bytes (a character may span two).
  return value?.replace(/(?:=\?UTF-8\?[QB]\?[^?]*\?=\s*)+/gi, (run) => {
    const words = [...run.matchAll(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi)];
    const bytes = words.map(([, encoding, text = '']) =>
      encoding?.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64')
        : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))), 'latin1'),
    );
    return Buffer.concat(bytes).toString('utf8') + (/\s$/.test(run) ? ' ' : '');
  });
}

export interface SmtpRefusal {
  code: number;
  message: string;
}

export interface SmtpSinkOptions {
  /** Listen on this port (a sink closed to simulate an outage comes back where it was). */
  port?: number;
  /** An SMTP error to answer a mail with instead of accepting it; undefined accepts it. */
  refuse?: (mail: ReceivedMail) => SmtpRefusal | undefined;
}

export interface SmtpSink {
  url: string;
  port: number;
  mails: ReceivedMail[];
  /** The mails answered with an error (`refuse`), each attempt once. */
  refused: ReceivedMail[];
  nextMail(predicate?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const refused: ReceivedMail[] = [];
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
        const mail = { to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw, text: decodeQuotedPrintable(body) };
        const refusal = options.refuse?.(mail);
        if (refusal) {
          refused.push(mail);
          callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
          return;
        }
        mails.push(mail);
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    refused,
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
