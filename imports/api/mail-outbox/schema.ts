// One mail in the durable outbox: written before anything is sent (by the notifications
// dispatcher, or by Email.sendAsync's hook for the account mails), sent by the sender
// (sender.ts) at least once, under the same Message-ID on every attempt so a mail that SMTP
// accepted before a crash and is sent again reads as one message in the recipient's client.
// Statuses: waiting (to send, at nextAttemptAt) → sent | failed (a permanent 5xx answer, or
// MAIL_MAX_ATTEMPTS temporary ones); skipped when a deferred mail had nothing left to say.
import { createSchema, integer, LENGTH, listOf, oneOf, optionalId, optionalText } from '../common/lists';

export const MAIL_STATUSES = listOf({ waiting: 'Waiting', sent: 'Sent', failed: 'Failed', skipped: 'Skipped' });
export type MailStatus = (typeof MAIL_STATUSES)[number]['value'];

/** What a mail is: an account mail (a link to set a password, confirm an address…) or a notification's. */
export const MAIL_TOPICS = listOf({ account: 'Account', notification: 'Notification', digest: 'Daily digest', conversation: 'Conversation' });
export type MailTopic = (typeof MAIL_TOPICS)[number]['value'];

export interface OutboxMail {
  _id: string;
  /** `<…@domain>`, the same on every attempt. */
  messageId: string;
  topic: MailTopic;
  status: MailStatus;
  to: string;
  /** The account it was written for, when there is one (the recipient's settings link, unsubscribe). */
  userId?: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers: List-Unsubscribe, In-Reply-To/References for a conversation's thread. */
  headers?: Record<string, string>;
  from?: string;
  replyTo?: string;
  /** A deferred mail's composer (composers.ts): its parts are written when it is sent. */
  compose?: { composer: string; args: Record<string, string> };
  attempts: number;
  /** When the sender may try it (next); a deferred mail (a conversation's batch) waits until then. */
  nextAttemptAt: Date;
  lastError?: string;
  createdAt: Date;
  sentAt?: Date;
}

export const MAIL_SUBJECT_MAX = 300;

/** A mail's id: random for account mails, `<eventId>:<userId>` for a notification's, composed for a batch. */
export const MAIL_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9:._-]{0,119}$/;
export const mailId = () => ({ type: String, max: 120, regEx: MAIL_ID_PATTERN });

/**
 * What the back office's table shows of a mail: who, what, and how its delivery goes. Never its
 * parts or headers: account mails carry password links, and List-Unsubscribe a signed token.
 */
export const ADMIN_MAIL_FIELDS = {
  topic: 1,
  status: 1,
  to: 1,
  subject: 1,
  attempts: 1,
  nextAttemptAt: 1,
  lastError: 1,
  createdAt: 1,
  sentAt: 1,
} as const;

export type AdminMailRow = Pick<OutboxMail, '_id' | keyof typeof ADMIN_MAIL_FIELDS>;

export const outboxMailSchema = createSchema({
  _id: mailId(),
  messageId: { type: String, max: 300 },
  topic: oneOf(MAIL_TOPICS),
  status: oneOf(MAIL_STATUSES),
  to: { type: String, max: 1000 },
  userId: optionalId(),
  subject: { type: String, max: MAIL_SUBJECT_MAX },
  // A mail's parts are rendered from templates; the HTML part is larger than its text.
  text: { type: String, max: LENGTH.long * 5 },
  html: { type: String, max: LENGTH.long * 10, optional: true },
  headers: { type: Object, blackbox: true, optional: true },
  from: optionalText(LENGTH.short * 2),
  replyTo: optionalText(LENGTH.short * 2),
  compose: { type: Object, optional: true },
  'compose.composer': { type: String, max: 60 },
  'compose.args': { type: Object, blackbox: true },
  attempts: integer(0, 1000),
  nextAttemptAt: Date,
  lastError: optionalText(2000),
  createdAt: Date,
  sentAt: { type: Date, optional: true },
});
