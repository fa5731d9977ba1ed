// The app's permission policy (spec §6), the one copy both sides import: the roles, which roles
// grant which rules, and the one helper every method (and every screen deciding what to offer)
// uses to ask "may this user do X". Roles are kept on the user document as an array of names (see
// packages/alanning-roles/common.ts); a user with several roles gets the union of their rule sets,
// and admin is allowed everything. Anonymous users (null) may do nothing guarded here.
import type { ListItem } from './lists/list-item';

export const USER_ROLES = [
  { value: 'candidate', label: 'Candidate' },
  { value: 'customer', label: 'Customer' },
  { value: 'admin', label: 'Administrator' },
] as const satisfies readonly ListItem[];
export type UserRole = (typeof USER_ROLES)[number]['value'];

export const RULES = ['registration', 'passwordChange', 'project', 'people'] as const;
export type Rule = (typeof RULES)[number];

/** Rule sets per role. Admin is not listed: it is granted every rule, including future ones. */
export const RULE_SETS: Readonly<Record<Exclude<UserRole, 'admin'>, readonly Rule[]>> = {
  candidate: ['registration', 'passwordChange', 'project'],
  customer: ['registration', 'passwordChange', 'people'],
};

export interface UserWithRoles {
  roles?: unknown;
}

/**
 * The user's role names. Same reading as `Roles.getRolesForUser` (array of strings, anything
 * else is no roles, so permissions fail closed).
 */
export function rolesOf(user: UserWithRoles | null | undefined): string[] {
  const stored = user?.roles;
  return Array.isArray(stored) ? stored.filter((role): role is string => typeof role === 'string') : [];
}

function isRuleSetRole(role: string): role is keyof typeof RULE_SETS {
  return Object.prototype.hasOwnProperty.call(RULE_SETS, role);
}

/** Every rule the roles grant together. */
export function rulesForRoles(roles: readonly string[]): ReadonlySet<Rule> {
  if (roles.includes('admin')) return new Set(RULES);
  const rules = new Set<Rule>();
  for (const role of roles) {
    if (isRuleSetRole(role)) for (const rule of RULE_SETS[role]) rules.add(rule);
  }
  return rules;
}

/** May this user do `rule`? False for anonymous users and users without a granting role. */
export function mayUser(user: UserWithRoles | null | undefined, rule: Rule): boolean {
  return rulesForRoles(rolesOf(user)).has(rule);
}

/** Users holding both candidate and customer see the Hide Prices switch (spec §6). */
export function seesHidePricesSwitch(user: UserWithRoles | null | undefined): boolean {
  const roles = rolesOf(user);
  return roles.includes('candidate') && roles.includes('customer');
}

/**
 * Experts' rates are for company accounts and admins (issue 18 §6): the same 'people' rule as
 * requesting experts, so whoever may request an expert sees what they charge. An expert also
 * sees their own rate (people/rate-visibility.ts).
 */
export function seesExpertRates(user: UserWithRoles | null | undefined): boolean {
  return mayUser(user, 'people');
}
