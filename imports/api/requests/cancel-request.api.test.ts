// `requests.cancel` over a real WebSocket, per role and across companies (IDOR): any member of
// the company that sent a request cancels it while it is open, the history records who and why,
// the company and the admins' pipeline see it live; nobody else can, and bad input changes nothing.
import { describe, expect, it } from 'vitest';
import { waitUntil } from '../../../tests/helpers/wait-until';
import { failureOf, HOSTILE_STRINGS, subscribeLive } from '../common/api.testkit';
import { ROLE_CASES, setUpRoleSuite } from '../common/role-suite.testkit';
import { Requests } from './collection';
import { joinByInvitation } from '../company-invitations/invitations.testkit';

const suite = setUpRoleSuite();
let counter = 0;

function company() {
  counter += 1;
  return { name: `Cancel Test ${counter}`, companyIdNumber: `6620${counter}417`, country: 'DE' };
}

const request = { message: 'A test engineer for a braking system, six months.', duration: 6 };
const stored = (id: string) => Requests.findOneAsync({ _id: id });
const snapshot = () => Requests.find({}, { sort: { _id: 1 } }).fetchAsync();

/** Company A (owner and a plain member) and company B (owner), one request each. */
async function twoCompanies() {
  const ownerA = await suite.app.connectAs(['customer']);
  const memberA = await suite.app.connectAs(['customer']);
  const ownerB = await suite.app.connectAs(['customer']);
  const companyA = (await ownerA.connection.callAsync('companies.register', company())) as string;
  await joinByInvitation(ownerA.connection, companyA, memberA);
  await ownerB.connection.callAsync('companies.register', company());
  const requestA = (await ownerA.connection.callAsync('peopleRequests.send', request)) as string;
  const requestB = (await ownerB.connection.callAsync('peopleRequests.send', request)) as string;
  return { ownerA, memberA, ownerB, companyA, requestA, requestB, close: () => [ownerA, memberA, ownerB].forEach((c) => c.close()) };
}

describe('requests.cancel per role', () => {
  const expected: Record<string, number> = { anonymous: 401, candidate: 404, customer: 404, 'candidate+customer': 404, admin: 403 };
  for (const { label } of ROLE_CASES) {
    it(`${label} outside the company: refused (${expected[label]}), the request stays open`, async () => {
      const world = await twoCompanies();
      const before = await stored(world.requestA);
      expect((await failureOf(suite.as.get(label)!.connection.callAsync('requests.cancel', world.requestA))).error).toBe(expected[label]);
      expect(await stored(world.requestA)).toEqual(before);
      world.close();
    });
  }

  it('a plain member cancels a request a colleague sent, with a reason recorded in the history', async () => {
    const world = await twoCompanies();
    await world.memberA.connection.callAsync('requests.cancel', world.requestA, 'We found someone in house.');
    const after = await stored(world.requestA);
    expect(after).toMatchObject({ status: 'closed', closeReason: 'cancelled' });
    expect(after?.statusHistory.at(-1)).toEqual({ status: 'closed', at: expect.any(Date), by: world.memberA.userId, note: 'We found someone in house.' });
    // Once closed it cannot be cancelled again, and a second click records nothing.
    expect((await failureOf(world.ownerA.connection.callAsync('requests.cancel', world.requestA))).error).toBe(409);
    expect((await stored(world.requestA))?.statusHistory).toHaveLength(2);
    world.close();
  });

  it('cancels a request the agency is working on; a closed one stays closed', async () => {
    const world = await twoCompanies();
    await suite.admin.connection.callAsync('requests.move', world.requestA, 'in-progress', undefined, 'Shortlisting');
    await world.ownerA.connection.callAsync('requests.cancel', world.requestA);
    expect(await stored(world.requestA)).toMatchObject({ status: 'closed', closeReason: 'cancelled' });
    expect((await stored(world.requestA))?.statusHistory.at(-1)).toEqual({ status: 'closed', at: expect.any(Date), by: world.ownerA.userId });
    await suite.admin.connection.callAsync('requests.move', world.requestB, 'closed', 'filled');
    expect((await failureOf(world.ownerB.connection.callAsync('requests.cancel', world.requestB))).error).toBe(409);
    expect(await stored(world.requestB)).toMatchObject({ status: 'closed', closeReason: 'filled' });
    world.close();
  });

  it('IDOR: the owner of another company cannot cancel, nor can a member who left', async () => {
    const world = await twoCompanies();
    const before = await snapshot();
    expect((await failureOf(world.ownerB.connection.callAsync('requests.cancel', world.requestA))).error).toBe(404);
    expect((await failureOf(world.ownerA.connection.callAsync('requests.cancel', world.requestB))).error).toBe(404);
    await world.memberA.connection.callAsync('companies.removeMember', world.companyA, world.memberA.userId);
    expect((await failureOf(world.memberA.connection.callAsync('requests.cancel', world.requestA))).error).toBe(404);
    expect(await snapshot()).toEqual(before);
    world.close();
  });

  it('a customer without a company cancels their own request only', async () => {
    const sender = await suite.app.connectAs(['customer']);
    const other = await suite.app.connectAs(['customer']);
    const id = (await sender.connection.callAsync('peopleRequests.send', request)) as string;
    expect((await failureOf(other.connection.callAsync('requests.cancel', id))).error).toBe(404);
    await sender.connection.callAsync('requests.cancel', id);
    expect(await stored(id)).toMatchObject({ status: 'closed', closeReason: 'cancelled' });
    sender.close();
    other.close();
  });

  it('shows the cancellation live to the company and in the admins’ pipeline', async () => {
    const world = await twoCompanies();
    const company = await subscribeLive(world.ownerA.connection, 'requests', 'requests.company', world.companyA);
    const pipeline = await subscribeLive(suite.admin.connection, 'requests', 'requests.admin', 'new');
    expect(pipeline.docs().map((doc) => doc._id)).toContain(world.requestA);
    await world.memberA.connection.callAsync('requests.cancel', world.requestA, 'Budget moved to next year');
    await waitUntil(() => (company.docs().find((doc) => doc._id === world.requestA)?.closeReason === 'cancelled' ? true : undefined), { what: 'the company sees it' });
    const seen = company.docs().find((doc) => doc._id === world.requestA);
    expect((seen?.statusHistory as { note?: string }[]).at(-1)?.note).toBe('Budget moved to next year');
    // The "new" column of the pipeline loses it at once.
    await waitUntil(() => (pipeline.docs().some((doc) => doc._id === world.requestA) ? undefined : true), { what: 'the pipeline drops it from New' });
    company.stop();
    pipeline.stop();
    world.close();
  });

  it('refuses hostile input without changing anything', async () => {
    const world = await twoCompanies();
    const before = await snapshot();
    const owner = world.ownerA.connection;
    for (const bad of HOSTILE_STRINGS) {
      expect((await failureOf(owner.callAsync('requests.cancel', bad))).error).toBe(400);
      if (bad !== null) expect((await failureOf(owner.callAsync('requests.cancel', world.requestA, bad))).error).toBe(400);
    }
    expect((await failureOf(owner.callAsync('requests.cancel', world.requestA, 'x'.repeat(1001)))).error).toBe(400);
    expect((await failureOf(owner.callAsync('requests.cancel', world.requestA, 'ok', 'extra'))).error).toBe(400);
    expect((await failureOf(owner.callAsync('requests.cancel', { _id: world.requestA }))).error).toBe(400);
    expect((await failureOf(owner.callAsync('requests.cancel'))).error).toBe(400);
    expect(await snapshot()).toEqual(before);
    world.close();
  });
});
