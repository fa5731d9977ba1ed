// The conversations' collections (client and server): threads, their messages (read by thread,
// oldest to newest) and each person's read state of a thread.
import { Mongo } from 'meteor/mongo';
import { messageSchema, threadReadSchema, threadSchema } from './schema';
import type { ConversationMessage, ConversationThread, ThreadRead } from './threads';

export const ConversationThreads = new Mongo.Collection<ConversationThread>('conversationThreads');
ConversationThreads.attachSchema(threadSchema);
export const ConversationMessages = new Mongo.Collection<ConversationMessage>('conversationMessages');
ConversationMessages.attachSchema(messageSchema);
export const ThreadReads = new Mongo.Collection<ThreadRead>('conversationReads');
ThreadReads.attachSchema(threadReadSchema);

export async function ensureConversationIndexes(): Promise<void> {
  await ConversationMessages.createIndexAsync({ threadId: 1, createdAt: -1 });
  await ConversationThreads.createIndexAsync({ kind: 1, targetId: 1 });
  await ThreadReads.createIndexAsync({ userId: 1 });
}
