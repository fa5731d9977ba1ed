// The sample Project of this collection's tests: realistic and valid, a fresh copy each call.
import { sampleFactory } from '../common/sample-factory.testkit';
import type { Project } from './schema';

export const sapProject = sampleFactory<Project>({
  _id: 'Pr7jK2mN4qS6tW8wX',
  title: 'Senior SAP S/4HANA FI/CO Consultant (m/f/d)',
  urlName: 'senior-sap-s4hana-fi-co-consultant-frankfurt',
  status: 'open',
  summary: 'Lead the finance workstream of a brownfield S/4HANA migration for an insurance group.',
  description: 'Tasks: blueprint, fit-gap, configuration of FI-GL, AA and CO-PA; key-user training.\n\nTeam of 12.',
  city: 'Frankfurt am Main',
  country: 'DE',
  continent: 'EURO',
  remotePercent: 80,
  startDate: new Date('2026-10-01'),
  durationMonths: 6,
  extensionPossible: true,
  workloadPercent: 100,
  rate: { onRequest: false, min: 95, max: 115, currency: 'EUR', unit: 'hour' },
  skills: ['sap-fi', 'sap-co', 'sap-s4hana'],
  fieldOfExpertise: 'sap-erp',
  industry: 'insurance',
  typeOfService: 'freelance',
  languages: [
    { language: 'de', minLevel: 'C1' },
    { language: 'en', minLevel: 'B2' },
  ],
  referenceNumber: 'P-2026-0142',
  clientName: 'DAX-listed insurer',
  publishedAt: new Date('2026-08-20T07:00:00Z'),
});
