// Permissions follow every change on live subscriptions (rights-follow.ts), over a real
// WebSocket: the right is taken away through the product's own methods while the subscription is
// open, new data is written, and the subscription ends with its error, its documents are
// withdrawn and nothing new arrives.
import { describe, expect, it } from 'vitest';
import type { LoggedInConnection } from '../../../tests/helpers/app-fixture';
import { waitUntil } from '../../../tests/helpers/wait-until';
import { setUpRoleSuite } from '../common/role-suite.testkit';
import { projectInput } from '../projects/api.testkit';
import { joinByInvitation } from '../company-invitations/invitations.testkit';
import { idsSettle, watch } from './rights-follow.testkit';

const suite = setUpRoleSuite();
let counter = 0;

function company() {
  counter += 1;
  return { name: `Rights Test ${counter}`, companyIdNumber: `8841${counter}017`, country: 'CZ' };
}

const request = { message: 'One SAP FI consultant for a migration.', duration: 3 };

describe('a member removed from a company while subscribed', () => {
  it("ends requests.company with its error, withdraws the requests and the company, and sends no new request", async () => {
    const owner = await suite.app.connectAs(['customer']);
    const member = await suite.app.connectAs(['customer']);
    const companyId = (await owner.connection.callAsync('companies.register', company())) as string;
    await joinByInvitation(owner.connection, companyId, member);
    const first = (await owner.connection.callAsync('peopleRequests.send', request)) as string;
    const requests = await watch(member.connection, 'requests', 'requests.company', companyId);
    const companies = await watch(member.connection, 'companies', 'companies.mine');
    expect(requests.ids()).toEqual([first]);
    expect(companies.ids()).toContain(companyId);

    await owner.connection.callAsync('companies.removeMember', companyId, member.userId);
    expect(await requests.ended()).toMatchObject({ error: 404 });
    await idsSettle(requests, []);
    await idsSettle(companies, []);
    await owner.connection.callAsync('peopleRequests.send', request);
    // Anything still flowing would arrive with the owner's own write (the write fence): wait a beat more.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requests.ids()).toEqual([]);
    owner.close();
    member.close();
  });
});

describe('an admin demoted while subscribed', () => {
  it.each([
    ['users.admin', 'users', []],
    ['projects.adminPage', 'projects', []],
    ['requests.adminPage', 'requests', [{}]],
  ] as const)('ends %s with 403 and withdraws its documents', async (name, collection, params) => {
    const demoted: LoggedInConnection = await suite.app.connectAs(['admin']);
    const customer = await suite.app.connectAs(['customer']);
    await customer.connection.callAsync('companies.register', company());
    await customer.connection.callAsync('peopleRequests.send', request);
    await suite.admin.connection.callAsync('projects.create', projectInput());
    const watched = await watch(demoted.connection, collection, name, ...params);
    const before = watched.ids().filter((id) => id !== demoted.userId);
    expect(before.length).toBeGreaterThan(0);

    await suite.admin.connection.callAsync('users.setRoles', demoted.userId, ['candidate']);
    expect(await watched.ended()).toMatchObject({ error: 403 });
    // Only the user's own document may stay (the accounts publication sends it to every login).
    await waitUntil(() => (watched.ids().every((id) => id === demoted.userId) ? true : undefined), {
      what: `${name} documents withdrawn`,
      timeoutMs: 2_000,
      describe: () => watched.ids(),
    });
    await suite.app.createUser({ roles: ['candidate'] });
    await customer.connection.callAsync('peopleRequests.send', request);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(watched.ids().every((id) => id === demoted.userId)).toBe(true);
    demoted.close();
    customer.close();
  });
});
