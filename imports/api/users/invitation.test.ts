// Accepting an invitation over a real WebSocket: `users.invitation` says whom a link is for and
// whether the name is asked; `users.acceptInvitation` stores name and password in one step, signs
// the connection in and voids the link; a bad, used or expired token and bad input change nothing.
import { Accounts } from 'meteor/accounts-base';
import { Roles } from 'meteor/alanning:roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppFixture, passwordDigest, startAppFixture } from '../../../tests/helpers/app-fixture';
import { findUser } from './store';
import { callError, HOSTILE_VALUES, uniqueEmail } from './users.testkit';

let app: AppFixture;

beforeAll(async () => {
  app = await startAppFixture();
});

afterAll(async () => {
  await app?.stop();
});

const PASSWORD = passwordDigest('a long colleague secret');
/** A customer the agency invited (an answered invitation request): an account without a password and a fresh enroll token. */
async function invitedColleague() {
  const email = uniqueEmail('colin');
  const userId = await Accounts.createUser({ email });
  await Roles.addUsersToRoles(userId, 'customer');
  const { token } = await Accounts.generateResetToken(userId, email, 'enrollAccount');
  return { email, userId, token };
}

async function invitedCandidate() {
  const email = uniqueEmail('eva');
  const userId = await Accounts.createUser({ email, profile: { name: { first: 'Eva', last: 'Horáková' } } });
  await Roles.addUsersToRoles(userId, 'candidate');
  const { token } = await Accounts.generateResetToken(userId, email, 'enrollAccount');
  return { email, userId, token };
}

describe('users.invitation', () => {
  it("names the invitee's address and asks a customer's name, not an expert's", async () => {
    const colleague = await invitedColleague();
    const candidate = await invitedCandidate();
    const { connection, close } = await app.connectAs(null);
    expect(await connection.callAsync('users.invitation', colleague.token)).toEqual({
      email: colleague.email,
      asksName: true,
      name: { first: '', last: '' },
    });
    expect(await connection.callAsync('users.invitation', candidate.token)).toEqual({
      email: candidate.email,
      asksName: false,
      name: { first: 'Eva', last: 'Horáková' },
    });
    expect((await callError(connection, 'users.invitation', 'no-such-token')).error).toBe(403);
    for (const value of HOSTILE_VALUES) expect((await callError(connection, 'users.invitation', value)).error).toBe(400);
    close();
  });
});

describe('users.acceptInvitation', () => {
  it('stores the name and password at once, signs the connection in and works once', async () => {
    const colleague = await invitedColleague();
    const { connection, close } = await app.connectAs(null);
    const answer = (await connection.callAsync('users.acceptInvitation', {
      token: colleague.token,
      password: PASSWORD,
      name: { first: 'Colin', last: 'Colleague' },
    })) as { id: string; token: string };
    expect(answer.id).toBe(colleague.userId);
    const me = (await connection.callAsync('users.getUser')) as Record<string, unknown>;
    expect(me).toMatchObject({ _id: colleague.userId, name: { first: 'Colin', last: 'Colleague' } });
    const stored = await findUser(colleague.userId);
    expect(stored?.emails).toEqual([{ address: colleague.email, verified: true }]);
    expect((stored?.services as { password?: { enroll?: unknown } }).password?.enroll).toBeUndefined();
    // The new password logs in; the link is spent.
    const other = await app.connectAs(null);
    const login = (await other.connection.callAsync('login', { user: { email: colleague.email }, password: PASSWORD })) as { id: string };
    expect(login.id).toBe(colleague.userId);
    const again = await callError(other.connection, 'users.acceptInvitation', { token: colleague.token, password: PASSWORD, name: { first: 'X', last: 'Y' } });
    expect(again).toMatchObject({ error: 403, reason: 'This invitation link has expired or has already been used' });
    expect((await findUser(colleague.userId))?.profile?.name).toEqual({ first: 'Colin', last: 'Colleague' });
    close();
    other.close();
  });

  it("refuses a colleague without a name, and bad input, changing nothing; an expert's name is not required", async () => {
    const colleague = await invitedColleague();
    const before = JSON.stringify(await findUser(colleague.userId));
    const { connection, close } = await app.connectAs(null);
    const noName = await callError(connection, 'users.acceptInvitation', { token: colleague.token, password: PASSWORD });
    expect(noName).toMatchObject({ error: 400, reason: 'INVALID' });
    expect(JSON.parse((noName.details as string | undefined) ?? '[]')).toEqual([
      { name: 'name.first', type: 'required', message: 'First name is required' },
      { name: 'name.last', type: 'required', message: 'Last name is required' },
    ]);
    const bad: unknown[] = [
      { token: colleague.token, password: 'plain text', name: { first: 'Colin', last: 'Colleague' } },
      { token: colleague.token, password: PASSWORD, name: { first: '', last: 'Colleague' } },
      { token: colleague.token, password: PASSWORD, name: { first: 'Colin', last: 'Colleague' }, roles: ['admin'] },
      ...HOSTILE_VALUES.map((token) => ({ token, password: PASSWORD, name: { first: 'Colin', last: 'Colleague' } })),
    ];
    for (const form of bad) expect((await callError(connection, 'users.acceptInvitation', form)).error, JSON.stringify(form)).toBe(400);
    const wrongToken = await callError(connection, 'users.acceptInvitation', { token: 'no-such-token', password: PASSWORD, name: { first: 'Colin', last: 'Colleague' } });
    expect(wrongToken.error).toBe(403);
    expect(JSON.stringify(await findUser(colleague.userId))).toBe(before);
    expect(await connection.callAsync('users.getUser').catch((error: { error?: unknown }) => error.error)).toBe(401);

    const candidate = await invitedCandidate();
    const answer = (await connection.callAsync('users.acceptInvitation', { token: candidate.token, password: PASSWORD })) as { id: string };
    expect(answer.id).toBe(candidate.userId);
    expect((await findUser(candidate.userId))?.profile?.name).toEqual({ first: 'Eva', last: 'Horáková' });
    close();
  });

  it('refuses a link older than the enroll lifetime', async () => {
    const colleague = await invitedColleague();
    await Accounts.users.updateAsync({ _id: colleague.userId }, { $set: { 'services.password.enroll.when': new Date(Date.now() - 31 * 24 * 3600 * 1000) } });
    const { connection, close } = await app.connectAs(null);
    expect((await callError(connection, 'users.invitation', colleague.token)).error).toBe(403);
    const refused = await callError(connection, 'users.acceptInvitation', { token: colleague.token, password: PASSWORD, name: { first: 'Colin', last: 'Colleague' } });
    expect(refused.error).toBe(403);
    expect((await findUser(colleague.userId))?.profile?.name).toBeUndefined();
    close();
  });
});
