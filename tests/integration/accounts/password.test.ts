// The password methods over a real WebSocket: createUser (what a client may and may not set),
// changePassword, and the mailed flows — forgotPassword → reset link, verification and enrollment
// links — received by a real SMTP server and followed, with token lifetimes on an injected clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../packages/accounts-base/users-collection';
import { AccountMailLimits, setAccountMailLimits } from '../../../packages/accounts-base/mail-limits';
import { type MailSink, startMailSink } from '../../helpers/mail-sink';
import { waitUntil } from '../../helpers/wait-until';
import { Accounts, DAY, call, createUser, digest, errorOf, loginWithPassword, setupAccountsServer } from './accounts-fixture';
import { tokenFromMail } from './smtp-sink';

const fixture = setupAccountsServer();
let smtp: MailSink;

beforeAll(async () => {
  smtp = await startMailSink();
  process.env.ROOT_URL = 'http://marketplace.test/';
});

afterAll(async () => {
  await smtp.stop();
});

describe('createUser from a client', () => {
  it('creates the account in Meteor’s format and logs the caller in', async () => {
    const client = await fixture.connect();
    const frame = await call(client, 'createUser', { email: 'new@example.com', password: digest('s3cret pass'), profile: { name: { first: 'N', last: 'U' } } });
    const result = frame.result as { id: string; token: string };
    const stored = await users.findOneAsync({ _id: result.id });
    expect(stored).toMatchObject({
      emails: [{ address: 'new@example.com', verified: false }],
      profile: { name: { first: 'N', last: 'U' } },
      roles: [],
      services: { password: { bcrypt: expect.stringMatching(/^\$2b\$10\$/) } },
    });
    expect(stored?.createdAt).toEqual(new Date(fixture.clock.now));
    expect((await loginWithPassword(await fixture.connect(), 'new@example.com', 's3cret pass')).id).toBe(result.id);
  });

  it.each([
    ['roles', { roles: ['admin'] }],
    ['services', { services: { password: { bcrypt: 'x' } } }],
    ['verified e-mails', { emails: [{ address: 'x@example.com', verified: true }] }],
    ['an _id', { _id: 'chosenByClient1234' }],
    ['roles inside profile', { profile: { roles: ['admin'] } }],
    ['other profile keys', { profile: { name: { first: 'a' }, isAdmin: true } }],
  ])('refuses %s with Match failed and creates nothing', async (_what, extra) => {
    const client = await fixture.connect();
    const before = await users.find({}).countAsync();
    const frame = await call(client, 'createUser', { email: `x${Math.random()}@example.com`.replace('0.', ''), password: digest('pw pw pw'), ...extra });
    expect(errorOf(frame)).toMatchObject({ error: 400, reason: 'Match failed' });
    expect(await users.find({}).countAsync()).toBe(before);
    expect(await users.findOneAsync({ roles: 'admin' })).toBeUndefined();
  });

  it('answers the password messages and refuses a duplicate e-mail ambiguously', async () => {
    const client = await fixture.connect();
    expect(errorOf(await call(client, 'createUser', { email: 'p@example.com', password: '' }))).toMatchObject({ error: 400, reason: 'Password may not be empty' });
    expect(errorOf(await call(client, 'createUser', { email: 'p@example.com', password: digest('') }))).toMatchObject({ reason: 'Password may not be empty' });
    expect(errorOf(await call(client, 'createUser', { email: 'p@example.com', password: 42 }))).toMatchObject({ error: 400, reason: 'Password must be a string' });
    const { email } = await createUser();
    expect(errorOf(await call(client, 'createUser', { email: email.toUpperCase(), password: digest('abc def') }))).toMatchObject({
      error: 403,
      reason: 'Something went wrong. Please check your credentials.',
    });
  });
});

describe('changePassword', () => {
  it('needs a login, checks the old password, and logs out the user’s other connections', async () => {
    const { userId, email, password } = await createUser();
    const anonymous = await fixture.connect();
    expect(errorOf(await call(anonymous, 'changePassword', digest(password), digest('new one')))).toMatchObject({ error: 401, reason: 'Must be logged in' });
    const mine = await fixture.connect();
    const other = await fixture.connect();
    await loginWithPassword(mine, email, password);
    await loginWithPassword(other, email, password);
    expect(errorOf(await call(mine, 'changePassword', digest('not it'), digest('new one')))).toMatchObject({ error: 403 });
    expect(errorOf(await call(mine, 'changePassword', digest(password), digest('')))).toMatchObject({ reason: 'Password may not be empty' });
    expect((await call(mine, 'changePassword', digest(password), digest('new one'))).result).toEqual({ passwordChanged: true });
    await other.next({ msg: 'removed', collection: 'users', id: userId });
    expect((await users.findOneAsync({ _id: userId }))?.services?.resume?.loginTokens).toHaveLength(1);
    // This connection stays logged in; the new password works, the old one does not.
    expect(errorOf(await call(mine, 'getNewToken'))).toBeUndefined();
    expect(errorOf(await call(other, 'login', { user: { email }, password: digest(password) }))).toMatchObject({ error: 403 });
    expect((await loginWithPassword(other, email, 'new one')).id).toBe(userId);
  });
});

describe('forgotPassword and resetPassword', () => {
  it('mails a reset link whose token sets a new password once, logs in and voids every old login', async () => {
    const { userId, email, password } = await createUser();
    const oldSession = await fixture.connect();
    await loginWithPassword(oldSession, email, password);
    const client = await fixture.connect();
    expect(await call(client, 'forgotPassword', { email: email.toUpperCase() })).not.toHaveProperty('error');
    const mail = await smtp.nextMail((m) => m.to.includes(email));
    expect(mail.text).toContain('To reset your password, simply click the link below.');
    expect(mail.raw).toContain('Subject: How to reset your password on marketplace.test');
    expect(mail.text).toContain('http://marketplace.test/#/reset-password/');
    const token = tokenFromMail(mail, 'reset-password');
    expect(JSON.stringify(await users.findOneAsync({ _id: userId }))).not.toContain(token);

    const reset = await call(client, 'resetPassword', token, digest('brand new'));
    expect(reset.result).toMatchObject({ id: userId, type: 'password' });
    await oldSession.next({ msg: 'removed', collection: 'users', id: userId });
    expect((await users.findOneAsync({ _id: userId }))?.emails).toEqual([{ address: email, verified: true }]);
    expect(errorOf(await call(client, 'resetPassword', token, digest('again')))).toMatchObject({ error: 403, reason: 'Token expired' });
    expect((await loginWithPassword(await fixture.connect(), email, 'brand new')).id).toBe(userId);
    expect(errorOf(await call(await fixture.connect(), 'login', { user: { email }, password: digest(password) }))).toMatchObject({ error: 403 });
  });

  it('answers an unknown address exactly like a known one and sends nothing', async () => {
    const client = await fixture.connect();
    const before = smtp.mails.length;
    const frame = await call(client, 'forgotPassword', { email: 'nobody-here@example.com' });
    expect(frame).toEqual({ msg: 'result', id: frame.id });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.mails.length).toBe(before);
  });

  it('mails one address at most 3 times an hour, and answers a known and an unknown address alike', async () => {
    let now = Date.now();
    setAccountMailLimits(new AccountMailLimits({ perRecipient: 3, perClient: 100, now: () => now }));
    try {
      const { email } = await createUser();
      const client = await fixture.connect();
      const before = smtp.mails.filter((m) => m.to.includes(email)).length;
      for (const address of [email, 'ghost-of-nobody@example.com']) {
        for (let i = 0; i < 3; i++) expect(await call(client, 'forgotPassword', { email: address })).not.toHaveProperty('error');
        const refused = errorOf(await call(client, 'forgotPassword', { email: address.toUpperCase() }));
        expect(refused).toMatchObject({ error: 'too-many-requests', details: { timeToReset: 3_600_000 } });
        expect(String(refused?.reason)).toBe('Error, too many requests. Please slow down. You must wait 3600 seconds before trying again.');
      }
      const mailsTo = (count: number) => () => (smtp.mails.filter((m) => m.to.includes(email)).length === count ? true : undefined);
      await waitUntil(mailsTo(before + 3), { what: 'three reset mails' });
      now += 3_600_000;
      expect(await call(client, 'forgotPassword', { email })).not.toHaveProperty('error');
      await waitUntil(mailsTo(before + 4), { what: 'a fourth reset mail an hour later' });
    } finally {
      setAccountMailLimits(null);
    }
  });

  it('lets one client ask for at most 10 account mails an hour, whatever the addresses', async () => {
    setAccountMailLimits(new AccountMailLimits({ perRecipient: 3, perClient: 10 }));
    try {
      for (let i = 0; i < 10; i++) {
        const client = await fixture.connect();
        expect(await call(client, 'forgotPassword', { email: `someone-${i}@example.com` })).not.toHaveProperty('error');
      }
      const fresh = await fixture.connect();
      expect(errorOf(await call(fresh, 'forgotPassword', { email: 'someone-10@example.com' }))).toMatchObject({ error: 'too-many-requests' });
    } finally {
      setAccountMailLimits(null);
    }
  });

  it('refuses a reset token older than 3 days', async () => {
    const { email } = await createUser();
    const client = await fixture.connect();
    await call(client, 'forgotPassword', { email });
    const token = tokenFromMail(await smtp.nextMail((m) => m.to.includes(email)), 'reset-password');
    fixture.clock.advance(3 * DAY + 1000);
    try {
      expect(errorOf(await call(client, 'resetPassword', token, digest('late')))).toMatchObject({ error: 403, reason: 'Token expired' });
    } finally {
      fixture.clock.advance(-(3 * DAY + 1000));
    }
  });

  it('checks the token and password types', async () => {
    const client = await fixture.connect();
    expect(errorOf(await call(client, 'resetPassword', 12, digest('x')))).toMatchObject({ error: 400, reason: 'Token must be a string' });
    expect(errorOf(await call(client, 'resetPassword', 'abc', ''))).toMatchObject({ error: 400, reason: 'Password may not be empty' });
    expect(errorOf(await call(client, 'resetPassword', 'abc', digest('fine')))).toMatchObject({ error: 403, reason: 'Token expired' });
    expect(errorOf(await call(client, 'forgotPassword', {}))).toMatchObject({ error: 400, reason: 'Match failed' });
  });
});

describe('verification and enrollment mails', () => {
  it('verifies the address once from the mailed link and logs the caller in', async () => {
    const { userId, email } = await createUser();
    await Accounts.sendVerificationEmail(userId);
    const mail = await smtp.nextMail((m) => m.to.includes(email));
    expect(mail.raw).toContain('Subject: How to verify email address on marketplace.test');
    const token = tokenFromMail(mail, 'verify-email');
    const client = await fixture.connect();
    expect((await call(client, 'verifyEmail', token)).result).toMatchObject({ id: userId });
    expect((await users.findOneAsync({ _id: userId }))?.emails).toEqual([{ address: email, verified: true }]);
    expect(errorOf(await call(client, 'verifyEmail', token))).toMatchObject({ error: 403, reason: 'Verify email link expired' });
    expect(errorOf(await call(client, 'verifyEmail', { $ne: null }))).toMatchObject({ error: 400, reason: 'Token must be a string' });
  });

  it('enrolls a user created without a password: the link sets it and verifies the address', async () => {
    const userId = await Accounts.createUser({ email: 'invited@example.com', profile: { name: { first: 'In', last: 'Vited' } } });
    await Accounts.sendEnrollmentEmail(userId);
    const mail = await smtp.nextMail((m) => m.to.includes('invited@example.com'));
    expect(mail.text).toContain('Hello In Vited,');
    expect(mail.raw).toContain('Subject: An account has been created for you on marketplace.test');
    const token = tokenFromMail(mail, 'enroll-account');
    const client = await fixture.connect();
    expect((await call(client, 'resetPassword', token, digest('chosen at last'))).result).toMatchObject({ id: userId });
    expect((await users.findOneAsync({ _id: userId }))?.emails).toEqual([{ address: 'invited@example.com', verified: true }]);
    expect((await loginWithPassword(await fixture.connect(), 'invited@example.com', 'chosen at last')).id).toBe(userId);
    expect(errorOf(await call(client, 'resetPassword', token, digest('twice')))).toMatchObject({ reason: 'Token expired' });
  });

  it('refuses an enroll token after 30 days and the sweep removes it', async () => {
    const userId = await Accounts.createUser({ email: 'late-invite@example.com' });
    const { token } = await Accounts.generateResetToken(userId, undefined, 'enrollAccount');
    fixture.clock.advance(30 * DAY + 1000);
    try {
      const client = await fixture.connect();
      expect(errorOf(await call(client, 'resetPassword', token, digest('too late')))).toMatchObject({ reason: 'Token expired' });
      await Accounts.sweepExpiredTokens();
      expect((await users.findOneAsync({ _id: userId }))?.services?.password?.enroll).toBeUndefined();
    } finally {
      fixture.clock.advance(-(30 * DAY + 1000));
    }
  });

  it('a second reset mail replaces the first token', async () => {
    const { userId } = await createUser();
    const first = await Accounts.generateResetToken(userId);
    const second = await Accounts.generateResetToken(userId);
    const client = await fixture.connect();
    expect(errorOf(await call(client, 'resetPassword', first.token, digest('x y z')))).toMatchObject({ reason: 'Token expired' });
    expect((await call(client, 'resetPassword', second.token, digest('x y z'))).result).toMatchObject({ id: userId });
  });
});
