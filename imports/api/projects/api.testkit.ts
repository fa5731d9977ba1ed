// Test data for suites that need projects (projects, applications): a complete project input.
import type { ProjectInput } from './logic';

let counter = 0;

/** A complete project an admin could publish; `overrides` replace fields. */
export function projectInput(overrides: Partial<ProjectInput> = {}): ProjectInput {
  counter += 1;
  return {
    title: `Senior Java Developer ${counter}`,
    summary: 'Extend a card-payments platform built on Java 21 and Spring Boot.',
    description: 'Event-driven services on Kafka; a team of eight; code reviews and pairing.',
    city: 'Prague',
    country: 'CZ',
    remotePercent: 60,
    startAsap: true,
    durationMonths: 6,
    workloadPercent: 100,
    rate: { onRequest: false, min: 80, max: 100, currency: 'EUR', unit: 'hour' },
    skills: ['java', 'spring-boot'],
    languages: [{ language: 'en', minLevel: 'B2' }],
    clientName: 'Confidential retail bank',
    adminNotes: 'Margin 15 %, contact Jana',
    ...overrides,
  };
}
