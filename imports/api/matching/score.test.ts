import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_LEVELS, LANGUAGES, SKILLS, type LanguageEntry, type LanguageRequirement, type Skill } from '../common/lists';
import { profileOfCandidate, profileOfPerson, type MatchProfile, type MatchRequirements } from './profile';
import { failsHardRequirement, scoreMatch } from './score';
import { DEFAULT_MATCH_WEIGHTS, matchWeightsFrom } from './weights';

const now = new Date('2026-11-27T10:00:00Z');
const options = { weights: DEFAULT_MATCH_WEIGHTS, now };
const day = 86_400_000;

const project: MatchRequirements = {
  skills: ['java', 'kubernetes'] as Skill[],
  languages: [{ language: 'de', minLevel: 'B2' }],
  rate: { onRequest: false, min: 60, max: 80, currency: 'EUR', unit: 'hour' },
  startDate: new Date(now.getTime() + 14 * day),
  workloadPercent: 80,
  remotePercent: 50,
  country: 'DE',
  city: 'Munich',
  fieldOfExpertise: 'software-development',
};

const fitting: MatchProfile = {
  skills: ['java', 'kubernetes', 'python'] as Skill[],
  languages: [{ language: 'de', level: 'C1' }],
  rate: { amount: 75, currency: 'EUR', unit: 'hour' },
  availability: { from: now, workloadPercent: 100 },
  country: 'DE',
  city: 'munich',
  fieldsOfExpertise: ['software-development'],
};

describe('scoreMatch examples', () => {
  it('scores a person who meets everything 100, every reason met', () => {
    const result = scoreMatch(project, fitting, options);
    expect(result.score).toBe(100);
    expect(result.reasons.every((item) => item.met === true)).toBe(true);
    expect(result.reasons.find((item) => item.part === 'languages')).toMatchObject({ messageId: 'languageLevel', values: { language: 'de', level: 'C1', required: 'B2' }, hard: true });
    expect(result.reasons.find((item) => item.part === 'location')?.messageId).toBe('locationSameCity');
  });

  it('explains a rate over the maximum, converted to the project unit, and lists it first', () => {
    const result = scoreMatch(project, { ...fitting, rate: { amount: 680, currency: 'EUR', unit: 'day' } }, options);
    expect(result.reasons[0]).toMatchObject({ part: 'rate', met: false, hard: true, values: { amount: 85, max: 80, currency: 'EUR', unit: 'hour' } });
    expect(result.score).toBeLessThan(100);
    expect(failsHardRequirement(result)).toBe(true);
  });

  it('names the missing skills and a missing language', () => {
    const result = scoreMatch(project, { ...fitting, skills: ['java'] as Skill[], languages: [{ language: 'en', level: 'C2' }] }, options);
    expect(result.reasons.find((item) => item.part === 'skills')).toMatchObject({ met: false, messageId: 'skillsSome', values: { covered: 1, required: 2, missing: ['kubernetes'] } });
    expect(result.reasons.find((item) => item.part === 'languages')).toMatchObject({ met: false, messageId: 'languageMissing' });
  });

  it('reads what the person has not filled in as unknown, half a fit', () => {
    const result = scoreMatch(project, {}, options);
    expect(result.reasons.every((item) => item.met === 'unknown')).toBe(true);
    expect(result.score).toBe(50);
  });

  it('fails the start when the person says they are not available, and counts late starts down', () => {
    const not = scoreMatch(project, { ...fitting, availability: { from: now, workloadPercent: 100, status: 'not' } }, options);
    expect(not.reasons[0]).toMatchObject({ part: 'start', met: false, messageId: 'startNotAvailable' });
    const late = scoreMatch(project, { ...fitting, availability: { from: new Date(now.getTime() + 44 * day), workloadPercent: 100 } }, options);
    expect(late.reasons[0]).toMatchObject({ part: 'start', met: false, messageId: 'startLate', values: { days: 30 } });
    expect(late.score).toBeGreaterThan(not.score);
  });

  it('lowers, never excludes, an availability confirmed more than 44 days ago', () => {
    const confirmed = (days: number) => ({ ...fitting, availability: { from: now, workloadPercent: 100, confirmedAt: new Date(now.getTime() - days * day) } });
    expect(scoreMatch(project, confirmed(44), options).score).toBe(100);
    const stale = scoreMatch(project, confirmed(45), options);
    expect(stale.score).toBeLessThan(100);
    expect(stale.score).toBeGreaterThan(0);
    expect(stale.reasons.find((item) => item.part === 'confirmation')).toMatchObject({ met: false, hard: false, messageId: 'availabilityUnconfirmed' });
  });

  it('treats a fully remote project as met anywhere and drops parts the project does not ask about', () => {
    const result = scoreMatch({ remotePercent: 100, skills: ['java'] as Skill[] }, { country: 'PL', skills: ['java'] as Skill[] }, options);
    expect(result.score).toBe(100);
    expect(result.reasons.map((item) => item.part)).toEqual(['skills', 'location']);
  });

  it('reads both kinds of profile', () => {
    expect(profileOfCandidate({ candidateData: { expectedRate: { amount: 1, currency: 'EUR', unit: 'day' }, skills: ['java'] as Skill[] } })).toMatchObject({ rate: { amount: 1 }, skills: ['java'] });
    expect(profileOfPerson({ fieldsOfExpertise: ['software-development'], country: 'CZ' })).toMatchObject({ fieldsOfExpertise: ['software-development'], country: 'CZ' });
  });

  it('takes weights from settings and keeps the defaults for anything invalid', () => {
    expect(matchWeightsFrom({ skills: 50, rate: -1, field: 'x' })).toEqual({ ...DEFAULT_MATCH_WEIGHTS, skills: 50 });
    expect(matchWeightsFrom(undefined)).toEqual(DEFAULT_MATCH_WEIGHTS);
    const noRate = scoreMatch(project, { ...fitting, rate: { amount: 200, currency: 'EUR', unit: 'hour' } }, { now, weights: { ...DEFAULT_MATCH_WEIGHTS, rate: 0 } });
    expect(noRate.score).toBe(100);
  });
});

// Arbitraries over the real lists, so the properties explore the vocabulary the app stores.
const skill = fc.constantFrom(...SKILLS.map((item) => item.value));
const language = fc.constantFrom(...LANGUAGES.map((item) => item.value));
const level = fc.constantFrom(...LANGUAGE_LEVELS.map((item) => item.value));
const date = fc.integer({ min: -120, max: 120 }).map((days) => new Date(now.getTime() + days * day));
const uniqueLanguages = <T extends { language: string }>(entries: T[]) => entries.filter((entry, index) => entries.findIndex((other) => other.language === entry.language) === index);

const requirements: fc.Arbitrary<MatchRequirements> = fc.record(
  {
    skills: fc.uniqueArray(skill, { maxLength: 8 }),
    languages: fc.array(fc.record({ language, minLevel: level }), { maxLength: 3 }).map((list) => uniqueLanguages<LanguageRequirement>(list)),
    rate: fc.record({ onRequest: fc.boolean(), max: fc.integer({ min: 1, max: 2000 }), currency: fc.constantFrom('EUR' as const, 'CZK' as const), unit: fc.constantFrom('hour' as const, 'day' as const) }),
    startAsap: fc.boolean(),
    startDate: date,
    workloadPercent: fc.integer({ min: 10, max: 100 }),
    remotePercent: fc.integer({ min: 0, max: 100 }),
    country: fc.constantFrom('DE', 'CZ', 'PL'),
    fieldOfExpertise: fc.constantFrom('software-development' as const, 'cloud-devops' as const),
  },
  { requiredKeys: [] },
);

const profile: fc.Arbitrary<MatchProfile> = fc.record(
  {
    skills: fc.uniqueArray(skill, { minLength: 1, maxLength: 12 }),
    languages: fc.array(fc.record({ language, level }), { maxLength: 4 }).map((list) => uniqueLanguages<LanguageEntry>(list)),
    rate: fc.record({ amount: fc.integer({ min: 0, max: 3000 }), currency: fc.constantFrom('EUR' as const, 'CZK' as const), unit: fc.constantFrom('hour' as const, 'day' as const, 'month' as const) }),
    availability: fc.record(
      { from: date, workloadPercent: fc.integer({ min: 10, max: 100 }), status: fc.constantFrom('available' as const, 'partly' as const, 'not' as const), confirmedAt: date },
      { requiredKeys: ['from', 'workloadPercent'] },
    ),
    country: fc.constantFrom('DE', 'CZ', 'AT'),
    fieldsOfExpertise: fc.constantFrom(['software-development' as const], ['cloud-devops' as const]),
  },
  { requiredKeys: ['skills'] },
);

const weights = fc.record({
  skills: fc.integer({ min: 0, max: 100 }),
  languages: fc.integer({ min: 0, max: 100 }),
  rate: fc.integer({ min: 0, max: 100 }),
  start: fc.integer({ min: 0, max: 100 }),
  workload: fc.integer({ min: 0, max: 100 }),
  location: fc.integer({ min: 0, max: 100 }),
  field: fc.integer({ min: 0, max: 100 }),
});

describe('scoreMatch properties', () => {
  it('never lowers the score when the project adds a required skill the person has', () => {
    fc.assert(
      fc.property(requirements, profile, weights, fc.nat(), (project, person, weights, pick) => {
        const added = person.skills?.[pick % (person.skills.length || 1)];
        if (!added) return;
        const before = scoreMatch(project, person, { weights, now }).score;
        const after = scoreMatch({ ...project, skills: [...(project.skills ?? []), added] }, person, { weights, now }).score;
        expect(after).toBeGreaterThanOrEqual(before);
      }),
      { numRuns: 500, seed: 24 },
    );
  });

  it('always shows every failed hard requirement, ahead of every other reason', () => {
    fc.assert(
      fc.property(requirements, profile, weights, (project, person, weights) => {
        const { reasons } = scoreMatch(project, person, { weights, now });
        const failedHard = reasons.filter((item) => item.hard && item.met === false);
        expect(reasons.slice(0, failedHard.length)).toEqual(failedHard);
        // Each required language has its reason: a failed one cannot go missing.
        expect(reasons.filter((item) => item.part === 'languages')).toHaveLength(project.languages?.length ?? 0);
        const notAvailable = person.availability?.status === 'not' && (project.startAsap || project.startDate);
        if (notAvailable) expect(failedHard.some((item) => item.messageId === 'startNotAvailable')).toBe(true);
      }),
      { numRuns: 500, seed: 24 },
    );
  });

  it('keeps the score an integer from 0 to 100', () => {
    fc.assert(
      fc.property(requirements, fc.oneof(profile, fc.constant({})), weights, (project, person, weights) => {
        const { score } = scoreMatch(project, person, { weights, now });
        expect(Number.isInteger(score) && score >= 0 && score <= 100).toBe(true);
      }),
      { numRuns: 300, seed: 24 },
    );
  });
});
