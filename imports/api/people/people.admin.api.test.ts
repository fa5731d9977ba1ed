// The back office's people tables over a real WebSocket: people.adminCandidatesPage (candidates
// with their entries, filtered by CV and expert status, paged), people.adminCandidate and
// people.adminPage (expert entries), for every role; never `services`; hostile filters refused.
import { Meteor } from 'meteor/meteor';
import { Random } from 'meteor/random';
import { describe, expect, it } from 'vitest';
import { ADMIN_PAGE_SIZE } from '../common/admin-pages';
import { migrateOnce } from '../common/migrations';
import { usersCollection } from '../users/store';
import { LIST_PAGES_COLLECTION, listPageKey } from '../common/list-pages';
import { failureOf, readSubscription, storeFor, subscribeLive } from '../common/api.testkit';
import { ROLE_CASES, setUpRoleSuite } from '../common/role-suite.testkit';
import { CANDIDATE_SORT } from './admin-list';
import { People } from './collection';
import { backfillEntryFlags, removeEntryOf } from './entry-flag';
import { waitUntil } from '../../../tests/helpers/wait-until';
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

type PageRecord = { total: number; ids: string[] };

/** One page of a people table as the admin's client holds it: the record (total, ids in order) and the docs. */
async function readPage(name: string, collection: string, filters: Record<string, unknown>, page = 1): Promise<{ record: PageRecord; docs: ClientDoc[]; related: ClientDoc[] }> {
  const admin = suite.admin.connection;
  const args = [filters, page];
  const live = await subscribeLive(admin, collection, name, ...args);
  const record = storeFor(admin, LIST_PAGES_COLLECTION).docs.get(listPageKey(name, args)) as unknown as PageRecord;
  const docs = record.ids.map((id) => live.store.docs.get(id)!);
  const related = storeFor(admin, 'people').snapshot();
  live.stop();
  await waitUntil(() => (storeFor(admin, LIST_PAGES_COLLECTION).docs.has(listPageKey(name, args)) ? undefined : true), { what: `${name} page removed` });
  return { record, docs, related };
}

describe('people admin tables: access per role', () => {
  for (const { label, roles } of ROLE_CASES) {
    if (roles?.includes('admin')) continue;
    it(`${label}: may not list candidates or entries, or open one`, async () => {
      const { connection } = suite.as.get(label)!;
      const someone = await candidate('Victim', true, 'Other');
      for (const [name, arg] of [
        ['people.adminCandidatesPage', { text: tag }],
        ['people.adminPage', { status: 'published' }],
        ['people.adminCandidate', someone],
      ] as const) {
        if (roles === null) expect(await readSubscription(connection, 'users', name, arg)).toEqual([]);
        else expect((await failureOf(readSubscription(connection, 'users', name, arg))).error).toBe(403);
      }
    });
  }
});

describe('people admin tables: admin', () => {
  it('lists candidates with CV and expert-status filters, pages and counts, with their entries, without services', async () => {
    const withCv = await candidate('Alena', true);
    const withoutCv = await candidate('Bohdan', false);
    const published = await candidate('Cyril', true);
    await suite.admin.connection.callAsync('people.publishFromCandidate', published);
    const page = (filters: Record<string, unknown>) => readPage('people.adminCandidatesPage', 'users', { text: tag, ...filters });
    const ids = async (filters: Record<string, unknown>) => (await page(filters)).record.ids.slice().sort();

    expect(await ids({})).toEqual([withCv, withoutCv, published].sort());
    expect(await ids({ cv: 'with-cv' })).toEqual([withCv, published].sort());
    expect(await ids({ cv: 'without-cv' })).toEqual([withoutCv]);
    expect(await ids({ entry: 'published' })).toEqual([published]);
    expect(await ids({ entry: 'unpublished' })).toEqual([]);
    expect(await ids({ entry: 'none' })).toEqual([withCv, withoutCv].sort());
    expect(await ids({ entry: 'none', cv: 'with-cv' })).toEqual([withCv]);
    expect((await page({ entry: 'none' })).record.total).toBe(2);

    const all = await page({});
    // Newest first; every field the back office shows, never services.
    const newestFirst = await Meteor.users.find({ _id: { $in: [withCv, withoutCv, published] } }, { sort: CANDIDATE_SORT }).fetchAsync();
    expect(all.record.ids).toEqual(newestFirst.map((user) => user._id));
    for (const user of all.docs) {
      expect(user).toMatchObject({ profile: { name: { last: tag } }, roles: ['candidate'] });
      expect(user).not.toHaveProperty('services');
    }
    // Each candidate's entry comes with the page, matched by its account.
    expect(all.related.filter((entry) => [withCv, withoutCv, published].includes(entry.sourceUserId as string)).map((entry) => [entry.sourceUserId, entry.status])).toEqual([[published, 'published']]);
  });

  it('keeps each candidate’s entry live while the table is open: published, unpublished, then gone when the row leaves', async () => {
    const first = `Gx${Date.now().toString(36)}`;
    const userId = await candidate(first, true);
    const admin = suite.admin.connection;
    const live = await subscribeLive(admin, 'users', 'people.adminCandidatesPage', { text: first }, 1);
    const entryOf = () => storeFor(admin, 'people').snapshot().find((entry) => entry.sourceUserId === userId);
    expect(live.docs().map((doc) => doc._id)).toContain(userId);
    expect(entryOf()).toBeUndefined();
    const { _id } = (await admin.callAsync('people.publishFromCandidate', userId)) as { _id: string };
    await expect.poll(() => entryOf()?.status).toBe('published');
    await admin.callAsync('people.unpublish', _id);
    await expect.poll(() => entryOf()?.status).toBe('unpublished');
    // The account no longer matches the search: its row and its entry leave the client.
    await Meteor.users.updateAsync({ _id: userId }, { $set: { 'profile.name.first': 'Renamed' } });
    await expect.poll(() => live.docs().some((doc) => doc._id === userId)).toBe(false);
    await expect.poll(() => entryOf()).toBeUndefined();
    live.stop();
  });

  it('moves a candidate out of "No entry" when an entry is linked and back when it is removed, live', async () => {
    const first = `Nx${Date.now().toString(36)}`;
    const userId = await candidate(first, true);
    const admin = suite.admin.connection;
    const live = await subscribeLive(admin, 'users', 'people.adminCandidatesPage', { text: first, entry: 'none' }, 1);
    const listed = () => live.docs().some((doc) => doc._id === userId);
    expect(listed()).toBe(true);
    await admin.callAsync('people.publishFromCandidate', userId);
    await expect.poll(listed).toBe(false);
    // Unpublished is still an entry; only its removal (the account's deletion does it) unlinks it.
    await admin.callAsync('people.unpublish', (await People.findOneAsync({ sourceUserId: userId }))!._id);
    await expect.poll(listed).toBe(false);
    await removeEntryOf(userId);
    await expect.poll(listed).toBe(true);
    live.stop();
  });

  it('backfills the accounts\' entry flags once, from the entries as they are', async () => {
    const linked = await candidate('Flagless', true);
    const stray = await candidate('Stray', false);
    await suite.admin.connection.callAsync('people.publishFromCandidate', linked);
    // As in a database from before the flag: a linked account without it, another with it wrongly.
    await Meteor.users.updateAsync({ _id: linked }, { $unset: { hasDirectoryEntry: '' } });
    await Meteor.users.updateAsync({ _id: stray }, { $set: { hasDirectoryEntry: true } });
    const flags = async () => (await usersCollection().find({ _id: { $in: [linked, stray] } }, { sort: { _id: 1 } }).fetchAsync()).map((user) => [user._id, user.hasDirectoryEntry]);
    let runs = 0;
    const backfill = async () => {
      runs += 1;
      await backfillEntryFlags();
    };
    const name = `test.backfill.${Random.id()}`;
    expect(await migrateOnce(name, backfill)).toBe(true);
    expect(await flags()).toEqual([[linked, true], [stray, undefined]].sort());
    expect(await migrateOnce(name, backfill)).toBe(false);
    expect(runs).toBe(1);
  });

  it('pages an expert-status filter over more candidates than a page, in table order', async () => {
    // Accounts with a tag of their own (written directly, as an import would), a few published.
    const own = `Wz${Date.now().toString(36)}`;
    const started = Date.now();
    const userIds: string[] = [];
    for (let index = 0; index < ADMIN_PAGE_SIZE * 2 + 5; index += 1) {
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
    const publishedAt = [3, 21, 30, 44];
    for (const index of publishedAt) await suite.admin.connection.callAsync('people.publishFromCandidate', userIds[index]);
    const none = userIds.filter((_id, index) => !publishedAt.includes(index));
    const first = await readPage('people.adminCandidatesPage', 'users', { text: own, entry: 'none' }, 1);
    const third = await readPage('people.adminCandidatesPage', 'users', { text: own, entry: 'none' }, 3);
    expect(first.record.total).toBe(none.length);
    expect(first.record.ids).toEqual(none.slice(0, ADMIN_PAGE_SIZE));
    expect(third.record.ids).toEqual(none.slice(ADMIN_PAGE_SIZE * 2));
    expect((await readPage('people.adminCandidatesPage', 'users', { text: own, entry: 'published' })).record.ids).toEqual(publishedAt.map((index) => userIds[index]));
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

  it('pages, filters and searches expert entries', async () => {
    const a = await candidate('Eva', false);
    const b = await candidate('Filip', false);
    await suite.admin.connection.callAsync('people.publishFromCandidate', a);
    const { _id: unpublished } = (await suite.admin.connection.callAsync('people.publishFromCandidate', b)) as { _id: string };
    await suite.admin.connection.callAsync('people.unpublish', unpublished);
    const published = await readPage('people.adminPage', 'people', { status: 'published' });
    expect(published.record.total).toBeGreaterThanOrEqual(1);
    expect(published.docs.every((doc) => doc.status === 'published')).toBe(true);
    const found = await readPage('people.adminPage', 'people', { text: 'filip' });
    expect(found.record.ids).toEqual([unpublished]);
    expect(found.docs).toEqual([expect.objectContaining({ status: 'unpublished', sourceUserId: b })]);
  });

  it('refuses hostile filters and keys', async () => {
    const admin = suite.admin.connection;
    for (const bad of [{ cv: 'maybe' }, { entry: { $ne: null } }, { entry: 'draft!' }, { text: 'x'.repeat(101) }, { skip: -1 }, { limit: 10 }, { $where: '1' }]) {
      expect((await failureOf(readSubscription(admin, 'users', 'people.adminCandidatesPage', bad))).error, JSON.stringify(bad)).toBe(400);
    }
    for (const bad of [{ status: 'gone' }, { text: { $regex: '.*' } }, { limit: 1 }]) {
      expect((await failureOf(readSubscription(admin, 'people', 'people.adminPage', bad))).error, JSON.stringify(bad)).toBe(400);
    }
    for (const bad of [{ $ne: null }, 'not an id!', ['a']]) {
      expect((await failureOf(readSubscription(admin, 'users', 'people.adminCandidate', bad))).error, JSON.stringify(bad)).toBe(400);
    }
  });
});
