import { describe, expect, it } from 'vitest';
import { mayUser, RULES, rulesForRoles, type Rule, seesExpertRates, seesHidePricesSwitch } from './permissions';

const candidate = { _id: 'c', roles: ['candidate'] };
const customer = { _id: 'k', roles: ['customer'] };
const admin = { _id: 'a', roles: ['admin'] };
const both = { _id: 'b', roles: ['candidate', 'customer'] };

// Every role × rule, as spec §6 states it.
const expected: [string, { roles?: unknown } | null, Record<Rule, boolean>][] = [
  ['anonymous', null, { registration: false, passwordChange: false, project: false, people: false }],
  ['a user without roles', { roles: [] }, { registration: false, passwordChange: false, project: false, people: false }],
  ['candidate', candidate, { registration: true, passwordChange: true, project: true, people: false }],
  ['customer', customer, { registration: true, passwordChange: true, people: true, project: false }],
  ['admin', admin, { registration: true, passwordChange: true, project: true, people: true }],
  ['candidate + customer', both, { registration: true, passwordChange: true, project: true, people: true }],
];

describe('mayUser', () => {
  for (const [who, user, rules] of expected) {
    for (const rule of RULES) {
      it(`${who} ${rules[rule] ? 'may' : 'may not'} use ${rule}`, () => {
        expect(mayUser(user, rule)).toBe(rules[rule]);
      });
    }
  }

  it('treats undefined like anonymous', () => {
    expect(RULES.some((rule) => mayUser(undefined, rule))).toBe(false);
  });

  it('ignores unknown roles and roles stored in other shapes (fails closed)', () => {
    expect(mayUser({ roles: ['superuser'] }, 'people')).toBe(false);
    expect(mayUser({ roles: { __global_roles__: ['admin'] } }, 'people')).toBe(false);
    expect(mayUser({ roles: 'admin' }, 'people')).toBe(false);
    expect(mayUser({ roles: [{ _id: 'admin', scope: null, assigned: true }] }, 'people')).toBe(false);
  });

  it('does not grant rules through inherited object properties', () => {
    expect(mayUser({ roles: ['constructor', 'toString', '__proto__'] }, 'registration')).toBe(false);
  });
});

describe('rulesForRoles', () => {
  it('gives the union of the rule sets', () => {
    expect([...rulesForRoles(['candidate', 'customer'])].sort()).toEqual(['passwordChange', 'people', 'project', 'registration']);
    expect([...rulesForRoles(['customer'])].sort()).toEqual(['passwordChange', 'people', 'registration']);
  });
});

describe('the Hide Prices switch', () => {
  it('is shown only to users holding both candidate and customer', () => {
    expect(seesHidePricesSwitch(both)).toBe(true);
    expect(seesHidePricesSwitch(candidate)).toBe(false);
    expect(seesHidePricesSwitch(customer)).toBe(false);
    expect(seesHidePricesSwitch(admin)).toBe(false);
    expect(seesHidePricesSwitch(null)).toBe(false);
  });
});

describe("experts' rates (the screens and the publications ask the same rule)", () => {
  it('are for customers and admins only', () => {
    expect([null, candidate, customer, admin, both].map((user) => seesExpertRates(user))).toEqual([false, false, true, true, true]);
  });
});
