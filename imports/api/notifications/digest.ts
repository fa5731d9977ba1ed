// The admins' daily digest: an admin who chose it gets the agency's notifications of the last
// day in one mail (their own account's and conversations' mails still come one by one, see
// wantsMail). Checked hourly; a digest goes out once DIGEST_HOUR_UTC (default 7) has passed and
// a day has gone by since the last one. Recording the digest and queuing its mail are one write,
// conditional on the previous record, so two instances or a repeated run never send it twice.
import { Meteor } from 'meteor/meteor';
import { writeTogether } from 'meteor/mongo';
import { OutboxMails } from '../mail-outbox/collection';
import { mailSettings, messageIdOf } from '../mail-outbox/mail-settings';
import { paths } from '../../ui/app/paths';
import { usersCollection } from '../users/store';
import type { User } from '../users/schema';
import { Notifications } from './collection';
import { categoryOf, notificationText } from './kinds';
import { renderDigestMail } from './mail/digest-mail';
import { mailAddressOf, notificationSettingsUrl } from './notification-mails';
import { intlFor } from '../../i18n/intl';
import { savedLocaleOf } from '../i18n/user-locale';
import { greetingFor } from '../mail-outbox/mail/account-mail';

const DAY_MS = 24 * 60 * 60 * 1000;
// 0 (midnight) is an hour too: checked 0–23 at start (imports/startup/server/settings).
const DIGEST_HOUR_UTC = process.env.DIGEST_HOUR_UTC?.trim() ? Math.min(23, Number(process.env.DIGEST_HOUR_UTC)) : 7;
/** Sentences listed in one digest; the rest are counted. */
const LISTED = 50;
const CHECK_INTERVAL_MS = 60 * 60 * 1000;

const absolute = (link: string) => Meteor.absoluteUrl(link.replace(/^\//, ''));

/** Whether the admin's digest is due at `now`. */
export function digestDue(lastDigestAt: Date | undefined, now: Date): boolean {
  if (now.getUTCHours() < DIGEST_HOUR_UTC) return false;
  return !lastDigestAt || now.getTime() - lastDigestAt.getTime() >= DAY_MS - CHECK_INTERVAL_MS;
}

async function sendDigest(admin: User, now: Date): Promise<boolean> {
  const to = mailAddressOf(admin);
  if (!to) return false;
  const since = admin.lastDigestAt ?? new Date(now.getTime() - DAY_MS);
  const recent = await Notifications.find({ userId: admin._id, createdAt: { $gt: since, $lte: now } }, { sort: { createdAt: -1, _id: -1 } }).fetchAsync();
  const included = recent.filter((notification) => categoryOf(notification.kind) !== 'messages');
  const settings = mailSettings();
  const _id = `digest:${admin._id}:${now.toISOString().slice(0, 10)}`;
  const record = () =>
    usersCollection().updateAsync(
      { _id: admin._id, lastDigestAt: admin.lastDigestAt ? admin.lastDigestAt : { $exists: false } },
      { $set: { lastDigestAt: now } },
    );
  // Nothing happened: the day is recorded, no mail is sent.
  if (included.length === 0) {
    await record();
    return false;
  }
  const locale = savedLocaleOf(admin);
  const intl = intlFor(locale);
  const { html, text } = renderDigestMail({
    locale,
    greeting: greetingFor(locale, admin.profile?.name?.first),
    items: included.slice(0, LISTED).map((notification) => ({ sentence: notificationText(intl, notification.kind, notification.params), url: absolute(notification.link) })),
    more: Math.max(0, included.length - LISTED),
    allUrl: absolute(paths.notifications.href()),
    settingsUrl: notificationSettingsUrl(),
    settings,
  });
  const queued = await writeTogether(
    [
      record,
      () =>
        OutboxMails.insertAsync({
          _id,
          messageId: messageIdOf(_id),
          topic: 'digest',
          status: 'waiting',
          to,
          userId: admin._id,
          subject: intl.formatMessage({ id: 'mails.digest.subject' }, { product: settings.productName, count: included.length }),
          text,
          html,
          from: settings.from,
          ...(settings.replyTo ? { replyTo: settings.replyTo } : {}),
          attempts: 0,
          // Due at once: `now` is the run's clock, which tests move ahead.
          nextAttemptAt: new Date(),
          createdAt: now,
        }),
    ],
    { requireMatch: true },
  );
  return queued !== null;
}

/** Sends every due digest; answers how many were queued. */
export async function runDigests(now = new Date()): Promise<number> {
  const admins = await usersCollection()
    .find({ roles: 'admin', 'notificationSettings.digest': true, deletedAt: { $exists: false } }, { fields: { emails: 1, profile: 1, lastDigestAt: 1 } })
    .fetchAsync();
  let sent = 0;
  for (const admin of admins) {
    if (digestDue(admin.lastDigestAt, now) && (await sendDigest(admin, now))) sent += 1;
  }
  return sent;
}

/** Checks hourly; returns the stop function. Never keeps the process alive. */
export function scheduleDigests(log: (line: string) => void): () => void {
  const timer = setInterval(() => {
    runDigests().catch((error: unknown) => log(`[notifications] the digest run failed: ${(error as Error).message}`));
  }, CHECK_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
