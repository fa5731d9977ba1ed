// The expert directory's live data, stubbed for tests that render its screens (or the whole
// route table) without a server. Tests set `peopleData` and read the filters the screen asked for.
import { vi } from 'vitest';
import type { PeopleFilters } from '../../api/people/filters';
import type { Person } from '../../api/people/schema';

const data = vi.hoisted(() => ({
  directory: { loading: false, experts: [] as Person[], total: 0 as number | null },
  expert: { loading: false, person: null as Person | null },
  directoryCalls: [] as PeopleFilters[],
  expertCalls: [] as string[],
  reset() {
    this.directory = { loading: false, experts: [], total: 0 };
    this.expert = { loading: false, person: null };
    this.directoryCalls = [];
    this.expertCalls = [];
  },
}));

export const peopleData = data;

vi.mock('../screens/experts/use-expert-directory', () => ({
  useExpertDirectory: (filters: PeopleFilters) => {
    data.directoryCalls.push(filters);
    return data.directory;
  },
}));

vi.mock('../screens/expert-detail/use-expert', () => ({
  useExpert: (key: string) => {
    data.expertCalls.push(key);
    return data.expert;
  },
}));

let counter = 0;

/** A published expert with every section filled; override what a test looks at. */
export function fakePerson(overrides: Partial<Person> = {}): Person {
  counter += 1;
  return {
    _id: `expert${String(counter).padStart(11, '0')}ab`.slice(0, 17),
    firstName: 'Jana',
    lastInitial: 'N',
    headline: 'Senior Java developer',
    summary: 'Builds payment systems for banks.',
    city: 'Brno',
    country: 'CZ',
    continent: 'EURO',
    fieldsOfExpertise: ['software-development'],
    industries: ['banking'],
    skills: ['java', 'spring-boot'],
    typesOfService: [],
    languages: [
      { language: 'cs', level: 'native' },
      { language: 'de', level: 'C1' },
    ],
    yearsOfExperience: 12,
    experience: [{ role: 'Tech lead', company: 'Banka a.s.', from: new Date('2019-01-01T00:00:00Z') }],
    rate: { amount: 800, currency: 'EUR', unit: 'day' },
    availability: { from: new Date('2020-01-01T00:00:00Z'), workloadPercent: 100 },
    urlName: 'jana-n-senior-java-developer',
    status: 'published',
    ...overrides,
  } as Person;
}
