// The caller's own account over a real WebSocket, for every role: Hide Prices, the header's user
// data, profile edits, selecting a company account and the `users.me` publication. Nobody can
// read or change another user's data, and bad input changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppFixture, startAppFixture } from '../../../tests/helpers/app-fixture';
import { Companies } from '../companies/collection';
import { findUser } from './store';
import { callError, HOSTILE_VALUES, STEP_DATA, subscribeUsers, usersSnapshot } from './users.testkit';

let app: AppFixture;

beforeAll(async () => {
  app = await startAppFixture();
});

afterAll(async () => {
  await app?.stop();
});

const ROLE_SETS: Record<string, string[]> = {
  candidate: ['candidate'],
  customer: ['customer'],
  'candidate+customer': ['candidate', 'customer'],
  admin: ['admin'],
};

describe('users.hidePrices', () => {
  it('is refused to anonymous callers', async () => {
    const { connection, close } = await app.connectAs(null);
    expect((await callError(connection, 'users.hidePrices', true)).error).toBe(401);
    close();
  });

  for (const [who, roles] of Object.entries(ROLE_SETS)) {
    it(`stores the switch on the ${who}'s own profile and answers the stored value`, async () => {
      const { connection, userId, close } = await app.connectAs(roles);
      expect(await connection.callAsync('users.hidePrices', true)).toBe(true);
      expect((await findUser(userId as string))?.profile?.hiddenPrices).toBe(true);
      expect(await connection.callAsync('users.hidePrices', false)).toBe(false);
      expect((await findUser(userId as string))?.profile?.hiddenPrices).toBe(false);
      close();
    });
  }

  it('refuses anything but a boolean and changes nothing', async () => {
    const { connection, close } = await app.connectAs(['candidate', 'customer']);
    for (const value of [...HOSTILE_VALUES, 'true', 1, undefined]) {
      const before = await usersSnapshot();
      expect((await callError(connection, 'users.hidePrices', value)).error).toBe(400);
      expect(await usersSnapshot()).toBe(before);
    }
    expect((await callError(connection, 'users.hidePrices', true, 'someone-else')).error).toBe(400);
    close();
  });
});

describe('users.getUser', () => {
  it('is refused to anonymous callers', async () => {
    const { connection, close } = await app.connectAs(null);
    expect((await callError(connection, 'users.getUser')).error).toBe(401);
    close();
  });

  for (const [who, roles] of Object.entries(ROLE_SETS)) {
    it(`answers the ${who}'s own createdAt, roles and display data, never services`, async () => {
      const { connection, user, close } = await app.connectAs(roles);
      const me = (await connection.callAsync('users.getUser')) as Record<string, unknown>;
      expect(me).toMatchObject({ _id: user?.userId, roles, email: user?.email, photo: null, hiddenPrices: false });
      expect(me.createdAt).toBeInstanceOf(Date);
      expect(JSON.stringify(me)).not.toMatch(/services|bcrypt|loginTokens/);
      close();
    });
  }

  it('takes no arguments, so it cannot be pointed at another user', async () => {
    const { connection, close } = await app.connectAs(['candidate']);
    const other = await app.createUser({ roles: ['candidate'] });
    for (const value of [other.userId, { _id: other.userId }, { $ne: null }]) {
      expect((await callError(connection, 'users.getUser', value)).error).toBe(400);
    }
    close();
  });
});

describe('users.updateProfile', () => {
  it('is refused to anonymous callers and users without a role', async () => {
    const anonymous = await app.connectAs(null);
    expect((await callError(anonymous.connection, 'users.updateProfile', { name: { first: 'A', last: 'B' } })).error).toBe(401);
    anonymous.close();
    const noRoles = await app.connectAs([]);
    expect((await callError(noRoles.connection, 'users.updateProfile', { name: { first: 'A', last: 'B' } })).error).toBe(403);
    noRoles.close();
  });

  for (const [who, roles] of Object.entries(ROLE_SETS)) {
    it(`lets a ${who} edit their own name and candidate data and clear optional fields`, async () => {
      const { connection, userId, close } = await app.connectAs(roles);
      const changed = await connection.callAsync('users.updateProfile', {
        name: { first: 'Eva', last: 'Horváthová' },
        candidateData: { ...STEP_DATA['experience-1'], city: 'Košice' },
      });
      expect(changed).toContain('profile.name');
      expect(await findUser(userId as string)).toMatchObject({
        profile: { name: { first: 'Eva', last: 'Horváthová' } },
        candidateData: { ...STEP_DATA['experience-1'], city: 'Košice' },
      });
      await connection.callAsync('users.updateProfile', { clear: ['headline', 'industries'] });
      const stored = await findUser(userId as string);
      expect(stored?.candidateData?.headline).toBeUndefined();
      expect(stored?.candidateData?.industries).toBeUndefined();
      expect(stored?.candidateData?.skills).toEqual(STEP_DATA['experience-1'].skills);
      close();
    });
  }

  it('refuses fields the profile does not edit, hostile values and emptied required lists, changing nothing', async () => {
    const { connection, close } = await app.connectAs(['candidate']);
    const patches: unknown[] = [
      { roles: ['admin'] },
      { services: {} },
      { emails: [{ address: 'x@y.cz', verified: true }] },
      { _id: 'x' },
      { candidateData: { cv: { file: 'a.pdf' } } },
      { candidateData: { photo: 'a.webp' } },
      { candidateData: { completedSteps: ['upload-cv'] } },
      { candidateData: { skills: [] } },
      { candidateData: { skills: ['no-such-skill'] } },
      { candidateData: { headline: 'x'.repeat(121) } },
      { clear: ['country'] },
      { clear: ['skills'] },
      { candidateData: { headline: 'New' }, clear: ['headline'] },
      { 'candidateData.city': 'Praha' },
      { name: { first: 'A', last: 'B', admin: true } },
    ];
    // A null optional key counts as not given (an empty patch), so null is only tried where it is wrong.
    for (const value of HOSTILE_VALUES) {
      patches.push(value, ...(value === null ? [] : [{ name: value }, { candidateData: value }, { candidateData: { city: value } }]));
    }
    for (const patch of patches) {
      const before = await usersSnapshot();
      expect((await callError(connection, 'users.updateProfile', patch)).error, JSON.stringify(patch)?.slice(0, 80)).toBe(400);
      expect(await usersSnapshot()).toBe(before);
    }
    // Nulls are refused or "not given": either way nothing is stored, least of all a null.
    for (const patch of [{ name: null }, { candidateData: { city: null } }]) {
      const before = await usersSnapshot();
      await connection.callAsync('users.updateProfile', patch).catch((error: { error: unknown }) => expect(error.error).toBe(400));
      expect(await usersSnapshot()).toBe(before);
    }
    close();
  });

  it('changes only the caller: a patch cannot name another user', async () => {
    const attacker = await app.connectAs(['candidate']);
    const victim = await app.createUser({ roles: ['candidate'], profile: { name: { first: 'Victim', last: 'User' } } });
    const before = await findUser(victim.userId);
    for (const patch of [{ _id: victim.userId, name: { first: 'X', last: 'Y' } }, { userId: victim.userId }]) {
      expect((await callError(attacker.connection, 'users.updateProfile', patch)).error).toBe(400);
    }
    expect((await callError(attacker.connection, 'users.updateProfile', { name: { first: 'X', last: 'Y' } }, victim.userId)).error).toBe(400);
    expect(await findUser(victim.userId)).toEqual(before);
    attacker.close();
  });
});

describe('users.selectAccount', () => {
  async function companyOwnedBy(userId: string): Promise<string> {
    return Companies.insertAsync({
      name: `Firma ${Math.random().toString(36).slice(2, 8)}`,
      companyIdNumber: `${Math.floor(10_000_000 + Math.random() * 89_999_999)}`,
      country: 'CZ',
      members: [{ userId, role: 'owner', addedAt: new Date() }],
    });
  }

  it('selects a company the caller is a member of', async () => {
    for (const roles of [['customer'], ['candidate', 'customer'], ['candidate']]) {
      const { connection, userId, close } = await app.connectAs(roles);
      const companyId = await companyOwnedBy(userId as string);
      expect(await connection.callAsync('users.selectAccount', companyId)).toBe(companyId);
      expect((await findUser(userId as string))?.selectedAccountId).toBe(companyId);
      close();
    }
  });

  it("refuses another user's company with the same 404 as a missing one", async () => {
    const { connection, userId, close } = await app.connectAs(['customer']);
    const stranger = await app.createUser({ roles: ['customer'] });
    const foreign = await companyOwnedBy(stranger.userId);
    expect((await callError(connection, 'users.selectAccount', foreign)).error).toBe(404);
    expect((await callError(connection, 'users.selectAccount', 'aB3dE5fG7hJ9kL2mN')).error).toBe(404);
    expect((await findUser(userId as string))?.selectedAccountId).toBeUndefined();
    close();
  });

  it('lets an admin select any company, and refuses anonymous callers', async () => {
    const owner = await app.createUser({ roles: ['customer'] });
    const companyId = await companyOwnedBy(owner.userId);
    const admin = await app.connectAs(['admin']);
    expect(await admin.connection.callAsync('users.selectAccount', companyId)).toBe(companyId);
    admin.close();
    const anonymous = await app.connectAs(null);
    expect((await callError(anonymous.connection, 'users.selectAccount', companyId)).error).toBe(401);
    anonymous.close();
  });

  it('refuses ids that are not ids', async () => {
    const { connection, close } = await app.connectAs(['customer']);
    for (const value of [...HOSTILE_VALUES, 'short', undefined]) {
      const before = await usersSnapshot();
      expect((await callError(connection, 'users.selectAccount', value)).error).toBe(400);
      expect(await usersSnapshot()).toBe(before);
    }
    close();
  });
});

describe('users.me publication', () => {
  it('sends only the caller’s own document, never services or other users’ data', async () => {
    const other = await app.connectAs(['candidate']);
    await other.connection.callAsync('users.updateProfile', { candidateData: { city: 'Secret City' } });
    for (const roles of Object.values(ROLE_SETS)) {
      const { connection, userId, close } = await app.connectAs(roles);
      const { store, stop } = await subscribeUsers(connection, 'users.me');
      expect([...store.docs.keys()]).toEqual([userId]);
      expect(store.docs.get(userId as string)).toMatchObject({ roles });
      expect(JSON.stringify([...store.docs.values()])).not.toMatch(/services|bcrypt|Secret City|campaign/);
      stop();
      close();
    }
    other.close();
  });

  // Expected to fail until accounts-base's universal publication stops publishing
  // `candidateData.photo`: the merge box keeps the first publisher's top-level `candidateData`
  // (`{}` without a photo), hiding the wizard data users.me sends. Reported to the lead.
  it('delivers the caller’s wizard data (candidateData) to the client', async () => {
    const other = await app.connectAs(['candidate']);
    await other.connection.callAsync('users.updateProfile', { candidateData: { city: 'Secret City' } });
    for (const roles of Object.values(ROLE_SETS)) {
      const { connection, userId, close } = await app.connectAs(roles);
      await connection.callAsync('users.updateProfile', { candidateData: { city: 'Ostrava' } });
      const { store, stop } = await subscribeUsers(connection, 'users.me');
      expect([...store.docs.keys()]).toEqual([userId]);
      expect(store.docs.get(userId as string)).toMatchObject({ roles, candidateData: { city: 'Ostrava' } });
      expect(JSON.stringify([...store.docs.values()])).not.toMatch(/services|bcrypt|Secret City|campaign/);
      stop();
      close();
    }
    other.close();
  });

  it('is an empty, ready subscription for anonymous callers and refuses arguments', async () => {
    const { connection, close } = await app.connectAs(null);
    const { store, stop } = await subscribeUsers(connection, 'users.me');
    expect(store.docs.size).toBe(0);
    stop();
    await expect(subscribeUsers(connection, 'users.me', { $ne: null })).rejects.toMatchObject({ error: 400 });
    close();
  });
});
