import { describe, expect, it } from 'vitest';
import { describeSchemaContract, invalidKeys, withValue } from '../common/lists/schema-contract.testkit';
import { invitationRequestSchema } from './schema';
import { invitationRequest } from './samples.testkit';

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
