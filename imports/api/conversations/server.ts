// The conversations' server side beyond their methods and publications: the batched mails of a
// thread, its indexes, and what account deletion and the data export do with a person's
// messages. registerApi (imports/startup/server/register-api.ts) calls it once. Server-only.
//
// Decision where the spec is silent: a deleted account's own messages are erased (the other
// side keeps its own), and so are the threads of the candidate's applications, which go with
// the account (applications/data-hooks.ts).
import { Meteor } from 'meteor/meteor';
import { onAccountDeleted, registerPersonalDataExporter } from '../users/personal-data';
import { ConversationMessages, ConversationThreads, ensureConversationIndexes, ThreadReads } from './collection';
import { registerConversationMails } from './conversation-mail';

export function registerConversations(): void {
  registerConversationMails();
  Meteor.startup(ensureConversationIndexes);
  onAccountDeleted('conversations', async (user) => {
    const ownThreads = await ConversationThreads.find({ kind: 'application', userId: user._id }, { fields: { _id: 1 } }).fetchAsync();
    const threadIds = ownThreads.map((thread) => thread._id);
    const erased = await ConversationMessages.removeAsync({ $or: [{ senderId: user._id }, { threadId: { $in: threadIds } }] });
    await ConversationThreads.removeAsync({ _id: { $in: threadIds } });
    await ThreadReads.removeAsync({ userId: user._id });
    return { erased: erased > 0 ? ['Your messages in conversations with the agency'] : [], kept: [] };
  });
  registerPersonalDataExporter('messages', (userId) =>
    ConversationMessages.find({ senderId: userId }, { fields: { threadId: 1, text: 1, createdAt: 1 }, sort: { createdAt: 1 } }).fetchAsync(),
  );
}
