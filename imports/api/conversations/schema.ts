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
import { createSchema, id, integer, LENGTH, oneOf, text } from '../common/lists';
import { MESSAGE_MAX, THREAD_KINDS, THREAD_SIDES } from './threads';

if (MESSAGE_MAX !== LENGTH.note) throw new Error('MESSAGE_MAX must be LENGTH.note');

const THREAD_ID = { type: String, max: 60 };
const count = () => ({ ...integer(0, 1_000_000), optional: true });

export const threadSchema = createSchema({
  _id: THREAD_ID,
  kind: oneOf(THREAD_KINDS),
  targetId: id(),
  companyId: { ...id(), optional: true },
  userId: { ...id(), optional: true },
  subject: { ...text(LENGTH.title + 40), optional: true },
  agencyCount: count(),
  clientCount: count(),
  lastMessageAt: Date,
  createdAt: Date,
});

export const messageSchema = createSchema({
  _id: id(),
  threadId: THREAD_ID,
  senderId: id(),
  senderName: { ...text(LENGTH.short), optional: true },
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

