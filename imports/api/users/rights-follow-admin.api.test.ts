// Issue 18 §2 for every publication whose answer depends on the admin role, over a real
// WebSocket: an admin holds them all open on one connection; the right is taken away through the
// product's own ways (users.setRoles by another admin, logging out from another connection with
// removeOtherTokens, deleting the account); each admin-only publication ends with 403 (or, logged
// out, is emptied), a company's data ends with 404, the public pages keep only what a visitor or
// candidate sees, every other document is withdrawn, and data written afterwards never arrives.
import { Accounts } from 'meteor/accounts-base';
import 'meteor/accounts-password';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '../../../packages/ddp-client/server';
import type { LoggedInConnection, TestUser } from '../../../tests/helpers/app-fixture';
import { waitUntil } from '../../../tests/helpers/wait-until';
import { storeFor } from '../common/api.testkit';
import { setUpRoleSuite } from '../common/role-suite.testkit';
import { DocumentTemplates } from '../document-templates/collection';
import { ensureDefaults } from '../document-templates/logic';
import { People } from '../people/collection';
import { projectInput } from '../projects/api.testkit';
import { afterInFlight, watch, type Watched } from './rights-follow.testkit';

const suite = setUpRoleSuite();

const request = { message: 'One SAP FI consultant for a migration.', duration: 3 };
const application = { note: 'Two S/4HANA migrations; can start in October.', proposedRate: { amount: 95, currency: 'EUR', unit: 'hour' } };
const contactMessage = { name: 'Eva Horváthová', email: 'eva@example.com', subject: 'Rates', message: 'What are your fees?', consent: true };
let counter = 0;

const fixture = {} as {
  candidate: TestUser;
  customer: LoggedInConnection;
  companyId: string;
  draftProjectId: string;
  openProjectId: string;
  publishedEntryId: string;
  unpublishedEntryId: string;
  templateId: string;
};

function invitationRequest() {
  counter += 1;
  return { email: `rights-${counter}@example.com`, name: { first: 'Jan', last: 'Novák' }, kind: 'candidate', message: 'SAP consultant', consent: true };
}

function entry(status: 'published' | 'unpublished', sourceUserId: string) {
  counter += 1;
  return {
    firstName: 'Rita', lastInitial: 'R', headline: `Rights test ${counter}`, country: 'CZ', continent: 'EURO', fieldsOfExpertise: ['sap-erp'], skills: ['sap-fi'],
    languages: [{ language: 'en', level: 'C1' }], yearsOfExperience: 9, status, urlName: `rita-r-rights-${counter}`, publishedAt: new Date(),
    rate: { amount: 700, currency: 'EUR', unit: 'day' }, sourceUserId,
  };
}

async function writeNewData(): Promise<void> {
  const admin = suite.admin.connection;
  const visitor = suite.as.get('anonymous')!.connection;
  const draft = (await admin.callAsync('projects.create', projectInput())) as { _id: string };
  await admin.callAsync('projects.update', fixture.draftProjectId, { title: 'Renamed while nobody may see it' });
  await fixture.customer.connection.callAsync('peopleRequests.send', request);
  await visitor.callAsync('contactMessages.send', contactMessage);
  await visitor.callAsync('invitationRequests.create', invitationRequest());
  const newcomer = await suite.app.createUser({ roles: ['candidate'] });
  await admin.callAsync('peopleDocuments.assign', { templateId: fixture.templateId, email: newcomer.email });
  await admin.callAsync('people.update', fixture.publishedEntryId, { headline: 'Edited while nobody may see it' });
  // A mail into the outbox (the back office's mails table).
  await Accounts.sendResetPasswordEmail(newcomer.userId);
  expect(draft._id).toBeTruthy();
}

beforeAll(async () => {
  await ensureDefaults();
  fixture.templateId = (await DocumentTemplates.findOneAsync({ type: 'nda', active: true }))!._id;
  fixture.candidate = await suite.app.createUser({ roles: ['candidate'], profileComplete: true });
  fixture.customer = await suite.app.connectAs(['customer']);
  fixture.companyId = (await fixture.customer.connection.callAsync('companies.register', { name: 'Rights Admin Test', companyIdNumber: '88410017', country: 'CZ' })) as string;
  await fixture.customer.connection.callAsync('peopleRequests.send', request);
  await Accounts.sendResetPasswordEmail(fixture.candidate.userId);
  fixture.draftProjectId = ((await suite.admin.connection.callAsync('projects.create', projectInput())) as { _id: string })._id;
  fixture.openProjectId = ((await suite.admin.connection.callAsync('projects.create', projectInput())) as { _id: string })._id;
  await suite.admin.connection.callAsync('projects.publish', fixture.openProjectId);
  const candidate = await suite.app.loginAs(fixture.candidate);
  await candidate.connection.callAsync('applications.apply', fixture.openProjectId, application);
  candidate.close();
  await suite.admin.connection.callAsync('peopleDocuments.assign', { templateId: fixture.templateId, email: fixture.candidate.email });
  await suite.as.get('anonymous')!.connection.callAsync('contactMessages.send', contactMessage);
  await suite.as.get('anonymous')!.connection.callAsync('invitationRequests.create', invitationRequest());
  fixture.publishedEntryId = await People.insertAsync(entry('published', fixture.candidate.userId) as never);
  fixture.unpublishedEntryId = await People.insertAsync(entry('unpublished', (await suite.app.createUser({ roles: ['candidate'] })).userId) as never);
});

/** What the admin had open, with the way each ends once the admin role is gone (undefined: it stays, narrowed). */
const PUBLICATIONS: ReadonlyArray<{ name: string; collection: string; params?: () => unknown[]; endsWith?: 403 | 404 }> = [
  { name: 'users.admin', collection: 'users', endsWith: 403 },
  { name: 'users.adminPage', collection: 'users', endsWith: 403 },
  { name: 'projects.adminPage', collection: 'projects', endsWith: 403 },
  { name: 'companies.admin', collection: 'companies', endsWith: 403 },
  { name: 'requests.admin', collection: 'requests', endsWith: 403 },
  { name: 'requests.adminPage', collection: 'requests', endsWith: 403 },
  { name: 'applications.admin', collection: 'applications', endsWith: 403 },
  { name: 'applications.adminPage', collection: 'applications', endsWith: 403 },
  { name: 'contactMessages.admin', collection: 'contactMessages', endsWith: 403 },
  { name: 'contactMessages.adminPage', collection: 'contactMessages', endsWith: 403 },
  { name: 'invitationRequests.admin', collection: 'invitationRequests', endsWith: 403 },
  { name: 'invitationRequests.adminPage', collection: 'invitationRequests', endsWith: 403 },
  { name: 'documentTemplates.admin', collection: 'documentTemplates', endsWith: 403 },
  { name: 'peopleDocuments.admin', collection: 'peopleDocuments', endsWith: 403 },
  { name: 'peopleDocuments.adminPage', collection: 'peopleDocuments', endsWith: 403 },
  { name: 'people.adminPage', collection: 'people', endsWith: 403 },
  { name: 'people.adminCandidatesPage', collection: 'people', endsWith: 403 },
  { name: 'mailOutbox.adminPage', collection: 'outboxMails', endsWith: 403 },
  { name: 'people.adminCandidate', collection: 'people', params: () => [fixture.candidate.userId], endsWith: 403 },
  // A company's data: admins see any company's; others only their own.
  { name: 'requests.company', collection: 'requests', params: () => [fixture.companyId], endsWith: 404 },
  { name: 'companies.members', collection: 'users', params: () => [fixture.companyId], endsWith: 404 },
  // Public pages where admins see more: drafts and unpublished entries, every field, rates.
  { name: 'projects.one', collection: 'projects', params: () => [fixture.draftProjectId] },
  { name: 'projects.one', collection: 'projects', params: () => [fixture.openProjectId] },
  { name: 'people.one', collection: 'people', params: () => [fixture.unpublishedEntryId] },
  { name: 'people.one', collection: 'people', params: () => [fixture.publishedEntryId] },
  { name: 'people.directory', collection: 'people', params: () => [{ limit: 500 }] },
];

const COLLECTIONS = [...new Set(PUBLICATIONS.map((publication) => publication.collection)), 'listPages'];

async function openAll(connection: Connection): Promise<Watched[]> {
  const watched: Watched[] = [];
  for (const { name, collection, params } of PUBLICATIONS) watched.push(await watch(connection, collection, name, ...(params?.() ?? [])));
  return watched;
}

/** Every document the connection's client holds, by collection. */
function held(connection: Connection): Record<string, Array<Record<string, unknown>>> {
  return Object.fromEntries(COLLECTIONS.map((collection) => [collection, storeFor(connection, collection).snapshot()]));
}

/**
 * Nothing an admin alone may see: no account but the user's own, the open project without its
 * admin fields, published entries without the account link or rates, the directory's list record, nothing else.
 */
function onlyWhatOthersSee(connection: Connection, ownUserId: string | null): string[] {
  const problems: string[] = [];
  const collections = held(connection);
  const heldPeople = new Set(collections.people?.map((doc) => doc._id));
  for (const [collection, docs] of Object.entries(collections)) {
    for (const doc of docs) {
      const allowed =
        (collection === 'users' && doc._id === ownUserId) ||
        (collection === 'projects' && doc._id === fixture.openProjectId && !('adminNotes' in doc) && !('clientName' in doc)) ||
        (collection === 'people' && doc.status === 'published' && !('sourceUserId' in doc) && !('rate' in doc)) ||
        // The directory's list record, naming only entries held (and so checked) above.
        (collection === 'listPages' && String(doc._id).startsWith('people.directory|') && (doc.ids as string[]).every((id) => heldPeople.has(id)));
      if (!allowed) problems.push(`${collection} ${JSON.stringify(doc).slice(0, 120)}`);
    }
  }
  return problems;
}

async function expectRevoked(connection: Connection, watched: Watched[], ownUserId: string | null, ends: boolean): Promise<void> {
  await waitUntil(() => (onlyWhatOthersSee(connection, ownUserId).length === 0 ? true : undefined), {
    what: 'admin data withdrawn',
    timeoutMs: 2_000,
    describe: () => onlyWhatOthersSee(connection, ownUserId),
  });
  PUBLICATIONS.forEach(({ name, endsWith }, index) => {
    const endedWith = watched[index]!.endedWith();
    if (ends && endsWith) expect(endedWith, name).toMatchObject({ error: endsWith });
    else expect(endedWith, name).toBeUndefined();
  });
  await writeNewData();
  await afterInFlight();
  expect(onlyWhatOthersSee(connection, ownUserId)).toEqual([]);
}

describe('an admin loses the admin role while subscribed to everything admins see', () => {
  it('sees all of it first, then, demoted by another admin with users.setRoles, nothing but what a candidate sees', async () => {
    const admin = await suite.app.connectAs(['admin']);
    const watched = await openAll(admin.connection);
    for (const collection of COLLECTIONS) expect(held(admin.connection)[collection]!.length, collection).toBeGreaterThan(0);
    expect(onlyWhatOthersSee(admin.connection, admin.userId).length).toBeGreaterThan(0);

    await suite.admin.connection.callAsync('users.setRoles', admin.userId, ['candidate']);
    await expectRevoked(admin.connection, watched, admin.userId, true);
    admin.close();
  });

  it.each([
    ['logged out from another connection (removeOtherTokens)', (elsewhere: Connection) => elsewhere.callAsync('removeOtherTokens')],
    ['deleting the account from another connection', (elsewhere: Connection) => elsewhere.callAsync('users.deleteAccount', 'DELETE')],
  ] as const)('%s: every publication re-runs as a visitor’s and is emptied', async (_how, revoke) => {
    const user = await suite.app.createUser({ roles: ['admin'] });
    const here = await suite.app.loginAs(user);
    const elsewhere = await suite.app.loginAs(user);
    const watched = await openAll(here.connection);
    expect(onlyWhatOthersSee(here.connection, null).length).toBeGreaterThan(0);

    await revoke(elsewhere.connection);
    await expectRevoked(here.connection, watched, null, false);
    here.close();
    elsewhere.close();
  });
});
