// The sample Person of this collection's tests: realistic and valid, a fresh copy each call.
import { sampleFactory } from '../common/sample-factory.testkit';
import type { Person } from './schema';

export const expert = sampleFactory<Person>({
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
});
