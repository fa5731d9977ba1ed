// `requests.company` and `requests.experts` per role, and IDOR: a member of company A never sees
// company B's requests, over a real WebSocket.
import { describe, expect, it } from 'vitest';
import { newRun } from '../demo/generate-demo';
import { generatePerson } from '../demo/generate-person';
import { People } from '../people/collection';
import { waitUntil } from '../../../tests/helpers/wait-until';
import { failureOf, HOSTILE_STRINGS, readSubscription, subscribeLive } from '../common/api.testkit';
import { ROLE_CASES, setUpRoleSuite } from '../common/role-suite.testkit';
import { joinByInvitation } from '../company-invitations/invitations.testkit';

const suite = setUpRoleSuite();
let counter = 0;

function company() {
  counter += 1;
  return { name: `Requests Test ${counter}`, companyIdNumber: `7731${counter}005`, country: 'AT' };
}

const request = { message: 'Two controls engineers for a line retrofit.', duration: 4 };

/** Two companies with one request each, sent by their owners. */
async function twoCompanies() {
  const ownerA = await suite.app.connectAs(['customer']);
  const ownerB = await suite.app.connectAs(['customer']);
  const companyA = (await ownerA.connection.callAsync('companies.register', company())) as string;
  const companyB = (await ownerB.connection.callAsync('companies.register', company())) as string;
  const requestA = (await ownerA.connection.callAsync('peopleRequests.send', request)) as string;
  const requestB = (await ownerB.connection.callAsync('peopleRequests.send', request)) as string;
  return { ownerA, ownerB, companyA, companyB, requestA, requestB, close: () => [ownerA, ownerB].forEach((c) => c.close()) };
}

describe('requests.company per role', () => {
  for (const { label } of ROLE_CASES) {
    it(`${label}: ${label === 'admin' ? 'reads any company' : label === 'anonymous' ? 'gets nothing' : 'reads only a company they belong to'}`, async () => {
      const world = await twoCompanies();
      const me = suite.as.get(label)!;
      if (label === 'anonymous') {
        expect(await readSubscription(me.connection, 'requests', 'requests.company', world.companyA)).toEqual([]);
      } else if (label === 'admin') {
        expect((await readSubscription(me.connection, 'requests', 'requests.company', world.companyA)).map((d) => d._id)).toEqual([world.requestA]);
      } else {
        expect((await failureOf(readSubscription(me.connection, 'requests', 'requests.company', world.companyA))).error).toBe(404);
      }
      world.close();
    });
  }

  it('shows a member every request of the company, from any member, and nothing of another company', async () => {
    const world = await twoCompanies();
    const colleague = await suite.app.connectAs(['candidate']);
    await joinByInvitation(world.ownerA.connection, world.companyA, colleague);
    const fromColleague = (await colleague.connection.callAsync('peopleRequests.send', { ...request, message: 'From the colleague' })) as string;
    const seen = await readSubscription(world.ownerA.connection, 'requests', 'requests.company', world.companyA);
    expect(seen.map((doc) => doc._id).sort()).toEqual([world.requestA, fromColleague].sort());
    expect(seen.every((doc) => doc.accountId === world.companyA)).toBe(true);
    // IDOR: the colleague of A asks for B's requests by id.
    expect((await failureOf(readSubscription(colleague.connection, 'requests', 'requests.company', world.companyB))).error).toBe(404);
    expect((await failureOf(readSubscription(world.ownerB.connection, 'requests', 'requests.company', world.companyA))).error).toBe(404);
    colleague.close();
    world.close();
  });

  it('follows a status change live', async () => {
    const world = await twoCompanies();
    const live = await subscribeLive(world.ownerA.connection, 'requests', 'requests.company', world.companyA);
    await suite.admin.connection.callAsync('requests.move', world.requestA, 'in-progress', undefined, 'Shortlisting');
    await waitUntil(() => (live.docs().find((doc) => doc._id === world.requestA)?.status === 'in-progress' ? true : undefined), { what: 'status change' });
    expect((live.docs()[0]?.statusHistory as unknown[]).length).toBe(2);
    live.stop();
    world.close();
  });

  it('refuses hostile company ids', async () => {
    for (const bad of HOSTILE_STRINGS) {
      expect((await failureOf(readSubscription(suite.as.get('customer')!.connection, 'requests', 'requests.company', bad))).error).toBe(400);
    }
  });
});

describe('requests.experts per role', () => {
  it('sends published experts’ shortened names only, to signed-in users', async () => {
    const run = newRun('request-experts', new Date());
    const published = await People.insertAsync(generatePerson(run, 'published'));
    const hidden = await People.insertAsync(generatePerson(run, 'draft'));
    const ids = [published, hidden];
    for (const { label } of ROLE_CASES) {
      const seen = await readSubscription(suite.as.get(label)!.connection, 'people', 'requests.experts', ids);
      if (label === 'anonymous') {
        expect(seen).toEqual([]);
        continue;
      }
      // An expert who is not (or no longer) published stays unnamed.
      expect(seen.map((doc) => doc._id)).toEqual([published]);
      for (const doc of seen) expect(Object.keys(doc).filter((key) => !['_id', 'firstName', 'lastInitial', 'urlName'].includes(key))).toEqual([]);
    }
  });

  it('refuses hostile and oversized id lists', async () => {
    const customer = suite.as.get('customer')!.connection;
    for (const bad of HOSTILE_STRINGS) {
      expect((await failureOf(readSubscription(customer, 'people', 'requests.experts', [bad]))).error).toBe(400);
    }
    expect((await failureOf(readSubscription(customer, 'people', 'requests.experts', 'x'))).error).toBe(400);
    expect((await failureOf(readSubscription(customer, 'people', 'requests.experts', Array.from({ length: 201 }, () => 'kT3fPqW8xZ2mN5rLa')))).error).toBe(400);
  });
});
