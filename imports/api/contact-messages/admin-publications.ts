// The admins' contact messages, one page at a time (common/admin-page-publication.ts): by
// status, newest first.
import { type AdminPageDefinition, pageParam } from '../common/admin-page-publication';
import { createSchema, oneOf } from '../common/lists';
import { ContactMessages } from './collection';
import { CONTACT_MESSAGE_STATUSES, type ContactMessageStatus } from './schema';

export interface AdminContactMessagesParams {
  filters?: { status?: ContactMessageStatus };
  page?: number;
}

export const ADMIN_CONTACT_MESSAGES_PAGE = 'contactMessages.adminPage';

export const adminContactMessagesPage: AdminPageDefinition<AdminContactMessagesParams> = {
  name: ADMIN_CONTACT_MESSAGES_PAGE,
  params: createSchema({
    filters: { type: createSchema({ status: { ...oneOf(CONTACT_MESSAGE_STATUSES), optional: true } }), optional: true },
    page: pageParam,
  }),
  collection: ContactMessages as never,
  selector: ({ filters = {} }) => (filters.status ? { status: filters.status } : {}),
  sort: { 'docInfo.createdAt': -1, _id: 1 },
  fields: {},
};
