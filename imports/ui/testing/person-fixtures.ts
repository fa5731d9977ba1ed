// A published expert for tests (the directory's and the expert page's data, or a server-rendered
// page's), with every section filled; free of module mocks, so any test may use it.
import type { Person } from '../../api/people/schema';

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
