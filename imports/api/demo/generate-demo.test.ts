// The generated demo data: counts, schema validity, determinism, and distributions that look
// like the DACH/CEE market (home-market countries, coherent skills, EUR rates, languages).
import { describe, expect, it } from 'vitest';
import { SKILLS } from '../common/lists';
import { personSchema } from '../people/schema';
import { projectSchema } from '../projects/schema';
import { DEMO_COUNTS, generateDemoData } from './generate-demo';
import { createRng } from './prng';
import { ROLES } from './roles';

const NOW = new Date('2026-03-02T10:00:00Z');
const data = generateDemoData('test-seed', NOW);
const fieldOfSkill = new Map<string, string>(SKILLS.map((skill) => [skill.value, skill.field]));

describe('generateDemoData', () => {
  it('has at least 60 open projects and 120 published experts', () => {
    expect(data.projects.filter((p) => p.status === 'open').length).toBe(DEMO_COUNTS.openProjects);
    expect(DEMO_COUNTS.openProjects).toBeGreaterThanOrEqual(60);
    expect(data.people.filter((p) => p.status === 'published').length).toBe(DEMO_COUNTS.publishedPeople);
    expect(DEMO_COUNTS.publishedPeople).toBeGreaterThanOrEqual(120);
  });

  it('produces only documents their schemas accept', () => {
    for (const project of data.projects) expect(() => projectSchema.validate({ ...project, referenceNumber: 'P-2026-0001' })).not.toThrow();
    for (const person of data.people) expect(() => personSchema.validate(person)).not.toThrow();
  });

  it('is deterministic for a seed and day, and differs for another seed', () => {
    expect(generateDemoData('test-seed', NOW)).toEqual(data);
    expect(generateDemoData('other-seed', NOW).projects[0]?.title).not.toEqual(undefined);
    expect(generateDemoData('other-seed', NOW)).not.toEqual(data);
  });

  it('keeps URL names unique', () => {
    expect(new Set(data.projects.map((p) => p.urlName)).size).toBe(data.projects.length);
    expect(new Set(data.people.map((p) => p.urlName)).size).toBe(data.people.length);
  });

  it('centres on DACH and CEE and spreads across several countries', () => {
    const home = new Set(['DE', 'AT', 'CH', 'CZ', 'PL', 'SK', 'HU']);
    const homeShare = data.projects.filter((p) => home.has(p.country ?? '')).length / data.projects.length;
    expect(homeShare).toBeGreaterThan(0.7);
    expect(new Set(data.people.map((p) => p.country)).size).toBeGreaterThanOrEqual(8);
  });

  it('gives skills that mostly belong to the field of expertise', () => {
    for (const project of data.projects) {
      const inField = (project.skills ?? []).filter((skill) => fieldOfSkill.get(skill) === project.fieldOfExpertise).length;
      expect(inField / (project.skills ?? []).length).toBeGreaterThanOrEqual(0.5);
    }
    for (const person of data.people) expect(person.skills.length).toBeGreaterThanOrEqual(5);
  });

  it('prices in EUR per day or hour, with some "on request"', () => {
    const rates = data.projects.map((p) => p.rate);
    const onRequest = rates.filter((rate) => rate?.onRequest).length / rates.length;
    expect(onRequest).toBeGreaterThan(0.1);
    expect(onRequest).toBeLessThan(0.45);
    for (const rate of rates.filter((r) => r && !r.onRequest)) {
      expect(rate?.currency).toBe('EUR');
      expect(['day', 'hour']).toContain(rate?.unit);
    }
  });

  it('gives every expert a native language and most of them English', () => {
    for (const person of data.people) expect(person.languages[0]?.level).toBe('native');
    const english = data.people.filter((p) => p.languages.some((l) => l.language === 'en')).length;
    expect(english / data.people.length).toBeGreaterThan(0.8);
  });

  it('starts projects ASAP or on a future date, never both', () => {
    for (const project of data.projects) {
      expect(Boolean(project.startAsap) !== Boolean(project.startDate)).toBe(true);
      if (project.startDate) expect(project.startDate.getTime()).toBeGreaterThan(NOW.getTime());
    }
  });
});

describe('roles and the PRNG', () => {
  it('uses distinct role titles and a repeatable PRNG', () => {
    expect(new Set(ROLES.map((role) => role.title)).size).toBe(ROLES.length);
    const a = createRng('x');
    const b = createRng('x');
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(Array.from({ length: 5 }, () => b.next()));
  });
});
