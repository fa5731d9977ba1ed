// Mails of a built app started without MAIL_URL: they are printed to its log. A link's token for
// an address is read from the last mail to it (quoted-printable soft line breaks undone): the
// enroll link (`#/enroll-account/TOKEN`) or the verification link (`/engine/verify-email/TOKEN`).
import type { BuiltApp } from './start-built-app';
import { waitUntil } from './wait-until';

function tokenFor(app: BuiltApp, email: string, link: RegExp, what: string, timeoutMs: number): Promise<string> {
  return waitUntil(
    () => {
      const output = app.output();
      const at = output.lastIndexOf(email);
      if (at < 0) return undefined;
      return link.exec(output.slice(at).replace(/=\r?\n/g, ''))?.[1];
    },
    { timeoutMs, what: `the ${what} mail to ${email} in the server log` },
  );
}

export function enrollTokenFor(app: BuiltApp, email: string, timeoutMs = 15_000): Promise<string> {
  return tokenFor(app, email, /enroll-account\/([A-Za-z0-9_-]+)/, 'enroll', timeoutMs);
}

/** The token of the newest verification link mailed to `email` (sign-up, refused login, address change). */
export function verifyTokenFor(app: BuiltApp, email: string, timeoutMs = 15_000): Promise<string> {
  return tokenFor(app, email, /verify-email\/([A-Za-z0-9_-]+)/, 'verification', timeoutMs);
}
