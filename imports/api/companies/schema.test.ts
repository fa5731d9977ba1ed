import { describe, expect, it } from 'vitest';
import { describeSchemaContract, invalidKeys, withValue } from '../common/lists/schema-contract.testkit';
import { companySchema } from './schema';
import { company } from './samples.testkit';

describeSchemaContract('companies', companySchema, {
  valid: company,
  required: 'companyIdNumber',
  tooLong: 'name',
  wrongEnum: 'members.1.role',
  operator: 'vatId',
});

describe('companies schema', () => {
  it('always keeps an owner', () => {
    const ownerless = withValue(company(), 'members', [{ userId: 'Hn4kR7tW2xY9zA3bC', role: 'member', addedAt: new Date() }]);
    expect(invalidKeys(companySchema, ownerless)).toContain('members');
  });

  it('lists a user only once', () => {
    const twice = withValue(company(), 'members.1.userId', 'kT3fPqW8xZ2mN5rLa');
    expect(invalidKeys(companySchema, twice)).toContain('members');
  });

  it('refuses a VAT ID without its country prefix and a website that is not a web address', () => {
    expect(invalidKeys(companySchema, withValue(company(), 'vatId', '27082440'))).toContain('vatId');
    expect(invalidKeys(companySchema, withValue(company(), 'website', 'javascript:alert(1)'))).toContain('website');
  });

  it('refuses a country outside the list', () => {
    expect(invalidKeys(companySchema, withValue(company(), 'country', 'Czech Republic'))).toContain('country');
  });
});
