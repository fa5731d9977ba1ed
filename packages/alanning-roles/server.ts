// Server entry of `meteor/alanning:roles` (v1 "global roles" API over a `roles` array on the user
// document, see common.ts): `Roles.userIsInRole(userOrId, roles)` answers at once for a user
// object and asynchronously for an id (it reads the user), as do `getRolesForUser`;
// `addUsersToRoles`, `removeUsersFromRoles` and `setUserRoles` write the users collection. These
// are trusted server functions: no method exposes them, so no client can give itself a role.
// Writes go through the users collection (and its schema, when the app attached one), so the
// user's own publication shows the new roles at once. Left out: groups/scopes, the `roles`
// collection, `createRole`/`deleteRole`, role hierarchies, `getUsersInRole` options.
import { users } from '../accounts-base/users-collection';
import {
  type RoleNames,
  type UserWithRoles,
  addRolesModifier,
  getRolesForUser as rolesOf,
  removeRolesModifier,
  userIsInRole as holdsRole,
  validateRoleName,
} from './common';

export * from './common';

type UserRef = string | UserWithRoles;

function idOf(user: UserRef): string {
  const id = typeof user === 'string' ? user : user?._id;
  if (typeof id !== 'string' || id === '') throw new Error('Roles: a user id or a user object with an _id is required');
  return id;
}

function idsOf(users: UserRef | readonly UserRef[]): string[] {
  return (Array.isArray(users) ? users : [users as UserRef]).map(idOf);
}

async function rolesOfId(userId: string): Promise<string[]> {
  return rolesOf(await users.findOneAsync({ _id: userId }, { fields: { roles: 1 } }));
}

function userIsInRole(user: UserWithRoles | null | undefined, roles: RoleNames): boolean;
function userIsInRole(userId: string, roles: RoleNames): Promise<boolean>;
function userIsInRole(user: string | UserWithRoles | null | undefined, roles: RoleNames): boolean | Promise<boolean> {
  if (typeof user === 'string') return rolesOfId(user).then((held) => holdsRole({ roles: held }, roles));
  return holdsRole(user, roles);
}

function getRolesForUser(user: UserWithRoles | null | undefined): string[];
function getRolesForUser(userId: string): Promise<string[]>;
function getRolesForUser(user: string | UserWithRoles | null | undefined): string[] | Promise<string[]> {
  return typeof user === 'string' ? rolesOfId(user) : rolesOf(user);
}

async function addUsersToRoles(usersToChange: UserRef | readonly UserRef[], roles: RoleNames): Promise<void> {
  const modifier = addRolesModifier(roles);
  for (const id of idsOf(usersToChange)) {
    // `$addToSet` needs an array: a user stored without roles (or in another shape) starts fresh.
    await users.updateAsync({ _id: id, roles: { $not: { $type: 'array' } } }, { $set: { roles: [] } });
    await users.updateAsync({ _id: id }, modifier);
  }
}

async function removeUsersFromRoles(usersToChange: UserRef | readonly UserRef[], roles: RoleNames): Promise<void> {
  const modifier = removeRolesModifier(roles);
  for (const id of idsOf(usersToChange)) await users.updateAsync({ _id: id, roles: { $type: 'array' } }, modifier);
}

/** Replaces the users' roles with exactly `roles`. */
async function setUserRoles(usersToChange: UserRef | readonly UserRef[], roles: RoleNames): Promise<void> {
  const list = [...new Set(typeof roles === 'string' ? [roles] : roles)];
  list.forEach(validateRoleName);
  for (const id of idsOf(usersToChange)) await users.updateAsync({ _id: id }, { $set: { roles: list } });
}

/** Ids of the users holding any of `roles`. */
async function getUsersInRole(roles: RoleNames): Promise<string[]> {
  const list = typeof roles === 'string' ? [roles] : [...roles];
  const found = await users.find({ roles: { $in: list } }, { fields: { _id: 1 } }).fetchAsync();
  return found.map((user) => user._id);
}

export const Roles = {
  userIsInRole,
  /** v3 name: always async. */
  userIsInRoleAsync: async (user: UserRef, roles: RoleNames): Promise<boolean> =>
    typeof user === 'string' ? userIsInRole(user, roles) : userIsInRole(user, roles),
  getRolesForUser,
  getRolesForUserAsync: async (user: UserRef): Promise<string[]> =>
    typeof user === 'string' ? getRolesForUser(user) : getRolesForUser(user),
  addUsersToRoles,
  removeUsersFromRoles,
  setUserRoles,
  getUsersInRole,
  validateRoleName,
  addRolesModifier,
  removeRolesModifier,
};

export default Roles;
