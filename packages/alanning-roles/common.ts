// alanning:roles, the part that needs no database: reading a user's roles and answering
// `Roles.userIsInRole(user, roles)` / `Roles.getRolesForUser(user)`, plus the update modifiers
// behind `addUsersToRoles` / `removeUsersFromRoles`.
//
// Storage decision: roles live on the user document as an array of role names,
// `roles: ['candidate', 'customer']` — alanning:roles v1's "global roles" form, which is what
// Meteor user databases of that era hold. No groups/scopes, no role hierarchy, no separate
// role-assignment collection (v3+). Any other `roles` shape (v1 grouped object, v2 objects) counts
// as *no roles*: permissions fail closed, and such data must be migrated before import.
// Left out: lookups by user id (the server entry queries the users collection), the `roles`
// collection and `createRole`, scopes.
export interface UserWithRoles {
  _id?: string;
  roles?: unknown;
}

export type RoleNames = string | readonly string[];

/** `Invalid role name '<x>'.` for empty, non-string or space-padded names, as alanning:roles. */
export function validateRoleName(name: unknown): asserts name is string {
  if (typeof name !== 'string' || name.length === 0 || name.trim() !== name) {
    throw new Error(`Invalid role name '${String(name)}'.`);
  }
}

function asList(roles: RoleNames): string[] {
  return (typeof roles === 'string' ? [roles] : [...roles]).filter((role) => role !== null && role !== undefined);
}

/** The user's roles, de-duplicated; [] for null/undefined users and unknown storage shapes. */
export function getRolesForUser(user: UserWithRoles | null | undefined): string[] {
  const stored = user?.roles;
  if (!Array.isArray(stored)) return [];
  return [...new Set(stored.filter((role): role is string => typeof role === 'string' && role.length > 0))];
}

/** True when the user holds any of the roles (a string or an array); empty roles → false. */
export function userIsInRole(user: UserWithRoles | null | undefined, roles: RoleNames): boolean {
  const wanted = asList(roles);
  if (wanted.length === 0) return false;
  const held = new Set(getRolesForUser(user));
  return wanted.some((role) => held.has(role));
}

/** `{$addToSet: {roles: {$each: [...]}}}`: the update that adds roles without duplicates. */
export function addRolesModifier(roles: RoleNames): { $addToSet: { roles: { $each: string[] } } } {
  const list = asList(roles);
  list.forEach(validateRoleName);
  return { $addToSet: { roles: { $each: list } } };
}

/** `{$pull: {roles: {$in: [...]}}}`: the update that removes roles. */
export function removeRolesModifier(roles: RoleNames): { $pull: { roles: { $in: string[] } } } {
  const list = asList(roles);
  list.forEach(validateRoleName);
  return { $pull: { roles: { $in: list } } };
}

export const Roles = {
  userIsInRole,
  getRolesForUser,
  validateRoleName,
  addRolesModifier,
  removeRolesModifier,
} as const;
