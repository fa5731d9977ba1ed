// What the marketplace tells people about, one entry per kind of event: its category (what a
// person switches e-mail on or off for) and the one sentence that says what happened, from the
// event's parameters. Shared by the bell, the notifications page and the mails, so a moment is
// worded once. Who hears of each kind is the server's (audiences.ts).
import { listOf } from '../common/lists';

export const NOTIFICATION_CATEGORIES = listOf({
  applications: 'Applications',
  requests: 'Requests',
  documents: 'Documents to agree',
  company: 'Company and membership',
  profile: 'Expert entry',
  messages: 'Messages',
  agency: 'Agency inbox (contact messages and invitation requests)',
});
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number]['value'];

/** The categories only admins receive. */
export const ADMIN_ONLY_CATEGORIES: readonly NotificationCategory[] = ['agency'];

/** An event's parameters: names and ids as they were when it happened (user content, never HTML). */
export type NotificationParams = Record<string, string>;

interface KindDefinition {
  category: NotificationCategory;
  sentence(params: NotificationParams): string;
}

const p = (params: NotificationParams, key: string) => params[key] ?? '';
const withNote = (sentence: string, params: NotificationParams) => (params.note ? `${sentence}: “${params.note}”` : `${sentence}.`);

export const NOTIFICATION_KINDS = {
  'application.submitted': { category: 'applications', sentence: (x) => `${p(x, 'candidateName')} applied to ${p(x, 'projectTitle')}.` },
  'application.withdrawn': { category: 'applications', sentence: (x) => `${p(x, 'candidateName')} withdrew their application to ${p(x, 'projectTitle')}.` },
  'application.moved': {
    category: 'applications',
    sentence: (x) => withNote(`Your application to ${p(x, 'projectTitle')} is now ${p(x, 'statusLabel')}`, x),
  },
  'request.sent': { category: 'requests', sentence: (x) => `${p(x, 'companyName')} sent a request for ${p(x, 'experts')}.` },
  'request.confirmed': { category: 'requests', sentence: (x) => `Your request for ${p(x, 'experts')} was sent to the agency.` },
  'request.moved': { category: 'requests', sentence: (x) => withNote(`Your request for ${p(x, 'experts')} is now ${p(x, 'statusLabel')}`, x) },
  'request.cancelled': { category: 'requests', sentence: (x) => `${p(x, 'companyName')} cancelled its request for ${p(x, 'experts')}.` },
  'document.assigned': { category: 'documents', sentence: (x) => `Please read and agree to “${p(x, 'documentTitle')}”.` },
  'document.agreed': { category: 'documents', sentence: (x) => `${p(x, 'personName')} agreed to “${p(x, 'documentTitle')}”.` },
  'company.invited': { category: 'company', sentence: (x) => `${p(x, 'inviterName')} invited you to join ${p(x, 'companyName')}.` },
  'company.role-changed': { category: 'company', sentence: (x) => `Your role in ${p(x, 'companyName')} is now ${p(x, 'roleLabel')}.` },
  'company.removed': { category: 'company', sentence: (x) => `You are no longer a member of ${p(x, 'companyName')}.` },
  'entry.published': { category: 'profile', sentence: () => 'Your expert entry is published in the directory.' },
  'entry.unpublished': { category: 'profile', sentence: () => 'Your expert entry was taken out of the directory.' },
  'contact.received': { category: 'agency', sentence: (x) => (x.subject ? `${p(x, 'senderName')} wrote: “${x.subject}”.` : `${p(x, 'senderName')} sent a message.`) },
  'invitation.requested': { category: 'agency', sentence: (x) => `${p(x, 'requesterName')} asked for an invitation.` },
  'message.new': { category: 'messages', sentence: (x) => `${p(x, 'senderName')} wrote about ${p(x, 'subject')}: “${p(x, 'excerpt')}”` },
} as const satisfies Record<string, KindDefinition>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

export function isNotificationKind(value: unknown): value is NotificationKind {
  return typeof value === 'string' && Object.hasOwn(NOTIFICATION_KINDS, value);
}

export function categoryOf(kind: NotificationKind): NotificationCategory {
  return NOTIFICATION_KINDS[kind].category;
}

/** The one sentence for a notification (plain text; the UI and the mails escape it). */
export function sentenceOf(kind: NotificationKind, params: NotificationParams): string {
  return NOTIFICATION_KINDS[kind].sentence(params);
}
