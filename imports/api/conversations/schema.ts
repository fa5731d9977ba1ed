// Conversations: one message thread per request (the customer company's members ↔ the agency's
// admins) and per application (the candidate ↔ the admins). The agency sits in the middle, so a
// thread has two sides, 'agency' (admins) and 'client' (the customer or the candidate), and never
// joins a customer with a candidate.
//
// Decisions where the spec is silent:
// - A thread is written with its first message (`_id` `<kind>:<targetId>`, an upsert), so
//   requests and applications without messages cost nothing.
// - Read state per person and thread, as Rocket.Chat's subscription records: the time they last
//   read it and each side's message count then; a person's unread count is the other side's
//   messages since (their own side's messages, a colleague's included, are never "unread").
// - Messages are plain text up to LENGTH.note characters; a sender's name is kept with the
//   message as it was then (a display name: first name and last initial).
import { createSchema, id, integer, LENGTH, listOf, oneOf, text } from '../common/lists';

export const THREAD_KINDS = listOf({ request: 'Request', application: 'Application' });
export type ThreadKind = (typeof THREAD_KINDS)[number]['value'];

export const THREAD_SIDES = listOf({ agency: 'Agency', client: 'Customer or candidate' });
export type ThreadSide = (typeof THREAD_SIDES)[number]['value'];

export const MESSAGE_MAX = LENGTH.note;

export interface ConversationThread {
  /** `<kind>:<targetId>`. */
  _id: string;
  kind: ThreadKind;
  targetId: string;
  /** The client side of a request: its company's members (or its sender when it has no company). */
  companyId?: string;
  /** The client side when it is one person: the candidate, or a request's sender without a company. */
  userId?: string;
  /** What the thread is about, for notifications and mails: "the request “…”". */
  subject: string;
  agencyCount?: number;
  clientCount?: number;
  lastMessageAt: Date;
  createdAt: Date;
}

export interface ConversationMessage {
  _id: string;
  threadId: string;
  senderId: string;
  senderName: string;
  side: ThreadSide;
  text: string;
  createdAt: Date;
}

export interface ThreadRead {
  /** `<threadId>:<userId>`. */
  _id: string;
  threadId: string;
  userId: string;
  lastReadAt: Date;
  /** Each side's message count when the person last read the thread. */
  agencyCount?: number;
  clientCount?: number;
}

const THREAD_ID = { type: String, max: 60 };
const count = () => ({ ...integer(0, 1_000_000), optional: true });

export const threadSchema = createSchema({
  _id: THREAD_ID,
  kind: oneOf(THREAD_KINDS),
  targetId: id(),
  companyId: { ...id(), optional: true },
  userId: { ...id(), optional: true },
  subject: text(LENGTH.title + 40),
  agencyCount: count(),
  clientCount: count(),
  lastMessageAt: Date,
  createdAt: Date,
});

export const messageSchema = createSchema({
  _id: id(),
  threadId: THREAD_ID,
  senderId: id(),
  senderName: text(LENGTH.short),
  side: oneOf(THREAD_SIDES),
  text: text(MESSAGE_MAX),
  createdAt: Date,
});

export const threadReadSchema = createSchema({
  _id: { type: String, max: 80 },
  threadId: THREAD_ID,
  userId: id(),
  lastReadAt: Date,
  agencyCount: count(),
  clientCount: count(),
});

export function threadIdOf(kind: ThreadKind, targetId: string): string {
  return `${kind}:${targetId}`;
}

export function threadReadIdOf(threadId: string, userId: string): string {
  return `${threadId}:${userId}`;
}

/** The other side's messages a person has not read yet (their own side's never count). */
export function unreadCount(thread: Pick<ConversationThread, 'agencyCount' | 'clientCount'> | undefined, read: Pick<ThreadRead, 'agencyCount' | 'clientCount'> | undefined, mySide: ThreadSide): number {
  if (!thread) return 0;
  const key = mySide === 'agency' ? 'clientCount' : 'agencyCount';
  return Math.max(0, (thread[key] ?? 0) - (read?.[key] ?? 0));
}
