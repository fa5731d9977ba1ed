// DKIM signing of outgoing mail (beyond Meteor's email package), from the environment:
// MAIL_DKIM_DOMAIN, MAIL_DKIM_SELECTOR and the private key in MAIL_DKIM_PRIVATE_KEY (PEM) or
// the file MAIL_DKIM_PRIVATE_KEY_FILE. Signed headers are nodemailer's list plus
// `List-Unsubscribe-Post`, which RFC 8058 requires to be signed along with `List-Unsubscribe`
// (nodemailer's default list has only the latter). Unset: mails are not signed here (a relay may).
import { readFileSync } from 'node:fs';
import type DKIM from 'nodemailer/lib/dkim';

export const DKIM_SIGNED_HEADERS = [
  'From', 'Sender', 'Reply-To', 'Subject', 'Date', 'Message-ID', 'To', 'Cc', 'MIME-Version', 'Content-Type',
  'Content-Transfer-Encoding', 'Content-ID', 'Content-Description', 'Resent-Date', 'Resent-From', 'Resent-Sender',
  'Resent-To', 'Resent-Cc', 'Resent-Message-ID', 'In-Reply-To', 'References', 'List-Id', 'List-Help',
  'List-Unsubscribe', 'List-Unsubscribe-Post', 'List-Subscribe', 'List-Post', 'List-Owner', 'List-Archive',
].join(':');

/** The DKIM options the environment configures, or undefined. Read at every send, like MAIL_URL. */
export function dkimFromEnv(env: NodeJS.ProcessEnv = process.env): DKIM.Options | undefined {
  const domainName = env.MAIL_DKIM_DOMAIN?.trim();
  const keySelector = env.MAIL_DKIM_SELECTOR?.trim();
  const file = env.MAIL_DKIM_PRIVATE_KEY_FILE?.trim();
  const privateKey = env.MAIL_DKIM_PRIVATE_KEY?.trim() || (file ? readFileSync(file, 'utf8') : undefined);
  if (!domainName && !keySelector && !privateKey) return undefined;
  if (!domainName || !keySelector || !privateKey) {
    throw new Error('DKIM needs MAIL_DKIM_DOMAIN, MAIL_DKIM_SELECTOR and MAIL_DKIM_PRIVATE_KEY (or MAIL_DKIM_PRIVATE_KEY_FILE) together');
  }
  return { domainName, keySelector, privateKey, headerFieldNames: DKIM_SIGNED_HEADERS };
}
