// The small server-rendered pages of the one-click unsubscribe link: the confirmation a GET shows
// (a button that POSTs to the same address, since mail scanners open links and must not
// unsubscribe anyone), the answer once a category is off, and the page for a link that is not
// ours. No script; the form posts to its own address, so the token is never written into the page.
import { escapeHtml } from 'meteor/server-render';
import { Meteor } from 'meteor/meteor';
import { paths } from '../../../ui/app/paths';
import { mailSettings } from '../mail-settings';

const STYLE = [
  'body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#212529;background:#f6f7f9;margin:0;padding:1rem}',
  'main{max-width:32rem;margin:3rem auto;background:#fff;border-radius:6px;padding:1.5rem}',
  'h1{font-size:1.5rem;margin-top:0}',
  'button{font:inherit;color:#fff;background:#0a58ca;border:0;border-radius:4px;padding:.6rem 1.1rem;cursor:pointer}',
  'button:focus-visible,a:focus-visible{outline:3px solid #212529;outline-offset:2px}',
  'a{color:#0a58ca}',
].join('');

function page(title: string, body: string): string {
  const product = escapeHtml(mailSettings().productName);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${product}</title><style>${STYLE}</style></head>
<body><main><p>${product}</p><h1>${escapeHtml(title)}</h1>${body}</main></body></html>
`;
}

const settingsLink = () =>
  `<p>You can choose which mails you receive in <a href="${escapeHtml(Meteor.absoluteUrl(`${paths.profile.href().replace(/^\//, '')}#notifications`))}">your notification settings</a>.</p>`;

/** The GET: what the link does, and the button that does it. */
export function confirmationPage(categoryLabel: string): string {
  return page(
    'Stop these mails?',
    `<p>You will no longer receive e-mails about “${escapeHtml(categoryLabel)}”. You still see these notifications when you sign in.</p>
<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Stop these mails</button></form>`,
  );
}

/** The answer to the POST. */
export function donePage(categoryLabel: string): string {
  return page('You will no longer receive these mails', `<p role="status">E-mails about “${escapeHtml(categoryLabel)}” are switched off.</p>${settingsLink()}`);
}

/** A link that is not one this server signed (mistyped, cut off, or from another installation). */
export function invalidLinkPage(): string {
  return page(
    'This unsubscribe link is not valid',
    `<p>The link may have been cut off or mistyped. Open the whole link from the mail again, or sign in and change which mails you receive.</p>${settingsLink()}`,
  );
}

/** A POST without RFC 8058's `List-Unsubscribe=One-Click` body. */
export function badRequestPage(): string {
  return page('Nothing was changed', '<p>This address unsubscribes only with the button on its page or from a mail program’s “Unsubscribe”.</p>');
}
