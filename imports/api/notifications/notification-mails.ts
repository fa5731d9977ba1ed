// The outbox mail a notification sends to one person, or none: mail is on by default per
// category (notificationSettings.mailOff switches one off), an admin who chose the daily digest
// gets it there instead (digest.ts), and a kind may plan its own mail (a conversation's messages
// are batched per thread: registerMailPlan). The mail's `_id` is `<eventId>:<userId>`, so a
// dispatch repeated after a crash writes the same mail, never a second one.
import { Meteor } from 'meteor/meteor';
import { intlFor } from '../../i18n/intl';
import { savedLocaleOf } from '../i18n/user-locale';
import { mailSettings, messageIdOf } from '../mail-outbox/mail-settings';
import type { OutboxMail } from '../mail-outbox/schema';
import { paths } from '../../ui/app/paths';
import type { User } from '../users/schema';
import type { NotificationEvent } from './events';
import { categoryMessageId, categoryOf, notificationText, type NotificationKind } from './kinds';
import { renderNotificationMail } from './mail/notification-mail';
import { greetingFor } from '../mail-outbox/mail/account-mail';
import { unsubscribeHeaders, unsubscribeUrl } from './unsubscribe-links';

/** The fields of a recipient the dispatcher reads. */
export const RECIPIENT_FIELDS = { emails: 1, profile: 1, roles: 1, notificationSettings: 1, deletedAt: 1, disabledAt: 1 } as const;

export type MailPlan = (event: NotificationEvent, user: User, mail: OutboxMail) => Promise<OutboxMail | null>;
const plans = new Map<NotificationKind, MailPlan>();

/** A kind's own way to mail (batched, deferred); it receives the default mail and may change or drop it. */
export function registerMailPlan(kind: NotificationKind, plan: MailPlan): void {
  plans.set(kind, plan);
}

export function mailAddressOf(user: Pick<User, 'emails'>): string | undefined {
  return user.emails?.[0]?.address;
}

export function wantsMail(user: Pick<User, 'notificationSettings' | 'roles'>, kind: NotificationKind): boolean {
  const category = categoryOf(kind);
  if (user.notificationSettings?.mailOff?.includes(category)) return false;
  // An admin's digest replaces the mails of the agency's own business, never their own account's.
  const admin = user.roles?.includes('admin') ?? false;
  return !(admin && user.notificationSettings?.digest === true && category !== 'messages');
}


/** Where a person chooses which mails they receive. */
export function notificationSettingsUrl(): string {
  return Meteor.absoluteUrl(`${paths.profile.href().replace(/^\//, '')}#notifications`);
}

export async function notificationMailFor(event: NotificationEvent, user: User): Promise<OutboxMail | null> {
  const to = mailAddressOf(user);
  if (!to || user.deletedAt || user.disabledAt || !wantsMail(user, event.kind)) return null;
  const settings = mailSettings();
  const category = categoryOf(event.kind);
  // The actor's browser says nothing about the recipient: their saved language, else English.
  const locale = savedLocaleOf(user);
  const intl = intlFor(locale);
  const sentence = notificationText(intl, event.kind, event.params);
  const unsubscribe = await unsubscribeUrl(user._id, category);
  const { html, text } = await renderNotificationMail({
    locale,
    greeting: greetingFor(locale, user.profile?.name?.first),
    sentence,
    actionLabel: intl.formatMessage({ id: 'mails.notification.open' }),
    actionUrl: Meteor.absoluteUrl(event.link.replace(/^\//, '')),
    settingsUrl: notificationSettingsUrl(),
    unsubscribeUrl: unsubscribe,
    categoryLabel: intl.formatMessage({ id: categoryMessageId(category) }),
    settings,
  });
  const _id = `${event._id}:${user._id}`;
  const mail: OutboxMail = {
    _id,
    messageId: messageIdOf(_id),
    topic: 'notification',
    status: 'waiting',
    to,
    userId: user._id,
    subject: intl.formatMessage({ id: 'mails.notification.subject' }, { product: settings.productName, sentence: sentence.length > 120 ? `${sentence.slice(0, 117)}…` : sentence }),
    text,
    html,
    headers: unsubscribeHeaders(unsubscribe),
    from: settings.from,
    ...(settings.replyTo ? { replyTo: settings.replyTo } : {}),
    attempts: 0,
    nextAttemptAt: new Date(),
    createdAt: new Date(),
  };
  const plan = plans.get(event.kind);
  return plan ? plan(event, user, mail) : mail;
}
