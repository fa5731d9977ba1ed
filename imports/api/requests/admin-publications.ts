// The admins' requests pipeline, one page at a time (common/admin-page-publication.ts): by
// status, newest first, with the names of the customers who sent them.
import { type AdminPageDefinition, pageParam } from '../common/admin-page-publication';
import { createSchema, oneOf } from '../common/lists';
import { usersCollection } from '../users/store';
import { Requests } from './collection';
import { REQUEST_STATUSES, type RequestStatus } from './schema';

export interface AdminRequestsParams {
  filters?: { status?: RequestStatus };
  page?: number;
}

export const ADMIN_REQUESTS_PAGE = 'requests.adminPage';

export const adminRequestsPage: AdminPageDefinition<AdminRequestsParams> = {
  name: ADMIN_REQUESTS_PAGE,
  params: createSchema({
    filters: { type: createSchema({ status: { ...oneOf(REQUEST_STATUSES), optional: true } }), optional: true },
    page: pageParam,
  }),
  collection: Requests as never,
  selector: ({ filters = {} }) => (filters.status ? { status: filters.status } : {}),
  sort: { 'docInfo.createdAt': -1, _id: 1 },
  fields: {},
  related: [
    {
      collection: () => usersCollection() as never,
      idsOf: (rows) => (rows as { userId?: string }[]).map((row) => row.userId ?? '').filter(Boolean),
      fields: { 'profile.name': 1, emails: 1 },
    },
  ],
};
