// A conversation's mail: at most one per thread and recipient every 15 minutes. The first
// message a person is told of starts a batch, a deferred outbox mail sent MESSAGE_MAIL_DELAY_MS
// later (registerMailPlan); messages meanwhile join it instead of mailing again. At send time
// the composer writes the other side's messages the person has still not read, or skips the
// mail when they read the thread meanwhile (registerMailComposer). Every mail of a thread
// refers to the same root Message-ID, so mail clients group them. Server-only.
import { Meteor } from 'meteor/meteor';
import { limitFromEnv } from 'meteor/ddp-server';
import { dayTimeText } from '../../ui/lib/day-text';
import { intlFor } from '../../i18n/intl';
import { isLocale, type Locale } from '../../i18n/locales';
import { savedLocaleOf } from '../i18n/user-locale';
import { greetingFor } from '../mail-outbox/mail/account-mail';
import { OutboxMails } from '../mail-outbox/collection';
import { type MailParts, registerMailComposer } from '../mail-outbox/composers';
import { mailSettings, messageIdOf } from '../mail-outbox/mail-settings';
import type { OutboxMail } from '../mail-outbox/schema';
import { categoryMessageId } from '../notifications/kinds';
import { renderNotificationMail } from '../notifications/mail/notification-mail';
import { notificationSettingsUrl, RECIPIENT_FIELDS, registerMailPlan } from '../notifications/notification-mails';
import { unsubscribeUrl } from '../notifications/unsubscribe-links';
import { usersCollection } from '../users/store';
import { ConversationMessages, ConversationThreads, ThreadReads } from './collection';
import { otherSide, pageOf, threadAccess } from './participants';
import { threadReadIdOf } from './threads';
import { senderText, subjectText } from './subject';

/** How long a thread's messages gather before they are mailed (MESSAGE_MAIL_DELAY_MS, 15 min). */
export const MESSAGE_MAIL_DELAY_MS = limitFromEnv(process.env.MESSAGE_MAIL_DELAY_MS, 15 * 60_000);
/** The most messages one mail quotes; the rest are a click away. */
const QUOTED_MAX = 20;
export const CONVERSATION_COMPOSER = 'conversation';

/** The Message-ID every mail of a thread refers to (In-Reply-To, References). */
export function threadRootId(threadId: string): string {
  return messageIdOf(`thread-${threadId}`);
}

async function planConversationMail(event: { params: Record<string, string> }, user: { _id: string; profile?: { language?: unknown } }, mail: OutboxMail): Promise<OutboxMail | null> {
  const { threadId, messageId } = event.params;
  if (!threadId || !messageId) return mail;
  // A batch still gathering takes this message too. One already due may be being composed, so
  // it does not count: the message starts the next batch.
  const gathering = await OutboxMails.findOneAsync(
    { status: 'waiting', userId: user._id, 'compose.composer': CONVERSATION_COMPOSER, 'compose.args.threadId': threadId, nextAttemptAt: { $gt: new Date() } },
    { fields: { _id: 1 } },
  );
  if (gathering) return null;
  const message = await ConversationMessages.findOneAsync({ _id: messageId }, { fields: { createdAt: 1 } });
  const since = (message?.createdAt ?? new Date()).toISOString();
  const root = threadRootId(threadId);
  return {
    ...mail,
    topic: 'conversation',
    nextAttemptAt: new Date(Date.now() + MESSAGE_MAIL_DELAY_MS),
    // The language travels with the batch, so the mail is written in it at send time.
    compose: { composer: CONVERSATION_COMPOSER, args: { threadId, userId: user._id, since, locale: savedLocaleOf(user) } },
    headers: { ...mail.headers, 'In-Reply-To': root, References: root },
  };
}

async function composeConversationMail(mail: OutboxMail): Promise<MailParts | null> {
  const { threadId = '', userId = '', since = '', locale: planned } = mail.compose?.args ?? {};
  const [thread, user, read] = await Promise.all([
    ConversationThreads.findOneAsync({ _id: threadId }),
    usersCollection().findOneAsync({ _id: userId }, { fields: RECIPIENT_FIELDS }),
    ThreadReads.findOneAsync({ _id: threadReadIdOf(threadId, userId) }),
  ]);
  if (!thread || !user || user.deletedAt || user.disabledAt) return null;
  // Still a participant (a member who left the company meanwhile is not).
  const access = await threadAccess(user, thread.kind, thread.targetId).catch(() => null);
  if (!access) return null;
  const after = Math.max(new Date(since).getTime() - 1, read?.lastReadAt.getTime() ?? 0);
  const unread = await ConversationMessages.find(
    { threadId, side: otherSide(access.side), createdAt: { $gt: new Date(after) } },
    { sort: { createdAt: 1 }, limit: QUOTED_MAX },
  ).fetchAsync();
  if (unread.length === 0) return null;
  const settings = mailSettings();
  // A language saved since the batch began wins; a batch planned before languages were carried is English.
  const locale: Locale = user.profile?.language !== undefined || !isLocale(planned) ? savedLocaleOf(user) : planned;
  const intl = intlFor(locale);
  const subject = subjectText(intl, thread.kind, access.subjectTitle);
  const sentence =
    unread.length === 1
      ? intl.formatMessage({ id: 'mails.conversation.oneMessage' }, { senderName: senderText(intl, unread[0]?.senderName), subject })
      : intl.formatMessage({ id: 'mails.conversation.manyMessages' }, { count: unread.length, subject });
  const { html, text } = await renderNotificationMail({
    locale,
    greeting: greetingFor(locale, user.profile?.name?.first),
    sentence,
    quoted: unread.map((message) => ({
      heading: intl.formatMessage({ id: 'mails.conversation.heading' }, { senderName: senderText(intl, message.senderName), sentAt: dayTimeText(message.createdAt, locale) }),
      text: message.text,
    })),
    actionLabel: intl.formatMessage({ id: 'mails.conversation.open' }),
    actionUrl: Meteor.absoluteUrl(pageOf(thread.kind, access.side).replace(/^\//, '')),
    settingsUrl: notificationSettingsUrl(),
    unsubscribeUrl: await unsubscribeUrl(user._id, 'messages'),
    categoryLabel: intl.formatMessage({ id: categoryMessageId('messages') }),
    settings,
  });
  // The same subject for every mail of the thread: clients that group by subject agree.
  return { subject: intl.formatMessage({ id: 'mails.conversation.subject' }, { product: settings.productName, subject }).slice(0, 300), text, html };
}

export function registerConversationMails(): void {
  registerMailPlan('message.new', planConversationMail);
  registerMailComposer(CONVERSATION_COMPOSER, composeConversationMail);
}
