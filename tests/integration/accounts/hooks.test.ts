// The accounts hooks and options apps rely on: onCreateUser / validateNewUser shape new users,
// onLogin / onLoginFailure / validateLoginAttempt see every attempt, registerLoginHandler adds a
// login type, config changes lifetimes and messages, urls build the mailed links.
import { describe, expect, it } from 'vitest';
import { users } from '../../../packages/accounts-base/users-collection';
import { Meteor } from '../../../packages/meteor/server';
import { Accounts, DAY, call, createUser, digest, errorOf, loginWithPassword, setupAccountsServer } from './accounts-fixture';
import type { LoginAttempt } from '../../../packages/accounts-base/accounts-server';

const fixture = setupAccountsServer();

Accounts.onCreateUser((options, user) => ({ ...user, roles: ['candidate'], signupSource: typeof options.source === 'string' ? options.source : 'web' }));

describe('creating users', () => {
  it('runs onCreateUser and validateNewUser; a refusal creates nothing', async () => {
    const stop = Accounts.validateNewUser((user) => !user.emails?.[0]?.address.endsWith('@blocked.test'));
    try {
      const userId = await Accounts.createUser({ email: 'hooked@example.com', password: 'pw pw pw', source: 'import' });
      expect(await users.findOneAsync({ _id: userId })).toMatchObject({ roles: ['candidate'], signupSource: 'import' });
      await expect(Accounts.createUser({ email: 'x@blocked.test', password: 'pw pw pw' })).rejects.toMatchObject({ error: 403, reason: 'User validation failed' });
      expect(await Accounts.findUserByEmail('x@blocked.test')).toBeUndefined();
      expect(() => Accounts.onCreateUser((_o, user) => user)).toThrow('Can only call onCreateUser once');
    } finally {
      stop.stop();
    }
  });
});

describe('login hooks', () => {
  it('calls onLogin and onLoginFailure with the attempt, and lets validateLoginAttempt refuse', async () => {
    const { userId, email, password } = await createUser();
    const seen: Array<Pick<LoginAttempt, 'type' | 'allowed' | 'methodName'> & { userId?: string }> = [];
    const record = (attempt: LoginAttempt) => seen.push({ type: attempt.type, allowed: attempt.allowed, methodName: attempt.methodName, userId: attempt.user?._id });
    const hooks = [Accounts.onLogin(record), Accounts.onLoginFailure(record)];
    try {
      const client = await fixture.connect();
      await loginWithPassword(client, email, password);
      await call(client, 'login', { user: { email }, password: digest('wrong') });
      expect(seen).toEqual([
        { type: 'password', allowed: true, methodName: 'login', userId },
        { type: 'password', allowed: false, methodName: 'login', userId },
      ]);
      const gate = Accounts.validateLoginAttempt((attempt) => attempt.type !== 'password');
      try {
        expect(errorOf(await call(client, 'login', { user: { email }, password: digest(password) }))).toMatchObject({ error: 403, reason: 'Login forbidden' });
      } finally {
        gate.stop();
      }
    } finally {
      for (const hook of hooks) hook.stop();
    }
  });

  it('registerLoginHandler adds a login type that logs in through the same path', async () => {
    const { userId } = await createUser();
    Accounts.registerLoginHandler('test-code', (options) => (options.testCode === 'open sesame' ? { userId } : undefined));
    const client = await fixture.connect();
    expect((await call(client, 'login', { testCode: 'open sesame' })).result).toMatchObject({ id: userId, type: 'test-code' });
    expect(errorOf(await call(client, 'login', { testCode: 'nope' }))).toMatchObject({ error: 400, reason: 'Unrecognized options for login request' });
  });
});

describe('Accounts.config and urls', () => {
  it('changes the login lifetime and turns specific messages on', async () => {
    const { email, password } = await createUser();
    Accounts.config({ loginExpirationInDays: 7, ambiguousErrorMessages: false });
    try {
      const client = await fixture.connect();
      expect((await loginWithPassword(client, email, password)).tokenExpires.$date).toBe(fixture.clock.now + 7 * DAY);
      expect(errorOf(await call(client, 'login', { user: { email }, password: digest('bad') }))).toMatchObject({ reason: 'Incorrect password' });
      expect(errorOf(await call(client, 'login', { user: { email: 'none@example.com' }, password: digest('bad') }))).toMatchObject({ reason: 'User not found' });
      expect(errorOf(await call(client, 'forgotPassword', { email: 'none@example.com' }))).toMatchObject({ error: 403, reason: 'User not found' });
    } finally {
      Accounts.config({ loginExpirationInDays: 90, ambiguousErrorMessages: true });
    }
    expect(() => Accounts.config({ nonsense: true } as never)).toThrow('Accounts.config: Invalid key: nonsense');
  });

  it('builds links with the token after the address hash', () => {
    expect(Accounts.urls.resetPassword('T1')).toBe(Meteor.absoluteUrl('#/reset-password/T1'));
    expect(Accounts.urls.verifyEmail('T2')).toMatch(/\/#\/verify-email\/T2$/);
    expect(Accounts.urls.enrollAccount('T3')).toMatch(/\/#\/enroll-account\/T3$/);
  });
});
