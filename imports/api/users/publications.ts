// The users module's publications. Each sends only the fields its caller may see, never
// `services`:
// - `users.me`: the caller's own document with the wizard and profile data (OWN_USER_FIELDS),
//   which the accounts package's universal publication leaves out.
// - `users.admin` (admins): accounts with profile, e-mails, roles, createdAt, status and selected
//   company, newest first, optionally one role only; deleted accounts (tombstones) are left out.
//   Decision: at most 500 per subscription (default 200); the admin screen asks for more.
import { definePublication } from '../common/define-publication';
import { createSchema, integer, oneOf } from '../common/lists';
import { OWN_USER_FIELDS, USER_ROLES, type UserRole } from './schema';
import { usersCollection } from './store';

export const ADMIN_USER_FIELDS = { profile: 1, emails: 1, roles: 1, createdAt: 1, status: 1, selectedAccountId: 1, disabledAt: 1 } as const;

const adminOptionsSchema = createSchema({
  role: { ...oneOf(USER_ROLES), optional: true },
  limit: { ...integer(1, 500), optional: true },
});

export const userPublications = [
  definePublication({
    name: 'users.me',
    params: createSchema({}),
    access: 'user',
    cursors() {
      return usersCollection().find({ _id: this.userId as string }, { fields: OWN_USER_FIELDS });
    },
  }),
  definePublication({
    name: 'users.admin',
    params: createSchema({ options: { type: adminOptionsSchema, optional: true } }),
    access: 'admin',
    cursors: (options: { role?: UserRole; limit?: number } = {}) =>
      usersCollection().find(
        { deletedAt: { $exists: false }, ...(options.role ? { roles: options.role } : {}) },
        { fields: ADMIN_USER_FIELDS, sort: { createdAt: -1 }, limit: options.limit ?? 200 },
      ),
  }),
];
