// Mails of a built app started without MAIL_URL: they are printed to its log (with MAIL_URL, an
// SMTP sink receives them: `smtpVerifyToken`). A link's token for an address is read from the last
// mail to it (quoted-printable soft line breaks undone): the enroll link (`#/enroll-account/TOKEN`)
// of an answered invitation request, the verification link (`/engine/verify-email/TOKEN`) or a
// company's invitation link (`/engine/invitation/TOKEN/`).
import { type SmtpSink, tokenFromMail } from '../integration/accounts/smtp-sink';
import type { BuiltApp } from './start-built-app';
import { waitUntil } from './wait-until';

function tokenFor(app: BuiltApp, email: string, link: RegExp, what: string, timeoutMs: number, except?: string): Promise<string> {
  return waitUntil(
    () => {
      const output = app.output();
      const at = output.lastIndexOf(email);
      if (at < 0) return undefined;
      const token = link.exec(output.slice(at).replace(/=\r?\n/g, ''))?.[1];
      return token === except ? undefined : token;
    },
    { timeoutMs, what: `the ${what} mail to ${email} in the server log` },
  );
}

export function enrollTokenFor(app: BuiltApp, email: string, timeoutMs = 15_000): Promise<string> {
  return tokenFor(app, email, /enroll-account\/([A-Za-z0-9_-]+)/, 'enroll', timeoutMs);
}

/**
 * The token of the newest verification link mailed to `email` (sign-up, refused login, address
 * change); with `newerThan`, waits for a link other than that one.
 */
export function verifyTokenFor(app: BuiltApp, email: string, options: { timeoutMs?: number; newerThan?: string } = {}): Promise<string> {
  return tokenFor(app, email, /verify-email\/([A-Za-z0-9_-]+)/, 'verification', options.timeoutMs ?? 15_000, options.newerThan);
}

/** The newest verification link's token, from an app that mails through `sink` (MAIL_URL set). */
export function smtpVerifyToken(sink: SmtpSink): (email: string) => Promise<string> {
  return async (email) =>
    tokenFromMail(await sink.nextMail((mail) => mail.to.includes(email.toLowerCase()) && mail.text.includes('/verify-email/'), 15_000), 'verify-email');
}

/** The token of the last company invitation mailed to `email` (its link is /engine/invitation/{token}/). */
export function companyInvitationTokenFor(app: BuiltApp, email: string, timeoutMs = 15_000): Promise<string> {
  return tokenFor(app, email.toLowerCase(), /\/engine\/invitation\/([A-Za-z0-9_-]+)\//, 'company invitation', timeoutMs);
}
