// The list picks its documents from the client collection with the server's own selector, sort
// and limit (filters.ts); this pins that minimongo understands every condition they produce.
import { ClientCollection } from 'meteor/mongo';
import { describe, expect, it } from 'vitest';
import { openProjectsSelector, type ProjectFilters, projectFindOptions } from '../../../api/projects/filters';
import type { Project } from '../../../api/projects/schema';
import { fakeProject } from '../../testing/project-fixtures';

function collection(): ClientCollection<Project> {
  const projects = new ClientCollection<Project>(null);
  projects.insert(fakeProject({ _id: 'a', title: 'Java in Prague', publishedAt: new Date('2026-03-01') }));
  projects.insert(
    fakeProject({
      _id: 'b',
      title: 'SAP consultant',
      summary: 'Finance',
      skills: ['sap-fi'],
      country: 'DE',
      city: 'Munich',
      remotePercent: 20,
      languages: [{ language: 'de', minLevel: 'C1' }],
      rate: { onRequest: true },
      publishedAt: new Date('2026-03-03'),
    }),
  );
  projects.insert(fakeProject({ _id: 'c', title: 'Closed one', status: 'closed' }));
  return projects;
}

const ids = (filters: ProjectFilters) => collection().find(openProjectsSelector(filters), projectFindOptions(filters)).map((p) => p._id);

describe('open projects on the client', () => {
  it.each<[ProjectFilters, string[]]>([
    [{}, ['b', 'a']],
    [{ text: 'prague' }, ['a']],
    [{ text: 'java' }, ['a']],
    [{ skills: ['java', 'spring-boot'] }, ['a']],
    [{ continent: 'EURO' }, ['b', 'a']],
    [{ country: 'DE' }, ['b']],
    [{ remote: 50 }, ['a']],
    [{ language: 'de', languageLevel: 'C2' }, ['b']],
    [{ language: 'de', languageLevel: 'B2' }, []],
    [{ rate: { min: 700, currency: 'EUR', unit: 'day' } }, ['a']],
    [{ limit: 1 }, ['b']],
  ])('%o finds %o', (filters, expected) => {
    expect(ids(filters)).toEqual(expected);
  });
});
