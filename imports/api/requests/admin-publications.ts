// The admins' requests pipeline, one page at a time (common/admin-page-definition.ts): by status,
// newest first, with the names of the customers who sent them.
import { defineAdminPage, relatedPeople } from '../common/admin-page-definition';
import { Requests } from './collection';
import { REQUEST_STATUSES } from './schema';

export const adminRequestsPage = defineAdminPage({
  name: 'requests.adminPage',
  collection: Requests,
  filters: { status: REQUEST_STATUSES },
  related: [relatedPeople('userId')],
});
