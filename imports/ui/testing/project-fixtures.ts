// Projects as the client receives them, for component tests of the list and the detail page.
import type { Project } from '../../api/projects/schema';

export function fakeProject(overrides: Partial<Project> = {}): Project {
  return {
    _id: 'pRoJeCt2345678923',
    title: 'Senior Java Developer for a payments platform',
    urlName: 'senior-java-developer-for-a-payments-platform',
    status: 'open',
    summary: 'Extend a card-payments platform built on Java 21 and Spring Boot.',
    description: 'You join a team of eight.\n\nThe platform runs on Kafka and Kubernetes.',
    city: 'Prague',
    country: 'CZ',
    continent: 'EURO',
    remotePercent: 60,
    startAsap: true,
    durationMonths: 6,
    extensionPossible: true,
    workloadPercent: 100,
    rate: { onRequest: false, min: 600, max: 750, currency: 'EUR', unit: 'day' },
    skills: ['java', 'spring-boot'],
    fieldOfExpertise: 'software-development',
    industry: 'banking',
    typeOfService: 'freelance',
    languages: [
      { language: 'en', minLevel: 'B2' },
      { language: 'de', minLevel: 'native' },
    ],
    referenceNumber: 'P-2026-0142',
    publishedAt: new Date('2026-03-02T09:00:00Z'),
    ...overrides,
  };
}
