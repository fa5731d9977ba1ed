import { describe, expect, it } from 'vitest';
import { describeSchemaContract, invalidKeys, withValue } from '../common/lists/schema-contract.testkit';
import { CV_MAX_BYTES, OWN_USER_FIELDS, userSchema } from './schema';
import { candidate } from './samples.testkit';

describeSchemaContract('users', userSchema, {
  valid: candidate,
  required: 'profile.name.first',
  tooLong: 'candidateData.city',
  wrongEnum: 'candidateData.languages.1.level',
  email: 'emails.0.address',
  operator: 'candidateData.phone',
});

describe('users schema: candidate data rules', () => {
  it('accepts a freshly created account with nothing but an e-mail', () => {
    const fresh = { _id: 'aB3dE5fG7hJ9kL2mN', createdAt: new Date(), emails: [{ address: 'petr@firma.cz', verified: false }] };
    expect(invalidKeys(userSchema, fresh)).toEqual([]);
  });

  it('requires the language named in words when "other" is chosen', () => {
    const doc = withValue(candidate(), 'candidateData.languages.0', { language: 'other', level: 'B1' });
    expect(invalidKeys(userSchema, doc)).toContain('candidateData.languages.0.language2');
    withValue(doc, 'candidateData.languages.0.language2', 'Ukrainian');
    expect(invalidKeys(userSchema, doc)).toEqual([]);
  });

  it('refuses a CV over 10 MB or of a type other than PDF/DOCX', () => {
    expect(invalidKeys(userSchema, withValue(candidate(), 'candidateData.cv.size', CV_MAX_BYTES + 1))).toContain('candidateData.cv.size');
    expect(invalidKeys(userSchema, withValue(candidate(), 'candidateData.cv.mimeType', 'application/x-msdownload'))).toContain(
      'candidateData.cv.mimeType',
    );
  });

  it('refuses a photo name that could leave the upload folder', () => {
    expect(invalidKeys(userSchema, withValue(candidate(), 'candidateData.photo', '../server/main.js'))).toContain('candidateData.photo');
  });

  it('refuses the same skill twice and an experience ending before it began', () => {
    expect(invalidKeys(userSchema, withValue(candidate(), 'candidateData.skills', ['sap-fi', 'sap-fi']))).toContain('candidateData.skills');
    const reversed = withValue(candidate(), 'candidateData.experience.1.to', new Date('2010-01-01'));
    expect(invalidKeys(userSchema, reversed)).toContain('candidateData.experience.1.to');
  });

  it('refuses a workload outside 10–100 % and a negative rate', () => {
    expect(invalidKeys(userSchema, withValue(candidate(), 'candidateData.availability.workloadPercent', 120))).toContain(
      'candidateData.availability.workloadPercent',
    );
    expect(invalidKeys(userSchema, withValue(candidate(), 'candidateData.expectedRate.amount', -5))).toContain(
      'candidateData.expectedRate.amount',
    );
  });

  it('refuses a role that does not exist', () => {
    expect(invalidKeys(userSchema, withValue(candidate(), 'roles', ['candidate', 'superuser']))).toContain('roles.1');
  });

  it('never lists the password and login tokens among the fields a user receives', () => {
    expect(Object.keys(OWN_USER_FIELDS)).not.toContain('services');
  });
});
