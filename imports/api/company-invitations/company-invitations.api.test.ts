// Company membership needs the invitee's consent, over a real WebSocket: inviting stores a pending
// invitation and mails its link (company and inviter named, the token stored only hashed), the
// same answer for every address, no account and no membership; the invitee accepts or declines
// signed in or by the link, an unknown address signs up while accepting; a link works once, and
// an unknown, used or expired one answers one neutral 403.
import { _hashLoginToken } from 'meteor/accounts-base';
import { Meteor } from 'meteor/meteor';
import { describe, expect, it } from 'vitest';
import { passwordDigest } from '../../../tests/helpers/app-fixture';
import { waitUntil } from '../../../tests/helpers/wait-until';
import { failureOf, readSubscription, subscribeLive } from '../common/api.testkit';
import { setUpRoleSuite } from '../common/role-suite.testkit';
import { Companies } from '../companies/collection';
import { CompanyInvitations } from './collection';
import { addressOf, pendingInvitation, setUpMailBox } from './invitations.testkit';
import { LINK_REFUSED } from './answers';

const mails = setUpMailBox();
const suite = setUpRoleSuite();
let counter = 0;

const PASSWORD = passwordDigest('a long invitee secret');

/** An owner (Olga Berger) and her new company. */
async function ownerWithCompany() {
  counter += 1;
  const user = await suite.app.createUser({ roles: ['customer'], profile: { name: { first: 'Olga', last: 'Berger' } } });
  const owner = await suite.app.loginAs(user);
  const name = `Consent Test ${counter}`;
  const companyId = (await owner.connection.callAsync('companies.register', { name, companyIdNumber: `6612${counter}044`, country: 'AT' })) as string;
  return { owner, companyId, name };
}

const storedUser = (userId: string) => Meteor.users.findOneAsync({ _id: userId });
const memberIds = async (companyId: string) => (await Companies.findOneAsync({ _id: companyId }))?.members.map((member) => member.userId);

describe('companies.invite', () => {
  it('mails a link naming the company and the inviter, stores only its hash, and changes no account', async () => {
    const { owner, companyId, name } = await ownerWithCompany();
    const invitee = await suite.app.connectAs(['candidate']);
    const before = await storedUser(invitee.userId!);
    expect(await owner.connection.callAsync('companies.invite', companyId, invitee.user!.email.toUpperCase(), 'member')).toBeUndefined();

    const mail = mails.sent.at(-1)!;
    expect(mail.to).toBe(invitee.user!.email.toLowerCase());
    expect(mail.subject).toContain(`Olga Berger invites you to join ${name}`);
    const token = mails.tokenFor(invitee.user!.email)!;
    expect(String(mail.text)).toContain(Meteor.absoluteUrl(`engine/invitation/${token}/`));
    const stored = await pendingInvitation(companyId, invitee.user!.email);
    expect(stored).toMatchObject({ role: 'member', invitedBy: owner.userId, companyName: name, inviterName: 'Olga Berger', status: 'pending' });
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(14 * 24 * 3600 * 1000);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored!.hashedToken).toBe(_hashLoginToken(token));
    // Nothing happened to the invitee or the company.
    expect(await storedUser(invitee.userId!)).toEqual(before);
    expect(await memberIds(companyId)).toEqual([owner.userId]);
    owner.close();
    invitee.close();
  });

  it('answers the same for an unknown address, an account, an admin and a member, and pulls nobody in', async () => {
    const { owner, companyId } = await ownerWithCompany();
    const admin = await suite.app.connectAs(['admin']);
    const adminBefore = await storedUser(admin.userId!);
    const answers = [];
    for (const address of [`nobody-${counter}@example.com`, await addressOf(suite.as.get('customer')!), admin.user!.email, await addressOf(owner)]) {
      answers.push(await owner.connection.callAsync('companies.invite', companyId, address, 'owner'));
    }
    expect(answers).toEqual([undefined, undefined, undefined, undefined]);
    expect(await Meteor.users.find({ 'emails.address': `nobody-${counter}@example.com` }).countAsync()).toBe(0);
    expect(await storedUser(admin.userId!)).toEqual(adminBefore);
    expect(await memberIds(companyId)).toEqual([owner.userId]);
    // A member is not invited again, and the old way in is gone.
    expect(await pendingInvitation(companyId, await addressOf(owner))).toBeUndefined();
    expect((await failureOf(owner.connection.callAsync('companies.addMember', companyId, admin.user!.email, 'owner'))).error).toBe(404);
    owner.close();
    admin.close();
  });

  it('renews a pending invitation: one invitation, a new link, the old one refused', async () => {
    const { owner, companyId } = await ownerWithCompany();
    const address = `renewed-${counter}@example.com`;
    await owner.connection.callAsync('companies.invite', companyId, address, 'member');
    const first = mails.tokenFor(address)!;
    await owner.connection.callAsync('companies.invite', companyId, address, 'owner');
    const second = mails.tokenFor(address)!;
    expect(second).not.toBe(first);
    expect(await CompanyInvitations.find({ companyId, address }).countAsync()).toBe(1);
    const visitor = suite.as.get('anonymous')!.connection;
    expect(await failureOf(visitor.callAsync('companyInvitations.byLink', first))).toMatchObject({ error: 403, reason: LINK_REFUSED });
    expect(await visitor.callAsync('companyInvitations.byLink', second)).toMatchObject({ role: 'owner', address, hasAccount: false });
    owner.close();
  });
});

describe('answering signed in', () => {
  it('accepting makes a customer member with the invited role, selects the company, and lists it no more', async () => {
    const { owner, companyId, name } = await ownerWithCompany();
    const invitee = await suite.app.connectAs(['candidate']);
    await owner.connection.callAsync('companies.invite', companyId, invitee.user!.email, 'owner');
    const listed = await readSubscription(invitee.connection, 'companyInvitations', 'companyInvitations.mine');
    expect(listed).toEqual([expect.objectContaining({ companyName: name, inviterName: 'Olga Berger', role: 'owner', status: 'pending' })]);
    expect(listed[0]).not.toHaveProperty('hashedToken');
    expect(await invitee.connection.callAsync('companyInvitations.accept', listed[0]!._id)).toBe(companyId);
    const user = (await storedUser(invitee.userId!)) as { roles?: string[]; selectedAccountId?: string };
    expect(user.roles).toEqual(['candidate', 'customer']);
    expect(user.selectedAccountId).toBe(companyId);
    expect((await Companies.findOneAsync({ _id: companyId }))?.members.find((member) => member.userId === invitee.userId)?.role).toBe('owner');
    expect(await readSubscription(invitee.connection, 'companyInvitations', 'companyInvitations.mine')).toEqual([]);
    // The link is spent, and a second answer is refused.
    const token = mails.tokenFor(invitee.user!.email)!;
    expect((await failureOf(invitee.connection.callAsync('companyInvitations.byLink', token))).error).toBe(403);
    expect((await failureOf(invitee.connection.callAsync('companyInvitations.decline', listed[0]!._id))).error).toBe(403);
    owner.close();
    invitee.close();
  });

  it('declining leaves no trace on the account; a second company does not change the selection', async () => {
    const first = await ownerWithCompany();
    const second = await ownerWithCompany();
    const invitee = await suite.app.connectAs(['customer']);
    await first.owner.connection.callAsync('companies.invite', first.companyId, invitee.user!.email, 'member');
    await second.owner.connection.callAsync('companies.invite', second.companyId, invitee.user!.email, 'member');
    const before = await storedUser(invitee.userId!);
    await invitee.connection.callAsync('companyInvitations.decline', (await pendingInvitation(first.companyId, invitee.user!.email))!._id);
    expect(await storedUser(invitee.userId!)).toEqual(before);
    expect((await CompanyInvitations.findOneAsync({ companyId: first.companyId }))?.status).toBe('declined');
    await invitee.connection.callAsync('companyInvitations.accept', (await pendingInvitation(second.companyId, invitee.user!.email))!._id);
    const selected = (await storedUser(invitee.userId!)) as { selectedAccountId?: string };
    expect(selected.selectedAccountId).toBe(second.companyId);
    expect(await memberIds(first.companyId)).toEqual([first.owner.userId]);
    for (const c of [first.owner, second.owner, invitee]) c.close();
  });

  it('offers only invitations to confirmed addresses: an address still waiting for its link is not yet the user\'s', async () => {
    const { owner, companyId } = await ownerWithCompany();
    const user = await suite.app.connectAs(['customer']);
    // A pending address change (users.changeEmail) adds the new address unconfirmed.
    const unconfirmed = `pending-${counter}@invitations.example`;
    await Meteor.users.updateAsync({ _id: user.userId! }, { $push: { emails: { address: unconfirmed, verified: false } } });
    await owner.connection.callAsync('companies.invite', companyId, unconfirmed, 'owner');
    const id = (await pendingInvitation(companyId, unconfirmed))!._id;
    const mine = await subscribeLive(user.connection, 'companyInvitations', 'companyInvitations.mine');
    expect(mine.docs()).toEqual([]);
    expect((await failureOf(user.connection.callAsync('companyInvitations.accept', id))).error).toBe(403);
    expect(await memberIds(companyId)).toEqual([owner.userId]);
    // Once the link confirmed it, the invitation is theirs to answer, and the open list shows it.
    await Meteor.users.updateAsync({ _id: user.userId!, 'emails.address': unconfirmed }, { $set: { 'emails.$.verified': true } });
    await waitUntil(() => (mine.docs().some((doc) => doc._id === id) ? true : undefined), { what: 'the invitation on the open list' });
    mine.stop();
    await user.connection.callAsync('companyInvitations.accept', id);
    expect(await memberIds(companyId)).toEqual([owner.userId, user.userId]);
    owner.close();
    user.close();
  });

  it('lets exactly one of two concurrent answers win', async () => {
    const { owner, companyId } = await ownerWithCompany();
    const invitee = await suite.app.connectAs(['customer']);
    const other = await suite.app.loginAs(invitee.user!);
    await owner.connection.callAsync('companies.invite', companyId, invitee.user!.email, 'member');
    const id = (await pendingInvitation(companyId, invitee.user!.email))!._id;
    const results = await Promise.allSettled([
      invitee.connection.callAsync('companyInvitations.accept', id),
      other.connection.callAsync('companyInvitations.decline', id),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const status = (await CompanyInvitations.findOneAsync({ _id: id }))?.status;
    expect((await memberIds(companyId))?.includes(invitee.userId!)).toBe(status === 'accepted');
    for (const c of [owner, invitee, other]) c.close();
  });
});

describe('answering by the link', () => {
  it('signs an unknown address up at acceptance: verified address, name, member, signed in; the link works once', async () => {
    const { owner, companyId, name } = await ownerWithCompany();
    const address = `new-colleague-${counter}@example.com`;
    await owner.connection.callAsync('companies.invite', companyId, address, 'member');
    const token = mails.tokenFor(address)!;
    const visitor = await suite.app.connectAs(null);
    expect(await visitor.connection.callAsync('companyInvitations.byLink', token)).toEqual({
      invitationId: expect.any(String),
      companyName: name,
      inviterName: 'Olga Berger',
      role: 'member',
      address,
      hasAccount: false,
    });
    const form = { token, password: PASSWORD, name: { first: 'Nina', last: 'Neu' } };
    const login = (await visitor.connection.callAsync('companyInvitations.acceptWithSignUp', form)) as { id: string; token: string };
    const user = (await storedUser(login.id)) as { emails?: unknown; roles?: string[]; selectedAccountId?: string; profile?: { name?: unknown } };
    expect(user).toMatchObject({ emails: [{ address, verified: true }], roles: ['customer'], selectedAccountId: companyId, profile: { name: form.name } });
    expect(await memberIds(companyId)).toEqual([owner.userId, login.id]);
    expect(await visitor.connection.callAsync('users.getUser')).toMatchObject({ _id: login.id });
    const again = await failureOf(suite.as.get('anonymous')!.connection.callAsync('companyInvitations.acceptWithSignUp', form));
    expect(again).toMatchObject({ error: 403, reason: LINK_REFUSED });
    expect(await Meteor.users.find({ 'emails.address': address }).countAsync()).toBe(1);
    owner.close();
    visitor.close();
  });

  it('asks an existing account to sign in, lets the link decline, and refuses expired and unknown links alike', async () => {
    const { owner, companyId } = await ownerWithCompany();
    const holder = suite.as.get('customer')!;
    const address = await addressOf(holder);
    await owner.connection.callAsync('companies.invite', companyId, address, 'member');
    const token = mails.tokenFor(address)!;
    const visitor = suite.as.get('anonymous')!.connection;
    expect(await visitor.callAsync('companyInvitations.byLink', token)).toMatchObject({ hasAccount: true });
    const signUp = await failureOf(visitor.callAsync('companyInvitations.acceptWithSignUp', { token, password: PASSWORD, name: { first: 'X', last: 'Y' } }));
    expect(signUp.error).toBe(409);
    const before = await storedUser(holder.userId!);
    await visitor.callAsync('companyInvitations.declineByLink', token);
    expect(await storedUser(holder.userId!)).toEqual(before);

    await owner.connection.callAsync('companies.invite', companyId, `late-${counter}@example.com`, 'member');
    const late = mails.tokenFor(`late-${counter}@example.com`)!;
    await CompanyInvitations.updateAsync({ companyId, address: `late-${counter}@example.com` }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    for (const refusedToken of [late, token, 'no-such-token']) {
      expect(await failureOf(visitor.callAsync('companyInvitations.byLink', refusedToken))).toMatchObject({ error: 403, reason: LINK_REFUSED });
      expect(await failureOf(visitor.callAsync('companyInvitations.declineByLink', refusedToken))).toMatchObject({ error: 403, reason: LINK_REFUSED });
    }
    expect(await Meteor.users.find({ 'emails.address': `late-${counter}@example.com` }).countAsync()).toBe(0);
    owner.close();
  });
});
