import { describe, expect, it } from 'vitest';
import { describeSchemaContract, invalidKeys, withValue } from '../common/lists/schema-contract.testkit';
import { contactMessageSchema, type ContactMessage } from './schema';

function contactMessage(): ContactMessage & Record<string, unknown> {
  return {
    _id: 'Cm2sG3eS4aG5eH6jK',
    name: 'Katarína Horváthová',
    email: 'k.horvathova@eset.sk',
    phone: '+421 905 123 456',
    company: 'ESET, spol. s r.o.',
    subject: 'Security architects for a NIS2 programme',
    message: 'Could you send us profiles of security architects with NIS2 experience?',
    url: 'https://example.com/engine/experts',
    consentAt: new Date('2026-07-14T13:02:00Z'),
    status: 'new',
  };
}

describeSchemaContract('contactMessages', contactMessageSchema, {
  valid: contactMessage,
  required: 'message',
  tooLong: 'subject',
  wrongEnum: 'status',
  email: 'email',
  operator: 'message',
});

describe('contactMessages schema', () => {
  it('refuses a page address that is not http(s)', () => {
    expect(invalidKeys(contactMessageSchema, withValue(contactMessage(), 'url', 'javascript:alert(1)'))).toContain('url');
  });
});
