// Two-factor sign-in (meteor/accounts-2fa) over real WebSockets against the whole app: the
// activation, enabling with a code, password logins without, with a wrong and with the right
// code (Meteor's no-2fa-code / invalid-2fa-code), a code used twice, wrong codes throttled like
// wrong passwords, turning it off, and the secret never reaching a client. The server's clock is
// pinned (Accounts.setClock) so each code belongs to a known 30 s step.
import { Accounts } from 'meteor/accounts-base';
import { Meteor } from 'meteor/meteor';
import { Secret, TOTP } from 'otpauth';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LoginThrottle, setLoginThrottle } from '../../../packages/accounts-base/login-throttle';
import type { Connection } from '../../../packages/ddp-client/server';
import { failureOf, storeFor } from '../../../imports/api/common/api.testkit';
import { type AppFixture, type TestUser, passwordDigest, startAppFixture } from '../../helpers/app-fixture';

let app: AppFixture;
let clock = Date.UTC(2026, 10, 26, 12, 0, 0);

beforeAll(async () => {
  app = await startAppFixture();
  Accounts.setClock(() => clock);
});

afterAll(async () => {
  Accounts.setClock(() => Date.now());
  await app?.stop();
});

afterEach(() => setLoginThrottle(null));

/** The code an authenticator app shows at the server's pinned time, `steps` periods later. */
function codeOf(secret: string, steps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: clock + steps * 30_000 });
}

/** A fresh anonymous connection (closed with the app). */
async function anonymous(): Promise<Connection> {
  return (await app.connectAs(null)).connection;
}

function login(connection: Connection, user: TestUser, code?: string): Promise<{ id: string; token: string }> {
  const options = { user: { email: user.email }, password: passwordDigest(user.password), ...(code === undefined ? {} : { code }) };
  return connection.callAsync('login', options) as Promise<{ id: string; token: string }>;
}

/** A user with 2FA turned on; the secret is what the authenticator app was given. */
async function userWith2fa(roles = ['admin']): Promise<{ user: TestUser; secret: string }> {
  const user = await app.createUser({ roles });
  const session = await app.loginAs(user);
  const { secret } = (await session.connection.callAsync('generate2faActivationQrCode', 'Expert Marketplace')) as { secret: string };
  await session.connection.callAsync('enableUser2fa', codeOf(secret));
  session.close();
  clock += 30_000;
  return { user, secret };
}

describe('turning two-factor sign-in on', () => {
  it('answers an activation for an authenticator app, enables it with a right code only, and keeps the secret off every client', async () => {
    const user = await app.createUser({ roles: ['candidate'] });
    const session = await app.loginAs(user);
    expect(await session.connection.callAsync('has2faEnabled')).toBe(false);
    const activation = (await session.connection.callAsync('generate2faActivationQrCode', 'Expert Marketplace')) as { svg: string; secret: string; uri: string };
    expect(activation.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(activation.uri).toBe(`otpauth://totp/Expert%20Marketplace:${encodeURIComponent(user.email)}?issuer=Expert%20Marketplace&secret=${activation.secret}&algorithm=SHA1&digits=6&period=30`);
    expect(activation.svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    // Pending, not enabled: a password alone still logs in.
    expect(await session.connection.callAsync('has2faEnabled')).toBe(false);
    const other = (await anonymous());
    expect((await login(other, user)).id).toBe(user.userId);

    const wrong = codeOf(activation.secret) === '000000' ? '111111' : '000000';
    expect(await failureOf(session.connection.callAsync('enableUser2fa', wrong))).toMatchObject({ error: 'invalid-2fa-code' });
    expect(await session.connection.callAsync('has2faEnabled')).toBe(false);
    await session.connection.callAsync('enableUser2fa', codeOf(activation.secret));
    expect(await session.connection.callAsync('has2faEnabled')).toBe(true);
    // A new activation would silently replace the secret: refused while enabled.
    expect((await failureOf(session.connection.callAsync('generate2faActivationQrCode', 'Expert Marketplace'))).error).toBe(400);

    const own = storeFor(session.connection, 'users');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(JSON.stringify([...own.docs.values()])).not.toContain(activation.secret);
    const stored = await Meteor.users.findOneAsync({ _id: user.userId });
    expect((stored?.services as { twoFactorAuthentication?: unknown }).twoFactorAuthentication).toMatchObject({ secret: activation.secret, type: 'otp' });
    session.close();
  });

  it('needs a logged-in user and string arguments', async () => {
    const stranger = await anonymous();
    for (const [name, args] of [['generate2faActivationQrCode', ['App']], ['enableUser2fa', ['123456']], ['disableUser2fa', ['123456']], ['has2faEnabled', []]] as const) {
      expect(await failureOf(stranger.callAsync(name, ...args)), name).toMatchObject({ error: 400, reason: 'No user logged in.' });
    }
    const session = await app.connectAs(['customer']);
    expect((await failureOf(session.connection.callAsync('enableUser2fa', '123456'))).error).toBe(500);
    for (const [name, args] of [['generate2faActivationQrCode', [{ $ne: 1 }]], ['generate2faActivationQrCode', ['x'.repeat(101)]], ['enableUser2fa', [123456]], ['has2faEnabled', ['selector']]] as const) {
      expect(await failureOf(session.connection.callAsync(name, ...args)), name).toMatchObject({ error: 400, reason: 'Match failed' });
    }
    session.close();
  });
});

describe('a password login of an account with two-factor sign-in', () => {
  it('fails without a code (no-2fa-code) and with a wrong one (invalid-2fa-code), and logs in with the right one', async () => {
    const { user, secret } = await userWith2fa();
    const connection = (await anonymous());
    expect(await failureOf(login(connection, user))).toMatchObject({ error: 'no-2fa-code' });
    expect(await failureOf(login(connection, user, ''))).toMatchObject({ error: 'no-2fa-code' });
    const wrong = codeOf(secret) === '123456' ? '654321' : '123456';
    expect(await failureOf(login(connection, user, wrong))).toMatchObject({ error: 'invalid-2fa-code' });
    // A code from five minutes ago is no longer good.
    expect(await failureOf(login(connection, user, codeOf(secret, -10)))).toMatchObject({ error: 'invalid-2fa-code' });
    // The wrong password still gets the ambiguous answer, whatever the code.
    expect((await failureOf(connection.callAsync('login', { user: { email: user.email }, password: passwordDigest('nope'), code: codeOf(secret) }))).error).toBe(403);
    expect(await failureOf(connection.callAsync('login', { user: { email: user.email }, password: passwordDigest(user.password), code: 123456 }))).toMatchObject({ error: 400 });
    const result = await login(connection, user, codeOf(secret));
    expect(result.id).toBe(user.userId);
    connection.setUserId(result.id);
    expect(await connection.callAsync('has2faEnabled')).toBe(true);
    // The stored token resumes without a code.
    expect(((await (await anonymous()).callAsync('login', { resume: result.token })) as { id: string }).id).toBe(user.userId);
  });

  it('accepts a code once: the same code again within its step is refused', async () => {
    const { user, secret } = await userWith2fa(['candidate']);
    const code = codeOf(secret);
    expect((await login((await anonymous()), user, code)).id).toBe(user.userId);
    expect(await failureOf(login((await anonymous()), user, code))).toMatchObject({ error: 'invalid-2fa-code' });
    // An older code is refused too once a newer one was used; the next step's code works.
    expect(await failureOf(login((await anonymous()), user, codeOf(secret, -1)))).toMatchObject({ error: 'invalid-2fa-code' });
    expect((await login((await anonymous()), user, codeOf(secret, 1))).id).toBe(user.userId);
  });

  it('throttles wrong codes like wrong passwords: a growing delay per account, counted per client address', async () => {
    const { user, secret } = await userWith2fa();
    const waits: number[] = [];
    setLoginThrottle(new LoginThrottle({ now: () => clock, attemptsPerAddress: 5, sleep: (ms) => (waits.push(ms), Promise.resolve()) }));
    const wrong = codeOf(secret) === '123456' ? '654321' : '123456';
    for (let i = 0; i < 4; i++) expect(await failureOf(login((await anonymous()), user, wrong))).toMatchObject({ error: 'invalid-2fa-code' });
    // Three free failures, then 1 s; the right code waits 2 s and still logs in (no lockout).
    expect(waits).toEqual([1_000]);
    expect((await login((await anonymous()), user, codeOf(secret))).id).toBe(user.userId);
    expect(waits).toEqual([1_000, 2_000]);
    // Five attempts from this address in the minute: the next is refused before any check.
    expect(await failureOf(login((await anonymous()), user, codeOf(secret, 1)))).toMatchObject({ error: 'too-many-requests' });
  });

  it('is not logged in by a reset-password link (2fa-enabled), though the password changes', async () => {
    const { user, secret } = await userWith2fa(['candidate']);
    const { token } = await Accounts.generateResetToken(user.userId, user.email);
    expect(await failureOf((await anonymous()).callAsync('resetPassword', token, passwordDigest('a brand new password')))).toMatchObject({ error: '2fa-enabled' });
    const renewed = { ...user, password: 'a brand new password' };
    expect((await login((await anonymous()), renewed, codeOf(secret))).id).toBe(user.userId);
  });
});

describe('turning two-factor sign-in off', () => {
  it('needs a right code while it is on, then a password alone logs in again', async () => {
    const { user, secret } = await userWith2fa();
    const connection = (await anonymous());
    const result = await login(connection, user, codeOf(secret));
    connection.setUserId(result.id);
    expect(await failureOf(connection.callAsync('disableUser2fa'))).toMatchObject({ error: 'no-2fa-code' });
    expect(await failureOf(connection.callAsync('disableUser2fa', codeOf(secret)))).toMatchObject({ error: 'invalid-2fa-code' });
    expect(await connection.callAsync('has2faEnabled')).toBe(true);
    await connection.callAsync('disableUser2fa', codeOf(secret, 1));
    expect(await connection.callAsync('has2faEnabled')).toBe(false);
    const stored = await Meteor.users.findOneAsync({ _id: user.userId });
    expect((stored?.services as { twoFactorAuthentication?: unknown }).twoFactorAuthentication).toBeUndefined();
    expect((await login((await anonymous()), user)).id).toBe(user.userId);
  });
});
