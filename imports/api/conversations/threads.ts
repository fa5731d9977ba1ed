// What the browser and the server share about conversations without the schema library: the
// kinds and sides, the documents' shapes, their ids, and the unread count (schema.ts says why).
import { listOf } from '../common/lists/list-item';

export const THREAD_KINDS = listOf({ request: 'Request', application: 'Application' });
export type ThreadKind = (typeof THREAD_KINDS)[number]['value'];

export const THREAD_SIDES = listOf({ agency: 'Agency', client: 'Customer or candidate' });
export type ThreadSide = (typeof THREAD_SIDES)[number]['value'];

/** LENGTH.note: a message is as long as a cover note (schema.ts checks they agree). */
export const MESSAGE_MAX = 5000;

export interface ConversationThread {
  /** `<kind>:<targetId>`. */
  _id: string;
  kind: ThreadKind;
  targetId: string;
  /** The client side of a request: its company's members (or its sender when it has no company). */
  companyId?: string;
  /** The client side when it is one person: the candidate, or a request's sender without a company. */
  userId?: string;
  /** Threads written before issue 20's last change only: their subject in English (it is now worded when read: subject.ts). */
  subject?: string;
  agencyCount?: number;
  clientCount?: number;
  lastMessageAt: Date;
  createdAt: Date;
}

export interface ConversationMessage {
  _id: string;
  threadId: string;
  senderId: string;
  /** The sender's display name then; none when they had no name (each reader words it: subject.ts). */
  senderName?: string;
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
