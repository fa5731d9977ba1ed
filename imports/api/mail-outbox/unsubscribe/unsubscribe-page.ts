// The small server-rendered pages of the one-click unsubscribe link: the confirmation a GET shows
// (a button that POSTs to the same address, since mail scanners open links and must not
// unsubscribe anyone), the answer once a category is off, and the page for a link that is not
// ours, in the language of the request (the `lang` cookie, else Accept-Language). No script; the form posts to its own address, so the token is never written into the page.
import { escapeHtml } from 'meteor/server-render';
import { Meteor } from 'meteor/meteor';
import { paths } from '../../../ui/app/paths';
import { intlFor, messageIn } from '../../../i18n/intl';
import type { Locale } from '../../../i18n/locales';
import type { MessageId, MessageValues } from '../../../i18n/message-ids';
import { mailSettings } from '../mail-settings';

const STYLE = [
  'body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#212529;background:#f6f7f9;margin:0;padding:1rem}',
  'main{max-width:32rem;margin:3rem auto;background:#fff;border-radius:6px;padding:1.5rem}',
  'h1{font-size:1.5rem;margin-top:0}',
  'button{font:inherit;color:#fff;background:#0a58ca;border:0;border-radius:4px;padding:.6rem 1.1rem;cursor:pointer}',
  'button:focus-visible,a:focus-visible{outline:3px solid #212529;outline-offset:2px}',
  'a{color:#0a58ca}',
].join('');

/** A small page of its own (no script, no app shell), also used by the availability link. */
export function page(locale: Locale, title: string, body: string): string {
  const product = escapeHtml(mailSettings().productName);
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${product}</title><style>${STYLE}</style></head>
<body><main><p>${product}</p><h1>${escapeHtml(title)}</h1>${body}</main></body></html>
`;
}

/** One message as escaped text. */
const say = (locale: Locale, id: MessageId, values?: MessageValues) => escapeHtml(messageIn(locale, id, values));

function settingsLink(locale: Locale): string {
  const href = escapeHtml(Meteor.absoluteUrl(`${paths.profile.href().replace(/^\//, '')}#notifications`));
  // The link's words are escaped before they are wrapped in the (trusted) anchor.
  const sentence = intlFor(locale).formatMessage({ id: 'mails.unsubscribe.settings' }, { settings: (chunks) => `<a href="${href}">${escapeHtml(chunks.join(''))}</a>` });
  return `<p>${Array.isArray(sentence) ? sentence.join('') : sentence}</p>`;
}

/** The GET: what the link does, and the button that does it. */
export function confirmationPage(locale: Locale, categoryLabel: string): string {
  return page(
    locale,
    messageIn(locale, 'mails.unsubscribe.confirmTitle'),
    `<p>${say(locale, 'mails.unsubscribe.confirmText', { category: categoryLabel })}</p>
<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${say(locale, 'mails.unsubscribe.confirmButton')}</button></form>`,
  );
}

/** The answer to the POST. */
export function donePage(locale: Locale, categoryLabel: string): string {
  return page(
    locale,
    messageIn(locale, 'mails.unsubscribe.doneTitle'),
    `<p role="status">${say(locale, 'mails.unsubscribe.doneText', { category: categoryLabel })}</p>${settingsLink(locale)}`,
  );
}

/** A link that is not one this server signed (mistyped, cut off, or from another installation). */
export function invalidLinkPage(locale: Locale): string {
  return page(locale, messageIn(locale, 'mails.unsubscribe.invalidTitle'), `<p>${say(locale, 'mails.unsubscribe.invalidText')}</p>${settingsLink(locale)}`);
}

/** A POST without RFC 8058's `List-Unsubscribe=One-Click` body. */
export function badRequestPage(locale: Locale): string {
  return page(locale, messageIn(locale, 'mails.unsubscribe.badRequestTitle'), `<p>${say(locale, 'mails.unsubscribe.badRequestText')}</p>`);
}
