// The mailed "still true" link, /engine/availability/<token> (server only), in the manner of the
// one-click unsubscribe (mail-outbox/unsubscribe): a GET only shows the availability and a
// button (mail scanners open every link; a scanner must not confirm anything), the button's POST
// confirms. No session: the single-use token is the authority. A used, expired or foreign token
// answers 404 with a link to My Profile. Pages speak the request's language.
import express, { type Express, type Request, type Response } from 'express';
import { noReferrer } from 'meteor/webapp';
import { Meteor } from 'meteor/meteor';
import { escapeHtml } from 'meteor/server-render';
import { intlFor, messageIn } from '../../i18n/intl';
import type { Locale } from '../../i18n/locales';
import type { MessageId, MessageValues } from '../../i18n/message-ids';
import { requestLocale } from '../../startup/server/request-locale';
import { paths } from '../../ui/app/paths';
import { availabilityText } from '../../ui/components/expert/expert-facts';
import { page } from '../mail-outbox/unsubscribe/unsubscribe-page';
import { confirmByToken, remindedAccountOf } from './confirmation';
import { STILL_TRUE_BASE } from './reminder';

const say = (locale: Locale, id: MessageId, values?: MessageValues) => escapeHtml(messageIn(locale, id, values));

function profileLink(locale: Locale): string {
  const href = escapeHtml(Meteor.absoluteUrl(`${paths.profile.href().replace(/^\//, '')}#availability`));
  return `<p><a href="${href}">${say(locale, 'availability.page.change')}</a></p>`;
}

function answer(res: Response, status: number, html: string): void {
  res.status(status).set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' }).send(html);
}

function invalidPage(locale: Locale): string {
  return page(locale, messageIn(locale, 'availability.page.invalidTitle'), `<p>${say(locale, 'availability.page.invalidText')}</p>${profileLink(locale)}`);
}

export function registerStillTrueRoute(handlers: Express): void {
  // The address holds a token: it must not leave in a Referer.
  handlers.use(STILL_TRUE_BASE, noReferrer);
  handlers.get(`${STILL_TRUE_BASE}/:token`, async (req: Request<{ token: string }>, res) => {
    const locale = requestLocale(req);
    const user = await remindedAccountOf(req.params.token);
    const availability = user?.candidateData?.availability;
    if (!availability) {
      answer(res, 404, invalidPage(locale));
      return;
    }
    const stated = escapeHtml(availabilityText(intlFor(locale), { availability }));
    answer(
      res,
      200,
      page(
        locale,
        messageIn(locale, 'availability.page.confirmTitle'),
        `<p>${say(locale, 'availability.page.confirmText')}</p><p><strong>${stated}</strong></p>
<form method="post"><button type="submit">${say(locale, 'availability.stillTrue')}</button></form>${profileLink(locale)}`,
      ),
    );
  });
  // The form sends an empty urlencoded body; nothing in it is read, so it is kept tiny.
  handlers.post(`${STILL_TRUE_BASE}/:token`, express.urlencoded({ extended: false, limit: '1kb' }), async (req: Request<{ token: string }>, res) => {
    const locale = requestLocale(req);
    if ((await confirmByToken(req.params.token)) !== 'confirmed') {
      answer(res, 404, invalidPage(locale));
      return;
    }
    answer(res, 200, page(locale, messageIn(locale, 'availability.page.doneTitle'), `<p role="status">${say(locale, 'availability.page.doneText')}</p>${profileLink(locale)}`));
  });
}
