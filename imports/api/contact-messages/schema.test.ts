import { describe, expect, it } from 'vitest';
import { describeSchemaContract, invalidKeys, withValue } from '../common/lists/schema-contract.testkit';
import { contactMessageSchema } from './schema';
import { contactMessage } from './samples.testkit';

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
