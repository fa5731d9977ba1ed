// The admins' invitation requests, one page at a time (common/admin-page-definition.ts): by
// status, newest first. `openKey` is bookkeeping for the unique index and stays on the server.
import { defineAdminPage } from '../common/admin-page-definition';
import { InvitationRequests } from './collection';
import { INVITATION_REQUEST_STATUSES } from './schema';

export const adminInvitationRequestsPage = defineAdminPage({
  name: 'invitationRequests.adminPage',
  collection: InvitationRequests,
  filters: { status: INVITATION_REQUEST_STATUSES },
  fields: { openKey: 0 },
});
