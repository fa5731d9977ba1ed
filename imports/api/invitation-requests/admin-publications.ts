// The admins' invitation requests, one page at a time (common/admin-page-publication.ts): by
// status, newest first. `openKey` is bookkeeping for the unique index and stays on the server.
import { type AdminPageDefinition, pageParam } from '../common/admin-page-publication';
import { createSchema, oneOf } from '../common/lists';
import { InvitationRequests } from './collection';
import { INVITATION_REQUEST_STATUSES, type InvitationRequestStatus } from './schema';

export interface AdminInvitationRequestsParams {
  filters?: { status?: InvitationRequestStatus };
  page?: number;
}

export const ADMIN_INVITATION_REQUESTS_PAGE = 'invitationRequests.adminPage';

export const adminInvitationRequestsPage: AdminPageDefinition<AdminInvitationRequestsParams> = {
  name: ADMIN_INVITATION_REQUESTS_PAGE,
  params: createSchema({
    filters: { type: createSchema({ status: { ...oneOf(INVITATION_REQUEST_STATUSES), optional: true } }), optional: true },
    page: pageParam,
  }),
  collection: InvitationRequests as never,
  selector: ({ filters = {} }) => (filters.status ? { status: filters.status } : {}),
  sort: { 'docInfo.createdAt': -1, _id: 1 },
  fields: { openKey: 0 },
};
