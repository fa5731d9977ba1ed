// `applications.mine` as a reactive join, over a real WebSocket: an application made while the
// subscription is open arrives with its project without a re-subscribe, project changes follow,
// and the NDA a project requires gates `applications.apply` (per role, and per candidate).
import { beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../../../tests/helpers/wait-until';
import { failureOf, readSubscription, subscribeLive } from '../common/api.testkit';
import { setUpRoleSuite } from '../common/role-suite.testkit';
import { ensureDefaults } from '../document-templates/logic';
import { PeopleDocuments } from '../people-documents/collection';
import { projectNdaDocument } from '../people-documents/project-nda';
import { projectInput } from '../projects/api.testkit';
import { Projects } from '../projects/collection';
import { Applications } from './collection';

const suite = setUpRoleSuite();

async function openProject(extra: Record<string, unknown> = {}): Promise<string> {
  const created = (await suite.admin.connection.callAsync('projects.create', { ...projectInput(), ...extra })) as { _id: string };
  await suite.admin.connection.callAsync('projects.publish', created._id);
  return created._id;
}

beforeAll(async () => {
  await ensureDefaults();
  suite.as.set('candidateB', await suite.app.connectAs(['candidate'], { profileComplete: true }));
});

describe('applications.mine is a live join', () => {
  it('sends a new application and its project to an open subscription, then the project’s changes', async () => {
    const candidate = suite.as.get('candidate+customer')!.connection;
    const applications = await subscribeLive(candidate, 'applications', 'applications.mine');
    const projects = await subscribeLive(candidate, 'projects', 'applications.mine');
    const projectId = await openProject();
    const id = (await candidate.callAsync('applications.apply', projectId, {})) as string;
    await waitUntil(() => applications.docs().find((doc) => doc._id === id), { what: 'the new application' });
    const project = await waitUntil(() => projects.docs().find((doc) => doc._id === projectId), { what: 'its project' });
    expect(project.clientName).toBeUndefined();
    expect(project.adminNotes).toBeUndefined();
    await suite.admin.connection.callAsync('projects.update', projectId, { title: 'Retitled while watched' });
    await waitUntil(() => (projects.docs().find((doc) => doc._id === projectId)?.title === 'Retitled while watched' ? true : undefined), {
      what: 'the project change',
    });
    await candidate.callAsync('applications.withdraw', id);
    await waitUntil(() => (applications.docs().find((doc) => doc._id === id)?.status === 'withdrawn' ? true : undefined), { what: 'withdrawn' });
    applications.stop();
    projects.stop();
  });

  it('shows nobody else’s applications or projects, and nothing to anonymous callers', async () => {
    const projectId = await openProject();
    await suite.as.get('candidate')!.connection.callAsync('applications.apply', projectId, {});
    const other = suite.as.get('customer')!.connection;
    expect(await readSubscription(other, 'applications', 'applications.mine')).toEqual([]);
    expect(await readSubscription(other, 'projects', 'applications.mine')).toEqual([]);
    expect(await readSubscription(suite.as.get('anonymous')!.connection, 'applications', 'applications.mine')).toEqual([]);
    expect((await failureOf(readSubscription(other, 'applications', 'applications.mine', { $ne: null }))).error).toBe(400);
  });
});

describe('a project that requires an NDA', () => {
  it('peopleDocuments.projectNda per role: candidates and admins get a document, others are refused', async () => {
    const projectId = await openProject({ ndaRequired: true });
    const expected: Record<string, number | 'ok'> = { anonymous: 401, customer: 403, candidate: 'ok', 'candidate+customer': 'ok', admin: 'ok' };
    for (const [label, outcome] of Object.entries(expected)) {
      const call = suite.as.get(label)!.connection.callAsync('peopleDocuments.projectNda', projectId);
      if (outcome === 'ok') {
        const documentId = (await call) as string;
        const doc = await PeopleDocuments.findOneAsync({ _id: documentId });
        expect(doc).toMatchObject({ projectId, type: 'nda', status: '2', engineUserId: suite.as.get(label)!.userId });
        // Asking again answers the same document.
        expect(await suite.as.get(label)!.connection.callAsync('peopleDocuments.projectNda', projectId)).toBe(documentId);
      } else {
        expect((await failureOf(call)).error).toBe(outcome);
      }
    }
    expect(await PeopleDocuments.find({ projectId }).countAsync()).toBe(3);
  });

  it('makes one NDA for calls at the same time from two tabs (each a connection of the same candidate)', async () => {
    const projectId = await openProject({ ndaRequired: true });
    const candidate = await suite.app.connectAs(['candidate'], { profileComplete: true });
    const secondTab = await suite.app.loginAs(candidate.user!);
    const calls = [candidate, secondTab, candidate, secondTab].map((tab) => tab.connection.callAsync('peopleDocuments.projectNda', projectId));
    const ids = (await Promise.all(calls)) as string[];
    expect(new Set(ids).size).toBe(1);
    expect(await PeopleDocuments.find({ projectId }).countAsync()).toBe(1);
    candidate.close();
    secondTab.close();
    // The same race in one process, without the network's spacing between the calls.
    const racedProject = await openProject({ ndaRequired: true });
    const userId = candidate.userId as string;
    const raced = await Promise.all([1, 2, 3].map(() => projectNdaDocument(userId, racedProject)));
    expect(new Set(raced).size).toBe(1);
    expect(await PeopleDocuments.find({ projectId: racedProject }).countAsync()).toBe(1);
  });

  it('names the NDA’s project (title, URL name) in peopleDocuments.mine and in the admins’ page of documents', async () => {
    const projectId = await openProject({ ndaRequired: true });
    const { title, urlName } = (await Projects.findOneAsync({ _id: projectId }))!;
    const candidate = suite.as.get('candidateB')!.connection;
    const documentId = (await candidate.callAsync('peopleDocuments.projectNda', projectId)) as string;
    const mine = await readSubscription(candidate, 'peopleDocuments', 'peopleDocuments.mine');
    expect(mine.find((doc) => doc._id === documentId)?.project).toEqual({ title, urlName });
    const projects = await readSubscription(suite.admin.connection, 'projects', 'peopleDocuments.adminPage', { projectId });
    expect(projects).toEqual([{ _id: projectId, title, urlName }]);
    expect(await readSubscription(suite.as.get('anonymous')!.connection, 'peopleDocuments', 'peopleDocuments.mine')).toEqual([]);
    expect((await failureOf(readSubscription(candidate, 'peopleDocuments', 'peopleDocuments.mine', {}))).error).toBe(400);
  });

  it('refuses projects without an NDA, closed projects and bad ids', async () => {
    const candidate = suite.as.get('candidate')!.connection;
    expect((await failureOf(candidate.callAsync('peopleDocuments.projectNda', await openProject()))).error).toBe(409);
    const draft = (await suite.admin.connection.callAsync('projects.create', { ...projectInput(), ndaRequired: true })) as { _id: string };
    expect((await failureOf(candidate.callAsync('peopleDocuments.projectNda', draft._id))).error).toBe(404);
    for (const bad of [{ $ne: null }, 'x'.repeat(500), 42]) {
      expect((await failureOf(candidate.callAsync('peopleDocuments.projectNda', bad))).error).toBe(400);
    }
  });

  it('accepts an application only after the candidate agreed to that project’s NDA (their own, not another’s)', async () => {
    const projectId = await openProject({ ndaRequired: true });
    const a = suite.as.get('candidate')!.connection;
    const b = suite.as.get('candidateB')!.connection;
    expect((await failureOf(a.callAsync('applications.apply', projectId, {}))).error).toBe(428);
    const documentB = (await b.callAsync('peopleDocuments.projectNda', projectId)) as string;
    // A cannot agree to B's document (IDOR), and B's agreement does not let A apply.
    expect((await failureOf(a.callAsync('peopleDocuments.agree', documentB, {}))).error).toBe(404);
    await b.callAsync('peopleDocuments.agree', documentB, {});
    expect((await failureOf(a.callAsync('applications.apply', projectId, {}))).error).toBe(428);
    expect(await Applications.find({ projectId, userId: suite.as.get('candidate')!.userId as string }).countAsync()).toBe(0);
    const documentA = (await a.callAsync('peopleDocuments.projectNda', projectId)) as string;
    await a.callAsync('peopleDocuments.agree', documentA, { clickedAt: new Date() });
    const id = (await a.callAsync('applications.apply', projectId, {})) as string;
    expect(await Applications.findOneAsync({ _id: id })).toMatchObject({ projectId, status: 'submitted' });
    expect(await b.callAsync('applications.apply', projectId, {})).toEqual(expect.any(String));
  });
});

describe('account deletion', () => {
  it('erases the candidate’s applications with the account and nobody else’s', async () => {
    const projectId = await openProject();
    const leaving = await suite.app.connectAs(['candidate'], { profileComplete: true });
    await leaving.connection.callAsync('applications.apply', projectId, { note: 'Personal note' });
    const staying = (await suite.as.get('candidateB')!.connection.callAsync('applications.apply', projectId, {})) as string;
    const summary = (await leaving.connection.callAsync('users.deleteAccount', 'DELETE')) as { erased: string[] };
    expect(summary.erased).toContain('Your applications to projects, with their notes and history');
    expect(await Applications.find({ userId: leaving.userId as string }).countAsync()).toBe(0);
    expect(await Applications.findOneAsync({ _id: staying })).toBeDefined();
    leaving.close();
  });
});
