// The admins' users and roles table, one page at a time (common/admin-page-definition.ts):
// optionally one role, newest first, deleted accounts (tombstones) left out, never `services`.
// A function: the accounts collection exists once the server has started.
import { defineAdminPage } from '../common/admin-page-definition';
import { ADMIN_USER_FIELDS } from './publications';
import { USER_ROLES } from './schema';
import { usersCollection } from './store';

export function adminUsersPage() {
  return defineAdminPage({
    name: 'users.adminPage',
    collection: usersCollection(),
    filters: { role: USER_ROLES },
    filterPaths: { role: 'roles' },
    always: { deletedAt: { $exists: false } },
    sort: { createdAt: -1, _id: -1 },
    fields: ADMIN_USER_FIELDS,
  });
}
