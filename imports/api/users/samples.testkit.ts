// The sample User of this collection's tests: realistic and valid, a fresh copy each call.
import { sampleFactory } from '../common/sample-factory.testkit';
import type { User } from './schema';

export const candidate = sampleFactory<User>({
  _id: 'kT3fPqW8xZ2mN5rLa',
  emails: [{ address: 'jana.novakova@seznam.cz', verified: true }],
  createdAt: new Date('2026-03-02T09:15:00Z'),
  profile: { name: { first: 'Jana', last: 'Nováková' }, hiddenPrices: false },
  roles: ['candidate'],
  services: { password: { bcrypt: '$2b$10$abcdefghijklmnopqrstuv' }, resume: { loginTokens: [] } },
  campaign: { utm_source: 'linkedin', utm_medium: 'cpc', utm_campaign: 'sap-q2', capturedAt: new Date('2026-03-02T09:10:00Z') },
  candidateData: {
    phone: '+420 602 123 456',
    country: 'CZ',
    city: 'Brno',
    headline: 'SAP FI/CO consultant · S/4HANA migrations',
    languages: [
      { language: 'cs', level: 'native' },
      { language: 'en', level: 'C1' },
      { language: 'de', language2: 'Swiss German', level: 'B2' },
    ],
    availability: { from: new Date('2026-05-01'), workloadPercent: 80 },
    expectedRate: { amount: 85, currency: 'EUR', unit: 'hour' },
    fieldsOfExpertise: ['sap-erp'],
    industries: ['automotive', 'industrial-manufacturing'],
    skills: ['sap-fi', 'sap-co', 'sap-s4hana', 'sap-abap'],
    typesOfService: ['freelance', 'temporary-contracting'],
    yearsOfExperience: 12,
    experience: [
      { role: 'Senior SAP FI/CO consultant', company: 'Škoda Auto', industry: 'automotive', from: new Date('2019-01-01'), description: 'S/4HANA finance migration.' },
      { role: 'SAP consultant', company: 'Accenture', industry: 'it-services', from: new Date('2014-02-01'), to: new Date('2018-12-31') },
    ],
    hideEmployerNames: true,
    cv: { file: 'Xk29sLpQ0aZ.pdf', name: 'Jana Novakova CV.pdf', mimeType: 'application/pdf', size: 482_133, uploadedAt: new Date('2026-03-02T09:30:00Z') },
    photo: 'p7Hq2LmZx9.webp',
    completedSteps: ['personal-details-1', 'personal-details-2', 'experience-1', 'experience-2', 'upload-cv'],
  },
});
