import { describe, expect, it } from 'vitest';
import { describeSchemaContract, invalidKeys, withValue } from '../common/lists/schema-contract.testkit';
import { SKILLS } from '../common/lists';
import { requestSchema } from './schema';
import { sendRequestInputSchema } from './send-request-input-schema';
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

describe('what the experts need (requests and peopleRequests.send alike)', () => {
  const needs = {
    skills: ['python', 'django'],
    languages: [{ language: 'de', minLevel: 'B2' }, { language: 'en', minLevel: 'C1' }],
    rate: { onRequest: false, min: 60, max: 85, currency: 'EUR', unit: 'hour' },
  };
  // withValue changes the document it is given: each check builds its own.
  const sent = () => ({ message: 'A Python developer for a Django shop.', ...structuredClone(needs) });

  it('accepts skills from the list, languages with a minimum level and a rate range, or none of them', () => {
    expect(invalidKeys(requestSchema, { ...visitorRequest(), ...structuredClone(needs) })).toEqual([]);
    expect(invalidKeys(sendRequestInputSchema, sent())).toEqual([]);
    expect(invalidKeys(sendRequestInputSchema, { message: sent().message })).toEqual([]);
    expect(invalidKeys(sendRequestInputSchema, { ...sent(), rate: { onRequest: false, max: 700, currency: 'CZK', unit: 'day' } })).toEqual([]);
  });

  it('refuses a skill outside the list, one listed twice, and more than 30', () => {
    for (const schema of [requestSchema, sendRequestInputSchema]) {
      const doc = () => (schema === requestSchema ? visitorRequest() : sent());
      expect(invalidKeys(schema, withValue(doc(), 'skills', ['python', 'basket-weaving']))).toContain('skills.1');
      expect(invalidKeys(schema, withValue(doc(), 'skills', ['python', 'python']))).toContain('skills');
      expect(invalidKeys(schema, withValue(doc(), 'skills', SKILLS.slice(0, 31).map((skill) => skill.value)))).toContain('skills');
    }
  });

  it('refuses a language or level outside the lists, a language twice, a missing level and more than six', () => {
    const seven = ['de', 'en', 'cs', 'pl', 'sk', 'hu', 'fr'].map((language) => ({ language, minLevel: 'B1' }));
    expect(invalidKeys(sendRequestInputSchema, withValue(sent(), 'languages', [{ language: 'klingon', minLevel: 'B2' }]))).toContain('languages.0.language');
    expect(invalidKeys(sendRequestInputSchema, withValue(sent(), 'languages', [{ language: 'de', minLevel: 'B3' }]))).toContain('languages.0.minLevel');
    expect(invalidKeys(sendRequestInputSchema, withValue(sent(), 'languages', [{ language: 'de' }]))).toContain('languages.0.minLevel');
    expect(invalidKeys(sendRequestInputSchema, withValue(sent(), 'languages', [{ language: 'de', minLevel: 'B2' }, { language: 'de', minLevel: 'C1' }]))).toContain('languages');
    expect(invalidKeys(sendRequestInputSchema, withValue(sent(), 'languages', seven))).toContain('languages');
    expect(invalidKeys(requestSchema, withValue(visitorRequest(), 'languages', [{ language: 'de', minLevel: 'B3' }]))).toContain('languages.0.minLevel');
  });

  it('refuses an inverted rate range, one without currency or unit, and amounts out of range', () => {
    const rate = needs.rate;
    expect(invalidKeys(sendRequestInputSchema, withValue(sent(), 'rate', { ...rate, min: 90, max: 80 }))).toContain('rate.max');
    expect(invalidKeys(sendRequestInputSchema, withValue(sent(), 'rate', { onRequest: false, max: 80, unit: 'hour' }))).toContain('rate.currency');
    expect(invalidKeys(sendRequestInputSchema, withValue(sent(), 'rate', { onRequest: false, max: 80, currency: 'EUR' }))).toContain('rate.unit');
    expect(invalidKeys(sendRequestInputSchema, withValue(sent(), 'rate', { onRequest: false, currency: 'EUR', unit: 'hour' }))).toContain('rate.min');
    expect(invalidKeys(sendRequestInputSchema, withValue(sent(), 'rate', { ...rate, max: -5 }))).toContain('rate.max');
    expect(invalidKeys(sendRequestInputSchema, withValue(sent(), 'rate', { ...rate, currency: 'DOGE' }))).toContain('rate.currency');
    expect(invalidKeys(requestSchema, withValue(visitorRequest(), 'rate', { ...rate, min: 90, max: 80 }))).toContain('rate.max');
  });
});
