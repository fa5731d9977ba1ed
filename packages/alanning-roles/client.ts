// Browser entry of `meteor/alanning:roles`: the synchronous, reactive reading of roles on the
// client, from the user documents the client holds (the user's own document arrives through
// accounts-base's publication with its `roles` field). `Roles.userIsInRole(userOrId, roles)`
// with an id reads `Meteor.users` (reactive inside Tracker). Writing roles is server-only.
// Left out: groups/scopes, the roles collection.
import { Accounts } from '../accounts-base/client';
import { type RoleNames, type UserWithRoles, getRolesForUser as rolesOf, userIsInRole as holdsRole, validateRoleName } from './common';

export * from './common';

function resolve(user: string | UserWithRoles | null | undefined): UserWithRoles | null | undefined {
  return typeof user === 'string' ? Accounts.users.findOne({ _id: user }) : user;
}

export const Roles = {
  userIsInRole: (user: string | UserWithRoles | null | undefined, roles: RoleNames): boolean => holdsRole(resolve(user), roles),
  getRolesForUser: (user: string | UserWithRoles | null | undefined): string[] => rolesOf(resolve(user)),
  validateRoleName,
};

export default Roles;
