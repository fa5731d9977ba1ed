import { describe, expect, it } from 'vitest';
import { describeSchemaContract, invalidKeys, withValue } from '../common/lists/schema-contract.testkit';
import { companyInvitationSchema } from './schema';
import { shownStatus } from './shown-status';
import { invitation } from './samples.testkit';

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
