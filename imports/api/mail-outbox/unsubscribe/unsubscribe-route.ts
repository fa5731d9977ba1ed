// The one-click unsubscribe address of notification mails (RFC 8058), /engine/unsubscribe/<token>:
// - POST with the body `List-Unsubscribe=One-Click` (what a mail program sends from the
//   List-Unsubscribe-Post header, and what the confirmation button sends) switches the token's
//   category off for its person (`notificationSettings.mailOff`) and answers 200. No session and
//   no CSRF token: the signed token is the authority, and a mail program has neither.
// - GET only shows the confirmation page: mail scanners open every link in a mail.
// - A token this server did not sign answers 404, a POST without the one-click body 400.
// The pages speak the request's language (startup/server/request-locale.ts).
// A saved search's link (`search-<id>`) switches that search's alerts off instead.
// Switching a category off twice, or for an account deleted since, changes nothing and says done.
import express, { type Express, type Request, type Response } from 'express';
import { noReferrer } from 'meteor/webapp';
import { messageIn } from '../../../i18n/intl';
import type { Locale } from '../../../i18n/locales';
import { requestLocale } from '../../../startup/server/request-locale';
import { categoryMessageId, NOTIFICATION_CATEGORIES, type NotificationCategory } from '../../notifications/kinds';
import { readUnsubscribeToken } from '../../notifications/unsubscribe-links';
import { usersCollection } from '../../users/store';
import { searchUnsubscribeOf } from '../../saved-searches/unsubscribe';
import { badRequestPage, confirmationPage, donePage, invalidLinkPage } from './unsubscribe-page';

export const UNSUBSCRIBE_BASE = '/engine/unsubscribe';
/** The one-click body is 26 bytes; anything much larger is not one. */
const BODY_LIMIT = '4kb';

function isCategory(value: string): value is NotificationCategory {
  return NOTIFICATION_CATEGORIES.some((category) => category.value === value);
}

async function categoryOfToken(token: string): Promise<{ userId: string; category: NotificationCategory } | null> {
  const read = await readUnsubscribeToken(token);
  return read && isCategory(read.category) ? { userId: read.userId, category: read.category } : null;
}

/** RFC 8058's body, as application/x-www-form-urlencoded (what mail programs send) or multipart/form-data. */
export function isOneClickBody(contentType: string | undefined, body: unknown): boolean {
  if (typeof body !== 'string') return false;
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') return new URLSearchParams(body.trim()).get('List-Unsubscribe') === 'One-Click';
  if (type === 'multipart/form-data') return /name="?List-Unsubscribe"?\r?\n(?:[^\r\n]+\r?\n)*\r?\nOne-Click\r?\n/.test(body);
  return false;
}

function answer(res: Response, status: number, html: string): void {
  res.status(status).set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' }).send(html);
}

async function switchOff(userId: string, category: NotificationCategory): Promise<void> {
  // The person is the actor: the link they were mailed stands for them.
  await usersCollection().updateAsync(
    { _id: userId, deletedAt: { $exists: false } },
    { $addToSet: { 'notificationSettings.mailOff': category }, $set: { 'docInfo.updatedAt': new Date(), 'docInfo.updatedBy': userId } },
  );
}

const categoryText = (locale: Locale, category: NotificationCategory) => messageIn(locale, categoryMessageId(category));

/** What a token switches off: its category, or one saved search's alerts (saved-searches/unsubscribe.ts). */
async function subjectOfToken(token: string): Promise<{ label(locale: Locale): string; switchOff(): Promise<void> } | null> {
  const found = await categoryOfToken(token);
  if (found) return { label: (locale) => categoryText(locale, found.category), switchOff: () => switchOff(found.userId, found.category) };
  const read = await readUnsubscribeToken(token);
  return read ? searchUnsubscribeOf(read.userId, read.category) : null;
}

export function registerUnsubscribeRoute(handlers: Express): void {
  // The address holds a token: it must not leave in a Referer.
  handlers.use(UNSUBSCRIBE_BASE, noReferrer);
  handlers.get(`${UNSUBSCRIBE_BASE}/:token`, async (req: Request<{ token: string }>, res) => {
    const locale = requestLocale(req);
    const found = await subjectOfToken(req.params.token);
    if (!found) answer(res, 404, invalidLinkPage(locale));
    else answer(res, 200, confirmationPage(locale, found.label(locale)));
  });
  handlers.post(`${UNSUBSCRIBE_BASE}/:token`, express.text({ type: () => true, limit: BODY_LIMIT }), async (req: Request<{ token: string }>, res) => {
    const locale = requestLocale(req);
    const found = await subjectOfToken(req.params.token);
    if (!found) {
      answer(res, 404, invalidLinkPage(locale));
      return;
    }
    if (!isOneClickBody(req.headers['content-type'], req.body)) {
      answer(res, 400, badRequestPage(locale));
      return;
    }
    await found.switchOff();
    answer(res, 200, donePage(locale, found.label(locale)));
  });
}
