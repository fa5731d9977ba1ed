// Conversation methods: send a message on a request's or application's thread, mark a thread
// read. Any signed-in person may call them; participants.ts decides whose thread it is.
import { defineMethod } from '../common/define-method';
import type { ActingUser } from '../common/acting-user';
import { createSchema, id, oneOf } from '../common/lists';
import { markThreadRead, sendMessage } from './logic';
import { MESSAGE_MAX, THREAD_KINDS, type ThreadKind } from './threads';

const threadParams = { kind: oneOf(THREAD_KINDS), targetId: id() };

export const sendMessageMethod = defineMethod({
  name: 'conversations.send',
  params: createSchema({ ...threadParams, text: { type: String, min: 1, max: MESSAGE_MAX } }),
  access: 'user',
  run(kind: ThreadKind, targetId: string, text: string) {
    return sendMessage(this.user as ActingUser, kind, targetId, text);
  },
});

export const markReadMethod = defineMethod({
  name: 'conversations.markRead',
  params: createSchema(threadParams),
  access: 'user',
  run(kind: ThreadKind, targetId: string) {
    return markThreadRead(this.user as ActingUser, kind, targetId);
  },
});

export const conversationMethods = [sendMessageMethod, markReadMethod];
