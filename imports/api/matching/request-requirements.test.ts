// A customer's request read as the match's requirements (profile.ts, requirementsOfRequest): only
// a request that names what the experts need is scored, with its start and field alongside.
import { describe, expect, it } from 'vitest';
import type { Skill } from '../common/lists';
import { requirementsOfRequest } from './profile';

const start = { startAsap: true, fieldOfExpertise: 'software-development' as const };

describe('requirementsOfRequest', () => {
  it('gives nothing for a request that names no skill, language or maximum rate', () => {
    expect(requirementsOfRequest(start)).toBeNull();
    expect(requirementsOfRequest({ ...start, skills: [], languages: [] })).toBeNull();
    // A rate "on request" or a floor alone says nothing a match could check.
    expect(requirementsOfRequest({ ...start, rate: { onRequest: true } })).toBeNull();
    expect(requirementsOfRequest({ ...start, rate: { onRequest: false, min: 60, currency: 'EUR', unit: 'hour' } })).toBeNull();
  });

  it('reads skills, languages and rate as a project’s, with the start and field', () => {
    const skills = ['java'] as Skill[];
    expect(requirementsOfRequest({ ...start, skills })).toEqual({ ...start, skills, languages: undefined, rate: undefined, startDate: undefined });
    const languages = [{ language: 'de' as const, minLevel: 'B2' as const }];
    expect(requirementsOfRequest({ languages, startDate: new Date('2026-12-01') })).toMatchObject({ languages, startDate: new Date('2026-12-01') });
    const rate = { onRequest: false, max: 80, currency: 'EUR' as const, unit: 'hour' as const };
    expect(requirementsOfRequest({ rate })).toMatchObject({ rate });
  });
});
