// A call made with a mailed link's token and nobody signed in, re-sent with the randomSeed of its
// first send (the client re-sends a call whose answer a reconnect lost), is answered as the first
// send was, not with the 403 of a used link, and changes nothing twice (common/call-receipts.ts,
// keyed by the token): declining a company invitation by its link, accepting one with a sign-up,
// and accepting the agency's invitation (users.acceptInvitation). Both sign-ins answer a login for
// the same account; the re-send's is a fresh one, since no login token is kept, and the first
// stays valid (nothing was reset). A new call (a new seed) with the used link gets the 403.
import { Accounts } from 'meteor/accounts-base';
import { Roles } from 'meteor/alanning:roles';
import { describe, expect, it } from 'vitest';
// Before any collection: it adds attachSchema (the app's server entry loads it first too).
import 'meteor/aldeed:collection2';
import { CallReceipts } from '../../imports/api/common/call-receipts';
import { Companies } from '../../imports/api/companies/collection';
import { LINK_REFUSED } from '../../imports/api/company-invitations/answers';
import { CompanyInvitations } from '../../imports/api/company-invitations/collection';
import { OutboxMails } from '../../imports/api/mail-outbox/collection';
import { findUser } from '../../imports/api/users/store';
import { Random } from '../../packages/random/index';
import { passwordDigest } from '../helpers/app-fixture';
import { seededAppForThisFile, seededCall } from '../helpers/seeded-call';

const { app, rawClient } = seededAppForThisFile();
const unique = () => Random.id(6).toLowerCase();
const PASSWORD = passwordDigest('a long link secret');

interface LoginAnswer {
  result?: { id: string; token: string; tokenExpires: unknown };
}

/** Sends `method` twice with one seed, each time on a new connection signed in as nobody (as after a reconnect). */
async function sentTwice(method: string, params: unknown[]) {
  const seed = Random.hexString(20);
  const first = await seededCall(await rawClient(null), 'c1', method, params, seed);
  const again = await seededCall(await rawClient(null), 'c1', method, params, seed);
  expect(first, JSON.stringify(first)).not.toHaveProperty('error');
  expect(again, JSON.stringify(again)).not.toHaveProperty('error');
  return { seed, first, again };
}

const newCall = async (method: string, params: unknown[]) => seededCall(await rawClient(null), 'c2', method, params, Random.hexString(20));

/** An owner's company and a pending invitation to `address`, with its mailed link's token. */
async function invitationTo(address: string): Promise<{ companyId: string; ownerId: string; invitationId: string; token: string }> {
  const owner = await app().connectAs(['customer']);
  const company = { name: `Link Receipts ${unique()}`, companyIdNumber: `HRB${Random.hexString(8)}`, country: 'DE' };
  const companyId = (await owner.connection.callAsync('companies.register', company)) as string;
  await owner.connection.callAsync('companies.invite', companyId, address, 'member');
  owner.close();
  const mail = await OutboxMails.findOneAsync({ to: address });
  const token = /\/engine\/invitation\/([A-Za-z0-9_-]+)\//.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no invitation link mailed to ${address}`);
  const invitation = (await CompanyInvitations.findOneAsync({ companyId, address }))!;
  return { companyId, ownerId: owner.userId!, invitationId: invitation._id, token };
}

/** A customer the agency invited (an answered invitation request): no password yet, and an enroll link's token. */
async function invitedByTheAgency(name: string): Promise<{ email: string; userId: string; token: string }> {
  const email = `${name}-${unique()}@example.com`;
  const userId = await Accounts.createUser({ email });
  await Roles.addUsersToRoles(userId, 'customer');
  const { token } = await Accounts.generateResetToken(userId, email, 'enrollAccount');
  return { email, userId, token };
}

/** The stored receipts of `method` whose text mentions `needle`. */
async function receiptsOf(method: string, needle: string) {
  return (await CallReceipts.find({ method }).fetchAsync()).filter((receipt) => JSON.stringify(receipt).includes(needle));
}

describe('a call by a link re-sent with the same randomSeed', () => {
  it('declines a company invitation once and answers the re-send alike', async () => {
    const { invitationId, token } = await invitationTo(`decliner-${unique()}@example.com`);
    const { first, again } = await sentTwice('companyInvitations.declineByLink', [token]);
    expect(again).toEqual(first);
    const declined = (await CompanyInvitations.findOneAsync({ _id: invitationId }))!;
    expect(declined.status).toBe('declined');
    // A new call is told as before.
    expect(await newCall('companyInvitations.declineByLink', [token])).toMatchObject({ error: { error: 403, reason: LINK_REFUSED } });
    expect((await CompanyInvitations.findOneAsync({ _id: invitationId }))!.answeredAt).toEqual(declined.answeredAt);
  });

  it('signs up at a company invitation once; the re-send is signed in to the same account afresh', async () => {
    const address = `joiner-${unique()}@example.com`;
    const { companyId, ownerId, invitationId, token } = await invitationTo(address);
    const form = { token, password: PASSWORD, name: { first: 'Nina', last: 'Neu' } };
    const { seed, first, again } = await sentTwice('companyInvitations.acceptWithSignUp', [form]);
    const [firstLogin, againLogin] = [(first as LoginAnswer).result!, (again as LoginAnswer).result!];
    expect(againLogin.id).toBe(firstLogin.id);
    expect(againLogin.token).not.toBe(firstLogin.token);
    // Both logins resume (rawClient asserts it): the re-send reset nothing of the first.
    await rawClient(firstLogin.token);
    await rawClient(againLogin.token);

    expect(await Accounts.findUserByEmail(address)).toMatchObject({ _id: firstLogin.id });
    expect((await findUser(firstLogin.id))?.emails).toEqual([{ address, verified: true }]);
    const members = (await Companies.findOneAsync({ _id: companyId }))!.members.map((member) => member.userId);
    expect(members).toEqual([ownerId, firstLogin.id]);
    expect(await CompanyInvitations.findOneAsync({ _id: invitationId })).toMatchObject({ status: 'accepted' });
    // The receipt names the account, never a login token, the link's token or the seed.
    const receipts = await receiptsOf('companyInvitations.acceptWithSignUp', firstLogin.id);
    expect(receipts).toHaveLength(1);
    for (const secret of [firstLogin.token, againLogin.token, token, seed]) expect(JSON.stringify(receipts)).not.toContain(secret);

    expect(await newCall('companyInvitations.acceptWithSignUp', [form])).toMatchObject({ error: { error: 403, reason: LINK_REFUSED } });
    expect(await Accounts.findUserByEmail(address)).toMatchObject({ _id: firstLogin.id });
  });

  it("accepts the agency's invitation once; the re-send is signed in afresh and the first login stays valid", async () => {
    const { email, userId, token } = await invitedByTheAgency('colleague');
    const form = { token, password: PASSWORD, name: { first: 'Colin', last: 'Colleague' } };

    const { seed, first, again } = await sentTwice('users.acceptInvitation', [form]);
    const [firstLogin, againLogin] = [(first as LoginAnswer).result!, (again as LoginAnswer).result!];
    expect([firstLogin.id, againLogin.id]).toEqual([userId, userId]);
    expect(againLogin.token).not.toBe(firstLogin.token);
    // Setting the password again would have voided the first login: it still resumes.
    await rawClient(firstLogin.token);
    await rawClient(againLogin.token);
    const stored = await findUser(userId);
    expect(stored).toMatchObject({ emails: [{ address: email, verified: true }], profile: { name: form.name } });
    const receipts = await receiptsOf('users.acceptInvitation', userId);
    expect(receipts).toHaveLength(1);
    for (const secret of [firstLogin.token, againLogin.token, token, seed]) expect(JSON.stringify(receipts)).not.toContain(secret);

    expect(await newCall('users.acceptInvitation', [form])).toMatchObject({ error: { error: 403 } });
    // The password the invitee chose signs in.
    const signIn = await seededCall(await rawClient(null), 'l1', 'login', [{ user: { email }, password: PASSWORD }], Random.hexString(20));
    expect(signIn).toMatchObject({ result: { id: userId } });
  });

  it('tells a re-send after the account was deleted what a used link is told, and signs nobody in', async () => {
    const { userId, token } = await invitedByTheAgency('leaver');
    const form = { token, password: PASSWORD, name: { first: 'Lea', last: 'Leaver' } };
    const seed = Random.hexString(20);
    const first = (await seededCall(await rawClient(null), 'c1', 'users.acceptInvitation', [form], seed)) as LoginAnswer;
    const signedIn = await rawClient(first.result!.token);
    expect(await seededCall(signedIn, 'd1', 'users.deleteAccount', ['DELETE'], Random.hexString(20))).not.toHaveProperty('error');

    expect(await seededCall(await rawClient(null), 'c1', 'users.acceptInvitation', [form], seed)).toMatchObject({ error: { error: 403 } });
    const services = (await findUser(userId))?.services as { resume?: { loginTokens?: unknown[] } } | undefined;
    expect(services?.resume?.loginTokens ?? []).toEqual([]);
  });
});
