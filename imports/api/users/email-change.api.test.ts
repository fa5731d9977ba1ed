// Changing the sign-in address over real DDP, mails read from the real SMTP peer (issue 18 §6):
// `users.changeEmail` needs the current password, mails a link to the new address and answers
// `{sentTo}` whether or not another account holds it; until the link is opened the old address
// stays the login; opening it replaces the address and tells the old one.
import { describe, expect, it } from 'vitest';
import { passwordDigest } from '../../../tests/helpers/app-fixture';
import { appWithMailForThisFile } from '../../../tests/helpers/mail-fixture';
import { findUser } from './store';
import { callError, confirmFromMail, mailTo, uniqueEmail, usersSnapshot } from './users.testkit';

const fixture = appWithMailForThisFile();

const PASSWORD = 'correct horse battery staple';
const login = (email: string) => ({ user: { email }, password: passwordDigest(PASSWORD) });
const change = (email: string, password = PASSWORD) => ({ email, password: passwordDigest(password) });

describe('users.changeEmail', () => {
  it('confirms the new address by a link before it replaces the old one, and tells the old address', async () => {
    const user = await fixture.app.createUser({ roles: ['candidate'], password: PASSWORD });
    const session = await fixture.app.loginAs(user);
    const next = uniqueEmail('moved');
    expect(await session.connection.callAsync('users.changeEmail', change(next))).toEqual({ sentTo: next });

    // Until confirmed, the old address is the login and the new one is refused (with a new link).
    const visitor = await fixture.app.connectAs(null);
    await expect(visitor.connection.callAsync('login', login(user.email))).resolves.toMatchObject({ id: user.userId });
    const other = await fixture.app.connectAs(null);
    await expect(other.connection.callAsync('login', login(next))).rejects.toMatchObject({ error: 403, reason: expect.stringContaining('confirm your e-mail address') });
    await mailTo(fixture.smtp, next, /verify-email\//);

    await confirmFromMail(other.connection, fixture.smtp, next);
    expect((await findUser(user.userId))?.emails).toEqual([{ address: next, verified: true }]);
    const notice = await mailTo(fixture.smtp, user.email, /was changed to/);
    expect(notice.text).toContain(`changed to ${next}`);
    const third = await fixture.app.connectAs(null);
    await expect(third.connection.callAsync('login', login(user.email))).rejects.toMatchObject({ error: 403 });
    await expect(third.connection.callAsync('login', login(next))).resolves.toMatchObject({ id: user.userId });
    for (const connection of [session, visitor, other, third]) connection.close();
  });

  it("answers an address another account holds the same way, and changes and mails nothing", async () => {
    const owner = await fixture.app.createUser({ roles: ['customer'] });
    const user = await fixture.app.createUser({ roles: ['candidate'], password: PASSWORD });
    const session = await fixture.app.loginAs(user);
    const before = await usersSnapshot();
    expect(await session.connection.callAsync('users.changeEmail', change(owner.email.toUpperCase()))).toEqual({ sentTo: owner.email.toUpperCase() });
    expect(await usersSnapshot()).toBe(before);
    // A later mail to the owner is the first one they get.
    const fresh = uniqueEmail('fence');
    await session.connection.callAsync('users.changeEmail', change(fresh));
    await mailTo(fixture.smtp, fresh, /verify-email\//);
    expect(fixture.smtp.mails.filter((mail) => mail.to.includes(owner.email))).toEqual([]);
    session.close();
  });

  it('needs the current password, a signed-in caller and a valid address', async () => {
    const user = await fixture.app.createUser({ roles: ['customer'], password: PASSWORD });
    const session = await fixture.app.loginAs(user);
    const before = await usersSnapshot();
    expect(await callError(session.connection, 'users.changeEmail', change(uniqueEmail(), 'not my password'))).toMatchObject({ error: 403, reason: 'Incorrect password' });
    expect(await callError(session.connection, 'users.changeEmail', change(user.email))).toMatchObject({ error: 400 });
    for (const email of ['not-an-address', { $ne: null }, 'x'.repeat(300)]) {
      expect((await callError(session.connection, 'users.changeEmail', { email, password: passwordDigest(PASSWORD) })).error).toBe(400);
    }
    const anonymous = await fixture.app.connectAs(null);
    expect((await callError(anonymous.connection, 'users.changeEmail', change(uniqueEmail()))).error).toBe(401);
    expect(await usersSnapshot()).toBe(before);
    session.close();
    anonymous.close();
  });
});
