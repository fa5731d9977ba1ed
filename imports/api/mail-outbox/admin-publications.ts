// The back office's outbox table, one page at a time (common/admin-page-definition.ts): by
// status, searched by recipient or subject, newest first, with ADMIN_MAIL_FIELDS only.
import { defineAdminPage } from '../common/admin-page-definition';
import { textCondition } from '../common/search';
import { OutboxMails } from './collection';
import { ADMIN_MAIL_FIELDS, MAIL_STATUSES } from './schema';

export const adminMailsPage = defineAdminPage({
  name: 'mailOutbox.adminPage',
  collection: OutboxMails,
  filters: { status: MAIL_STATUSES },
  text: (text: string) => textCondition(text, ['to', 'subject']),
  sort: { createdAt: -1, _id: -1 },
  fields: ADMIN_MAIL_FIELDS,
});
