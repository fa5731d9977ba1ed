// Mails of a built app started without MAIL_URL: they are printed to its log. The enroll link's
// token for an address is read from the last mail to it (quoted-printable soft line breaks undone).
import type { BuiltApp } from './start-built-app';
import { waitUntil } from './wait-until';

export function enrollTokenFor(app: BuiltApp, email: string, timeoutMs = 15_000): Promise<string> {
  return waitUntil(
    () => {
      const output = app.output();
      const at = output.lastIndexOf(email);
      if (at < 0) return undefined;
      return /enroll-account\/([A-Za-z0-9_-]+)/.exec(output.slice(at).replace(/=\r?\n/g, ''))?.[1];
    },
    { timeoutMs, what: `the enroll mail to ${email} in the server log` },
  );
}
