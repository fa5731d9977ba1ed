// Issue 18 §2 for the publications that depend on company membership or on being logged in at
// all, over a real WebSocket: a member holds their company's data and their own open; the right
// is taken away through the product's own methods (removed by an owner with
// companies.removeMember, leaving with the same method, logging out from another connection with
// removeOtherTokens, deleting the account); the company's data ends with 404 or is emptied, own
// data is withdrawn, and data written afterwards never arrives.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '../../../packages/ddp-client/server';
import type { LoggedInConnection, TestUser } from '../../../tests/helpers/app-fixture';
import { waitUntil } from '../../../tests/helpers/wait-until';
import { storeFor } from '../common/api.testkit';
import { COUNTS_COLLECTION } from '../common/live-counts';
import { setUpRoleSuite } from '../common/role-suite.testkit';
import { DocumentTemplates } from '../document-templates/collection';
import { ensureDefaults } from '../document-templates/logic';
import { People } from '../people/collection';
import { projectInput } from '../projects/api.testkit';
import { afterInFlight, joinCompany, watch, type Watched } from './rights-follow.testkit';

const suite = setUpRoleSuite();

const request = { message: 'One SAP FI consultant for a migration.', duration: 3 };
const application = { note: 'Two S/4HANA migrations; can start in October.', proposedRate: { amount: 95, currency: 'EUR', unit: 'hour' } };
let counter = 0;
let templateId: string;
let openProjectId: string;

beforeAll(async () => {
  await ensureDefaults();
  templateId = (await DocumentTemplates.findOneAsync({ type: 'nda', active: true }))!._id;
  openProjectId = ((await suite.admin.connection.callAsync('projects.create', projectInput())) as { _id: string })._id;
  await suite.admin.connection.callAsync('projects.publish', openProjectId);
});

interface Company {
  owner: LoggedInConnection;
  companyId: string;
}

async function companyWith(member: TestUser): Promise<Company> {
  counter += 1;
  const owner = await suite.app.connectAs(['customer']);
  const companyId = (await owner.connection.callAsync('companies.register', { name: `Rights Member Test ${counter}`, companyIdNumber: `8842${counter}017`, country: 'CZ' })) as string;
  await joinCompany(companyId, member.userId);
  await owner.connection.callAsync('peopleRequests.send', request);
  return { owner, companyId };
}

/** An expert entry of `userId` with a rate, published. */
async function entryOf(userId: string): Promise<string> {
  counter += 1;
  return People.insertAsync({
    firstName: 'Rita', lastInitial: 'R', headline: `Rights member test ${counter}`, country: 'CZ', continent: 'EURO', fieldsOfExpertise: ['sap-erp'], skills: ['sap-fi'],
    languages: [{ language: 'en', level: 'C1' }], yearsOfExperience: 9, status: 'published', urlName: `rita-r-rights-member-${counter}`, publishedAt: new Date(),
    rate: { amount: 700, currency: 'EUR', unit: 'day' }, sourceUserId: userId,
  } as never);
}

describe('a member loses their company while subscribed to its data', () => {
  it.each([
    ['removed by an owner', (company: Company, memberId: string) => company.owner.connection.callAsync('companies.removeMember', company.companyId, memberId)],
    ['leaving', (company: Company, memberId: string, member: Connection) => member.callAsync('companies.removeMember', company.companyId, memberId)],
  ] as const)('%s: requests.company and companies.members end with 404, companies.mine withdraws the company, new requests never arrive', async (_how, revoke) => {
    const user = await suite.app.createUser({ roles: ['customer'] });
    const company = await companyWith(user);
    const colleague = await suite.app.connectAs(['customer']);
    await joinCompany(company.companyId, colleague.userId!);
    const member = await suite.app.loginAs(user);
    const requests = await watch(member.connection, 'requests', 'requests.company', company.companyId);
    const members = await watch(member.connection, 'users', 'companies.members', company.companyId);
    const companies = await watch(member.connection, 'companies', 'companies.mine');
    expect(requests.ids().length).toBe(1);
    expect(members.ids()).toEqual(expect.arrayContaining([company.owner.userId, colleague.userId]));
    expect(companies.ids()).toEqual([company.companyId]);

    await revoke(company, user.userId, member.connection);
    expect(await requests.ended()).toMatchObject({ error: 404 });
    expect(await members.ended()).toMatchObject({ error: 404 });
    await waitUntil(() => (requests.ids().length === 0 && companies.ids().length === 0 ? true : undefined), { what: 'company data withdrawn', timeoutMs: 2_000 });
    // Only the member's own account stays (the accounts publication sends it to every login).
    expect(members.ids()).toEqual([user.userId]);
    expect(companies.endedWith()).toBeUndefined();

    await company.owner.connection.callAsync('peopleRequests.send', request);
    await colleague.connection.callAsync('peopleRequests.send', request);
    await company.owner.connection.callAsync('companies.update', company.companyId, { website: 'https://example.com' });
    await afterInFlight();
    expect(requests.ids()).toEqual([]);
    expect(companies.ids()).toEqual([]);
    expect(members.ids()).toEqual([user.userId]);
    for (const open of [member, colleague, company.owner]) open.close();
  });
});

/** Everything a candidate who is also a company member has open, all of it theirs or their company's. */
const OWN_PUBLICATIONS: ReadonlyArray<{ name: string; collection: string; params?: (ids: OwnIds) => unknown[] }> = [
  { name: 'users.me', collection: 'users' },
  { name: 'companies.mine', collection: 'companies' },
  { name: 'companies.members', collection: 'users', params: (ids) => [ids.companyId] },
  { name: 'requests.company', collection: 'requests', params: (ids) => [ids.companyId] },
  { name: 'requests.mine', collection: 'requests' },
  { name: 'requests.experts', collection: 'people', params: (ids) => [[ids.entryId]] },
  { name: 'people.mine', collection: 'people' },
  { name: 'applications.mine', collection: 'applications' },
  { name: 'peopleDocuments.mine', collection: 'peopleDocuments' },
  { name: 'peopleDocuments.unagreedCount', collection: COUNTS_COLLECTION },
  // Public, narrowed: rates are for company accounts and the expert themself.
  { name: 'people.directory', collection: 'people', params: () => [{ limit: 500 }] },
  { name: 'people.one', collection: 'people', params: (ids) => [ids.entryId] },
];

interface OwnIds {
  companyId: string;
  entryId: string;
}

/** What a logged-out client may still hold: published entries without account link or rate. */
function privateLeft(connection: Connection): string[] {
  const left: string[] = [];
  for (const collection of new Set(OWN_PUBLICATIONS.map((publication) => publication.collection))) {
    for (const doc of storeFor(connection, collection).snapshot()) {
      const visitorsToo = collection === 'people' && doc.status === 'published' && !('rate' in doc) && !('sourceUserId' in doc);
      if (!visitorsToo) left.push(`${collection} ${JSON.stringify(doc).slice(0, 120)}`);
    }
  }
  return left;
}

describe('a user logged out elsewhere or deleted while subscribed to their own data', () => {
  it.each([
    ['logging out from another connection (removeOtherTokens)', (elsewhere: Connection) => elsewhere.callAsync('removeOtherTokens')],
    ['deleting the account from another connection', (elsewhere: Connection) => elsewhere.callAsync('users.deleteAccount', 'DELETE')],
  ] as const)('%s: every publication re-runs as a visitor, own and company data are withdrawn, nothing new arrives', async (_how, revoke) => {
    const user = await suite.app.createUser({ roles: ['candidate', 'customer'], profileComplete: true });
    const company = await companyWith(user);
    const entryId = await entryOf(user.userId);
    await suite.admin.connection.callAsync('peopleDocuments.assign', { templateId, email: user.email });
    const here = await suite.app.loginAs(user);
    const elsewhere = await suite.app.loginAs(user);
    await here.connection.callAsync('applications.apply', openProjectId, application);
    await here.connection.callAsync('peopleRequests.send', { ...request, peopleIds: [entryId] });
    const watched: Watched[] = [];
    for (const { name, collection, params } of OWN_PUBLICATIONS) watched.push(await watch(here.connection, collection, name, ...(params?.({ companyId: company.companyId, entryId }) ?? [])));
    for (const [index, { name }] of OWN_PUBLICATIONS.entries()) expect(watched[index]!.ids().length, name).toBeGreaterThan(0);
    expect(storeFor(here.connection, 'people').snapshot().find((doc) => doc._id === entryId)?.rate).toBeDefined();

    await revoke(elsewhere.connection);
    await waitUntil(() => (privateLeft(here.connection).length === 0 ? true : undefined), {
      what: 'own data withdrawn',
      timeoutMs: 2_000,
      describe: () => privateLeft(here.connection),
    });
    // Re-run as nobody: each is emptied and stays ready (an error would tell a logged-out client nothing new).
    for (const [index, { name }] of OWN_PUBLICATIONS.entries()) expect(watched[index]!.endedWith(), name).toBeUndefined();

    await company.owner.connection.callAsync('peopleRequests.send', request);
    await suite.admin.connection.callAsync('peopleDocuments.assign', { templateId, email: (await suite.app.createUser()).email });
    await People.updateAsync({ _id: entryId }, { $set: { 'rate.amount': 800 } });
    await afterInFlight();
    expect(privateLeft(here.connection)).toEqual([]);
    here.close();
    elsewhere.close();
    company.owner.close();
  });
});
