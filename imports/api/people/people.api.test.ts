// people.* over a real WebSocket against the real server: admins publish anonymised entries from
// candidates, edit and unpublish them; what each role receives from people.directory / .one /
// .mine / .admin (never the account link); IDOR between candidates; hostile input refused.
import { Meteor } from 'meteor/meteor';
import { Random } from 'meteor/random';
import { describe, expect, it } from 'vitest';
import type { CandidateData } from '../users/schema';
import { failureOf, HOSTILE_STRINGS, readSubscription } from '../common/api.testkit';
import { ROLE_CASES, setUpRoleSuite } from '../common/role-suite.testkit';
import { People } from './collection';

const suite = setUpRoleSuite();

function candidateData(overrides: Partial<CandidateData> = {}): CandidateData {
  return {
    phone: '+420 777 123 456',
    country: 'CZ',
    city: 'Brno',
    headline: 'SAP FI/CO consultant',
    languages: [
      { language: 'cs', level: 'native' },
      { language: 'en', level: 'C1' },
    ],
    availability: { from: new Date('2030-01-01T00:00:00Z'), workloadPercent: 100 },
    expectedRate: { amount: 90, currency: 'EUR', unit: 'hour' },
    fieldsOfExpertise: ['sap-erp'],
    skills: ['sap-fi', 'sap-co'],
    yearsOfExperience: 12,
    experience: [{ role: 'Senior consultant', company: 'Big Four Advisory', from: new Date('2015-01-01T00:00:00Z') }],
    hideEmployerNames: true,
    ...overrides,
  };
}

/** A candidate account with wizard data, and a connection logged in as them. */
async function candidate(first: string, last: string, data: CandidateData = candidateData()) {
  const user = await suite.app.createUser({ roles: ['candidate'], profile: { name: { first, last } } });
  await Meteor.users.updateAsync({ _id: user.userId }, { $set: { candidateData: data } });
  return { ...user, login: await suite.app.loginAs(user) };
}

async function allPeople(): Promise<unknown[]> {
  return People.find({}, { sort: { _id: 1 } }).fetchAsync();
}

describe('people: publishing from a candidate', () => {
  it('creates an anonymised entry: first name, last initial, no contact data, employers hidden (here: the earlier opt-out)', async () => {
    const anna = await candidate('Anna', 'Nováková');
    const result = (await suite.admin.connection.callAsync('people.publishFromCandidate', anna.userId)) as { _id: string; urlName: string; status: string };
    expect(result).toMatchObject({ status: 'published', urlName: 'anna-n-sap-fi-co-consultant' });
    const entry = await People.findOneAsync({ _id: result._id });
    expect(entry).toMatchObject({ firstName: 'Anna', lastInitial: 'N', country: 'CZ', continent: 'EURO', skills: ['sap-fi', 'sap-co'], sourceUserId: anna.userId });
    expect(entry?.experience?.[0]).not.toHaveProperty('company');
    const text = JSON.stringify(entry);
    for (const secret of ['Nováková', '777 123 456', 'Big Four', anna.email]) expect(text).not.toContain(secret);
    anna.login.close();
  });

  it('names employers only when the candidate opted in: not by default, not with the earlier opt-out unset', async () => {
    const { hideEmployerNames: _optOut, ...neverChose } = candidateData();
    const petr = await candidate('Petr', 'Svoboda', neverChose);
    const { _id } = (await suite.admin.connection.callAsync('people.publishFromCandidate', petr.userId)) as { _id: string };
    expect((await People.findOneAsync({ _id }))?.experience?.[0]).not.toHaveProperty('company');
    await Meteor.users.updateAsync({ _id: petr.userId }, { $set: { 'candidateData.hideEmployerNames': false } });
    await suite.admin.connection.callAsync('people.publishFromCandidate', petr.userId);
    expect((await People.findOneAsync({ _id }))?.experience?.[0]).not.toHaveProperty('company');
    // The opt-in, saved on My Profile as the browser does it; the admin's refresh names the employer.
    await petr.login.connection.callAsync('users.updateProfile', { candidateData: { showEmployerNames: true } });
    await suite.admin.connection.callAsync('people.publishFromCandidate', petr.userId);
    expect((await People.findOneAsync({ _id }))?.experience?.[0]?.company).toBe('Big Four Advisory');
    // Unticked again (cleared), the next refresh hides it.
    await petr.login.connection.callAsync('users.updateProfile', { clear: ['showEmployerNames'] });
    await suite.admin.connection.callAsync('people.publishFromCandidate', petr.userId);
    expect((await People.findOneAsync({ _id }))?.experience?.[0]).not.toHaveProperty('company');
    petr.login.close();
  });

  it('publishing again updates the same entry from current data, keeps its URL and admin-written summary', async () => {
    const eva = await candidate('Eva', 'Kovács');
    const first = (await suite.admin.connection.callAsync('people.publishFromCandidate', eva.userId, { summary: 'Twelve years of S/4HANA.' })) as { _id: string; urlName: string };
    await Meteor.users.updateAsync({ _id: eva.userId }, { $set: { 'candidateData.headline': 'SAP S/4HANA finance lead', 'candidateData.country': 'HU' }, $unset: { 'candidateData.expectedRate': '' } });
    const second = (await suite.admin.connection.callAsync('people.publishFromCandidate', eva.userId)) as { _id: string; urlName: string };
    expect(second).toMatchObject({ _id: first._id, urlName: first.urlName });
    const entry = await People.findOneAsync({ _id: first._id });
    expect(entry).toMatchObject({ headline: 'SAP S/4HANA finance lead', country: 'HU', summary: 'Twelve years of S/4HANA.' });
    expect(entry?.rate).toBeUndefined();
    expect(await People.find({ sourceUserId: eva.userId }).countAsync()).toBe(1);
    eva.login.close();
  });

  it('two admins publishing the same candidate at once still make one entry', async () => {
    const jan = await candidate('Jan', 'Novák');
    await Promise.all([suite.admin.connection.callAsync('people.publishFromCandidate', jan.userId), suite.admin.connection.callAsync('people.publishFromCandidate', jan.userId)]);
    expect(await People.find({ sourceUserId: jan.userId }).countAsync()).toBe(1);
    jan.login.close();
  });

  it('refuses unknown users, non-candidates and candidates lacking what an entry needs', async () => {
    expect((await failureOf(suite.admin.connection.callAsync('people.publishFromCandidate', Random.id()))).error).toBe(404);
    const customer = await suite.app.createUser({ roles: ['customer'], profile: { name: { first: 'Carl', last: 'Customer' } } });
    expect((await failureOf(suite.admin.connection.callAsync('people.publishFromCandidate', customer.userId))).error).toBe(409);
    const bare = await suite.app.createUser({ roles: ['candidate'], profile: { name: { first: 'Bare', last: 'Candidate' } } });
    const error = await failureOf(suite.admin.connection.callAsync('people.publishFromCandidate', bare.userId));
    expect(error.error).toBe(400);
    const names = (JSON.parse(String(error.details)) as { name: string }[]).map((detail) => detail.name);
    expect(names).toEqual(expect.arrayContaining(['headline', 'country', 'skills', 'languages']));
    expect(await People.findOneAsync({ sourceUserId: bare.userId })).toBeUndefined();
  });
});

describe('people: admin edits and unpublishing', () => {
  it('edits fields, clears optional ones, derives the continent and refuses invalid results', async () => {
    const ola = await candidate('Ola', 'Wiśniewska', candidateData({ country: 'PL' }));
    const { _id } = (await suite.admin.connection.callAsync('people.publishFromCandidate', ola.userId)) as { _id: string };
    await suite.admin.connection.callAsync('people.update', _id, { summary: 'Finance systems.', country: 'DE' }, ['rate']);
    expect(await People.findOneAsync({ _id })).toMatchObject({ summary: 'Finance systems.', country: 'DE', continent: 'EURO' });
    expect((await People.findOneAsync({ _id }))?.rate).toBeUndefined();
    const before = await People.findOneAsync({ _id });
    expect((await failureOf(suite.admin.connection.callAsync('people.update', _id, { continent: 'ASIA' }))).error).toBe(400);
    expect((await failureOf(suite.admin.connection.callAsync('people.update', _id, { lastInitial: 'Wi' }))).error).toBe(400);
    expect((await failureOf(suite.admin.connection.callAsync('people.update', _id, { summary: 'x' }, ['summary']))).error).toBe(400);
    expect((await failureOf(suite.admin.connection.callAsync('people.update', Random.id(), { summary: 'x' }))).error).toBe(404);
    expect(await People.findOneAsync({ _id })).toEqual(before);
    ola.login.close();
  });

  it('unpublishing hides the entry from everyone but admins and the candidate', async () => {
    const ivo = await candidate('Ivo', 'Horák');
    const { _id, urlName } = (await suite.admin.connection.callAsync('people.publishFromCandidate', ivo.userId)) as { _id: string; urlName: string };
    expect(await suite.admin.connection.callAsync('people.unpublish', _id)).toEqual({ status: 'unpublished' });
    expect(await suite.admin.connection.callAsync('people.unpublish', _id)).toEqual({ status: 'unpublished' });
    const visitor = suite.as.get('customer')!.connection;
    expect(await readSubscription(visitor, 'people', 'people.one', _id)).toEqual([]);
    expect(await readSubscription(visitor, 'people', 'people.one', urlName)).toEqual([]);
    expect((await readSubscription(visitor, 'people', 'people.directory', { limit: 500 })).map((doc) => doc._id)).not.toContain(_id);
    expect((await readSubscription(suite.admin.connection, 'people', 'people.one', _id))[0]).toMatchObject({ status: 'unpublished', sourceUserId: ivo.userId });
    const mine = await readSubscription(ivo.login.connection, 'people', 'people.mine');
    expect(mine).toEqual([expect.objectContaining({ _id, status: 'unpublished' })]);
    expect((await failureOf(suite.admin.connection.callAsync('people.unpublish', Random.id()))).error).toBe(404);
    ivo.login.close();
  });
});

describe('people: access per role and IDOR', () => {
  it('non-admins may not publish, edit or unpublish, and nothing changes', async () => {
    const zoe = await candidate('Zoe', 'Berger');
    const { _id } = (await suite.admin.connection.callAsync('people.publishFromCandidate', zoe.userId)) as { _id: string };
    const before = await allPeople();
    for (const { label, roles } of ROLE_CASES.filter((role) => !role.roles?.includes('admin'))) {
      const { connection } = suite.as.get(label)!;
      const expected = roles === null ? 401 : 403;
      const calls: [string, ...unknown[]][] = [
        ['people.publishFromCandidate', zoe.userId],
        ['people.update', _id, { headline: 'Hijacked' }],
        ['people.unpublish', _id],
      ];
      for (const [method, ...args] of calls) expect((await failureOf(connection.callAsync(method, ...args))).error, `${label} ${method}`).toBe(expected);
    }
    // The candidate themself cannot edit or unpublish their entry either: admins curate the directory.
    expect((await failureOf(zoe.login.connection.callAsync('people.update', _id, { headline: 'Self-promoted' }))).error).toBe(403);
    expect((await failureOf(zoe.login.connection.callAsync('people.publishFromCandidate', zoe.userId))).error).toBe(403);
    expect(await allPeople()).toEqual(before);
    zoe.login.close();
  });

  // Who of them sees the rate: people-rates.api.test.ts.
  it('every role sees published entries with public fields only; only admins see the account link', async () => {
    const max = await candidate('Max', 'Müller');
    const { _id, urlName } = (await suite.admin.connection.callAsync('people.publishFromCandidate', max.userId)) as { _id: string; urlName: string };
    for (const { label } of ROLE_CASES) {
      const { connection } = suite.as.get(label)!;
      const directory = await readSubscription(connection, 'people', 'people.directory', { limit: 500 });
      expect(directory.map((doc) => doc._id), label).toContain(_id);
      for (const doc of directory) {
        expect(doc.status).toBe('published');
        for (const secret of ['sourceUserId', 'docInfo']) expect(doc, label).not.toHaveProperty(secret);
      }
      const one = await readSubscription(connection, 'people', 'people.one', urlName);
      expect(one[0], label).toMatchObject({ _id, firstName: 'Max', lastInitial: 'M' });
      if (label === 'admin') expect(one[0]?.sourceUserId).toBe(max.userId);
      else expect(one[0], label).not.toHaveProperty('sourceUserId');
    }
    max.login.close();
  });

  it('people.mine: a candidate sees only their own entry; others see nothing of it', async () => {
    const a = await candidate('Alena', 'Dvořák');
    const b = await candidate('Boris', 'Černý');
    const { _id } = (await suite.admin.connection.callAsync('people.publishFromCandidate', a.userId)) as { _id: string };
    await suite.admin.connection.callAsync('people.unpublish', _id);
    const own = await readSubscription(a.login.connection, 'people', 'people.mine');
    expect(own).toEqual([expect.objectContaining({ _id, status: 'unpublished' })]);
    expect(own[0]).not.toHaveProperty('sourceUserId');
    expect(await readSubscription(b.login.connection, 'people', 'people.mine')).toEqual([]);
    expect(await readSubscription(b.login.connection, 'people', 'people.one', _id)).toEqual([]);
    expect(await readSubscription(suite.as.get('anonymous')!.connection, 'people', 'people.mine')).toEqual([]);
    expect((await failureOf(readSubscription(b.login.connection, 'people', 'people.mine', { sourceUserId: a.userId }))).error).toBe(400);
    a.login.close();
    b.login.close();
  });

  it('people.adminPage: all statuses for admins, refused for everyone else', async () => {
    const listed = await readSubscription(suite.admin.connection, 'people', 'people.adminPage', { status: 'unpublished' });
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((doc) => doc.status === 'unpublished' && typeof doc.sourceUserId === 'string')).toBe(true);
    expect(await readSubscription(suite.as.get('anonymous')!.connection, 'people', 'people.adminPage')).toEqual([]);
    for (const label of ['candidate', 'customer', 'candidate+customer']) {
      expect((await failureOf(readSubscription(suite.as.get(label)!.connection, 'people', 'people.adminPage'))).error).toBe(403);
    }
  });
});

describe('people: bad input changes nothing', () => {
  it('refuses hostile ids, overrides, changes and filters', async () => {
    const kim = await candidate('Kim', 'Lee');
    const { _id } = (await suite.admin.connection.callAsync('people.publishFromCandidate', kim.userId)) as { _id: string };
    const before = await allPeople();
    for (const bad of HOSTILE_STRINGS) {
      for (const method of ['people.publishFromCandidate', 'people.unpublish']) {
        expect((await failureOf(suite.admin.connection.callAsync(method, bad))).error, `${method} ${JSON.stringify(bad)?.slice(0, 40)}`).toBe(400);
      }
      expect((await failureOf(suite.admin.connection.callAsync('people.update', bad, { summary: 'x' }))).error).toBe(400);
      expect((await failureOf(readSubscription(suite.admin.connection, 'people', 'people.one', bad))).error).toBe(400);
    }
    const badOverrides: unknown[] = [
      { sourceUserId: kim.userId },
      { status: 'draft' },
      { firstName: { $ne: null } },
      { headline: 'x'.repeat(121) },
      { skills: 'sap-fi' },
      { yearsOfExperience: '12' },
      { 'rate.amount': 1 },
      { $set: { status: 'published' } },
      { constructor: { prototype: { polluted: 1 } } },
      'text',
    ];
    for (const bad of badOverrides) {
      expect((await failureOf(suite.admin.connection.callAsync('people.publishFromCandidate', kim.userId, bad))).error, JSON.stringify(bad)).toBe(400);
      expect((await failureOf(suite.admin.connection.callAsync('people.update', _id, bad))).error, JSON.stringify(bad)).toBe(400);
    }
    expect((await failureOf(suite.admin.connection.callAsync('people.update', _id, {}, ['firstName']))).error).toBe(400);
    expect((await failureOf(suite.admin.connection.callAsync('people.unpublish', _id, 'surplus'))).error).toBe(400);
    const visitor = suite.as.get('anonymous')!.connection;
    const badFilters: unknown[] = [{ text: { $regex: '.*' } }, { text: 'x'.repeat(101) }, { skills: ['nope'] }, { availableBy: '2030-01-01' }, { rate: { max: 100 } }, { languageLevel: 'B2' }, { sort: 'rate' }, { limit: -1 }, { extra: 1 }];
    for (const bad of badFilters) {
      expect((await failureOf(readSubscription(visitor, 'people', 'people.directory', bad))).error, JSON.stringify(bad)).toBe(400);
      expect((await failureOf(visitor.callAsync('people.count', bad))).error, JSON.stringify(bad)).toBe(400);
    }
    expect(await allPeople()).toEqual(before);
    kim.login.close();
  });
});
