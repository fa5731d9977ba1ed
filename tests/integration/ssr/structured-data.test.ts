// The JSON-LD of server-rendered pages, from the same builders the project's and the expert's
// server pages use: required schema.org properties and the rules the issue sets (remote share,
// rate on request, closed projects, no client name). The heads built with them (escaping, 404 and
// 301 answers) are tested through the renderer's collection of pages: imports/startup/ssr/public-pages.dom.test.ts.
import { describe, expect, it } from 'vitest';
import { jobPosting } from '../../../imports/ui/screens/project-detail/structured-data';
import { profilePage } from '../../../imports/ui/screens/expert-detail/structured-data';
import type { Person } from '../../../imports/api/people/schema';
import type { Project } from '../../../imports/api/projects/schema';
import { structuredDataProblems } from './structured-data-schema';

const NOW = new Date('2026-06-01T12:00:00Z');
const ORG = { name: 'Expert Marketplace', url: 'https://experts.example' };

function project(overrides: Partial<Project> = {}): Project {
  return {
    _id: 'pRoJeCt2345678923',
    title: 'Senior Java Developer',
    urlName: 'senior-java-developer',
    status: 'open',
    summary: 'Payments platform, 2026-07-01 start.',
    description: '## Tasks\n- Build **APIs**',
    city: 'Prague',
    country: 'CZ',
    remotePercent: 60,
    publishedAt: new Date('2026-05-20T00:00:00Z'),
    workloadPercent: 100,
    rate: { onRequest: false, min: 600, max: 750, currency: 'EUR', unit: 'day' },
    skills: ['java'],
    clientName: 'Secret Bank AG',
    ...overrides,
  };
}

describe('JobPosting', () => {
  it('is valid for an open project, with the rate range and an on-site location', () => {
    const posting = jobPosting(project(), 'https://experts.example/engine/p/x/y', ORG, NOW);
    expect(structuredDataProblems(posting)).toEqual([]);
    expect(posting.baseSalary).toEqual({ '@type': 'MonetaryAmount', currency: 'EUR', value: { '@type': 'QuantitativeValue', minValue: 600, maxValue: 750, unitText: 'DAY' } });
    expect(posting.jobLocation).toMatchObject({ address: { addressLocality: 'Prague', addressCountry: 'CZ' } });
    expect(posting.description).toBe('Payments platform, 2026-07-01 start. Tasks Build APIs');
    expect(new Date(posting.validThrough as string).getTime()).toBeGreaterThan(NOW.getTime());
    expect(posting.directApply).toBe(true);
    expect(JSON.stringify(posting)).not.toContain('Secret Bank');
  });

  it('says TELECOMMUTE with the applicant location for a fully remote project, and no salary on request', () => {
    const posting = jobPosting(project({ remotePercent: 100, rate: { onRequest: true } }), 'u', ORG, NOW);
    expect(structuredDataProblems(posting)).toEqual([]);
    expect(posting.jobLocationType).toBe('TELECOMMUTE');
    expect(posting.jobLocation).toBeUndefined();
    expect(posting.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'Czechia' });
    expect(posting.baseSalary).toBeUndefined();
  });

  it('is no longer valid for a closed project and offers no apply action', () => {
    const posting = jobPosting(project({ status: 'closed', closedAt: new Date('2026-05-30T00:00:00Z') }), 'u', ORG, NOW);
    expect(structuredDataProblems(posting)).toEqual([]);
    expect(new Date(posting.validThrough as string).getTime()).toBeLessThan(NOW.getTime());
    expect(posting.directApply).toBeUndefined();
  });
});

describe('ProfilePage', () => {
  it('carries only what the public entry shows', () => {
    const person = { _id: 'pErSoN2345678923', firstName: 'Jana', lastInitial: 'N', headline: 'Java developer', country: 'CZ', continent: 'EURO', fieldsOfExpertise: [], skills: ['java'], languages: [{ language: 'cs', level: 'native' }], yearsOfExperience: 12, urlName: 'jana-n', status: 'published', sourceUserId: 'uSeR234567892345' } as unknown as Person;
    const page = profilePage(person, 'Jana N.', 'https://experts.example/engine/experts/x/');
    expect(structuredDataProblems(page)).toEqual([]);
    expect(JSON.stringify(page)).not.toContain('uSeR234567892345');
    expect((page.mainEntity as { knowsAbout: string[] }).knowsAbout).toEqual(['Java']);
  });
});
