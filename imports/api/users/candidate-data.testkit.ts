// A candidate's wizard data complete enough for an admin to publish it as a directory entry.
import type { CandidateData } from './schema';

export function publishableCandidateData(headline: string, overrides: Partial<CandidateData> = {}): CandidateData {
  return {
    country: 'CZ',
    city: 'Brno',
    headline,
    languages: [{ language: 'en', level: 'C1' }],
    availability: { from: new Date('2030-01-01T00:00:00Z'), workloadPercent: 100 },
    expectedRate: { amount: 90, currency: 'EUR', unit: 'hour' },
    fieldsOfExpertise: ['software-development'],
    skills: ['java'],
    yearsOfExperience: 8,
    ...overrides,
  };
}
