import { describe, expect, it } from 'vitest';
import { describeSchemaContract, invalidKeys, withValue } from '../common/lists/schema-contract.testkit';
import { CV_MAX_BYTES, OWN_USER_FIELDS, userSchema, type User } from './schema';

function candidate(): User & Record<string, unknown> {
  return {
    _id: 'kT3fPqW8xZ2mN5rLa',
    emails: [{ address: 'jana.novakova@seznam.cz', verified: true }],
    createdAt: new Date('2026-03-02T09:15:00Z'),
    profile: { name: { first: 'Jana', last: 'Nováková' }, hiddenPrices: false },
    roles: ['candidate'],
    services: { password: { bcrypt: '$2b$10$abcdefghijklmnopqrstuv' }, resume: { loginTokens: [] } },
    campaign: { utm_source: 'linkedin', utm_medium: 'cpc', utm_campaign: 'sap-q2', capturedAt: new Date('2026-03-02T09:10:00Z') },
    candidateData: {
      phone: '+420 602 123 456',
      country: 'CZ',
      city: 'Brno',
      headline: 'SAP FI/CO consultant · S/4HANA migrations',
      languages: [
        { language: 'cs', level: 'native' },
        { language: 'en', level: 'C1' },
        { language: 'de', language2: 'Swiss German', level: 'B2' },
      ],
      availability: { from: new Date('2026-05-01'), workloadPercent: 80 },
      expectedRate: { amount: 85, currency: 'EUR', unit: 'hour' },
      fieldsOfExpertise: ['sap-erp'],
      industries: ['automotive', 'industrial-manufacturing'],
      skills: ['sap-fi', 'sap-co', 'sap-s4hana', 'sap-abap'],
      typesOfService: ['freelance', 'temporary-contracting'],
      yearsOfExperience: 12,
      experience: [
        { role: 'Senior SAP FI/CO consultant', company: 'Škoda Auto', industry: 'automotive', from: new Date('2019-01-01'), description: 'S/4HANA finance migration.' },
        { role: 'SAP consultant', company: 'Accenture', industry: 'it-services', from: new Date('2014-02-01'), to: new Date('2018-12-31') },
      ],
      hideEmployerNames: true,
      cv: { file: 'Xk29sLpQ0aZ.pdf', name: 'Jana Novakova CV.pdf', mimeType: 'application/pdf', size: 482_133, uploadedAt: new Date('2026-03-02T09:30:00Z') },
      photo: 'p7Hq2LmZx9.webp',
      completedSteps: ['personal-details-1', 'personal-details-2', 'experience-1', 'experience-2', 'upload-cv'],
    },
  };
}

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
