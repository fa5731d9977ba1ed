// The browser's copies of the conversations' collections, filled by publications and never
// written to directly (writes go through methods, validated on the server against the schemas
// attached in collection.ts), so they carry no schema.
import { Mongo } from 'meteor/mongo';
import type { ConversationMessage, ConversationThread, ThreadRead } from './threads';

export const ConversationThreads = new Mongo.Collection<ConversationThread>('conversationThreads');
export const ConversationMessages = new Mongo.Collection<ConversationMessage>('conversationMessages');
export const ThreadReads = new Mongo.Collection<ThreadRead>('conversationReads');
