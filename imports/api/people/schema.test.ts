import { describe, expect, it } from 'vitest';
import { describeSchemaContract, invalidKeys, withValue } from '../common/lists/schema-contract.testkit';
import { PUBLIC_PERSON_FIELDS, personSchema, type Person } from './schema';

function expert(): Person & Record<string, unknown> {
  return {
    _id: 'Hn4kR7tW2xY9zA3bC',
    firstName: 'Tomasz',
    lastInitial: 'W',
    headline: 'Embedded C engineer · AUTOSAR, ISO 26262',
    summary: 'Fourteen years of body-control and powertrain ECUs for German OEMs and tier-1 suppliers.',
    photo: 'Qm2xLp8sT4.jpg',
    city: 'Wrocław',
    country: 'PL',
    continent: 'EURO',
    fieldsOfExpertise: ['embedded-systems'],
    industries: ['automotive'],
    skills: ['embedded-c', 'autosar-classic', 'misra', 'iso-26262', 'can-bus'],
    typesOfService: ['freelance', 'team-augmentation'],
    languages: [
      { language: 'pl', level: 'native' },
      { language: 'en', level: 'C1' },
      { language: 'de', level: 'B1' },
    ],
    yearsOfExperience: 14,
    experience: [
      { role: 'Lead embedded developer', industry: 'automotive', from: new Date('2020-04-01'), description: 'Body-control module for a German OEM.' },
      { role: 'Embedded developer', company: 'Nokia', industry: 'telecommunications', from: new Date('2012-01-01'), to: new Date('2020-03-31') },
    ],
    rate: { amount: 70, currency: 'EUR', unit: 'hour' },
    availability: { from: new Date('2026-06-01'), workloadPercent: 100 },
    remotePercent: 80,
    urlName: 'tomasz-w-embedded-c-autosar',
    status: 'published',
    publishedAt: new Date('2026-02-10T08:00:00Z'),
    sourceUserId: 'Zt6yW8iR2pQ4wE5rT',
  };
}

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
