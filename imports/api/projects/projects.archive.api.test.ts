// projects.archive / .restore / .delete over a real WebSocket against the real server: an
// archived project leaves every public read and the admin table's default view but keeps its
// applications and NDAs; restoring brings back the status it had; deleting works only while
// nothing refers to the project (else 409, "archive it instead"). Every role but the admin is
// refused (a member of the company that posted the project, and of another company, too), and
// hostile input changes nothing.
import { Random } from 'meteor/random';
import { beforeAll, describe, expect, it } from 'vitest';
import { Applications } from '../applications/collection';
import { failureOf, HOSTILE_STRINGS, readSubscription } from '../common/api.testkit';
import { ROLE_CASES, setUpRoleSuite } from '../common/role-suite.testkit';
import { ensureDefaults } from '../document-templates/logic';
import { PeopleDocuments } from '../people-documents/collection';
import { projectInput } from './api.testkit';
import { Projects } from './collection';

const suite = setUpRoleSuite();
const METHODS = ['projects.archive', 'projects.restore', 'projects.delete'] as const;
/** The company that posted the test projects, and a member of another company. */
let postingCompanyId: string;

beforeAll(async () => {
  await ensureDefaults();
  const owner = await suite.app.connectAs(['customer']);
  postingCompanyId = (await owner.connection.callAsync('companies.register', { name: 'Brněnské strojírny s.r.o.', companyIdNumber: '27082440', country: 'CZ' })) as string;
  suite.as.set('member of the posting company', owner);
  const other = await suite.app.connectAs(['customer']);
  await other.connection.callAsync('companies.register', { name: 'Ostravské doly a.s.', companyIdNumber: '45274649', country: 'CZ' });
  suite.as.set('member of another company', other);
});

const admin = () => suite.admin.connection;
const visitor = () => suite.as.get('anonymous')!.connection;
const allProjects = () => Projects.find({}, { sort: { _id: 1 } }).fetchAsync();

async function openProject(extra: Record<string, unknown> = {}): Promise<string> {
  const created = (await admin().callAsync('projects.create', { ...projectInput(), ...extra })) as { _id: string };
  await admin().callAsync('projects.publish', created._id);
  // Posted for a client company, as a customer's project is.
  await Projects.updateAsync({ _id: created._id }, { $set: { accountId: postingCompanyId } });
  return created._id;
}

/** What a new visitor's connection reads of the project (a fresh one: no documents left from earlier reads). */
async function visibleToVisitors(projectId: string, title: string): Promise<{ one: boolean; listed: boolean; counted: number }> {
  const [forOne, forList] = [await suite.app.connectAs(null), await suite.app.connectAs(null)];
  const one = (await readSubscription(forOne.connection, 'projects', 'projects.one', projectId)).length === 1;
  const listed = (await readSubscription(forList.connection, 'projects', 'projects.open', { text: title })).some((doc) => doc._id === projectId);
  const counted = (await forList.connection.callAsync('projects.count', { text: title })) as number;
  forOne.close();
  forList.close();
  return { one, listed, counted };
}

async function adminTableIds(filters: Record<string, unknown> = {}): Promise<string[]> {
  return (await readSubscription(admin(), 'projects', 'projects.adminPage', filters)).map((doc) => doc._id as string);
}

describe('projects.archive and projects.restore', () => {
  it('hides an archived project from visitors and the admin’s default view, keeps its applications and NDAs, and restores it as it was', async () => {
    const title = 'Archived platform migration lead';
    const projectId = await openProject({ title, ndaRequired: true });
    const candidate = suite.as.get('candidate')!.connection;
    await candidate.callAsync('peopleDocuments.projectNda', projectId);
    const nda = await PeopleDocuments.findOneAsync({ projectId });
    await candidate.callAsync('peopleDocuments.agree', nda!._id, {});
    const applicationId = (await candidate.callAsync('applications.apply', projectId, {})) as string;
    expect(await visibleToVisitors(projectId, title)).toEqual({ one: true, listed: true, counted: 1 });

    const archived = (await admin().callAsync('projects.archive', projectId)) as { status: string; archivedAt: Date };
    expect(archived.status).toBe('archived');
    expect(await Projects.findOneAsync({ _id: projectId })).toMatchObject({ status: 'archived', statusBeforeArchive: 'open', archivedAt: archived.archivedAt });
    expect(await visibleToVisitors(projectId, title)).toEqual({ one: false, listed: false, counted: 0 });
    expect(await adminTableIds({ text: title })).toEqual([]);
    expect(await adminTableIds({ text: title, status: 'archived' })).toEqual([projectId]);
    // The admin's editor still reads it; its history stays.
    expect((await readSubscription(admin(), 'projects', 'projects.one', projectId))[0]).toMatchObject({ status: 'archived' });
    expect(await Applications.findOneAsync({ _id: applicationId })).toMatchObject({ projectId, status: 'submitted' });
    expect(await PeopleDocuments.find({ projectId }).countAsync()).toBe(1);
    // Nobody applies to it, and it is not closed or published behind the archive's back.
    const another = suite.as.get('candidate+customer')!.connection;
    expect((await failureOf(another.callAsync('applications.apply', projectId, {}))).error).toBeGreaterThanOrEqual(400);
    expect((await failureOf(admin().callAsync('projects.close', projectId))).error).toBe(409);
    expect((await failureOf(admin().callAsync('projects.publish', projectId))).error).toBe(409);
    // Archiving again changes nothing.
    const again = (await admin().callAsync('projects.archive', projectId)) as { archivedAt: Date };
    expect(again.archivedAt.getTime()).toBe(archived.archivedAt.getTime());

    expect(await admin().callAsync('projects.restore', projectId)).toEqual({ status: 'open' });
    const restored = await Projects.findOneAsync({ _id: projectId });
    expect(restored).toMatchObject({ status: 'open' });
    expect(restored).not.toHaveProperty('archivedAt');
    expect(restored).not.toHaveProperty('statusBeforeArchive');
    expect(await visibleToVisitors(projectId, title)).toEqual({ one: true, listed: true, counted: 1 });
    expect((await failureOf(admin().callAsync('projects.restore', projectId))).error).toBe(409);
  });

  it('restores a draft as a draft and a closed project as closed', async () => {
    const draft = (await admin().callAsync('projects.create', projectInput())) as { _id: string };
    const closed = await openProject();
    await admin().callAsync('projects.close', closed);
    for (const id of [draft._id, closed]) await admin().callAsync('projects.archive', id);
    expect(await admin().callAsync('projects.restore', draft._id)).toEqual({ status: 'draft' });
    expect(await admin().callAsync('projects.restore', closed)).toEqual({ status: 'closed' });
  });
});

describe('projects.delete', () => {
  it('deletes a project nothing refers to: gone for everyone, its URL as unknown as any', async () => {
    const projectId = await openProject({ title: 'Deleted by mistake' });
    const urlName = (await Projects.findOneAsync({ _id: projectId }))!.urlName;
    expect(await admin().callAsync('projects.delete', projectId)).toEqual({ deleted: true });
    expect(await Projects.findOneAsync({ _id: projectId })).toBeUndefined();
    expect(await readSubscription(visitor(), 'projects', 'projects.one', urlName)).toEqual([]);
    expect(await readSubscription(admin(), 'projects', 'projects.one', projectId)).toEqual([]);
    expect((await failureOf(admin().callAsync('projects.delete', projectId))).error).toBe(404);
  });

  it('refuses to delete a project with an application or an NDA, and tells the admin to archive it', async () => {
    const applied = await openProject();
    await suite.as.get('candidate')!.connection.callAsync('applications.apply', applied, {});
    const withNda = await openProject({ ndaRequired: true });
    await suite.as.get('candidate+customer')!.connection.callAsync('peopleDocuments.projectNda', withNda);
    const before = await allProjects();
    const refusedApplied = await failureOf(admin().callAsync('projects.delete', applied));
    expect(refusedApplied.error).toBe(409);
    expect(refusedApplied.reason).toBe('This project cannot be deleted because applications or NDAs refer to it (applications: 1, NDAs: 0). Archive it instead: archiving keeps them.');
    const refusedNda = await failureOf(admin().callAsync('projects.delete', withNda));
    expect(refusedNda.error).toBe(409);
    expect(refusedNda.details).toMatchObject({ messageId: 'errors.project.deleteArchiveInstead', values: { applications: 0, documents: 1 } });
    expect(await allProjects()).toEqual(before);
    // Archived, it still may not be deleted: its history stays.
    await admin().callAsync('projects.archive', applied);
    expect((await failureOf(admin().callAsync('projects.delete', applied))).error).toBe(409);
  });
});

describe('projects.archive, .restore and .delete: access per role', () => {
  const labels = [...ROLE_CASES.filter((role) => !role.roles?.includes('admin')).map((role) => role.label), 'member of the posting company', 'member of another company'];
  for (const label of labels) {
    it(`${label}: may not archive, restore or delete a project, and nothing changes`, async () => {
      const open = await openProject();
      const archived = await openProject();
      await admin().callAsync('projects.archive', archived);
      const before = await allProjects();
      const expected = label === 'anonymous' ? 401 : 403;
      const { connection } = suite.as.get(label)!;
      for (const [method, id] of [['projects.archive', open], ['projects.restore', archived], ['projects.delete', open], ['projects.delete', archived]] as const) {
        expect((await failureOf(connection.callAsync(method, id))).error, `${method} as ${label}`).toBe(expected);
      }
      expect(await allProjects()).toEqual(before);
    });
  }

  it('admin: may archive, restore and delete (above); unknown ids answer 404', async () => {
    for (const method of METHODS) expect((await failureOf(admin().callAsync(method, Random.id()))).error, method).toBe(404);
  });
});

describe('projects.archive, .restore and .delete: bad input changes nothing', () => {
  it('refuses hostile ids, missing and surplus arguments', async () => {
    const open = await openProject();
    const before = await allProjects();
    for (const method of METHODS) {
      for (const bad of [...HOSTILE_STRINGS, { $ne: null }, 42, null]) {
        expect((await failureOf(admin().callAsync(method, bad))).error, `${method} ${JSON.stringify(bad)}`).toBe(400);
      }
      expect((await failureOf(admin().callAsync(method))).error, `${method} without an id`).toBe(400);
      expect((await failureOf(admin().callAsync(method, open, 'surplus'))).error, `${method} with a surplus argument`).toBe(400);
    }
    expect(await allProjects()).toEqual(before);
  });
});
