// companies.* over a real WebSocket, per role: registering makes the caller a customer, owner and
// selected account; (country, company ID number) is unique, and a second registration goes to
// the admins instead of revealing the first; owners edit and manage members with
// at least one owner left; other users cannot read or change the company (IDOR); bad input
// changes nothing.
import { Meteor } from 'meteor/meteor';
import { describe, expect, it } from 'vitest';
import { failureOf, HOSTILE_STRINGS, readSubscription } from '../common/api.testkit';
import { ROLE_CASES, setUpRoleSuite } from '../common/role-suite.testkit';
import { joinByInvitation, pendingInvitation } from '../company-invitations/invitations.testkit';
import { ContactMessages } from '../contact-messages/collection';
import { Companies } from './collection';

const suite = setUpRoleSuite();
let counter = 0;

function company(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return { name: `Acme Engineering ${counter}`, companyIdNumber: `2748${counter}911`, country: 'CZ', vatId: `CZ2748${counter}911`, ...overrides };
}

const snapshot = () => Companies.find({}, { sort: { _id: 1 } }).fetchAsync();

describe('companies.register', () => {
  for (const { label } of ROLE_CASES) {
    it(`${label}: ${label === 'anonymous' ? 'is refused' : 'registers and becomes customer, owner and selected account'}`, async () => {
      const me = suite.as.get(label)!;
      if (label === 'anonymous') {
        expect((await failureOf(me.connection.callAsync('companies.register', company()))).error).toBe(401);
        return;
      }
      const id = (await me.connection.callAsync('companies.register', company())) as string;
      expect((await Companies.findOneAsync({ _id: id }))?.members).toEqual([{ userId: me.userId, role: 'owner', addedAt: expect.any(Date) }]);
      const user = await Meteor.users.findOneAsync({ _id: me.userId! });
      expect(user?.roles).toContain('customer');
      expect((user as { selectedAccountId?: string }).selectedAccountId).toBe(id);
    });
  }

  it("refers a second registration of the same country and ID number to the admins: no company, no role, nothing revealed", async () => {
    const first = company();
    await suite.as.get('customer')!.connection.callAsync('companies.register', first);
    const stranger = await suite.app.connectAs(['candidate']);
    const before = await snapshot();
    const clash = { ...first, name: 'Copycat', companyIdNumber: ` ${first.companyIdNumber}`.trim() };
    expect(await stranger.connection.callAsync('companies.register', clash)).toEqual({ referredToAgency: true });
    expect(await snapshot()).toEqual(before);
    const user = (await Meteor.users.findOneAsync({ _id: stranger.userId! })) as { roles?: string[]; selectedAccountId?: string };
    expect(user.roles).toEqual(['candidate']);
    expect(user.selectedAccountId).toBeUndefined();
    // The admins' messages name the person, the company ID and the existing company; trying again adds nothing.
    await stranger.connection.callAsync('companies.register', clash);
    const messages = await ContactMessages.find({ userId: stranger.userId! }).fetchAsync();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ status: 'new', email: stranger.user!.email, company: 'Copycat' });
    expect(messages[0]!.subject).toBe(`Company registration to check: CZ ${first.companyIdNumber}`);
    expect(messages[0]!.message).toContain(`That registration belongs to "${first.name}"`);
    const seen = await readSubscription(suite.admin.connection, 'contactMessages', 'contactMessages.adminPage', {});
    expect(seen.map((doc) => doc._id)).toContain(messages[0]!._id);
    await suite.as.get('candidate')!.connection.callAsync('companies.register', { ...first, country: 'SK' });
    stranger.close();
  });
});

describe('owners, members and IDOR', () => {
  it('lets owners edit and manage members; keeps an owner; others learn nothing', async () => {
    const owner = await suite.app.connectAs(['candidate']);
    const member = await suite.app.connectAs(['candidate']);
    const outsider = await suite.app.connectAs(['customer']);
    const id = (await owner.connection.callAsync('companies.register', company())) as string;

    expect((await failureOf(outsider.connection.callAsync('companies.update', id, { name: 'Hijacked' }))).error).toBe(404);
    expect((await failureOf(outsider.connection.callAsync('companies.invite', id, outsider.user!.email, 'owner'))).error).toBe(404);
    expect((await readSubscription(outsider.connection, 'companies', 'companies.mine')).map((doc) => doc._id)).not.toContain(id);

    await owner.connection.callAsync('companies.update', id, { name: 'Acme Renamed', website: 'https://acme.example.com' });
    expect((await Companies.findOneAsync({ _id: id }))?.name).toBe('Acme Renamed');
    await joinByInvitation(owner.connection, id, member);
    expect((await Meteor.users.findOneAsync({ _id: member.userId! }))?.roles).toContain('customer');
    // Inviting a member again answers the same and stores nothing.
    expect(await owner.connection.callAsync('companies.invite', id, member.user!.email, 'member')).toBeUndefined();
    expect(await pendingInvitation(id, member.user!.email)).toBeUndefined();

    // A member sees the company but may not manage it.
    const seen = await readSubscription(member.connection, 'companies', 'companies.mine');
    expect(seen.map((doc) => doc._id)).toContain(id);
    expect(seen[0]?.registrationKey).toBeUndefined();
    expect((await failureOf(member.connection.callAsync('companies.update', id, { name: 'Mine now' }))).error).toBe(403);
    expect((await failureOf(member.connection.callAsync('companies.removeMember', id, owner.userId))).error).toBe(403);

    expect((await failureOf(owner.connection.callAsync('companies.removeMember', id, owner.userId))).error).toBe(409);
    await owner.connection.callAsync('companies.removeMember', id, member.userId);
    expect((await Companies.findOneAsync({ _id: id }))?.members.map((m) => m.userId)).toEqual([owner.userId]);
    expect((await Meteor.users.findOneAsync({ _id: member.userId! }) as { selectedAccountId?: string }).selectedAccountId).toBeUndefined();

    const all = await readSubscription(suite.admin.connection, 'companies', 'companies.admin');
    expect(all.map((doc) => doc._id)).toContain(id);
    expect((await failureOf(readSubscription(outsider.connection, 'companies', 'companies.admin'))).error).toBe(403);
    for (const c of [owner, member, outsider]) c.close();
  });

  it('refuses hostile input without changing anything', async () => {
    const owner = suite.as.get('customer')!;
    const id = (await owner.connection.callAsync('companies.register', company())) as string;
    const before = await snapshot();
    for (const bad of HOSTILE_STRINGS) {
      expect((await failureOf(owner.connection.callAsync('companies.update', bad, { name: 'x' }))).error).toBe(400);
      expect((await failureOf(owner.connection.callAsync('companies.invite', id, bad, 'member'))).error).toBe(400);
      expect((await failureOf(owner.connection.callAsync('companies.removeMember', id, bad))).error).toBe(400);
      if (bad !== null) expect((await failureOf(owner.connection.callAsync('companies.register', company({ name: bad })))).error).toBe(400);
    }
    expect((await failureOf(owner.connection.callAsync('companies.update', id, { members: [] }))).error).toBe(400);
    expect((await failureOf(owner.connection.callAsync('companies.update', id, { companyIdNumber: '1' }))).error).toBe(400);
    expect((await failureOf(owner.connection.callAsync('companies.register', company({ members: [] })))).error).toBe(400);
    expect((await failureOf(owner.connection.callAsync('companies.register', company({ country: 'XX' })))).error).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});
