// The admins' applications pipeline, one page at a time (common/admin-page-definition.ts):
// filtered by status and project, newest first, with the project titles and candidate names the
// rows show. Admin remarks are included: only admins subscribe.
import { defineAdminPage, relatedPeople, relatedProjects } from '../common/admin-page-definition';
import { Applications } from './collection';
import { APPLICATION_STATUSES } from './schema';

export const adminApplicationsPage = defineAdminPage({
  name: 'applications.adminPage',
  collection: Applications,
  filters: { status: APPLICATION_STATUSES, projectId: 'id' },
  fields: { liveKey: 0 },
  related: [relatedProjects('projectId', { status: 1 }), relatedPeople('userId')],
});
