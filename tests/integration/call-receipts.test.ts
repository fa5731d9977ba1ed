// A state-changing call re-sent with the randomSeed of its first send (what the client does after a
// reconnect when the first answer never reached it) is answered as the first send was, not with
// the 409 its own first send would cause, and changes nothing twice (common/call-receipts.ts): a
// candidate's withdrawal, an admin's moves of applications and requests, a customer's cancel, the
// answers to a company invitation, publishing, reopening, restoring and deleting a project,
// deleting a saved search, leaving a company, answering an invitation request. A new call (a new
// seed) is checked as before. Receipts go after a day.
import { describe, expect, it } from 'vitest';
// Before any collection: it adds attachSchema (the app's server entry loads it first too).
import 'meteor/aldeed:collection2';
import { Applications } from '../../imports/api/applications/collection';
import { CALL_RECEIPT_KEEP_MS, CallReceipts } from '../../imports/api/common/call-receipts';
import { Companies } from '../../imports/api/companies/collection';
import { CompanyInvitations } from '../../imports/api/company-invitations/collection';
import { InvitationRequests } from '../../imports/api/invitation-requests/collection';
import { projectInput } from '../../imports/api/projects/api.testkit';
import { Projects } from '../../imports/api/projects/collection';
import { Requests } from '../../imports/api/requests/collection';
import { runRetention } from '../../imports/api/retention/retention-run';
import { Random } from '../../packages/random/index';
import type { AppFixture } from '../helpers/app-fixture';
import { seededAppForThisFile, seededCall } from '../helpers/seeded-call';

const { app, rawClient } = seededAppForThisFile();
const unique = () => Random.id(6).toLowerCase();

/** Sends `method` twice with one seed, each time on a new connection (as after a reconnect). */
async function sentTwice(token: string | null, method: string, params: unknown[]) {
  const seed = Random.hexString(20);
  const first = await seededCall(await rawClient(token), 'c1', method, params, seed);
  const again = await seededCall(await rawClient(token), 'c1', method, params, seed);
  expect(first, JSON.stringify(first)).not.toHaveProperty('error');
  expect(again).toEqual(first);
  return first as { result?: unknown };
}

/** Sends `method` as a new call (a new seed). */
async function newCall(token: string | null, method: string, params: unknown[]) {
  return seededCall(await rawClient(token), 'c2', method, params, Random.hexString(20));
}

async function publishedProject(admin: Awaited<ReturnType<AppFixture['connectAs']>>): Promise<string> {
  const { _id } = (await admin.connection.callAsync('projects.create', projectInput({ title: `Receipts ${unique()}` }))) as { _id: string };
  await admin.connection.callAsync('projects.publish', _id);
  return _id;
}

const historyOf = async (applicationId: string) => (await Applications.findOneAsync({ _id: applicationId }))?.statusHistory.map((entry) => entry.status);

describe('a state-changing call re-sent with the same randomSeed', () => {
  it('withdraws an application once and answers the re-send as the first send, not "already closed"', async () => {
    const candidate = await app().connectAs(['candidate'], { profileComplete: true });
    const admin = await app().connectAs(['admin']);
    const applicationId = (await candidate.connection.callAsync('applications.apply', await publishedProject(admin), {})) as string;

    await sentTwice(candidate.token, 'applications.withdraw', [applicationId]);
    expect(await historyOf(applicationId)).toEqual(['submitted', 'withdrawn']);
    // A second withdrawal is a new call: told as before.
    expect(await newCall(candidate.token, 'applications.withdraw', [applicationId])).toMatchObject({
      error: { error: 409, reason: 'This application is already closed' },
    });
  });

  it("records an admin's application move once", async () => {
    const candidate = await app().connectAs(['candidate'], { profileComplete: true });
    const admin = await app().connectAs(['admin']);
    const applicationId = (await candidate.connection.callAsync('applications.apply', await publishedProject(admin), {})) as string;

    await sentTwice(admin.token, 'applications.move', [applicationId, 'in-review', 'We are reading it']);
    expect(await historyOf(applicationId)).toEqual(['submitted', 'in-review']);
    expect(await newCall(admin.token, 'applications.move', [applicationId, 'in-review'])).toMatchObject({ error: { error: 409 } });
  });

  it("records an admin's request move and the customer's cancel once each", async () => {
    const customer = await app().connectAs(['customer']);
    const admin = await app().connectAs(['admin']);
    const requestId = (await customer.connection.callAsync('peopleRequests.send', { message: `Two SAP consultants ${unique()}`, duration: 6 })) as string;
    const history = async () => (await Requests.findOneAsync({ _id: requestId }))?.statusHistory?.map((entry) => entry.status);
    const before = (await history()) ?? [];

    await sentTwice(admin.token, 'requests.move', [requestId, 'in-progress']);
    await sentTwice(customer.token, 'requests.cancel', [requestId, 'Found someone']);
    expect(await history()).toEqual([...before, 'in-progress', 'closed']);
    expect(await Requests.findOneAsync({ _id: requestId })).toMatchObject({ status: 'closed', closeReason: 'cancelled' });
    expect(await newCall(customer.token, 'requests.cancel', [requestId])).toMatchObject({ error: { error: 409, reason: 'This request is already closed' } });
  });

  it('accepts, declines and revokes company invitations once, answering each re-send alike', async () => {
    const owner = await app().connectAs(['customer']);
    const company = { name: `Receipt GmbH ${unique()}`, companyIdNumber: `HRB${Random.hexString(8)}`, country: 'DE' };
    const companyId = (await owner.connection.callAsync('companies.register', company)) as string;
    const [joining, declining, revoked] = await Promise.all([app().connectAs(['candidate']), app().connectAs(['candidate']), app().connectAs(['candidate'])]);
    const invitationTo = async (invitee: typeof joining) => {
      await owner.connection.callAsync('companies.invite', companyId, invitee.user!.email, 'member');
      return (await CompanyInvitations.findOneAsync({ companyId, address: invitee.user!.email.toLowerCase(), status: 'pending' }))!._id;
    };
    const [toJoin, toDecline, toRevoke] = [await invitationTo(joining), await invitationTo(declining), await invitationTo(revoked)];

    expect(await sentTwice(joining.token, 'companyInvitations.accept', [toJoin])).toMatchObject({ result: companyId });
    const members = (await Companies.findOneAsync({ _id: companyId }))!.members.filter((member) => member.userId === joining.userId);
    expect(members).toHaveLength(1);
    await sentTwice(declining.token, 'companyInvitations.decline', [toDecline]);
    await sentTwice(owner.token, 'companyInvitations.revoke', [toRevoke]);
    const statuses = await CompanyInvitations.find({ _id: { $in: [toJoin, toDecline, toRevoke] } }, { sort: { createdAt: 1 } }).fetchAsync();
    expect(Object.fromEntries(statuses.map((item) => [item._id, item.status]))).toEqual({ [toJoin]: 'accepted', [toDecline]: 'declined', [toRevoke]: 'revoked' });
    // New calls are told as before.
    expect(await newCall(joining.token, 'companyInvitations.accept', [toJoin])).toMatchObject({ error: { error: 403 } });
    expect(await newCall(owner.token, 'companyInvitations.revoke', [toRevoke])).toMatchObject({ error: { error: 409 } });
  });

  it('publishes and reopens a project once, answering the re-send with the first answer', async () => {
    const admin = await app().connectAs(['admin']);
    const { _id: projectId } = (await admin.connection.callAsync('projects.create', projectInput({ title: `Receipts ${unique()}` }))) as { _id: string };
    const published = await sentTwice(admin.token, 'projects.publish', [projectId]);
    expect(published.result).toMatchObject({ referenceNumber: (await Projects.findOneAsync({ _id: projectId }))!.referenceNumber });
    expect(await newCall(admin.token, 'projects.publish', [projectId])).toMatchObject({ error: { error: 409 } });

    await admin.connection.callAsync('projects.close', projectId);
    expect(await sentTwice(admin.token, 'projects.reopen', [projectId])).toMatchObject({ result: { status: 'open' } });
    expect(await Projects.findOneAsync({ _id: projectId })).toMatchObject({ status: 'open' });
  });

  it('restores and deletes a project, deletes a saved search and leaves a company once each', async () => {
    const admin = await app().connectAs(['admin']);
    const create = async () => ((await admin.connection.callAsync('projects.create', projectInput({ title: `Receipts ${unique()}` }))) as { _id: string })._id;
    const [restored, deleted] = [await create(), await create()];
    await admin.connection.callAsync('projects.archive', restored);
    expect(await sentTwice(admin.token, 'projects.restore', [restored])).toMatchObject({ result: { status: 'draft' } });
    expect(await sentTwice(admin.token, 'projects.delete', [deleted])).toMatchObject({ result: { deleted: true } });
    expect(await Projects.findOneAsync({ _id: deleted })).toBeUndefined();
    expect(await newCall(admin.token, 'projects.delete', [deleted])).toMatchObject({ error: { error: 404 } });

    const saver = await app().connectAs(['candidate']);
    const searchId = (await saver.connection.callAsync('savedSearches.save', { name: 'SAP', frequency: 'daily', filters: { text: 'sap' }, timeZone: 'Europe/Prague' })) as string;
    await sentTwice(saver.token, 'savedSearches.delete', [searchId]);
    expect(await newCall(saver.token, 'savedSearches.delete', [searchId])).toMatchObject({ error: { error: 404 } });

    const owner = await app().connectAs(['customer']);
    const company = { name: `Leave GmbH ${unique()}`, companyIdNumber: `HRB${Random.hexString(8)}`, country: 'DE' };
    const companyId = (await owner.connection.callAsync('companies.register', company)) as string;
    const member = await app().connectAs(['candidate']);
    await owner.connection.callAsync('companies.invite', companyId, member.user!.email, 'member');
    const invitation = (await CompanyInvitations.findOneAsync({ companyId, status: 'pending' }))!;
    await member.connection.callAsync('companyInvitations.accept', invitation._id);
    await sentTwice(member.token, 'companies.removeMember', [companyId, member.userId]);
    expect((await Companies.findOneAsync({ _id: companyId }))!.members.map((item) => item.userId)).toEqual([owner.userId]);
    expect(await newCall(member.token, 'companies.removeMember', [companyId, member.userId])).toHaveProperty('error');
  });

  it('answers an invitation request once', async () => {
    const admin = await app().connectAs(['admin']);
    const email = `asking-${unique()}@example.com`;
    await newCall(null, 'invitationRequests.create', [{ email, name: { first: 'Jan', last: 'Novák' }, kind: 'candidate', message: 'SAP', consent: true }]);
    const requestId = (await InvitationRequests.findOneAsync({ email }))!._id;
    await sentTwice(admin.token, 'invitationRequests.answer', [requestId, 'decline']);
    expect(await InvitationRequests.findOneAsync({ _id: requestId })).toMatchObject({ status: 'declined' });
    expect(await newCall(admin.token, 'invitationRequests.answer', [requestId, 'decline'])).toMatchObject({ error: { error: 409 } });
  });

  it('keeps a receipt for a day: the daily retention run removes older ones', async () => {
    const candidate = await app().connectAs(['candidate'], { profileComplete: true });
    const admin = await app().connectAs(['admin']);
    const applicationId = (await candidate.connection.callAsync('applications.apply', await publishedProject(admin), {})) as string;
    const seed = Random.hexString(20);
    await seededCall(await rawClient(candidate.token), 'c1', 'applications.withdraw', [applicationId], seed);
    const receipts = await CallReceipts.find({ userId: candidate.userId! }).fetchAsync();
    expect(receipts).toMatchObject([{ method: 'applications.withdraw' }]);
    // Nothing of the seed itself is stored, only its hash with the user and the method.
    expect(JSON.stringify(receipts)).not.toContain(seed);

    expect((await runRetention(new Date(Date.now() + CALL_RECEIPT_KEEP_MS / 2))).callReceipts).toBe(0);
    expect((await runRetention(new Date(Date.now() + CALL_RECEIPT_KEEP_MS + 60_000))).callReceipts).toBeGreaterThanOrEqual(1);
    expect(await CallReceipts.find({ userId: candidate.userId! }).countAsync()).toBe(0);
    // A day later the same seed is a new call.
    expect(await seededCall(await rawClient(candidate.token), 'c1', 'applications.withdraw', [applicationId], seed)).toMatchObject({ error: { error: 409 } });
  });
});
