// `companies.setMemberRole` and clearing optional details with `companies.update`, over a real
// WebSocket, per role and across companies (IDOR): owners promote and demote, never the last
// owner; plain members and outsiders change nothing; emptied optional details are removed while
// the name cannot be emptied; bad input changes nothing.
import { describe, expect, it } from 'vitest';
import { failureOf, HOSTILE_STRINGS } from '../common/api.testkit';
import { ROLE_CASES, setUpRoleSuite } from '../common/role-suite.testkit';
import { Companies } from './collection';
import { joinByInvitation } from '../company-invitations/invitations.testkit';

const suite = setUpRoleSuite();
let counter = 0;

function company(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return { name: `Roles Test ${counter}`, companyIdNumber: `8830${counter}152`, country: 'PL', ...overrides };
}

const rolesOf = async (id: string) =>
  Object.fromEntries(((await Companies.findOneAsync({ _id: id }))?.members ?? []).map((member) => [member.userId, member.role]));
const snapshot = () => Companies.find({}, { sort: { _id: 1 } }).fetchAsync();

/** A company with its owner and a plain member. */
async function ownerAndMember() {
  const owner = await suite.app.connectAs(['customer']);
  const member = await suite.app.connectAs(['customer']);
  const id = (await owner.connection.callAsync('companies.register', company())) as string;
  await joinByInvitation(owner.connection, id, member);
  return { owner, member, id, close: () => [owner, member].forEach((c) => c.close()) };
}

describe('companies.setMemberRole per role', () => {
  for (const { label } of ROLE_CASES) {
    const outcome = label === 'anonymous' ? 'is refused (401)' : label === 'admin' ? 'changes any company’s roles' : 'learns nothing (404)';
    it(`${label} outside the company ${outcome}`, async () => {
      const world = await ownerAndMember();
      const me = suite.as.get(label)!.connection;
      if (label === 'admin') {
        await me.callAsync('companies.setMemberRole', world.id, world.member.userId, 'owner');
        expect(await rolesOf(world.id)).toEqual({ [world.owner.userId!]: 'owner', [world.member.userId!]: 'owner' });
      } else {
        const before = await rolesOf(world.id);
        expect((await failureOf(me.callAsync('companies.setMemberRole', world.id, world.member.userId, 'owner'))).error).toBe(label === 'anonymous' ? 401 : 404);
        expect(await rolesOf(world.id)).toEqual(before);
      }
      world.close();
    });
  }
});

describe('owners and the last owner', () => {
  it('an owner promotes a member, then steps down; the last owner cannot; a plain member changes nothing', async () => {
    const { owner, member, id, close } = await ownerAndMember();
    // A plain member may not promote themselves or demote the owner.
    expect((await failureOf(member.connection.callAsync('companies.setMemberRole', id, member.userId, 'owner'))).error).toBe(403);
    expect((await failureOf(member.connection.callAsync('companies.setMemberRole', id, owner.userId, 'member'))).error).toBe(403);
    // The only owner cannot step down.
    const lastOwner = await failureOf(owner.connection.callAsync('companies.setMemberRole', id, owner.userId, 'member'));
    expect(lastOwner.error).toBe(409);
    expect(lastOwner.reason).toMatch(/at least one owner/);
    expect(await rolesOf(id)).toEqual({ [owner.userId!]: 'owner', [member.userId!]: 'member' });

    await owner.connection.callAsync('companies.setMemberRole', id, member.userId, 'owner');
    // Setting the role someone already has changes nothing and is no error.
    await owner.connection.callAsync('companies.setMemberRole', id, member.userId, 'owner');
    await owner.connection.callAsync('companies.setMemberRole', id, owner.userId, 'member');
    expect(await rolesOf(id)).toEqual({ [owner.userId!]: 'member', [member.userId!]: 'owner' });
    // Roles changed, the member list did not: same people, same order, same dates.
    expect((await Companies.findOneAsync({ _id: id }))?.members.map((m) => m.userId)).toEqual([owner.userId, member.userId]);

    // The former owner is a plain member now; the new owner is the last one.
    expect((await failureOf(owner.connection.callAsync('companies.setMemberRole', id, owner.userId, 'owner'))).error).toBe(403);
    expect((await failureOf(member.connection.callAsync('companies.setMemberRole', id, member.userId, 'member'))).error).toBe(409);
    expect((await failureOf(member.connection.callAsync('companies.removeMember', id, member.userId))).error).toBe(409);
    expect((await failureOf(member.connection.callAsync('companies.setMemberRole', id, 'kT3fPqW8xZ2mN5rLa', 'owner'))).error).toBe(404);
    close();
  });

  it('IDOR: the owner of another company changes nothing', async () => {
    const world = await ownerAndMember();
    const other = await suite.app.connectAs(['customer']);
    const otherId = (await other.connection.callAsync('companies.register', company())) as string;
    const before = await snapshot();
    expect((await failureOf(other.connection.callAsync('companies.setMemberRole', world.id, world.member.userId, 'owner'))).error).toBe(404);
    expect((await failureOf(other.connection.callAsync('companies.setMemberRole', world.id, world.owner.userId, 'member'))).error).toBe(404);
    // Naming a member of company A under the other owner's own company B finds no such member.
    expect((await failureOf(other.connection.callAsync('companies.setMemberRole', otherId, world.member.userId, 'owner'))).error).toBe(404);
    expect(await snapshot()).toEqual(before);
    other.close();
    world.close();
  });

  it('refuses hostile input without changing anything', async () => {
    const { owner, member, id, close } = await ownerAndMember();
    const before = await snapshot();
    for (const bad of HOSTILE_STRINGS) {
      expect((await failureOf(owner.connection.callAsync('companies.setMemberRole', bad, member.userId, 'owner'))).error).toBe(400);
      expect((await failureOf(owner.connection.callAsync('companies.setMemberRole', id, bad, 'owner'))).error).toBe(400);
      expect((await failureOf(owner.connection.callAsync('companies.setMemberRole', id, member.userId, bad))).error).toBe(400);
    }
    expect((await failureOf(owner.connection.callAsync('companies.setMemberRole', id, member.userId, 'admin'))).error).toBe(400);
    expect((await failureOf(owner.connection.callAsync('companies.setMemberRole', id, member.userId, 'owner', 'extra'))).error).toBe(400);
    expect(await snapshot()).toEqual(before);
    close();
  });
});

describe('companies.update clears emptied optional details', () => {
  const details = { vatId: 'PL8830123456', website: 'https://roles.example.com', address: { street: 'ul. Długa 5', postalCode: '00-238', city: 'Warszawa' } };

  it('an owner removes the VAT ID, website and address; the name cannot be emptied', async () => {
    const { owner, member, id, close } = await ownerAndMember();
    await owner.connection.callAsync('companies.update', id, details);
    await owner.connection.callAsync('companies.update', id, { name: 'Renamed while clearing' }, ['vatId', 'website']);
    let stored = await Companies.findOneAsync({ _id: id });
    expect(stored).toMatchObject({ name: 'Renamed while clearing', address: details.address });
    expect(stored?.vatId).toBeUndefined();
    expect(stored?.website).toBeUndefined();
    // Only clearing is a change too.
    await owner.connection.callAsync('companies.update', id, {}, ['address']);
    stored = await Companies.findOneAsync({ _id: id });
    expect(stored?.address).toBeUndefined();
    expect(stored).toMatchObject({ companyIdNumber: expect.any(String), country: 'PL' });

    const before = await snapshot();
    for (const empty of ['', '   ']) {
      const error = await failureOf(owner.connection.callAsync('companies.update', id, { name: empty }));
      expect(error.error).toBe(400);
      expect(error.details).toContain('changes.name');
    }
    expect((await failureOf(owner.connection.callAsync('companies.update', id, {}, ['name']))).error).toBe(400);
    expect((await failureOf(owner.connection.callAsync('companies.update', id, {}, ['companyIdNumber']))).error).toBe(400);
    expect((await failureOf(owner.connection.callAsync('companies.update', id, {}, ['country']))).error).toBe(400);
    expect((await failureOf(owner.connection.callAsync('companies.update', id, { vatId: 'PL1234567890' }, ['vatId']))).error).toBe(400);
    expect((await failureOf(owner.connection.callAsync('companies.update', id, {}, []))).error).toBe(400);
    // A plain member and an outsider clear nothing.
    expect((await failureOf(member.connection.callAsync('companies.update', id, {}, ['vatId']))).error).toBe(403);
    expect((await failureOf(suite.as.get('customer')!.connection.callAsync('companies.update', id, {}, ['vatId']))).error).toBe(404);
    expect((await failureOf(suite.as.get('anonymous')!.connection.callAsync('companies.update', id, {}, ['vatId']))).error).toBe(401);
    expect(await snapshot()).toEqual(before);
    close();
  });

  it('admins clear any company’s details', async () => {
    const { owner, id, close } = await ownerAndMember();
    await owner.connection.callAsync('companies.update', id, details);
    await suite.admin.connection.callAsync('companies.update', id, {}, ['website']);
    expect((await Companies.findOneAsync({ _id: id }))?.website).toBeUndefined();
    close();
  });

  it('refuses hostile clear lists without changing anything', async () => {
    const { owner, id, close } = await ownerAndMember();
    await owner.connection.callAsync('companies.update', id, details);
    const before = await snapshot();
    for (const bad of HOSTILE_STRINGS) {
      if (bad === null) continue;
      expect((await failureOf(owner.connection.callAsync('companies.update', id, {}, bad))).error).toBe(400);
      expect((await failureOf(owner.connection.callAsync('companies.update', id, {}, [bad]))).error).toBe(400);
    }
    expect((await failureOf(owner.connection.callAsync('companies.update', id, {}, ['vatId', 'website', 'address', 'vatId']))).error).toBe(400);
    expect((await failureOf(owner.connection.callAsync('companies.update', id, { vatId: null }))).error).toBe(400);
    expect(await snapshot()).toEqual(before);
    close();
  });
});
