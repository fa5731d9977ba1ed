import { describe, expect, it } from 'vitest';
import { describeSchemaContract, invalidKeys, withValue } from '../common/lists/schema-contract.testkit';
import { PUBLIC_PERSON_FIELDS, personSchema } from './schema';
import { expert } from './samples.testkit';

describeSchemaContract('people', personSchema, {
  valid: expert,
  required: 'headline',
  tooLong: 'summary',
  wrongEnum: 'languages.0.level',
  operator: 'firstName',
});

describe('people schema: anonymised directory entry', () => {
  it('accepts an experience entry without the employer (hidden at the expert’s wish)', () => {
    expect(expert().experience?.[0]?.company).toBeUndefined();
    expect(invalidKeys(personSchema, expert())).toEqual([]);
  });

  it('stores only the initial of the surname', () => {
    expect(invalidKeys(personSchema, withValue(expert(), 'lastInitial', 'Wiśniewski'))).toContain('lastInitial');
  });

  it('refuses a continent that does not match the country', () => {
    expect(invalidKeys(personSchema, withValue(expert(), 'continent', 'ASIA'))).toContain('continent');
  });

  it('refuses a slug that is not URL-safe', () => {
    expect(invalidKeys(personSchema, withValue(expert(), 'urlName', 'Tomasz W./admin'))).toContain('urlName');
  });

  it('needs at least one skill and one language to be found by filters', () => {
    expect(invalidKeys(personSchema, withValue(expert(), 'skills', []))).toContain('skills');
    expect(invalidKeys(personSchema, withValue(expert(), 'languages', []))).toContain('languages');
  });

  it('never sends the link to the candidate’s account to the public', () => {
    expect(Object.keys(PUBLIC_PERSON_FIELDS)).not.toContain('sourceUserId');
  });
});
