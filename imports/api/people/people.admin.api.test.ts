// The back office's people tables over a real WebSocket: people.adminCandidates (candidates with
// their entries, filtered by CV and expert status, paged), people.adminCandidate, the counts and
// the paged people.admin, for every role; never `services`; hostile filters refused.
import { Meteor } from 'meteor/meteor';
import { Random } from 'meteor/random';
import { describe, expect, it } from 'vitest';
import { failureOf, readSubscription, subscribeLive } from '../common/api.testkit';
import { ROLE_CASES, setUpRoleSuite } from '../common/role-suite.testkit';
import { waitUntil } from '../../../tests/helpers/wait-until';
import { candidatePage, countCandidates, matchingCandidates } from './admin-queries';
import type { ClientDoc } from '../../../tests/helpers/recording-store';

const suite = setUpRoleSuite();
const tag = `Zq${Date.now().toString(36)}`;

const data = {
  country: 'CZ',
  city: 'Brno',
  headline: 'SAP FI/CO consultant',
  languages: [{ language: 'en', level: 'C1' }],
  fieldsOfExpertise: ['sap-erp'],
  skills: ['sap-fi'],
  yearsOfExperience: 12,
};

async function candidate(first: string, withCv: boolean, last = tag): Promise<string> {
  const user = await suite.app.createUser({ roles: ['candidate'], profile: { name: { first, last } } });
  const cv = { file: 'x'.repeat(24) + '.pdf', name: 'cv.pdf', mimeType: 'application/pdf', size: 10, uploadedAt: new Date() };
  await Meteor.users.updateAsync({ _id: user.userId }, { $set: { candidateData: withCv ? { ...data, cv } : data } });
  return user.userId;
}

/** The accounts a subscription sends the admin, leaving out the admin's own (always published). */
async function readUsers(name: string, arg: unknown): Promise<ClientDoc[]> {
  const own = suite.admin.userId;
  const subscription = await subscribeLive(suite.admin.connection, 'users', name, arg);
  const docs = subscription.docs().filter((doc) => doc._id !== own);
  subscription.stop();
  await waitUntil(() => ([...subscription.store.docs.keys()].every((key) => key === own) ? true : undefined), { what: `${name} accounts removed` });
  return docs;
}

describe('people admin tables: access per role', () => {
  for (const { label, roles } of ROLE_CASES) {
    if (roles?.includes('admin')) continue;
    it(`${label}: may not list candidates, open one or count`, async () => {
      const { connection } = suite.as.get(label)!;
      const someone = await candidate('Victim', true, 'Other');
      const expected = roles === null ? 401 : 403;
      expect((await failureOf(connection.callAsync('people.adminCandidatesCount', {}))).error).toBe(expected);
      expect((await failureOf(connection.callAsync('people.adminCount', {}))).error).toBe(expected);
      for (const [name, arg] of [
        ['people.adminCandidates', { text: tag }],
        ['people.adminCandidate', someone],
      ] as const) {
        if (roles === null) expect(await readSubscription(connection, 'users', name, arg)).toEqual([]);
        else expect((await failureOf(readSubscription(connection, 'users', name, arg))).error).toBe(403);
      }
    });
  }
});

describe('people admin tables: admin', () => {
  it('lists candidates with CV and expert-status filters, pages and counts, without services', async () => {
    const withCv = await candidate('Alena', true);
    const withoutCv = await candidate('Bohdan', false);
    const published = await candidate('Cyril', true);
    await suite.admin.connection.callAsync('people.publishFromCandidate', published);
    const admin = suite.admin.connection;
    const ids = async (filters: Record<string, unknown>) =>
      (await readUsers('people.adminCandidates', { text: tag, ...filters })).map((doc) => doc._id).sort();

    expect(await ids({})).toEqual([withCv, withoutCv, published].sort());
    expect(await ids({ cv: 'with-cv' })).toEqual([withCv, published].sort());
    expect(await ids({ cv: 'without-cv' })).toEqual([withoutCv]);
    expect(await ids({ entry: 'published' })).toEqual([published]);
    expect(await ids({ entry: 'none' })).toEqual([withCv, withoutCv].sort());
    expect(await admin.callAsync('people.adminCandidatesCount', { text: tag, entry: 'none' })).toBe(2);
    const firstPage = await ids({ limit: 2 });
    const secondPage = await ids({ limit: 2, skip: 2 });
    expect([...firstPage, ...secondPage].sort()).toEqual([withCv, withoutCv, published].sort());

    const users = await readUsers('people.adminCandidates', { text: tag });
    for (const user of users) expect(user).not.toHaveProperty('services');
    const sub = await subscribeLive(admin, 'people', 'people.adminCandidates', { text: tag, entry: 'published' });
    expect(sub.docs().map((doc) => doc.sourceUserId)).toEqual([published]);
    sub.stop();
  });

  it('opens one candidate with the entry, live through publish and unpublish', async () => {
    const userId = await candidate('Dana', true);
    const admin = suite.admin.connection;
    const [user] = await readUsers('people.adminCandidate', userId);
    expect(user).toMatchObject({ _id: userId, candidateData: { headline: 'SAP FI/CO consultant', cv: { name: 'cv.pdf' } } });
    expect(user).not.toHaveProperty('services');
    const entries = await subscribeLive(admin, 'people', 'people.adminCandidate', userId);
    expect(entries.docs()).toEqual([]);
    const { _id } = (await admin.callAsync('people.publishFromCandidate', userId)) as { _id: string };
    await expect.poll(() => entries.docs().map((doc) => doc.status)).toEqual(['published']);
    await admin.callAsync('people.unpublish', _id);
    await expect.poll(() => entries.docs().map((doc) => doc.status)).toEqual(['unpublished']);
    entries.stop();
    // An entry's own id opens it too (entries the agency lists without an account).
    expect((await readSubscription(admin, 'people', 'people.adminCandidate', _id)).map((doc) => doc._id)).toEqual([_id]);
  });

  it('pages and counts expert entries', async () => {
    const a = await candidate('Eva', false);
    const b = await candidate('Filip', false);
    await suite.admin.connection.callAsync('people.publishFromCandidate', a);
    await suite.admin.connection.callAsync('people.publishFromCandidate', b);
    const admin = suite.admin.connection;
    expect(await admin.callAsync('people.adminCount', { status: 'published' })).toBeGreaterThanOrEqual(2);
    const one = await readSubscription(admin, 'people', 'people.admin', { status: 'published', limit: 1 });
    const next = await readSubscription(admin, 'people', 'people.admin', { status: 'published', limit: 1, skip: 1 });
    expect(one).toHaveLength(1);
    expect(next).toHaveLength(1);
    expect(one[0]?._id).not.toBe(next[0]?._id);
  });

  it('pages an expert-status filter over many candidates exactly as the full list, however many windows it reads', async () => {
    // 260 accounts with a tag of their own (written directly, as an import would), a few of them
    // published as entries: a page of `published` needs several of candidatePage's windows.
    const own = `Wz${Date.now().toString(36)}`;
    const started = Date.now();
    const userIds: string[] = [];
    for (let index = 0; index < 260; index += 1) {
      const userId = Random.id();
      await Meteor.users.insertAsync({
        _id: userId,
        createdAt: new Date(started - index * 1000),
        emails: [{ address: `${own.toLowerCase()}-${index}@example.com`, verified: true }],
        profile: { name: { first: `P${index}`, last: own } },
        roles: ['candidate'],
        candidateData: data,
        services: {},
      } as never);
      userIds.push(userId);
    }
    for (const index of [3, 90, 140, 141, 199, 230, 250, 259]) await suite.admin.connection.callAsync('people.publishFromCandidate', userIds[index]);
    for (const entry of ['published', 'none'] as const) {
      const all = await matchingCandidates({ text: own, entry });
      if (!('ids' in all)) throw new Error('an expert-status filter lists ids');
      expect(all.ids.length).toBe(entry === 'published' ? 8 : 252);
      for (const [skip, limit] of [[0, 3], [3, 3], [6, 5], [0, 25], [225, 25], [250, 25]] as const) {
        const page = await candidatePage({ text: own, entry, skip, limit });
        expect(page.ids, `${entry} skip ${skip} limit ${limit}`).toEqual(all.ids.slice(skip, skip + limit));
      }
      expect(await countCandidates({ text: own, entry })).toBe(all.ids.length);
      expect(await countCandidates({ text: own, entry, cv: 'with-cv' })).toBe(0);
    }
  });

  it('refuses hostile filters and keys', async () => {
    const admin = suite.admin.connection;
    for (const bad of [{ cv: 'maybe' }, { entry: { $ne: null } }, { text: 'x'.repeat(101) }, { skip: -1 }, { limit: 101 }, { $where: '1' }]) {
      expect((await failureOf(readSubscription(admin, 'users', 'people.adminCandidates', bad))).error, JSON.stringify(bad)).toBe(400);
    }
    for (const bad of [{ $ne: null }, 'not an id!', ['a']]) {
      expect((await failureOf(readSubscription(admin, 'users', 'people.adminCandidate', bad))).error, JSON.stringify(bad)).toBe(400);
    }
    expect((await failureOf(admin.callAsync('people.adminCandidatesCount', { skip: 1 }))).error).toBe(400);
    expect((await failureOf(admin.callAsync('people.adminCount', { status: 'gone' }))).error).toBe(400);
  });
});
