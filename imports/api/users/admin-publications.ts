// The admins' users and roles table, one page at a time (common/admin-page-publication.ts):
// optionally one role, newest first, deleted accounts (tombstones) left out, never `services`.
import { type AdminPageDefinition, pageParam } from '../common/admin-page-publication';
import { createSchema, oneOf } from '../common/lists';
import { ADMIN_USER_FIELDS } from './publications';
import { USER_ROLES, type UserRole } from './schema';
import { usersCollection } from './store';

export interface AdminUsersParams {
  filters?: { role?: UserRole };
  page?: number;
}

export const ADMIN_USERS_PAGE = 'users.adminPage';

export function adminUsersPage(): AdminPageDefinition<AdminUsersParams> {
  return {
    name: ADMIN_USERS_PAGE,
    params: createSchema({
      filters: { type: createSchema({ role: { ...oneOf(USER_ROLES), optional: true } }), optional: true },
      page: pageParam,
    }),
    collection: usersCollection() as never,
    selector: ({ filters = {} }) => ({ deletedAt: { $exists: false }, ...(filters.role ? { roles: filters.role } : {}) }),
    sort: { createdAt: -1, _id: 1 },
    fields: ADMIN_USER_FIELDS,
  };
}
