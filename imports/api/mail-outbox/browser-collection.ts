// The browser's copy of 'outboxMails', filled by the back office's table (admin-publications.ts)
// with ADMIN_MAIL_FIELDS only; never written to directly.
import { Mongo } from 'meteor/mongo';
import type { AdminMailRow } from './schema';

export const OutboxMails = new Mongo.Collection<AdminMailRow>('outboxMails');
