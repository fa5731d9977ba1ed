// Inviting colleagues (a pending invitation, nothing more), leaving, and who may read a company's member list (`companies.members`),
// per role and across companies (IDOR), over a real WebSocket.
import { Meteor } from 'meteor/meteor';
import { describe, expect, it } from 'vitest';
import type { LoggedInConnection } from '../../../tests/helpers/app-fixture';
import { failureOf, HOSTILE_STRINGS, subscribeLive } from '../common/api.testkit';
import { ROLE_CASES, setUpRoleSuite } from '../common/role-suite.testkit';
import { CompanyInvitations } from '../company-invitations/collection';
import { joinByInvitation, pendingInvitation } from '../company-invitations/invitations.testkit';
import { Companies } from './collection';

const suite = setUpRoleSuite();
let counter = 0;

function company() {
  counter += 1;
  return { name: `Members Test ${counter}`, companyIdNumber: `5511${counter}023`, country: 'DE' };
}

/**
 * The user documents `companies.members` sends, besides the caller's own (which the accounts
 * publication keeps in the same client collection), read while subscribed.
 */
async function membersSeenBy(me: LoggedInConnection, companyId: unknown) {
  const subscription = await subscribeLive(me.connection, 'users', 'companies.members', companyId);
  const docs = subscription.docs().filter((doc) => doc._id !== me.userId);
  subscription.stop();
  return docs;
}

describe('companies.invite with an address that has no account', () => {
  it('creates no account and no membership: only a pending invitation', async () => {
    const owner = await suite.app.connectAs(['customer']);
    const id = (await owner.connection.callAsync('companies.register', company())) as string;
    const address = `colleague-${counter}@example.com`;
    expect(await owner.connection.callAsync('companies.invite', id, address, 'member')).toBeUndefined();
    expect(await Meteor.users.find({ 'emails.address': address }).countAsync()).toBe(0);
    expect((await Companies.findOneAsync({ _id: id }))?.members.map((m) => m.userId)).toEqual([owner.userId]);
    expect(await pendingInvitation(id, address)).toMatchObject({ role: 'member', invitedBy: owner.userId });
    // Inviting the same address again renews that invitation instead of adding one.
    await owner.connection.callAsync('companies.invite', id, address.toUpperCase(), 'owner');
    expect(await CompanyInvitations.find({ companyId: id }).countAsync()).toBe(1);
    expect((await pendingInvitation(id, address))?.role).toBe('owner');
    owner.close();
  });

  it('does not create anything when a non-owner tries to invite', async () => {
    const owner = await suite.app.connectAs(['customer']);
    const id = (await owner.connection.callAsync('companies.register', company())) as string;
    const outsider = suite.as.get('candidate+customer')!;
    expect((await failureOf(outsider.connection.callAsync('companies.invite', id, 'ghost@example.com', 'owner'))).error).toBe(404);
    expect(await Meteor.users.find({ 'emails.address': 'ghost@example.com' }).countAsync()).toBe(0);
    expect(await CompanyInvitations.find({ companyId: id }).countAsync()).toBe(0);
    owner.close();
  });
});

describe('leaving a company', () => {
  it('lets a member leave, and an owner only while another owner remains', async () => {
    const owner = await suite.app.connectAs(['customer']);
    const colleague = await suite.app.connectAs(['customer']);
    const id = (await owner.connection.callAsync('companies.register', company())) as string;
    await joinByInvitation(owner.connection, id, colleague, 'owner');
    // The colleague (an owner now) leaves; the last owner may not.
    await colleague.connection.callAsync('companies.removeMember', id, colleague.userId);
    expect((await failureOf(owner.connection.callAsync('companies.removeMember', id, owner.userId))).error).toBe(409);
    expect((await failureOf(colleague.connection.callAsync('companies.removeMember', id, colleague.userId))).error).toBe(404);
    expect((await Companies.findOneAsync({ _id: id }))?.members.map((m) => m.userId)).toEqual([owner.userId]);
    owner.close();
    colleague.close();
  });
});

describe('companies.members per role', () => {
  for (const { label } of ROLE_CASES) {
    it(`${label}: ${label === 'anonymous' ? 'gets nothing' : label === 'admin' ? 'reads any company' : 'reads only companies they belong to'}`, async () => {
      const owner = await suite.app.connectAs(['customer']);
      const colleague = await suite.app.connectAs(['candidate']);
      const id = (await owner.connection.callAsync('companies.register', company())) as string;
      await joinByInvitation(owner.connection, id, colleague);
      const me = suite.as.get(label)!;
      if (label === 'anonymous') {
        expect(await membersSeenBy(me, id)).toEqual([]);
      } else if (label === 'admin') {
        const seen = await membersSeenBy(me, id);
        expect(seen.map((doc) => doc._id).sort()).toEqual([owner.userId, colleague.userId].sort());
      } else {
        expect((await failureOf(membersSeenBy(me, id))).error).toBe(404);
        // The same user, once a member, sees the colleagues' names and addresses only.
        await joinByInvitation(owner.connection, id, me);
        const seen = await membersSeenBy(me, id);
        expect(seen.map((doc) => doc._id).sort()).toEqual([owner.userId, colleague.userId].sort());
        for (const doc of seen) expect(Object.keys(doc).filter((key) => !['_id', 'emails', 'profile'].includes(key))).toEqual([]);
      }
      owner.close();
      colleague.close();
    });
  }

  it('refuses hostile company ids', async () => {
    for (const bad of HOSTILE_STRINGS) {
      expect((await failureOf(membersSeenBy(suite.as.get('customer')!, bad))).error).toBe(400);
    }
  });
});
