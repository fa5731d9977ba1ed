// How Meteor's `email` package turns `MAIL_URL` into an SMTP transport: only `smtp://` and
// `smtps://` (TLS from the first byte) URLs, credentials and nodemailer options in the URL
// (`smtps://user:pass@host:465/?tls.rejectUnauthorized=false`), pooled connections unless the URL
// says `pool=false`, and one transport per distinct URL, reused across sends.
// Left out: Meteor's `Email.customTransport` and well-known service names.
import nodemailer, { type Transporter } from 'nodemailer';
import { Log } from '../logging/server';

/** The URL with its password replaced, for error messages and logs. */
export function redactMailUrl(mailUrl: string): string {
  try {
    const url = new URL(mailUrl);
    if (url.password) url.password = '*****';
    return url.toString();
  } catch {
    return '<unparseable MAIL_URL>';
  }
}

function transportUrl(mailUrl: string): string {
  let url: URL;
  try {
    url = new URL(mailUrl);
  } catch {
    throw new Error(`Invalid MAIL_URL (${redactMailUrl(mailUrl)})`);
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error(`Email protocol in $MAIL_URL (${redactMailUrl(mailUrl)}) must be 'smtp' or 'smtps'`);
  }
  if (url.protocol === 'smtp:' && url.port === '465') {
    Log.warn("The $MAIL_URL is 'smtp://...:465'. You probably want 'smtps://' since 465 is typically a TLS port.");
  }
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  return url.toString();
}

export class TransportCache {
  private readonly transports = new Map<string, Transporter>();

  get(mailUrl: string): Transporter {
    let transport = this.transports.get(mailUrl);
    if (!transport) {
      transport = nodemailer.createTransport(transportUrl(mailUrl));
      this.transports.set(mailUrl, transport);
    }
    return transport;
  }

  /** Closes pooled SMTP connections (at shutdown, and between tests). */
  closeAll(): void {
    for (const transport of this.transports.values()) transport.close();
    this.transports.clear();
  }
}
