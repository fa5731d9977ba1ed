// applications.* over a real WebSocket against the real server, per role: applying (rule
// 'project', open projects only, one live application per project and person even under
// concurrency), withdrawing one's own only, the admins' moves with a history the candidate sees
// without admin remarks, the publications, and hostile input that changes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { failureOf, HOSTILE_STRINGS, readSubscription } from '../common/api.testkit';
import { setUpRoleSuite } from '../common/role-suite.testkit';
import { projectInput } from '../projects/api.testkit';
import { Applications } from './collection';

const suite = setUpRoleSuite();

async function openProject(): Promise<string> {
  const created = (await suite.admin.connection.callAsync('projects.create', projectInput())) as { _id: string };
  await suite.admin.connection.callAsync('projects.publish', created._id);
  return created._id;
}

const snapshot = () => Applications.find({}, { sort: { _id: 1 } }).fetchAsync();
const input = { note: 'Two S/4HANA migrations; can start in October.', proposedRate: { amount: 95, currency: 'EUR', unit: 'hour' } };

beforeAll(async () => {
  suite.as.set('candidateB', await suite.app.connectAs(['candidate'], { profileComplete: true }));
});

describe('applications.apply per role', () => {
  const expected: Record<string, number | 'ok'> = { anonymous: 401, customer: 403, candidate: 'ok', 'candidate+customer': 'ok', admin: 'ok' };
  for (const [label, outcome] of Object.entries(expected)) {
    it(`${label}: ${outcome === 'ok' ? 'applies' : `is refused with ${outcome}`}`, async () => {
      const projectId = await openProject();
      const call = suite.as.get(label)!.connection.callAsync('applications.apply', projectId, input);
      if (outcome === 'ok') {
        const id = (await call) as string;
        expect(await Applications.findOneAsync({ _id: id })).toMatchObject({ projectId, status: 'submitted', liveKey: expect.any(String) });
      } else {
        expect((await failureOf(call)).error).toBe(outcome);
        expect(await Applications.find({ projectId }).countAsync()).toBe(0);
      }
    });
  }

  it('refuses a project that is not open', async () => {
    const draft = (await suite.admin.connection.callAsync('projects.create', projectInput())) as { _id: string };
    expect((await failureOf(suite.as.get('candidate')!.connection.callAsync('applications.apply', draft._id, input))).error).toBe(404);
  });

  it('keeps one live application per project and person, even for concurrent calls', async () => {
    const projectId = await openProject();
    const candidate = suite.as.get('candidate')!.connection;
    const results = await Promise.allSettled([1, 2, 3].map(() => candidate.callAsync('applications.apply', projectId, input)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await Applications.find({ projectId }).countAsync()).toBe(1);
    expect((await failureOf(candidate.callAsync('applications.apply', projectId, {}))).error).toBe(409);
  });
});

describe('withdraw and move', () => {
  it('lets only the owner withdraw (IDOR), then allows a new application', async () => {
    const projectId = await openProject();
    const a = suite.as.get('candidate')!.connection;
    const id = (await a.callAsync('applications.apply', projectId, input)) as string;
    const before = await snapshot();
    expect((await failureOf(suite.as.get('candidateB')!.connection.callAsync('applications.withdraw', id))).error).toBe(404);
    expect((await failureOf(suite.as.get('anonymous')!.connection.callAsync('applications.withdraw', id))).error).toBe(401);
    expect(await snapshot()).toEqual(before);
    await a.callAsync('applications.withdraw', id);
    const withdrawn = await Applications.findOneAsync({ _id: id });
    expect(withdrawn?.status).toBe('withdrawn');
    expect(withdrawn?.liveKey).toBeUndefined();
    expect((await failureOf(a.callAsync('applications.withdraw', id))).error).toBe(409);
    await a.callAsync('applications.apply', projectId, input);
  });

  it('lets admins move along the table only; the candidate sees the history without admin remarks', async () => {
    const projectId = await openProject();
    const a = suite.as.get('candidate')!.connection;
    const id = (await a.callAsync('applications.apply', projectId, input)) as string;
    for (const label of ['candidate', 'customer', 'candidate+customer']) {
      expect((await failureOf(suite.as.get(label)!.connection.callAsync('applications.move', id, 'shortlisted'))).error).toBe(403);
    }
    await suite.admin.connection.callAsync('applications.move', id, 'shortlisted', 'Profile sent to the client.', 'Client wants a discount');
    expect((await failureOf(suite.admin.connection.callAsync('applications.move', id, 'submitted'))).error).toBe(409);
    await suite.admin.connection.callAsync('applications.move', id, 'rejected', 'The client chose another expert.');
    expect((await Applications.findOneAsync({ _id: id }))?.liveKey).toBeUndefined();

    const mine = await readSubscription(a, 'applications', 'applications.mine');
    const seen = mine.find((doc) => doc._id === id)!;
    expect(seen.adminNote).toBeUndefined();
    expect(seen.liveKey).toBeUndefined();
    expect((seen.statusHistory as { status: string }[]).map((entry) => entry.status)).toEqual(['submitted', 'shortlisted', 'rejected']);
    const projects = await readSubscription(a, 'projects', 'applications.mine');
    expect(projects.map((project) => project._id)).toContain(projectId);
    expect(projects.every((project) => project.clientName === undefined && project.adminNotes === undefined)).toBe(true);
  });
});

describe('publications per role', () => {
  it('applications.mine shows nobody else’s applications', async () => {
    const projectId = await openProject();
    const id = (await suite.as.get('candidate')!.connection.callAsync('applications.apply', projectId, input)) as string;
    const other = await readSubscription(suite.as.get('candidateB')!.connection, 'applications', 'applications.mine');
    expect(other.map((doc) => doc._id)).not.toContain(id);
    expect(await readSubscription(suite.as.get('anonymous')!.connection, 'applications', 'applications.mine')).toEqual([]);
  });

  it('applications.admin: admins only, with filters', async () => {
    const projectId = await openProject();
    await suite.as.get('candidate')!.connection.callAsync('applications.apply', projectId, input);
    const docs = await readSubscription(suite.admin.connection, 'applications', 'applications.admin', { projectId });
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({ projectId, status: 'submitted' });
    for (const label of ['candidate', 'customer', 'candidate+customer']) {
      expect((await failureOf(readSubscription(suite.as.get(label)!.connection, 'applications', 'applications.admin'))).error).toBe(403);
    }
    expect(await readSubscription(suite.as.get('anonymous')!.connection, 'applications', 'applications.admin')).toEqual([]);
    expect((await failureOf(readSubscription(suite.admin.connection, 'applications', 'applications.admin', { projectId: { $ne: null } }))).error).toBe(400);
  });
});

describe('hostile input changes nothing', () => {
  it('refuses bad ids, bad shapes, unknown keys and surplus arguments with 400', async () => {
    const projectId = await openProject();
    const a = suite.as.get('candidate')!.connection;
    const id = (await a.callAsync('applications.apply', projectId, input)) as string;
    const before = await snapshot();
    const calls: unknown[][] = [];
    for (const bad of HOSTILE_STRINGS) {
      calls.push(['applications.apply', bad, input], ['applications.withdraw', bad], ['applications.move', bad, 'rejected']);
      // null in an optional field means "not given" (simpl-schema), so it is not hostile there.
      if (bad !== null) calls.push(['applications.apply', projectId, { note: bad }]);
      calls.push(['applications.move', id, bad]);
    }
    calls.push(
      ['applications.apply', projectId, { ...input, status: 'accepted' }],
      ['applications.apply', projectId, { ...input, userId: 'kT3fPqW8xZ2mN5rLa' }],
      ['applications.apply', projectId, 'not an object'],
      ['applications.withdraw', id, 'surplus'],
      ['applications.move', id, 'rejected', 'x'.repeat(1001)],
    );
    for (const [name, ...args] of calls) {
      const connection = name === 'applications.move' ? suite.admin.connection : a;
      expect((await failureOf(connection.callAsync(name as string, ...args))).error, JSON.stringify([name, ...args]).slice(0, 200)).toBe(400);
    }
    expect(await snapshot()).toEqual(before);
  });
});
