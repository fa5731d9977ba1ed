// What the match reads of a person, whichever document holds it: a public expert entry
// (people/schema.ts) or a candidate's own data (users/schema.ts, `candidateData`). Both hold the
// same kinds of facts under slightly different names; these adapters line them up.
import type { Availability, FieldOfExpertise, LanguageEntry, Rate, Skill } from '../common/lists';
import type { Project } from '../projects/schema';
import type { Person } from '../people/schema';
import type { ExpertRequest } from '../requests/schema';
import type { User } from '../users/schema';

/**
 * Availability as the match reads it. `status` and `confirmedAt` are read when present (a person
 * may say they are not available, and may have confirmed their availability a while ago).
 */
export type MatchAvailability = Availability & { status?: 'available' | 'partly' | 'not'; confirmedAt?: Date };

export interface MatchProfile {
  skills?: readonly Skill[];
  languages?: readonly LanguageEntry[];
  rate?: Rate;
  availability?: MatchAvailability;
  country?: string;
  city?: string;
  fieldsOfExpertise?: readonly FieldOfExpertise[];
}

/** The project fields a match compares against. */
export type MatchRequirements = Pick<
  Project,
  'skills' | 'languages' | 'rate' | 'startAsap' | 'startDate' | 'workloadPercent' | 'remotePercent' | 'country' | 'city' | 'fieldOfExpertise'
>;

/** What a customer's request asks of an expert, read as a project's requirements. */
export type RequestRequirements = Pick<ExpertRequest, 'skills' | 'languages' | 'rate' | 'startAsap' | 'startDate' | 'fieldOfExpertise'>;

/**
 * A request as the match reads it, or null when it names none of what the experts need (skills,
 * languages, a maximum rate): its start alone would score everyone alike and mislead. With one of
 * them, its start and field count too.
 */
export function requirementsOfRequest(request: RequestRequirements): MatchRequirements | null {
  const ratesAMaximum = request.rate !== undefined && !request.rate.onRequest && request.rate.max !== undefined;
  if (!request.skills?.length && !request.languages?.length && !ratesAMaximum) return null;
  return {
    skills: request.skills,
    languages: request.languages,
    rate: request.rate,
    startAsap: request.startAsap,
    startDate: request.startDate,
    fieldOfExpertise: request.fieldOfExpertise,
  };
}

/** The project fields a match reads, as a projection. */
export const MATCH_REQUIREMENT_FIELDS = {
  skills: 1,
  languages: 1,
  rate: 1,
  startAsap: 1,
  startDate: 1,
  workloadPercent: 1,
  remotePercent: 1,
  country: 1,
  city: 1,
  fieldOfExpertise: 1,
} as const satisfies Record<keyof MatchRequirements, 1>;

export function profileOfPerson(person: Partial<Person>): MatchProfile {
  return {
    skills: person.skills,
    languages: person.languages,
    rate: person.rate,
    availability: person.availability,
    country: person.country,
    city: person.city,
    fieldsOfExpertise: person.fieldsOfExpertise,
  };
}

export function profileOfCandidate(user: Pick<User, 'candidateData'>): MatchProfile {
  const data = user.candidateData ?? {};
  return {
    skills: data.skills,
    languages: data.languages,
    rate: data.expectedRate,
    availability: data.availability,
    country: data.country,
    city: data.city,
    fieldsOfExpertise: data.fieldsOfExpertise,
  };
}

/** The user fields profileOfCandidate reads: what a candidate's fit is worked out from. */
export const CANDIDATE_MATCH_FIELDS = {
  'candidateData.skills': 1,
  'candidateData.languages': 1,
  'candidateData.expectedRate': 1,
  'candidateData.availability': 1,
  'candidateData.country': 1,
  'candidateData.city': 1,
  'candidateData.fieldsOfExpertise': 1,
} as const;

/** Whether the profile states anything a match reads (without, every project would score alike). */
export function hasMatchFacts(profile: MatchProfile): boolean {
  return Object.values(profile).some((value) => value !== undefined && !(Array.isArray(value) && value.length === 0));
}
