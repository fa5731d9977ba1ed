import { describe, expect, it } from 'vitest';
import { describeSchemaContract, invalidKeys, withValue } from '../common/lists/schema-contract.testkit';
import { companyInvitationSchema, type CompanyInvitation } from './schema';
import { shownStatus } from './shown-status';

function invitation(): CompanyInvitation & Record<string, unknown> {
  return {
    _id: 'Jn5vT6aN7yX8zQ9rT',
    companyId: 'Co5mP6aN7yX8zQ9rS',
    invitedBy: 'kT3fPqW8xZ2mN5rLa',
    companyName: 'Brněnské strojírny s.r.o.',
    inviterName: 'Olga Berger',
    role: 'member',
    address: 'colin@firma.cz',
    createdAt: new Date('2026-11-01T12:00:00Z'),
    expiresAt: new Date('2026-11-15T12:00:00Z'),
    status: 'pending',
    hashedToken: 'x0ntvY8ZV3cdQlpuOWTq6fhovTazw3l2tnJn5bBmAbY=',
    pendingKey: 'Co5mP6aN7yX8zQ9rS:colin@firma.cz',
  };
}

describeSchemaContract('companyInvitations', companyInvitationSchema, {
  valid: invitation,
  required: 'address',
  tooLong: 'companyName',
  wrongEnum: 'status',
  operator: 'address',
});

describe('companyInvitations schema', () => {
  it('refuses an owner role beyond the company roles and an address that is no address', () => {
    expect(invalidKeys(companyInvitationSchema, withValue(invitation(), 'role', 'admin'))).toContain('role');
    expect(invalidKeys(companyInvitationSchema, withValue(invitation(), 'address', 'not an address'))).toContain('address');
  });
});

describe('shownStatus', () => {
  it('shows a pending invitation past its expiry as expired, and an answered one as answered', () => {
    const before = new Date('2026-11-15T11:59:59Z').getTime();
    const after = new Date('2026-11-15T12:00:00Z').getTime();
    expect(shownStatus(invitation(), before)).toBe('pending');
    expect(shownStatus(invitation(), after)).toBe('expired');
    expect(shownStatus({ ...invitation(), status: 'declined' }, after)).toBe('declined');
    expect(shownStatus({ ...invitation(), status: 'accepted' }, after)).toBe('accepted');
  });
});
