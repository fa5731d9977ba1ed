// Sending a message and marking a thread read. A message, its thread's counters, the sender's
// read state and the notification of the other side are written together (writeTogether), so
// a message is never without its notification, nor a notification without its message.
// A send the client repeats after a reconnect (same randomSeed) is stored once and answered alike
// (common/retried-insert.ts): the sender's message under the seeded id is that first send.
import { isDuplicateKeyError, writeTogether } from 'meteor/mongo';
import { displayName } from '../../ui/lib/display-name';
import type { ActingUser } from '../common/acting-user';
import { notify } from '../notifications/events';
import { ConversationMessages, ConversationThreads, ThreadReads } from './collection';
import { audienceOf, otherSide, pageOf, threadAccess } from './participants';
import { threadReadIdOf, type ThreadKind } from './threads';
import { userError } from '../common/user-error';
import { isStoredFor, seededInsertId } from '../common/retried-insert';

/** The excerpt a notification quotes (the mail carries the whole text). */
const EXCERPT_MAX = 200;

function excerptOf(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > EXCERPT_MAX ? `${line.slice(0, EXCERPT_MAX - 1)}…` : line;
}

export async function sendMessage(user: ActingUser, kind: ThreadKind, targetId: string, text: string): Promise<string> {
  const body = text.trim();
  if (body === '') throw userError(400, 'errors.conversation.writeFirst');
  const sender = { senderId: user._id };
  const { id: messageId, storedBefore } = await seededInsertId(ConversationMessages, sender);
  if (storedBefore) return messageId;
  const thread = await threadAccess(user, kind, targetId);
  if (!thread.client.companyId && !thread.client.userId) {
    throw userError(409, 'errors.conversation.visitorByMail');
  }
  const current = await ConversationThreads.findOneAsync({ _id: thread.threadId }, { fields: { agencyCount: 1, clientCount: 1 } });
  const counter = thread.side === 'agency' ? 'agencyCount' : 'clientCount';
  const counts = { agencyCount: current?.agencyCount ?? 0, clientCount: current?.clientCount ?? 0 };
  counts[counter] += 1;
  const now = new Date();
  // A person without a name is worded by each reader (subject.ts), never stored in English.
  const senderName = displayName(user);
  const writes = [
    () =>
      ConversationThreads.upsertAsync(
        { _id: thread.threadId },
        {
          $setOnInsert: { kind, targetId, ...thread.client, createdAt: now },
          // The subject is worded from the request or project when read (subject.ts); older threads kept English words.
          $set: { lastMessageAt: now },
          $unset: { subject: '' },
          $inc: { [counter]: 1 },
        },
      ),
    () => ConversationMessages.insertAsync({ _id: messageId, threadId: thread.threadId, senderId: user._id, ...(senderName ? { senderName } : {}), side: thread.side, text: body, createdAt: now }),
    // Writing is reading: the sender has seen the thread up to their own message.
    () =>
      ThreadReads.upsertAsync(
        { _id: threadReadIdOf(thread.threadId, user._id) },
        { $set: { threadId: thread.threadId, userId: user._id, lastReadAt: now, ...counts } },
      ),
    notify(
      'message.new',
      { ...(senderName ? { senderName } : {}), threadKind: kind, ...(thread.subjectTitle ? { subjectTitle: thread.subjectTitle } : {}), excerpt: excerptOf(body), threadId: thread.threadId, messageId },
      audienceOf(thread, user._id),
      pageOf(kind, otherSide(thread.side)),
    ),
  ];
  try {
    await writeTogether(writes);
  } catch (error) {
    if (isDuplicateKeyError(error) && (await isStoredFor(ConversationMessages, messageId, sender))) return messageId;
    throw error;
  }
  return messageId;
}

/** Marks the thread read for `user` up to now (nothing to do while it has no message). */
export async function markThreadRead(user: ActingUser, kind: ThreadKind, targetId: string): Promise<void> {
  const thread = await threadAccess(user, kind, targetId);
  const current = await ConversationThreads.findOneAsync({ _id: thread.threadId }, { fields: { agencyCount: 1, clientCount: 1 } });
  if (!current) return;
  await ThreadReads.upsertAsync(
    { _id: threadReadIdOf(thread.threadId, user._id) },
    { $set: { threadId: thread.threadId, userId: user._id, lastReadAt: new Date(), agencyCount: current.agencyCount ?? 0, clientCount: current.clientCount ?? 0 } },
  );
}
