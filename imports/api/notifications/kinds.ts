// What the marketplace tells people about, one entry per kind of event: its category (what a
// person switches e-mail on or off for) and the one sentence that says what happened, from the
// event's parameters. Shared by the bell, the notifications page and the mails, so a moment is
// worded once (messages/app/notificationKinds: the kind's parameters are the message's
// placeholders). Who hears of each kind is the server's (audiences.ts).
import type { IntlShape } from '@formatjs/intl';
import type { MessageId } from '../../i18n/message-ids';
import { statusMessageId } from '../../i18n/status-message-id';
import { listOf } from '../common/lists';
import { unnamedWords } from './unnamed';
import { isThreadKind, subjectText } from '../conversations/subject';
import { expertNamesText } from '../saved-searches/expert-names';

export const NOTIFICATION_CATEGORIES = listOf({
  applications: 'Applications',
  requests: 'Requests',
  documents: 'Documents to agree',
  company: 'Company and membership',
  profile: 'Expert entry',
  messages: 'Messages',
  agency: 'Agency inbox (contact messages and invitation requests)',
  searches: 'Saved searches',
});
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number]['value'];

/** The categories only admins receive. */
export const ADMIN_ONLY_CATEGORIES: readonly NotificationCategory[] = ['agency'];

/** An event's parameters: names and ids as they were when it happened (user content, never HTML). */
export type NotificationParams = Record<string, string>;

interface KindDefinition {
  category: NotificationCategory;
  /** The sentence's message (its placeholders are the event's parameters)… */
  messageId: MessageId;
  /** …or, when the event carries this parameter, the message that quotes it. */
  quoted?: { param: string; messageId: MessageId };
}

const K = 'notificationKinds.';
const withNote = (kind: string) => ({ param: 'note', messageId: `${K}${kind}WithNote` as MessageId });

export const NOTIFICATION_KINDS = {
  'application.submitted': { category: 'applications', messageId: `${K}application.submitted` },
  'application.withdrawn': { category: 'applications', messageId: `${K}application.withdrawn` },
  'application.moved': { category: 'applications', messageId: `${K}application.moved`, quoted: withNote('application.moved') },
  'request.sent': { category: 'requests', messageId: `${K}request.sent` },
  'request.confirmed': { category: 'requests', messageId: `${K}request.confirmed` },
  'request.moved': { category: 'requests', messageId: `${K}request.moved`, quoted: withNote('request.moved') },
  'request.cancelled': { category: 'requests', messageId: `${K}request.cancelled` },
  'document.assigned': { category: 'documents', messageId: `${K}document.assigned` },
  'document.agreed': { category: 'documents', messageId: `${K}document.agreed` },
  'company.invited': { category: 'company', messageId: `${K}company.invited` },
  'company.role-changed': { category: 'company', messageId: `${K}company.role-changed` },
  'company.removed': { category: 'company', messageId: `${K}company.removed` },
  'entry.published': { category: 'profile', messageId: `${K}entry.published` },
  'entry.unpublished': { category: 'profile', messageId: `${K}entry.unpublished` },
  'contact.received': { category: 'agency', messageId: `${K}contact.received`, quoted: { param: 'subject', messageId: `${K}contact.receivedWithSubject` } },
  'invitation.requested': { category: 'agency', messageId: `${K}invitation.requested` },
  'message.new': { category: 'messages', messageId: `${K}message.new` },
  'project.askedToApply': { category: 'applications', messageId: `${K}project.askedToApply` },
  // An expert search's alert names experts instead of a project (saved-searches/expert-names.ts).
  'search.matched': { category: 'searches', messageId: 'savedSearches.notification.matched', quoted: { param: 'expertNames', messageId: 'savedSearches.notification.matchedExperts' } },
} as const satisfies Record<string, KindDefinition>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

export function isNotificationKind(value: unknown): value is NotificationKind {
  return typeof value === 'string' && Object.hasOwn(NOTIFICATION_KINDS, value);
}

export function categoryOf(kind: NotificationKind): NotificationCategory {
  return NOTIFICATION_KINDS[kind].category;
}

/** The message of a category's name ("Applications"). */
export function categoryMessageId(category: NotificationCategory): MessageId {
  return `${K}category.${category}`;
}

/** What a sentence is worded with: the reader's messages, and their lists ("A, B and C"). */
type Words = Pick<IntlShape, 'formatMessage' | 'formatList' | 'locale'>;

/**
 * The one sentence for a notification in the reader's language (plain text; the UI and the mails
 * escape it): the server's formatter for mails (i18n/intl.ts), the browser's for the bell and the
 * notifications page. A parameter the event lacks reads as empty.
 */
export function notificationText(intl: Words, kind: NotificationKind, params: NotificationParams): string {
  const definition: KindDefinition = NOTIFICATION_KINDS[kind];
  const quoted = definition.quoted && params[definition.quoted.param] ? definition.quoted.messageId : undefined;
  return intl.formatMessage({ id: quoted ?? definition.messageId }, { ...EMPTY_PARAMS, ...params, ...wordedParams(intl, kind, params) });
}

/** Every parameter a kind's sentence names: one an older event lacks reads as '' (FormatJS would print the id). */
const SENTENCE_PARAMS = ['candidateName', 'projectTitle', 'statusLabel', 'note', 'companyName', 'experts', 'documentTitle', 'personName', 'inviterName', 'roleLabel', 'senderName', 'subject', 'requesterName', 'excerpt'];
const EMPTY_PARAMS: NotificationParams = Object.fromEntries(SENTENCE_PARAMS.map((name) => [name, '']));

/**
 * The sentence's words that are codes or counts in the event (`status`, `closeReason`, `role`,
 * `requestTitle`, `expertsWanted` or a message's `threadKind`), worded in the reader's language. Events stored before kept
 * the English words themselves (`statusLabel`, `roleLabel`, `experts`): those read as they are.
 * A name the event lacks is worded too (unnamed.ts).
 */
function wordedParams(intl: Words, kind: NotificationKind, params: NotificationParams): NotificationParams {
  const worded: NotificationParams = unnamedWords(intl, kind, params);
  const statusKind = kind === 'application.moved' ? 'application' : 'request';
  if (params.status) {
    const status = intl.formatMessage({ id: statusMessageId(statusKind, params.status) });
    // ICU select keys take no hyphen: 'no-match' is noMatch in the message.
    const reason = params.closeReason?.replace(/-(.)/g, (_, letter: string) => letter.toUpperCase());
    worded.statusLabel = reason ? intl.formatMessage({ id: `${K}closedBecause` }, { status, reason }) : status;
  }
  if (kind === 'message.new' && isThreadKind(params.threadKind)) worded.subject = subjectText(intl, params.threadKind, params.subjectTitle);
  if (params.role) worded.roleLabel = intl.formatMessage({ id: params.role === 'owner' ? 'company.role.owner' : 'company.role.member' });
  if (params.requestTitle) worded.experts = params.requestTitle;
  else if (params.expertsWanted) worded.experts = intl.formatMessage({ id: `${K}experts` }, { count: Number(params.expertsWanted) });
  if (kind === 'search.matched' && params.expertNames) worded.expertNames = expertNamesText(intl, params.expertNames, Number(params.count));
  return worded;
}
