// Admin role management and the admin user list over a real WebSocket: only admins may use them,
// roles are checked against the list, an admin cannot remove their own admin role, and the list
// never carries `services` or candidate data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppFixture, startAppFixture } from '../../../tests/helpers/app-fixture';
import { findUser } from './store';
import { callError, HOSTILE_VALUES, subscribeUsers, usersSnapshot } from './users.testkit';

let app: AppFixture;

beforeAll(async () => {
  app = await startAppFixture();
});

afterAll(async () => {
  await app?.stop();
});

describe('users.setRoles', () => {
  it('lets an admin set another user’s roles, stored in list order', async () => {
    const admin = await app.connectAs(['admin']);
    const target = await app.createUser({ roles: ['candidate'] });
    expect(await admin.connection.callAsync('users.setRoles', target.userId, ['customer', 'candidate'])).toEqual(['candidate', 'customer']);
    const stored = await findUser(target.userId);
    expect(stored?.roles).toEqual(['candidate', 'customer']);
    expect(stored?.docInfo?.updatedBy).toBe(admin.userId);
    expect(await admin.connection.callAsync('users.setRoles', target.userId, [])).toEqual([]);
    admin.close();
  });

  it('takes effect on the target’s next call', async () => {
    const admin = await app.connectAs(['admin']);
    const target = await app.connectAs(['candidate']);
    expect((await callError(target.connection, 'users.setRoles', target.userId, ['admin'])).error).toBe(403);
    await admin.connection.callAsync('users.setRoles', target.userId, ['candidate', 'admin']);
    expect(await target.connection.callAsync('users.getUser')).toMatchObject({ roles: ['candidate', 'admin'] });
    admin.close();
    target.close();
  });

  it('refuses to remove the caller’s own admin role', async () => {
    const admin = await app.connectAs(['admin']);
    for (const roles of [[], ['candidate'], ['customer', 'candidate']]) {
      expect((await callError(admin.connection, 'users.setRoles', admin.userId, roles)).error).toBe(403);
    }
    expect((await findUser(admin.userId as string))?.roles).toEqual(['admin']);
    expect(await admin.connection.callAsync('users.setRoles', admin.userId, ['admin', 'customer'])).toEqual(['customer', 'admin']);
    admin.close();
  });

  it('is refused to every other role, including for their own account', async () => {
    const target = await app.createUser({ roles: ['candidate'] });
    for (const roles of [['candidate'], ['customer'], ['candidate', 'customer'], []]) {
      const { connection, userId, close } = await app.connectAs(roles);
      const before = await usersSnapshot();
      expect((await callError(connection, 'users.setRoles', userId, ['admin'])).error).toBe(403);
      expect((await callError(connection, 'users.setRoles', target.userId, ['admin'])).error).toBe(403);
      expect(await usersSnapshot()).toBe(before);
      close();
    }
    const anonymous = await app.connectAs(null);
    expect((await callError(anonymous.connection, 'users.setRoles', target.userId, ['admin'])).error).toBe(401);
    anonymous.close();
  });

  it('refuses unknown roles, duplicates, hostile values and unknown users, changing nothing', async () => {
    const admin = await app.connectAs(['admin']);
    const target = await app.createUser({ roles: ['candidate'] });
    const cases: unknown[][] = [
      [target.userId, ['superuser']],
      [target.userId, ['candidate', 'candidate']],
      [target.userId, 'admin'],
      [target.userId, ['candidate', 'customer', 'admin', 'candidate']],
      [target.userId],
      [target.userId, ['admin'], 'extra'],
    ];
    for (const value of HOSTILE_VALUES) cases.push([value, ['candidate']], [target.userId, value], [target.userId, [value]]);
    for (const args of cases) {
      const before = await usersSnapshot();
      expect((await callError(admin.connection, 'users.setRoles', ...args)).error, JSON.stringify(args).slice(0, 80)).toBe(400);
      expect(await usersSnapshot()).toBe(before);
    }
    expect((await callError(admin.connection, 'users.setRoles', 'aB3dE5fG7hJ9kL2mN', ['admin'])).error).toBe(404);
    admin.close();
  });
});

describe('users.admin publication', () => {
  it('lists accounts with the admin fields only, never services or candidate data', async () => {
    const candidate = await app.connectAs(['candidate']);
    await candidate.connection.callAsync('users.updateProfile', { candidateData: { city: 'Brno' } });
    const admin = await app.connectAs(['admin']);
    const { store, stop } = await subscribeUsers(admin.connection, 'users.admin');
    const listed = store.docs.get(candidate.userId as string);
    expect(listed).toMatchObject({ roles: ['candidate'], emails: [{ address: candidate.user?.email }] });
    expect(listed?.createdAt).toBeInstanceOf(Date);
    expect(store.docs.has(admin.userId as string)).toBe(true);
    const text = JSON.stringify([...store.docs.values()]);
    expect(text).not.toMatch(/services|bcrypt|loginTokens|campaign/);
    expect(listed).not.toHaveProperty('candidateData');
    stop();
    admin.close();
    candidate.close();
  });

  it('filters by role, limits the list and leaves deleted accounts out', async () => {
    const customer = await app.connectAs(['customer']);
    const deleted = await app.connectAs(['customer']);
    await deleted.connection.callAsync('users.deleteAccount', 'DELETE');
    const admin = await app.connectAs(['admin']);
    const { store, stop } = await subscribeUsers(admin.connection, 'users.admin', { role: 'customer' });
    expect(store.docs.has(customer.userId as string)).toBe(true);
    expect(store.docs.has(deleted.userId as string)).toBe(false);
    for (const [id, doc] of store.docs) if (id !== admin.userId) expect(doc.roles).toContain('customer');
    stop();
    const limited = await subscribeUsers(admin.connection, 'users.admin', { limit: 1 });
    // The admin's own document also arrives through accounts' own-user publication.
    expect([...limited.store.docs.keys()].filter((id) => id !== admin.userId).length).toBeLessThanOrEqual(1);
    limited.stop();
    admin.close();
    customer.close();
    deleted.close();
  });

  it('sends nothing to other roles: 403 for logged-in users, empty and ready for anonymous ones', async () => {
    for (const roles of [['candidate'], ['customer'], ['candidate', 'customer']]) {
      const { connection, close } = await app.connectAs(roles);
      await expect(subscribeUsers(connection, 'users.admin')).rejects.toMatchObject({ error: 403 });
      close();
    }
    const anonymous = await app.connectAs(null);
    const { store, stop } = await subscribeUsers(anonymous.connection, 'users.admin');
    expect(store.docs.size).toBe(0);
    stop();
    anonymous.close();
  });

  it('refuses bad options', async () => {
    const admin = await app.connectAs(['admin']);
    for (const options of [{ role: 'superuser' }, { limit: 0 }, { limit: 10_000 }, { sort: { createdAt: 1 } }, ...HOSTILE_VALUES.filter((value) => value !== null)]) {
      await expect(subscribeUsers(admin.connection, 'users.admin', options)).rejects.toMatchObject({ error: 400 });
    }
    admin.close();
  });
});
