import { describe, expect, it } from 'vitest';
import { describeSchemaContract, invalidKeys, withValue } from '../common/lists/schema-contract.testkit';
import { invitationRequestSchema, type InvitationRequest } from './schema';

function invitationRequest(): InvitationRequest & Record<string, unknown> {
  return {
    _id: 'Nn2wT3aT4eR5eQ6sA',
    email: 'eva.kovacs@telekom.hu',
    name: { first: 'Éva', last: 'Kovács' },
    kind: 'customer',
    company: 'Magyar Telekom Nyrt.',
    phone: '+36 30 123 4567',
    message: 'We are looking for three Java developers for our billing platform.',
    status: 'invited',
    invitedAt: new Date('2026-05-04T10:00:00Z'),
    invitedUserId: 'kT3fPqW8xZ2mN5rLa',
  };
}

describeSchemaContract('invitationRequests', invitationRequestSchema, {
  valid: invitationRequest,
  required: 'email',
  tooLong: 'message',
  wrongEnum: 'kind',
  email: 'email',
  operator: 'name.first',
});

describe('invitationRequests schema', () => {
  it('accepts a fresh request from a visitor with only e-mail, name and kind', () => {
    const minimal = { email: 'ondrej@dvorak.dev', name: { first: 'Ondřej', last: 'Dvořák' }, kind: 'candidate', status: 'new' };
    expect(invalidKeys(invitationRequestSchema, minimal)).toEqual([]);
  });

  it('refuses a phone number that is not one', () => {
    expect(invalidKeys(invitationRequestSchema, withValue(invitationRequest(), 'phone', 'call me maybe'))).toContain('phone');
  });
});
