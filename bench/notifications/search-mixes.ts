// The saved searches and the documents of notify.savedSearches, the same on every run: the project
// searches' mix (unchanged since the bench began, so its figures compare across runs) and the
// expert searches' mix, taken from the directory's filter panel (skills, a word, country or
// continent, language and level, "available by", a maximum rate, a sort), over experts made by
// the demo data's generator (generate-person.ts) as candidates an admin then publishes.
import type { CountryCode } from '../../imports/api/common/lists/countries';
import type { LanguageLevel } from '../../imports/api/common/lists/language-levels';
import type { Skill } from '../../imports/api/common/lists/skills';
import { generatePerson } from '../../imports/api/demo/generate-person';
import type { GenerationRun } from '../../imports/api/demo/generate-project';
import { daysAhead, pickRegion } from '../../imports/api/demo/distributions';
import type { Rng } from '../../imports/api/demo/prng';
import { pickRole } from '../../imports/api/demo/skill-picks';
import type { PeopleFilters } from '../../imports/api/people/filters';
import type { PersonInput } from '../../imports/api/people/input-schema';
import type { ProjectFilters } from '../../imports/api/projects/filters';
import type { AlertFrequency } from '../../imports/api/saved-searches/schema';
import type { CandidateData } from '../../imports/api/users/schema';

export const PROJECT_SKILLS = ['java', 'spring-boot', 'python', 'react', 'typescript', 'kubernetes', 'aws', 'sap-abap', 'docker', 'go'] as Skill[];
export const PROJECT_COUNTRIES = ['CZ', 'DE', 'SK', 'PL', 'HU', 'AT'] as CountryCode[];
export const PROJECT_WORDS = ['payments', 'platform', 'migration', 'banking', 'retail', 'cloud', 'data', 'mobile', 'insurance', 'logistics'];
export const TIME_ZONES = ['Europe/Prague', 'Europe/Berlin', 'Europe/London', 'America/New_York'];

/** Words customers type into the directory's search: a technology, a field, a city. */
const EXPERT_WORDS = ['java', 'python', 'sap', 'data', 'cloud', 'security', 'react', 'devops', 'embedded', 'scrum', 'azure', 'testing', 'architect', 'munich', 'prague', 'warsaw'];
const LEVELS: readonly (readonly [LanguageLevel, number])[] = [['B2', 3], ['C1', 2]];

/** The project searches' generator (a linear congruential one, as the bench always had). */
export function lcg(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

export function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)]!;
}

/** One skill; half a country, 30 % a minimum remote share, 30 % a word, 20 % a language. */
export function projectSearchFilters(next: () => number): ProjectFilters {
  const filters: ProjectFilters = { skills: [pick(next, PROJECT_SKILLS)] };
  if (next() < 0.5) filters.country = pick(next, PROJECT_COUNTRIES);
  if (next() < 0.3) filters.remote = pick(next, [0, 20, 50, 80]);
  if (next() < 0.3) filters.text = pick(next, PROJECT_WORDS);
  if (next() < 0.2) filters.language = 'en';
  return filters;
}

/** 20 % instant, 60 % daily, 20 % weekly. */
export function frequencyOf(roll: number): AlertFrequency {
  return roll < 0.2 ? 'instant' : roll < 0.8 ? 'daily' : 'weekly';
}

/**
 * A customer's directory search: one or two of a role's core skills (none for 15 %, who type a
 * word instead; 20 % of the others add one), 35 % a country and 15 % the continent, 40 % a
 * language (German or English at B2/C1, or the region's own at any level), 35 % "available by"
 * in 2 to 13 weeks, 25 % a maximum rate (per hour or per day, in EUR), 30 % another order.
 */
export function expertSearchFilters(rng: Rng, today: Date): PeopleFilters {
  const role = pickRole(rng);
  const filters: PeopleFilters = {};
  const skillCount = rng.weighted([[1, 55], [2, 30], [0, 15]] as const);
  if (skillCount > 0) filters.skills = rng.sample(role.core, skillCount);
  if (skillCount === 0 || rng.chance(0.2)) filters.text = rng.pick(EXPERT_WORDS);
  const place = rng.next();
  if (place < 0.35) filters.country = pickRegion(rng, 'experts').country;
  else if (place < 0.5) filters.continent = 'EURO';
  if (rng.chance(0.4)) {
    const language = rng.weighted([['de', 5], ['en', 4], ['region', 1]] as const);
    if (language === 'region') filters.language = pickRegion(rng, 'experts').language ?? 'en';
    else {
      filters.language = language;
      filters.languageLevel = rng.weighted(LEVELS);
    }
  }
  if (rng.chance(0.35)) filters.availableBy = daysAhead(today, rng.pick([14, 30, 60, 91]));
  if (rng.chance(0.25)) {
    filters.rate = rng.chance(0.6)
      ? { max: rng.pick([70, 80, 90, 100, 120]), currency: 'EUR', unit: 'hour' }
      : { max: rng.pick([600, 700, 800, 950]), currency: 'EUR', unit: 'day' };
  }
  if (rng.chance(0.3)) filters.sort = rng.pick(['available', 'experience'] as const);
  return filters;
}

export interface BenchCandidate {
  profile: { name: { first: string; last: string } };
  candidateData: CandidateData;
  /** What the admin writes on publishing (admin-only fields of the entry). */
  overrides: PersonInput;
}

/** A candidate's account data as the sign-up wizard leaves it, from the demo's expert generator. */
export function benchCandidate(run: GenerationRun): BenchCandidate {
  const person = generatePerson(run, 'published');
  return {
    profile: { name: { first: person.firstName, last: `${person.lastInitial}.` } },
    candidateData: {
      country: person.country,
      ...(person.city ? { city: person.city } : {}),
      headline: person.headline,
      languages: person.languages,
      ...(person.availability ? { availability: person.availability } : {}),
      ...(person.rate ? { expectedRate: person.rate } : {}),
      fieldsOfExpertise: person.fieldsOfExpertise,
      ...(person.industries ? { industries: person.industries } : {}),
      skills: person.skills,
      ...(person.typesOfService ? { typesOfService: person.typesOfService } : {}),
      yearsOfExperience: person.yearsOfExperience,
    },
    overrides: {
      ...(person.summary ? { summary: person.summary } : {}),
      ...(person.remotePercent !== undefined ? { remotePercent: person.remotePercent } : {}),
    },
  };
}
