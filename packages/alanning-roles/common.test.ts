import { describe, expect, it } from 'vitest';
import { addRolesModifier, getRolesForUser, removeRolesModifier, userIsInRole, validateRoleName } from './common';

describe('Roles.userIsInRole', () => {
  const user = { _id: 'u1', roles: ['candidate', 'customer'] };

  it('accepts one role name or an array, true when any matches', () => {
    expect(userIsInRole(user, 'candidate')).toBe(true);
    expect(userIsInRole(user, ['admin', 'customer'])).toBe(true);
    expect(userIsInRole(user, 'admin')).toBe(false);
    expect(userIsInRole(user, ['admin'])).toBe(false);
  });

  it('is false for an empty role list, anonymous users and users without roles', () => {
    expect(userIsInRole(user, [])).toBe(false);
    expect(userIsInRole(null, 'candidate')).toBe(false);
    expect(userIsInRole(undefined, 'candidate')).toBe(false);
    expect(userIsInRole({ _id: 'u2' }, 'candidate')).toBe(false);
  });

  it('reads only the array-of-names storage form', () => {
    expect(userIsInRole({ roles: { __global_roles__: ['admin'] } }, 'admin')).toBe(false);
    expect(userIsInRole({ roles: [{ _id: 'admin', scope: null }] }, 'admin')).toBe(false);
    expect(userIsInRole({ roles: 'admin' }, 'admin')).toBe(false);
  });
});

describe('Roles.getRolesForUser', () => {
  it('returns the role names once each, skipping non-strings', () => {
    expect(getRolesForUser({ roles: ['admin', 'admin', 7, '', 'customer'] })).toEqual(['admin', 'customer']);
    expect(getRolesForUser(null)).toEqual([]);
  });
});

describe('role modifiers', () => {
  it('adds roles without duplicates and removes them', () => {
    expect(addRolesModifier('admin')).toEqual({ $addToSet: { roles: { $each: ['admin'] } } });
    expect(removeRolesModifier(['customer', 'candidate'])).toEqual({ $pull: { roles: { $in: ['customer', 'candidate'] } } });
  });

  it('refuses invalid role names with the alanning:roles message', () => {
    expect(() => addRolesModifier(['admin', ' admin'])).toThrow("Invalid role name ' admin'.");
    expect(() => validateRoleName('')).toThrow("Invalid role name ''.");
    expect(() => removeRolesModifier([{ $ne: null } as unknown as string])).toThrow('Invalid role name');
  });
});
