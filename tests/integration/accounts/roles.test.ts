// alanning:roles on the server: trusted code reads and writes the `roles` array of a user, the
// user's own publication shows the change at once, and no client method can set a role.
import { describe, expect, it } from 'vitest';
import { users } from '../../../packages/accounts-base/users-collection';
import { Roles } from '../../../packages/alanning-roles/server';
import { ddpServer } from '../../../packages/ddp-server/index';
import { call, createUser, digest, loginWithPassword, setupAccountsServer } from './accounts-fixture';

const fixture = setupAccountsServer();

describe('Roles on the server', () => {
  it('adds, reads, removes and replaces roles by id or user object', async () => {
    const { userId } = await createUser();
    const other = await createUser();
    await Roles.addUsersToRoles([userId, { _id: other.userId }], ['candidate', 'customer']);
    await Roles.addUsersToRoles(userId, 'candidate');
    expect(await Roles.getRolesForUser(userId)).toEqual(['candidate', 'customer']);
    expect(await Roles.userIsInRole(userId, 'customer')).toBe(true);
    expect(await Roles.userIsInRole(userId, ['admin'])).toBe(false);
    const doc = await users.findOneAsync({ _id: userId });
    expect(Roles.userIsInRole(doc, ['admin', 'candidate'])).toBe(true);
    expect(Roles.getRolesForUser(doc)).toEqual(['candidate', 'customer']);
    await Roles.removeUsersFromRoles(userId, 'customer');
    expect(await Roles.getRolesForUser(userId)).toEqual(['candidate']);
    expect(await Roles.getUsersInRole('customer')).toEqual([other.userId]);
    await Roles.setUserRoles(userId, ['admin']);
    expect(await Roles.userIsInRoleAsync(userId, 'admin')).toBe(true);
    expect(await Roles.getRolesForUser(userId)).toEqual(['admin']);
    await expect(Roles.addUsersToRoles(userId, ' admin')).rejects.toThrow("Invalid role name ' admin'.");
    expect(await Roles.userIsInRole('no-such-user', 'admin')).toBe(false);
  });

  it('starts a roles list for a user stored without one', async () => {
    await users.insertAsync({ _id: 'noRolesUser123456', emails: [{ address: 'noroles@example.com', verified: true }] });
    await Roles.addUsersToRoles('noRolesUser123456', 'customer');
    expect(await Roles.getRolesForUser('noRolesUser123456')).toEqual(['customer']);
  });

  it('shows a role change to the logged-in user at once', async () => {
    const { userId, email, password } = await createUser();
    const client = await fixture.connect();
    await loginWithPassword(client, email, password);
    await Roles.addUsersToRoles(userId, 'customer');
    await client.next({ msg: 'changed', collection: 'users', id: userId });
    expect(client.collectData()).toContainEqual({ msg: 'changed', collection: 'users', id: userId, fields: { roles: ['customer'] } });
  });
});

describe('no client method sets a role', () => {
  it('every registered method, called with role-setting arguments, leaves roles alone', async () => {
    const { userId, email, password } = await createUser();
    const client = await fixture.connect();
    await loginWithPassword(client, email, password);
    const rolesBefore = JSON.stringify(await users.find({}, { sort: { _id: 1 }, fields: { roles: 1 } }).fetchAsync());
    const grab = { roles: ['admin'], profile: { roles: ['admin'] }, $set: { roles: ['admin'] }, 'roles.0': 'admin' };
    const names = [...(ddpServer as unknown as { methodHandlers: Map<string, unknown> }).methodHandlers.keys()].filter(
      (name) => name !== 'logout',
    );
    expect(names).toEqual(expect.arrayContaining(['login', 'createUser', 'changePassword', 'resetPassword', 'verifyEmail', 'forgotPassword']));
    for (const name of names) {
      await call(client, name, grab, digest(password));
      await call(client, name, { email, password: digest(password), ...grab });
      await call(client, name, { user: { email }, password: digest(password), ...grab });
    }
    expect(JSON.stringify(await users.find({}, { sort: { _id: 1 }, fields: { roles: 1 } }).fetchAsync())).toBe(rolesBefore);
    expect((await users.findOneAsync({ _id: userId }))?.roles).toEqual([]);
  });
});
