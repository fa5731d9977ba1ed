// The head and JSON-LD of server-rendered pages, from the same builders the renderer uses:
// required schema.org properties, the rules the issue sets (remote share, rate on request, closed
// projects, no client name), escaping of hostile titles, and 404 / 301 answers.
import { describe, expect, it } from 'vitest';
import { pageHead } from '../../../imports/startup/ssr/page-head';
import type { PagePlan } from '../../../imports/startup/ssr/page-plan-types';
import { jobPosting, profilePage } from '../../../imports/startup/ssr/structured-data';
import type { Person } from '../../../imports/api/people/schema';
import type { Project } from '../../../imports/api/projects/schema';
import { pageDataKey } from '../../../imports/ui/lib/page-data';
import { jsonLdBlocks, structuredDataProblems } from './structured-data-schema';

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

const plan = (key: string, urlName?: string): PagePlan => ({
  page: { kind: 'project', key, urlName, longForm: false },
  needs: [{ kind: 'publication', name: 'projects.one', args: [key], collection: 'projects' }],
});
const context = { origin: 'https://experts.example', productName: 'Expert Marketplace', search: '', now: NOW };

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

describe('page head', () => {
  it('titles, describes and names one canonical address for a project, with its JSON-LD', () => {
    const data = { [pageDataKey('projects.one', ['pRoJeCt2345678923'])]: [project()] };
    const head = pageHead(plan('pRoJeCt2345678923', 'senior-java-developer'), data, context);
    expect(head.status).toBe(200);
    expect(head.title).toBe('Senior Java Developer - Expert Marketplace');
    const html = head.tags.join('\n');
    expect(html).toContain('<link rel="canonical" href="https://experts.example/engine/p/pRoJeCt2345678923/senior-java-developer" />');
    expect(html).toContain('<meta property="og:title" content="Senior Java Developer - Expert Marketplace" />');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(jsonLdBlocks(html).map(structuredDataProblems)).toEqual([[]]);
  });

  it('redirects an old URL name or a URL-name lookup to the current address with 301', () => {
    const data = { [pageDataKey('projects.one', ['pRoJeCt2345678923'])]: [project()] };
    expect(pageHead(plan('pRoJeCt2345678923', 'old-name'), data, { ...context, search: '?ref=x' })).toMatchObject({ status: 301, redirect: '/engine/p/pRoJeCt2345678923/senior-java-developer?ref=x' });
    const bySlug = { [pageDataKey('projects.one', ['senior-java-developer'])]: [project()] };
    expect(pageHead(plan('senior-java-developer'), bySlug, context)).toMatchObject({ status: 301 });
  });

  it('answers 404 for a project nobody published', () => {
    const head = pageHead(plan('nOsUcHpRoJeCt1234'), { [pageDataKey('projects.one', ['nOsUcHpRoJeCt1234'])]: [] }, context);
    expect(head.status).toBe(404);
    expect(head.tags.join('')).toContain('noindex');
  });

  it('escapes hostile titles in attributes and in JSON-LD', () => {
    const hostile = project({ title: '</script><script>alert(1)</script>"><img src=x onerror=alert(2)>', summary: 'x </script> y' });
    const head = pageHead(plan('pRoJeCt2345678923', 'senior-java-developer'), { [pageDataKey('projects.one', ['pRoJeCt2345678923'])]: [hostile] }, context);
    const html = head.tags.join('\n');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(jsonLdBlocks(html)[0]?.title).toBe(hostile.title);
  });
});
