import { describe, expect, it } from 'vitest';
import { describeSchemaContract, invalidKeys, withValue } from '../common/lists/schema-contract.testkit';
import { requestSchema } from './schema';
import { visitorRequest } from './samples.testkit';

describeSchemaContract('requests', requestSchema, {
  valid: visitorRequest,
  required: 'message',
  tooLong: 'message',
  wrongEnum: 'status',
  email: 'contact.email',
  operator: 'contact.name',
});

describe('requests schema', () => {
  it('accepts a logged-in customer’s request without contact details', () => {
    const doc = withValue(withValue(visitorRequest(), 'contact', undefined), 'userId', 'kT3fPqW8xZ2mN5rLa');
    expect(invalidKeys(requestSchema, doc)).toEqual([]);
  });

  it('needs contact details when a visitor sends it', () => {
    expect(invalidKeys(requestSchema, withValue(visitorRequest(), 'contact', undefined))).toContain('contact');
  });

  it('asks for between 1 and 50 experts', () => {
    expect(invalidKeys(requestSchema, withValue(visitorRequest(), 'expertsWanted', 0))).toContain('expertsWanted');
    expect(invalidKeys(requestSchema, withValue(visitorRequest(), 'expertsWanted', 500))).toContain('expertsWanted');
  });

  it('refuses a close reason outside the list', () => {
    expect(invalidKeys(requestSchema, withValue(visitorRequest(), 'closeReason', 'bored'))).toContain('closeReason');
  });
});
