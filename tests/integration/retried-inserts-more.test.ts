// The retried-insert rule (common/retried-insert.ts) on every other method that stores a document
// for its caller and answers it: a re-send with the first send's randomSeed (a new connection, as
// after a reconnect) answers the same and stores nothing twice; a new seed is a new call; someone
// else replaying that seed is refused and learns nothing of the first caller's document.
import { describe, expect, it } from 'vitest';
// Before any collection: it adds attachSchema (the app's server entry loads it first too).
import 'meteor/aldeed:collection2';
import { ConversationMessages } from '../../imports/api/conversations/collection';
import { Requests } from '../../imports/api/requests/collection';
import { Companies } from '../../imports/api/companies/collection';
import { InvitationRequests } from '../../imports/api/invitation-requests/collection';
import { Projects } from '../../imports/api/projects/collection';
import { PeopleDocuments } from '../../imports/api/people-documents/collection';
import { DocumentTemplates } from '../../imports/api/document-templates/collection';
import { projectInput } from '../../imports/api/projects/api.testkit';
import { Random } from '../../packages/random/index';
import { seededAppForThisFile, seededCall } from '../helpers/seeded-call';

const { app, rawClient } = seededAppForThisFile();
const unique = () => Random.id(6).toLowerCase();

/**
 * Calls `method` with one seed twice (each on a new connection) as `token`, then as `strangerToken`;
 * checks both sends answer alike, and answers the first frame and the stranger's.
 */
async function sendTwiceThenReplay(method: string, params: unknown[], token: string | null, strangerToken: string | null, strangerParams = params) {
  const seed = Random.hexString(20);
  const first = await seededCall(await rawClient(token), 'm1', method, params, seed);
  expect(first).not.toHaveProperty('error');
  const again = await seededCall(await rawClient(token), 'm1', method, params, seed);
  expect(again).toEqual(first);
  const stranger = await seededCall(await rawClient(strangerToken), 'm1', method, strangerParams, seed);
  return { first: first as { result: unknown }, stranger };
}

const newSeed = () => Random.hexString(20);

describe('a call re-sent with the same randomSeed', () => {
  it('stores a conversation message once; another participant replaying the seed is refused', async () => {
    const { token } = await app().connectAs(['candidate'], { profileComplete: true });
    const candidate = await app().connectAs(['candidate'], { profileComplete: true });
    const admin = await app().connectAs(['admin']);
    const { _id: projectId } = (await admin.connection.callAsync('projects.create', projectInput())) as { _id: string };
    await admin.connection.callAsync('projects.publish', projectId);
    const applicationId = (await candidate.connection.callAsync('applications.apply', projectId, {})) as string;
    const params = ['application', applicationId, 'When could we talk?'];
    const { first, stranger } = await sendTwiceThenReplay('conversations.send', params, candidate.token, admin.token);
    expect(await ConversationMessages.find({ _id: first.result as string }).countAsync()).toBe(1);
    expect(await ConversationMessages.find({ senderId: candidate.userId }).countAsync()).toBe(1);
    expect(stranger).toHaveProperty('error');
    expect(await ConversationMessages.find({ senderId: admin.userId }).countAsync()).toBe(0);
    // Someone with no part in the thread never gets its id either.
    expect(await seededCall(await rawClient(token), 'm2', 'conversations.send', params, newSeed())).toHaveProperty('error');
    const next = await seededCall(await rawClient(candidate.token), 'm3', 'conversations.send', params, newSeed());
    expect(next).toMatchObject({ result: expect.any(String) });
    expect(await ConversationMessages.find({ senderId: candidate.userId }).countAsync()).toBe(2);
  });

  it("stores a customer's request once, a visitor's by their address; a replay by someone else is refused", async () => {
    const customer = await app().connectAs(['customer']);
    const other = await app().connectAs(['customer']);
    const request = { message: `Two SAP FI/CO consultants ${unique()}`, duration: 6 };
    const { first, stranger } = await sendTwiceThenReplay('peopleRequests.send', [request], customer.token, other.token);
    expect(await Requests.find({ userId: customer.userId }).countAsync()).toBe(1);
    expect(stranger).toHaveProperty('error');
    expect(await Requests.find({ userId: other.userId }).countAsync()).toBe(0);
    expect((await Requests.findOneAsync({ _id: first.result as string }))?.userId).toBe(customer.userId);
    await seededCall(await rawClient(customer.token), 'm2', 'peopleRequests.send', [request], newSeed());
    expect(await Requests.find({ userId: customer.userId }).countAsync()).toBe(2);

    const contact = (email: string) => ({ name: 'Eva Nováková', email, consent: true });
    const email = `visitor-${unique()}@example.com`;
    const visitor = await sendTwiceThenReplay('peopleRequests.send', [{ ...request, contact: contact(email) }], null, null, [
      { ...request, contact: contact(`stranger-${unique()}@example.com`) },
    ]);
    expect(await Requests.find({ 'contact.email': email }).countAsync()).toBe(1);
    expect(visitor.stranger).toHaveProperty('error');
  });

  it('registers a company once and answers its id, not "already registered"; a stranger replaying is refused', async () => {
    const owner = await app().connectAs([]);
    const other = await app().connectAs([]);
    const company = { name: `Retry GmbH ${unique()}`, companyIdNumber: `HRB${Random.hexString(8)}`, country: 'DE' };
    const otherCompany = { ...company, companyIdNumber: `HRB${Random.hexString(8)}` };
    const { first, stranger } = await sendTwiceThenReplay('companies.register', [company], owner.token, other.token, [otherCompany]);
    expect(first).toMatchObject({ result: expect.any(String) });
    expect(await Companies.find({ 'members.userId': owner.userId }).countAsync()).toBe(1);
    expect(stranger).toHaveProperty('error');
    expect(await Companies.find({ 'members.userId': other.userId }).countAsync()).toBe(0);
    const second = await seededCall(await rawClient(owner.token), 'm2', 'companies.register', [otherCompany], newSeed());
    expect(second).toMatchObject({ result: expect.any(String) });
    expect(await Companies.find({ 'members.userId': owner.userId }).countAsync()).toBe(2);
  });

  it('stores an invitation request once, even after it was answered; another address replaying is refused', async () => {
    const admin = await app().connectAs(['admin']);
    const asking = (email: string) => ({ email, name: { first: 'Jan', last: 'Novák' }, kind: 'candidate', message: 'SAP consultant', consent: true });
    const email = `asking-${unique()}@example.com`;
    const seed = newSeed();
    expect(await seededCall(await rawClient(null), 'm1', 'invitationRequests.create', [asking(email)], seed)).not.toHaveProperty('error');
    const stored = (await InvitationRequests.findOneAsync({ email }))!;
    await admin.connection.callAsync('invitationRequests.answer', stored._id, 'decline');
    // Answered, the request no longer blocks a new one: only the seed tells the re-send apart.
    expect(await seededCall(await rawClient(null), 'm1', 'invitationRequests.create', [asking(email)], seed)).not.toHaveProperty('error');
    expect(await InvitationRequests.find({ email }).countAsync()).toBe(1);
    const stranger = `stranger-${unique()}@example.com`;
    expect(await seededCall(await rawClient(null), 'm1', 'invitationRequests.create', [asking(stranger)], seed)).toHaveProperty('error');
    expect(await InvitationRequests.find({ email: stranger }).countAsync()).toBe(0);
    await seededCall(await rawClient(null), 'm2', 'invitationRequests.create', [asking(email)], newSeed());
    expect(await InvitationRequests.find({ email }).countAsync()).toBe(2);
  });

  it("creates an admin's project once and answers its id and urlName; another admin replaying is refused", async () => {
    const admin = await app().connectAs(['admin']);
    const otherAdmin = await app().connectAs(['admin']);
    const input = projectInput({ title: `Retried project ${unique()}` });
    const { first, stranger } = await sendTwiceThenReplay('projects.create', [input], admin.token, otherAdmin.token);
    expect(first.result).toMatchObject({ _id: expect.any(String), urlName: expect.any(String) });
    expect(await Projects.find({ title: input.title }).countAsync()).toBe(1);
    expect(stranger).toHaveProperty('error');
    await seededCall(await rawClient(admin.token), 'm2', 'projects.create', [input], newSeed());
    expect(await Projects.find({ title: input.title }).countAsync()).toBe(2);
  });

  it('adds a document template version once and assigns a document from it once', async () => {
    const admin = await app().connectAs(['admin']);
    const otherAdmin = await app().connectAs(['admin']);
    const template = { type: 'code-of-conduct', language: 'cs', title: `Kodex ${unique()}`, body: 'Jednáme férově.' };
    const { first, stranger } = await sendTwiceThenReplay('documentTemplates.create', [template], admin.token, otherAdmin.token, [
      { ...template, language: 'sk' },
    ]);
    const templateId = first.result as string;
    expect(await DocumentTemplates.find({ title: template.title }).countAsync()).toBe(1);
    expect(stranger).toHaveProperty('error');

    const person = await app().connectAs(['candidate']);
    const assignment = { templateId, userId: person.userId };
    const assigned = await sendTwiceThenReplay('peopleDocuments.assign', [assignment], admin.token, otherAdmin.token);
    expect(await PeopleDocuments.find({ engineUserId: person.userId }).countAsync()).toBe(1);
    expect(assigned.stranger).toHaveProperty('error');
    await seededCall(await rawClient(admin.token), 'm2', 'peopleDocuments.assign', [assignment], newSeed());
    expect(await PeopleDocuments.find({ engineUserId: person.userId }).countAsync()).toBe(2);
  });

  it("makes a candidate's project NDA once and records its agreement once, answering the re-send alike", async () => {
    const admin = await app().connectAs(['admin']);
    await admin.connection.callAsync('documentTemplates.create', { type: 'nda', language: 'en', title: `NDA ${unique()}`, body: 'We keep it secret.' });
    const { _id: projectId } = (await admin.connection.callAsync('projects.create', projectInput({ ndaRequired: true }))) as { _id: string };
    await admin.connection.callAsync('projects.publish', projectId);
    const candidate = await app().connectAs(['candidate'], { profileComplete: true });
    const other = await app().connectAs(['candidate'], { profileComplete: true });
    const made = await sendTwiceThenReplay('peopleDocuments.projectNda', [projectId], candidate.token, other.token);
    const documentId = made.first.result as string;
    expect(await PeopleDocuments.find({ projectId, engineUserId: candidate.userId }).countAsync()).toBe(1);
    // The other candidate's call is theirs alone: their own NDA or a refusal, never the first one's.
    if (!('error' in made.stranger)) expect(made.stranger.result).not.toBe(documentId);

    const agreed = await sendTwiceThenReplay('peopleDocuments.agree', [documentId, {}], candidate.token, other.token);
    expect(agreed.first.result).toMatchObject({ isAgreed: true, engineUserId: candidate.userId });
    expect(agreed.stranger).toMatchObject({ error: { error: 404 } });
    const stored = await PeopleDocuments.findOneAsync({ _id: documentId });
    expect(stored).toMatchObject({ status: '3', agreement: { engineUserId: candidate.userId } });
  });
});
