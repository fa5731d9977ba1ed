// peopleRequests.send and requests.* over a real WebSocket, per role: visitors leave contact
// details with consent, customers send from their account, candidates without a company are
// refused; admins move requests along the table; each sender sees only their own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppFixture, type LoggedInConnection, startAppFixture } from '../../../tests/helpers/app-fixture';
import { failureOf, HOSTILE_STRINGS, readSubscription } from '../common/api.testkit';
import { ROLE_CASES } from '../common/role-suite.testkit';
import { Requests } from './collection';

let app: AppFixture;
const as = new Map<string, LoggedInConnection>();
const contact = { name: 'Petra Nováková', email: 'petra@example.com', company: 'Nováková s.r.o.', consent: true };
const request = { message: 'Two SAP FI/CO consultants for a migration.', start: new Date('2026-10-01'), duration: 6 };
const snapshot = () => Requests.find({}, { sort: { _id: 1 } }).fetchAsync();

beforeAll(async () => {
  app = await startAppFixture();
  for (const { label, roles } of ROLE_CASES) as.set(label, await app.connectAs(roles));
  as.set('customerB', await app.connectAs(['customer']));
});

afterAll(async () => {
  for (const connection of as.values()) connection.close();
  await app?.stop();
});

describe('peopleRequests.send per role', () => {
  it('anonymous: needs contact details and consent', async () => {
    const anonymous = as.get('anonymous')!.connection;
    expect((await failureOf(anonymous.callAsync('peopleRequests.send', request))).error).toBe(400);
    expect((await failureOf(anonymous.callAsync('peopleRequests.send', { ...request, contact: { ...contact, consent: false } }))).error).toBe(400);
    const id = (await anonymous.callAsync('peopleRequests.send', { ...request, contact })) as string;
    const stored = await Requests.findOneAsync({ _id: id });
    expect(stored).toMatchObject({ status: 'new', startDate: request.start, durationMonths: 6, contact: { name: contact.name, consentAt: expect.any(Date) } });
    expect(stored?.userId).toBeUndefined();
  });

  it('candidate without a company: refused', async () => {
    expect((await failureOf(as.get('candidate')!.connection.callAsync('peopleRequests.send', request))).error).toBe(403);
  });

  for (const label of ['customer', 'candidate+customer', 'admin']) {
    it(`${label}: sends from the account (contact details refused)`, async () => {
      const me = as.get(label)!;
      expect((await failureOf(me.connection.callAsync('peopleRequests.send', { ...request, contact }))).error).toBe(400);
      const id = (await me.connection.callAsync('peopleRequests.send', { ...request, start: undefined })) as string;
      expect(await Requests.findOneAsync({ _id: id })).toMatchObject({ userId: me.userId, startAsap: true, expertsWanted: 1 });
    });
  }
});

describe('requests.move and publications', () => {
  it('admins move along the table; each sender sees only their own', async () => {
    const customer = as.get('customer')!;
    const id = (await customer.connection.callAsync('peopleRequests.send', request)) as string;
    const admin = as.get('admin')!.connection;
    for (const label of ['candidate', 'customer', 'candidate+customer']) {
      expect((await failureOf(as.get(label)!.connection.callAsync('requests.move', id, 'in-progress'))).error).toBe(403);
    }
    expect((await failureOf(admin.callAsync('requests.move', id, 'closed'))).error).toBe(400);
    await admin.callAsync('requests.move', id, 'in-progress', undefined, 'Shortlisting three experts.');
    await admin.callAsync('requests.move', id, 'closed', 'filled');
    expect((await failureOf(admin.callAsync('requests.move', id, 'new'))).error).toBe(409);
    const mine = await readSubscription(customer.connection, 'requests', 'requests.mine');
    expect(mine.find((doc) => doc._id === id)).toMatchObject({ status: 'closed', closeReason: 'filled' });
    expect((await readSubscription(as.get('customerB')!.connection, 'requests', 'requests.mine')).map((doc) => doc._id)).not.toContain(id);
    expect((await readSubscription(admin, 'requests', 'requests.admin', 'closed')).map((doc) => doc._id)).toContain(id);
    expect((await failureOf(readSubscription(customer.connection, 'requests', 'requests.admin'))).error).toBe(403);
    expect(await readSubscription(as.get('anonymous')!.connection, 'requests', 'requests.mine')).toEqual([]);
  });

  it('refuses hostile input without changing anything', async () => {
    const before = await snapshot();
    const anonymous = as.get('anonymous')!.connection;
    for (const bad of HOSTILE_STRINGS) {
      if (bad !== null) {
        expect((await failureOf(anonymous.callAsync('peopleRequests.send', { ...request, message: bad, contact }))).error).toBe(400);
        expect((await failureOf(anonymous.callAsync('peopleRequests.send', { ...request, contact: { ...contact, email: bad } }))).error).toBe(400);
      }
      expect((await failureOf(as.get('admin')!.connection.callAsync('requests.move', bad, 'closed', 'spam'))).error).toBe(400);
    }
    expect((await failureOf(anonymous.callAsync('peopleRequests.send', { ...request, contact, status: 'closed' }))).error).toBe(400);
    expect((await failureOf(anonymous.callAsync('peopleRequests.send', { ...request, contact, userId: 'kT3fPqW8xZ2mN5rLa' }))).error).toBe(400);
    expect((await failureOf(anonymous.callAsync('peopleRequests.send', { ...request, contact, peopleIds: [{ $ne: null }] }))).error).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});
