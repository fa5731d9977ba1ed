// The admins' applications pipeline, one page at a time (common/admin-page-publication.ts):
// filtered by status and project, newest first, with the project titles and candidate names the
// rows show. Admin remarks are included: only admins subscribe.
import { type AdminPageDefinition, pageParam } from '../common/admin-page-publication';
import { createSchema, id, oneOf } from '../common/lists';
import { Projects } from '../projects/collection';
import { usersCollection } from '../users/store';
import { Applications } from './collection';
import { APPLICATION_STATUSES, type ApplicationStatus } from './schema';

export interface AdminApplicationsParams {
  filters?: { status?: ApplicationStatus; projectId?: string };
  page?: number;
}

export const ADMIN_APPLICATIONS_PAGE = 'applications.adminPage';

type Row = { _id: string; projectId?: string; userId?: string };

export const adminApplicationsPage: AdminPageDefinition<AdminApplicationsParams> = {
  name: ADMIN_APPLICATIONS_PAGE,
  params: createSchema({
    filters: { type: createSchema({ status: { ...oneOf(APPLICATION_STATUSES), optional: true }, projectId: { ...id(), optional: true } }), optional: true },
    page: pageParam,
  }),
  collection: Applications as never,
  selector: ({ filters = {} }) => ({
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.projectId ? { projectId: filters.projectId } : {}),
  }),
  sort: { 'docInfo.createdAt': -1, _id: 1 },
  fields: { liveKey: 0 },
  related: [
    { collection: () => Projects as never, idsOf: (rows) => (rows as Row[]).map((row) => row.projectId ?? '').filter(Boolean), fields: { title: 1, urlName: 1, status: 1 } },
    { collection: () => usersCollection() as never, idsOf: (rows) => (rows as Row[]).map((row) => row.userId ?? '').filter(Boolean), fields: { 'profile.name': 1, emails: 1 } },
  ],
};
