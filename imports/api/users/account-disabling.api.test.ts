// Admins disable and re-enable accounts (users.setDisabled) over real WebSockets: only admins
// may, never their own account; a disabled account's open connections are logged out within a
// second; its password, resume and reset-password logins are refused with a clear 403; its
// expert entry leaves the public directory; enabling restores password login, not the sessions.
import { Accounts } from 'meteor/accounts-base';
import { Meteor } from 'meteor/meteor';
import { describe, expect, it } from 'vitest';
import { passwordDigest, type TestUser } from '../../../tests/helpers/app-fixture';
import { waitUntil } from '../../../tests/helpers/wait-until';
import { failureOf, storeFor } from '../common/api.testkit';
import { ROLE_CASES, setUpRoleSuite } from '../common/role-suite.testkit';
import { People } from '../people/collection';
import { DISABLED_ACCOUNT_REASON } from './account-disabling';
import { findUser } from './store';

const suite = setUpRoleSuite();

function passwordLogin(user: TestUser) {
  return suite.app.loginAs(user);
}

describe('users.setDisabled: who may call it', () => {
  it('is refused to anonymous, candidates, customers, company owners and candidate+customers; the target stays enabled', async () => {
    const target = await suite.app.createUser({ roles: ['candidate'] });
    const owner = await suite.app.connectAs(['customer']);
    await owner.connection.callAsync('companies.register', { name: 'Disabling Test Owner', companyIdNumber: '88410991', country: 'CZ' });
    const callers = [...ROLE_CASES.filter((role) => role.label !== 'admin').map((role) => [role.label, suite.as.get(role.label)!] as const), ['owner', owner] as const];
    for (const [label, caller] of callers) {
      const error = await failureOf(caller.connection.callAsync('users.setDisabled', target.userId, true));
      expect(error.error, label).toBe(label === 'anonymous' ? 401 : 403);
      // Their own account too.
      if (caller.userId) expect((await failureOf(caller.connection.callAsync('users.setDisabled', caller.userId, true))).error).toBe(403);
    }
    expect((await findUser(target.userId))?.disabledAt).toBeUndefined();
    owner.close();
  });

  it('validates its arguments', async () => {
    for (const args of [[], ['x'], [{ $ne: null }, true], ['abcdefghijkmnpqrs', 'yes'], ['abcdefghijkmnpqrs', true, 1]]) {
      expect((await failureOf(suite.admin.connection.callAsync('users.setDisabled', ...args))).error).toBe(400);
    }
    expect((await failureOf(suite.admin.connection.callAsync('users.setDisabled', 'abcdefghijkmnpqrs', true))).error).toBe(404);
  });

  it('refuses an admin disabling their own account', async () => {
    const error = await failureOf(suite.admin.connection.callAsync('users.setDisabled', suite.admin.userId, true));
    expect(error).toMatchObject({ error: 403, reason: 'You cannot disable your own account' });
    expect((await findUser(suite.admin.userId as string))?.disabledAt).toBeUndefined();
  });
});

describe('a disabled account', () => {
  it('is logged out on every open connection within a second, and its logins are refused with a clear 403', async () => {
    const user = await suite.app.createUser({ roles: ['candidate'] });
    const first = await passwordLogin(user);
    const second = await passwordLogin(user);
    const ownDocs = storeFor(first.connection, 'users');
    await waitUntil(() => (ownDocs.docs.has(user.userId) ? true : undefined), { what: 'own user document' });

    const started = Date.now();
    expect(await suite.admin.connection.callAsync('users.setDisabled', user.userId, true)).toEqual({ disabled: true });
    await waitUntil(() => (ownDocs.docs.has(user.userId) ? undefined : true), { what: 'own document withdrawn', timeoutMs: 1_000 });
    expect(Date.now() - started).toBeLessThan(1_000);
    for (const { connection } of [first, second]) {
      expect((await failureOf(connection.callAsync('users.getUser'))).error).toBe(401);
    }
    const stored = await findUser(user.userId);
    expect(stored?.disabledAt).toBeInstanceOf(Date);
    expect(stored?.disabledBy).toBe(suite.admin.userId);
    expect((stored?.services as { resume?: { loginTokens?: unknown[] } }).resume?.loginTokens).toEqual([]);

    // Password login: the clear reason, not the ambiguous one.
    expect(await failureOf(passwordLogin(user))).toMatchObject({ error: 403, reason: DISABLED_ACCOUNT_REASON });
    // Resume with the old token: refused.
    expect((await failureOf(first.connection.callAsync('login', { resume: first.token }))).error).toBe(403);
    // Reset password: the link works on the password, the login is refused.
    const { token } = await Accounts.generateResetToken(user.userId, user.email);
    const reset = await failureOf(first.connection.callAsync('resetPassword', token, passwordDigest('a new password 1')));
    expect(reset).toMatchObject({ error: 403, reason: DISABLED_ACCOUNT_REASON });
    first.close();
    second.close();
  });

  it('shows as disabled to admins, and enabling restores password login but not the old sessions', async () => {
    const user = await suite.app.createUser({ roles: ['customer'] });
    const old = await passwordLogin(user);
    await suite.admin.connection.callAsync('users.setDisabled', user.userId, true);
    const page = storeFor(suite.admin.connection, 'users');
    const subscription = suite.admin.connection.subscribe('users.adminPage', { role: 'customer' }, 1);
    await waitUntil(() => (page.docs.get(user.userId)?.disabledAt ? true : undefined), { what: 'disabledAt on the admin page' });
    expect(page.docs.get(user.userId)).not.toHaveProperty('disabledBy');

    expect(await suite.admin.connection.callAsync('users.setDisabled', user.userId, false)).toEqual({ disabled: false });
    await waitUntil(() => (page.docs.get(user.userId) && !page.docs.get(user.userId)?.disabledAt ? true : undefined), { what: 'enabled on the admin page' });
    subscription.stop();
    const stored = await findUser(user.userId);
    expect(stored?.disabledAt).toBeUndefined();
    expect(stored?.disabledBy).toBeUndefined();
    expect((await failureOf(old.connection.callAsync('login', { resume: old.token }))).error).toBe(403);
    const fresh = await passwordLogin(user);
    expect(await fresh.connection.callAsync('users.getUser')).toMatchObject({ _id: user.userId });
    old.close();
    fresh.close();
  });

  it('leaves the public expert directory and stays out after enabling', async () => {
    const user = await suite.app.createUser({ roles: ['candidate'], profile: { name: { first: 'Dana', last: 'Disabled' } } });
    await Meteor.users.updateAsync(
      { _id: user.userId },
      { $set: { candidateData: { country: 'CZ', headline: 'SAP consultant', languages: [{ language: 'en', level: 'C1' }], fieldsOfExpertise: ['sap-erp'], skills: ['sap-fi'], yearsOfExperience: 9 } } },
    );
    const { _id } = (await suite.admin.connection.callAsync('people.publishFromCandidate', user.userId)) as { _id: string };
    expect((await People.findOneAsync({ _id }))?.status).toBe('published');
    await suite.admin.connection.callAsync('users.setDisabled', user.userId, true);
    expect((await People.findOneAsync({ _id }))?.status).toBe('unpublished');
    await suite.admin.connection.callAsync('users.setDisabled', user.userId, false);
    expect((await People.findOneAsync({ _id }))?.status).toBe('unpublished');
  });
});
