// The mail outbox (server only): the sender reads the waiting mails due first, the back office
// lists the latest by status.
import 'meteor/aldeed:collection2';
import { Mongo } from 'meteor/mongo';
import { outboxMailSchema, type OutboxMail } from './schema';

export const OutboxMails = new Mongo.Collection<OutboxMail>('outboxMails');
OutboxMails.attachSchema(outboxMailSchema);

export async function ensureOutboxIndexes(): Promise<void> {
  await OutboxMails.createIndexAsync({ status: 1, nextAttemptAt: 1 });
  await OutboxMails.createIndexAsync({ createdAt: -1 });
}
