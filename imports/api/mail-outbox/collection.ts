// The mail outbox (server only): the sender reads the waiting mails due first, the back office
// lists the latest by status and searches recipients and subjects.
import 'meteor/aldeed:collection2';
import type { IndexKeys, IndexOptions } from 'meteor/mongo';
import { Mongo } from 'meteor/mongo';
import { outboxMailSchema, type OutboxMail } from './schema';

export const OutboxMails = new Mongo.Collection<OutboxMail>('outboxMails');
OutboxMails.attachSchema(outboxMailSchema);

/** The back office's search: recipient and subject. */
export const MAIL_SEARCH_INDEX: { keys: IndexKeys; options: IndexOptions } = {
  keys: { to: 'text', subject: 'text' },
  options: { name: 'search' },
};

export async function ensureOutboxIndexes(): Promise<void> {
  await OutboxMails.createIndexAsync({ status: 1, nextAttemptAt: 1 });
  await OutboxMails.createIndexAsync({ createdAt: -1 });
  await OutboxMails.createIndexAsync({ status: 1, createdAt: -1 });
  await OutboxMails.createIndexAsync(MAIL_SEARCH_INDEX.keys, MAIL_SEARCH_INDEX.options);
}
