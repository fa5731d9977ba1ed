// Conversation publications: one thread (its latest messages, the thread and the caller's read
// state) for a participant, and the threads of a list's requests or applications with the
// caller's read states, for the lists' unread counts. Only conversation documents are sent:
// nothing of the request or application itself (an admin's note on it stays with the admins).
import type { ActingUser } from '../common/acting-user';
import { definePublication } from '../common/define-publication';
import { createSchema, id, oneOf } from '../common/lists';
import { ConversationMessages, ConversationThreads, ThreadReads } from './collection';
import { threadAccess, visibleThreadsSelector } from './participants';
import { THREAD_KINDS, threadIdOf, threadReadIdOf, type ThreadKind } from './threads';

/** The latest messages a thread shows; older ones are beyond what a request's talk needs. */
export const THREAD_MESSAGES_LIMIT = 200;

export const threadPublication = definePublication({
  name: 'conversations.thread',
  params: createSchema({ kind: oneOf(THREAD_KINDS), targetId: id() }),
  access: 'user',
  async cursors(kind: ThreadKind, targetId: string) {
    const { threadId } = await threadAccess(this.user as ActingUser, kind, targetId);
    return [
      ConversationMessages.find({ threadId }, { sort: { createdAt: -1 }, limit: THREAD_MESSAGES_LIMIT }),
      ConversationThreads.find({ _id: threadId }),
      ThreadReads.find({ _id: threadReadIdOf(threadId, this.userId as string) }),
    ];
  },
});

export const threadsPublication = definePublication({
  name: 'conversations.threads',
  params: createSchema({ kind: oneOf(THREAD_KINDS), targetIds: { type: Array, maxCount: 200 }, 'targetIds.$': id() }),
  access: 'user',
  async cursors(kind: ThreadKind, targetIds: string[]) {
    const user = this.user as ActingUser;
    return [
      ConversationThreads.find(await visibleThreadsSelector(user, kind, targetIds)),
      // The caller's own read states: they exist only for threads the caller was part of.
      ThreadReads.find({ userId: user._id, threadId: { $in: targetIds.map((targetId) => threadIdOf(kind, targetId)) } }),
    ];
  },
});

export const conversationPublications = [threadPublication, threadsPublication];
