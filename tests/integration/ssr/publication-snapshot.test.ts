// The data of a server-rendered page comes from the publications a visitor's browser subscribes
// to, run once as a visitor on the real server: the same documents and fields, never more, and
// the publication's argument checks and access rules still apply.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAsVisitor, snapshotPublication } from 'meteor/server-render';
import { publicProjectFields } from '../../../imports/api/projects/schema';
import { PUBLIC_PERSON_FIELDS } from '../../../imports/api/people/schema';
import { type AppFixture, startAppFixture } from '../../helpers/app-fixture';

const allowed = (fields: Record<string, unknown>) => new Set(['_id', ...Object.keys(fields)]);

describe('publication snapshots for server rendering', () => {
  let fixture: AppFixture;

  beforeAll(async () => {
    fixture = await startAppFixture({ demoContent: true });
  });

  afterAll(async () => {
    await fixture?.stop();
  });

  it('sends a visitor the first page of open projects with public fields only', async () => {
    const { collections } = await snapshotPublication('projects.open', [{ limit: 20 }]);
    const projects = collections.projects ?? [];
    expect(projects).toHaveLength(20);
    const fields = allowed(publicProjectFields);
    for (const project of projects) {
      expect(project.status).toBe('open');
      for (const key of Object.keys(project)) expect(fields.has(key), key).toBe(true);
    }
    expect(await callAsVisitor<number>('projects.count', {})).toBeGreaterThanOrEqual(20);
  });

  it('sends published experts without the account link', async () => {
    const { collections } = await snapshotPublication('people.directory', [{}]);
    const people = collections.people ?? [];
    expect(people.length).toBeGreaterThan(0);
    const fields = allowed(PUBLIC_PERSON_FIELDS);
    for (const person of people) {
      expect(person.status).toBe('published');
      expect(person).not.toHaveProperty('sourceUserId');
      for (const key of Object.keys(person)) expect(fields.has(key), key).toBe(true);
    }
  });

  it('refuses hostile arguments as the subscription would, and finds nothing for an unknown id', async () => {
    await expect(snapshotPublication('projects.one', [{ $ne: null }])).rejects.toMatchObject({ error: 400 });
    await expect(snapshotPublication('projects.adminPage', [])).resolves.toEqual({ collections: {} });
    expect((await snapshotPublication('projects.one', ['nXsKcHpRXjeCt2345'])).collections.projects ?? []).toEqual([]);
  });
});
