// The admins' contact messages, one page at a time (common/admin-page-definition.ts): by status,
// newest first.
import { defineAdminPage } from '../common/admin-page-definition';
import { ContactMessages } from './collection';
import { CONTACT_MESSAGE_STATUSES } from './schema';

export const adminContactMessagesPage = defineAdminPage({
  name: 'contactMessages.adminPage',
  collection: ContactMessages,
  filters: { status: CONTACT_MESSAGE_STATUSES },
});
