// projects.* over a real WebSocket against the real server, for every role: who may create,
// edit, publish and close projects, what each role receives from projects.open / .one / .admin,
// and that hostile or malformed input is refused without changing anything.
import { Random } from 'meteor/random';
import { describe, expect, it } from 'vitest';
import { failureOf, HOSTILE_STRINGS, readSubscription } from '../common/api.testkit';
import { ROLE_CASES, setUpRoleSuite } from '../common/role-suite.testkit';
import { projectInput } from './api.testkit';
import { Projects } from './collection';

const suite = setUpRoleSuite();

async function allProjects(): Promise<unknown[]> {
  return Projects.find({}, { sort: { _id: 1 } }).fetchAsync();
}

async function createDraft(overrides = {}): Promise<{ _id: string; urlName: string }> {
  return (await suite.admin.connection.callAsync('projects.create', projectInput(overrides))) as { _id: string; urlName: string };
}

async function createOpen(overrides = {}): Promise<{ _id: string; urlName: string; referenceNumber: string }> {
  const created = await createDraft(overrides);
  const published = (await suite.admin.connection.callAsync('projects.publish', created._id)) as { referenceNumber: string };
  return { ...created, referenceNumber: published.referenceNumber };
}

describe('projects: admin lifecycle', () => {
  it('creates a draft with a URL name from the title, de-duplicated', async () => {
    const first = await createDraft({ title: 'Kubernetes Platform Engineer (m/w/d)' });
    const second = await createDraft({ title: 'Kubernetes platform engineer m w d' });
    expect(first.urlName).toBe('kubernetes-platform-engineer-m-w-d');
    expect(second.urlName).toBe('kubernetes-platform-engineer-m-w-d-2');
    const stored = await Projects.findOneAsync({ _id: first._id });
    expect(stored).toMatchObject({ status: 'draft', continent: 'EURO', clientName: 'Confidential retail bank' });
    expect(stored?.publishedAt).toBeUndefined();
    expect(stored?.referenceNumber).toBeUndefined();
  });

  it('publishes a draft: open, publishedAt, a unique reference number P-YYYY-NNNN', async () => {
    const a = await createOpen();
    const b = await createOpen();
    const year = new Date().getUTCFullYear();
    expect(a.referenceNumber).toMatch(new RegExp(`^P-${year}-\\d{4,6}$`));
    expect(b.referenceNumber).not.toBe(a.referenceNumber);
    const stored = await Projects.findOneAsync({ _id: a._id });
    expect(stored).toMatchObject({ status: 'open', referenceNumber: a.referenceNumber });
    expect(stored?.publishedAt).toBeInstanceOf(Date);
  });

  it('gives concurrent publications distinct reference numbers', async () => {
    const drafts = await Promise.all([createDraft(), createDraft(), createDraft(), createDraft()]);
    const results = (await Promise.all(drafts.map((draft) => suite.admin.connection.callAsync('projects.publish', draft._id)))) as { referenceNumber: string }[];
    expect(new Set(results.map((result) => result.referenceNumber)).size).toBe(4);
  });

  it('refuses to publish a draft missing what a published project needs, naming the fields', async () => {
    const draft = (await suite.admin.connection.callAsync('projects.create', { title: 'Bare draft', summary: 'To be completed.' })) as { _id: string };
    const error = await failureOf(suite.admin.connection.callAsync('projects.publish', draft._id));
    expect(error.error).toBe(400);
    const names = (JSON.parse(String(error.details)) as { name: string }[]).map((detail) => detail.name);
    expect(names).toEqual(expect.arrayContaining(['description', 'startDate', 'skills', 'rate', 'country']));
    expect((await Projects.findOneAsync({ _id: draft._id }))?.status).toBe('draft');
  });

  it('publishes only drafts, and closes open projects once', async () => {
    const open = await createOpen();
    expect((await failureOf(suite.admin.connection.callAsync('projects.publish', open._id))).error).toBe(409);
    const closed = (await suite.admin.connection.callAsync('projects.close', open._id)) as { status: string; closedAt: Date };
    expect(closed.status).toBe('closed');
    const again = (await suite.admin.connection.callAsync('projects.close', open._id)) as { closedAt: Date };
    expect(again.closedAt.getTime()).toBe(closed.closedAt.getTime());
    expect((await failureOf(suite.admin.connection.callAsync('projects.publish', open._id))).error).toBe(409);
  });

  it('edits: sets and clears fields, follows the title while a draft, keeps the URL once published', async () => {
    const draft = await createDraft({ title: 'Data engineer' });
    const renamed = (await suite.admin.connection.callAsync('projects.update', draft._id, { title: 'Data engineer (Databricks)' })) as { urlName: string };
    expect(renamed.urlName).toBe('data-engineer-databricks');
    await suite.admin.connection.callAsync('projects.update', draft._id, { startDate: new Date('2030-01-15T00:00:00Z') }, ['clientName']);
    let stored = await Projects.findOneAsync({ _id: draft._id });
    expect(stored?.startAsap).toBeUndefined();
    expect(stored?.startDate).toEqual(new Date('2030-01-15T00:00:00Z'));
    expect(stored?.clientName).toBeUndefined();
    // ASAP in place of the date: the date goes (the removing update passes the ASAP rule).
    await suite.admin.connection.callAsync('projects.update', draft._id, { startAsap: true }, ['startDate']);
    stored = await Projects.findOneAsync({ _id: draft._id });
    expect(stored?.startAsap).toBe(true);
    expect(stored?.startDate).toBeUndefined();
    await suite.admin.connection.callAsync('projects.update', draft._id, { startDate: new Date('2030-01-15T00:00:00Z') });
    await suite.admin.connection.callAsync('projects.publish', draft._id);
    const kept = (await suite.admin.connection.callAsync('projects.update', draft._id, { title: 'Lead data engineer', country: 'DE' })) as { urlName: string };
    expect(kept.urlName).toBe('data-engineer-databricks');
    stored = await Projects.findOneAsync({ _id: draft._id });
    expect(stored).toMatchObject({ title: 'Lead data engineer', country: 'DE', continent: 'EURO' });
  });

  it('refuses edits that would leave an open project unpublishable, or break the schema', async () => {
    const open = await createOpen();
    const before = await Projects.findOneAsync({ _id: open._id });
    expect((await failureOf(suite.admin.connection.callAsync('projects.update', open._id, {}, ['skills']))).error).toBe(400);
    expect((await failureOf(suite.admin.connection.callAsync('projects.update', open._id, { continent: 'NOAM' }))).error).toBe(400);
    expect((await failureOf(suite.admin.connection.callAsync('projects.update', open._id, { city: 'Brno' }, ['city']))).error).toBe(400);
    const other = await createDraft();
    const taken = await failureOf(suite.admin.connection.callAsync('projects.update', other._id, { urlName: open.urlName }));
    expect(taken.error).toBe(400);
    expect(await Projects.findOneAsync({ _id: open._id })).toEqual(before);
  });

  it('answers 404 for a project that does not exist', async () => {
    const missingId = Random.id();
    for (const method of ['projects.publish', 'projects.close']) {
      expect((await failureOf(suite.admin.connection.callAsync(method, missingId))).error).toBe(404);
    }
    expect((await failureOf(suite.admin.connection.callAsync('projects.update', missingId, { city: 'Brno' }))).error).toBe(404);
  });
});

describe('projects: access per role', () => {
  for (const { label, roles } of ROLE_CASES.filter((role) => !role.roles?.includes('admin'))) {
    it(`${label}: may not create, edit, publish or close projects, and nothing changes`, async () => {
      const draft = await createDraft();
      const open = await createOpen();
      const before = await allProjects();
      const { connection } = suite.as.get(label)!;
      const expected = roles === null ? 401 : 403;
      const calls: [string, ...unknown[]][] = [
        ['projects.create', projectInput()],
        ['projects.update', open._id, { title: 'Hijacked' }],
        ['projects.publish', draft._id],
        ['projects.close', open._id],
      ];
      for (const [method, ...args] of calls) {
        expect((await failureOf(connection.callAsync(method, ...args))).error, method).toBe(expected);
      }
      expect(await allProjects()).toEqual(before);
    });

    it(`${label}: sees open projects with public fields only, never drafts, client names or notes`, async () => {
      const draft = await createDraft({ title: `Hidden draft for ${label}` });
      const open = await createOpen({ title: `Visible project for ${label}` });
      const { connection } = suite.as.get(label)!;
      const listed = await readSubscription(connection, 'projects', 'projects.open', { limit: 500 });
      const ids = listed.map((doc) => doc._id);
      expect(ids).toContain(open._id);
      expect(ids).not.toContain(draft._id);
      for (const doc of listed) {
        expect(doc.status).toBe('open');
        for (const secret of ['clientName', 'adminNotes', 'docInfo', 'accountId']) expect(doc).not.toHaveProperty(secret);
      }
      const one = await readSubscription(connection, 'projects', 'projects.one', open.urlName);
      expect(one).toHaveLength(1);
      expect(one[0]).toMatchObject({ _id: open._id, rate: { min: 80, max: 100, currency: 'EUR' } });
      expect(one[0]).not.toHaveProperty('clientName');
      expect(await readSubscription(connection, 'projects', 'projects.one', draft._id)).toEqual([]);
      expect(await readSubscription(connection, 'projects', 'projects.one', draft.urlName)).toEqual([]);
    });

    it(`${label}: gets nothing from projects.adminPage`, async () => {
      const { connection } = suite.as.get(label)!;
      if (roles === null) {
        expect(await readSubscription(connection, 'projects', 'projects.adminPage')).toEqual([]);
      } else {
        expect((await failureOf(readSubscription(connection, 'projects', 'projects.adminPage'))).error).toBe(403);
      }
    });
  }

  it('admin: sees drafts and every field in projects.one and projects.adminPage', async () => {
    const draft = await createDraft({ title: 'Admin-only draft' });
    const one = await readSubscription(suite.admin.connection, 'projects', 'projects.one', draft._id);
    expect(one[0]).toMatchObject({ status: 'draft', clientName: 'Confidential retail bank', adminNotes: 'Margin 15 %, contact Jana' });
    const drafts = await readSubscription(suite.admin.connection, 'projects', 'projects.adminPage', { status: 'draft' });
    expect(drafts.map((doc) => doc._id)).toContain(draft._id);
    expect(drafts.every((doc) => doc.status === 'draft')).toBe(true);
    const found = await readSubscription(suite.admin.connection, 'projects', 'projects.adminPage', { text: 'admin-only' });
    expect(found.map((doc) => doc._id)).toEqual([draft._id]);
  });

  it('a closed project stays readable by link but leaves the open list', async () => {
    const open = await createOpen({ title: 'Soon closed' });
    await suite.admin.connection.callAsync('projects.close', open._id);
    const visitor = suite.as.get('anonymous')!.connection;
    expect((await readSubscription(visitor, 'projects', 'projects.one', open._id))[0]).toMatchObject({ status: 'closed' });
    const listed = await readSubscription(visitor, 'projects', 'projects.open', { text: 'Soon closed' });
    expect(listed).toEqual([]);
  });
});

describe('projects: bad input changes nothing', () => {
  it('refuses hostile values for every id parameter and for projects.one', async () => {
    const open = await createOpen();
    const before = await allProjects();
    for (const bad of HOSTILE_STRINGS) {
      for (const method of ['projects.publish', 'projects.close']) {
        expect((await failureOf(suite.admin.connection.callAsync(method, bad))).error, `${method} ${JSON.stringify(bad)}`).toBe(400);
      }
      expect((await failureOf(suite.admin.connection.callAsync('projects.update', bad, { title: 'x' }))).error).toBe(400);
      const visitor = suite.as.get('anonymous')!.connection;
      expect((await failureOf(readSubscription(visitor, 'projects', 'projects.one', bad))).error).toBe(400);
    }
    expect(await allProjects()).toEqual(before);
    expect(open._id).toBeTruthy();
  });

  it('refuses wrong types, operators, oversize strings, unknown keys and extra arguments in writes', async () => {
    const open = await createOpen();
    const before = await allProjects();
    const badProjects: unknown[] = [
      projectInput({ title: { $ne: null } as never }),
      projectInput({ title: 'x'.repeat(201) }),
      projectInput({ remotePercent: '60' as never }),
      projectInput({ skills: ['not-a-skill'] as never }),
      { ...projectInput(), status: 'open' },
      { ...projectInput(), referenceNumber: 'P-2026-0001' },
      { ...projectInput(), $set: { status: 'open' } },
      { ...projectInput(), 'rate.min': 1 },
      { ...projectInput(), constructor: { prototype: { polluted: 1 } } },
      'a string',
      [projectInput()],
    ];
    for (const bad of badProjects) {
      expect((await failureOf(suite.admin.connection.callAsync('projects.create', bad))).error, JSON.stringify(bad)).toBe(400);
    }
    expect((await failureOf(suite.admin.connection.callAsync('projects.create', projectInput(), 'surplus'))).error).toBe(400);
    const badChanges: unknown[] = [{ status: 'draft' }, { publishedAt: new Date() }, { title: { $gt: '' } }, { description: 'x'.repeat(20_001) }, { _id: 'x' }, { 'docInfo.createdBy': 'x' }];
    for (const bad of badChanges) {
      expect((await failureOf(suite.admin.connection.callAsync('projects.update', open._id, bad))).error, JSON.stringify(bad)).toBe(400);
    }
    expect((await failureOf(suite.admin.connection.callAsync('projects.update', open._id, {}, ['title']))).error).toBe(400);
    expect((await failureOf(suite.admin.connection.callAsync('projects.update', open._id, {}, 'clientName'))).error).toBe(400);
    expect(await allProjects()).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses malformed filters in projects.open, projects.count and projects.adminPage', async () => {
    const visitor = suite.as.get('anonymous')!.connection;
    const badFilters: unknown[] = [
      { text: { $regex: '.*' } },
      { text: 'x'.repeat(101) },
      { skills: 'java' },
      { skills: ['java', 'java'] },
      { country: { $ne: null } },
      { remote: '50' },
      { remote: 101 },
      { languageLevel: 'C1' },
      { language: 'de', languageLevel: 'fluent' },
      { rate: { min: 50 } },
      { rate: { min: 90, max: 50, currency: 'EUR', unit: 'hour' } },
      { sort: 'random' },
      { limit: 0 },
      { limit: 1.5 },
      { unknown: 1 },
      { $where: 'return true' },
      'text',
    ];
    for (const bad of badFilters) {
      expect((await failureOf(readSubscription(visitor, 'projects', 'projects.open', bad))).error, JSON.stringify(bad)).toBe(400);
      expect((await failureOf(visitor.callAsync('projects.count', bad))).error, JSON.stringify(bad)).toBe(400);
    }
    expect((await failureOf(readSubscription(suite.admin.connection, 'projects', 'projects.adminPage', { status: { $ne: null } }))).error).toBe(400);
    expect((await failureOf(readSubscription(suite.admin.connection, 'projects', 'projects.adminPage', { extra: true }))).error).toBe(400);
  });
});
