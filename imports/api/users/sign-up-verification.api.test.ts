// Sign-up with address verification over real DDP, mails read from the real SMTP peer (issue 18
// §1, §3, §6): both sign-up methods answer `{sentTo}` for a new and a registered address (the new
// one gets its account and a verification link, the registered one's owner a notice and nothing
// else), a password login to an unconfirmed address is refused and sends a new link, the link
// logs in once, and the verification-mail limits keep the same answers while no mail goes.
import { Accounts, newVerificationMailLimits, setVerificationMailLimits } from 'meteor/accounts-base';
import { afterEach, describe, expect, it } from 'vitest';
import { passwordDigest } from '../../../tests/helpers/app-fixture';
import { appWithMailForThisFile } from '../../../tests/helpers/mail-fixture';
import { tokenFromMail } from '../../../tests/integration/accounts/smtp-sink';
import { messageIn } from '../../i18n/intl';
import type { MessageId, MessageValues } from '../../i18n/message-ids';
import { findUser } from './store';
import { callError, candidateStartForm, confirmFromMail, mailTo, uniqueEmail } from './users.testkit';

const fixture = appWithMailForThisFile();

afterEach(() => setVerificationMailLimits(null));

const PASSWORD = 'correct horse battery staple';
const customerForm = (email: string, password = PASSWORD) => ({ email, password: passwordDigest(password), name: { first: 'Petr', last: 'Svoboda' } });
const login = (email: string, password = PASSWORD) => ({ user: { email }, password: passwordDigest(password) });

/** A fresh sign-up's verification mail arrives: every mail started before it has been sent too. */
async function mailFence(): Promise<void> {
  const { connection, close } = await fixture.app.connectAs(null);
  const email = uniqueEmail('fence');
  await connection.callAsync('users.signUpCustomer', customerForm(email));
  await mailTo(fixture.smtp, email, /verify-email\//);
  close();
}

const mailsTo = (email: string) => fixture.smtp.mails.filter((mail) => mail.to.includes(email.toLowerCase()));

describe('sign-up answers the same for a new and a registered address', () => {
  it.each([
    ['users.signUp.start', (email: string) => candidateStartForm({ email })],
    ['users.signUpCustomer', (email: string) => customerForm(email)],
  ] as const)('%s: a new address gets an unconfirmed account and a link; a registered one a notice to its owner, nothing else', async (method, form) => {
    const { connection, close } = await fixture.app.connectAs(null);
    const fresh = uniqueEmail('new');
    const owner = await fixture.app.createUser({ roles: ['admin'], email: uniqueEmail('owner'), profile: { name: { first: 'Olga', last: 'Owner' } } });
    const ownerBefore = JSON.stringify(await findUser(owner.userId));

    const answers = [await connection.callAsync(method, form(fresh)), await connection.callAsync(method, form(owner.email))];
    expect(answers).toEqual([{ sentTo: fresh }, { sentTo: owner.email }]);
    // Neither answer logged the connection in.
    expect((await callError(connection, 'users.getUser')).error).toBe(401);

    const link = await mailTo(fixture.smtp, fresh, /verify-email\//);
    expect(link.text).toMatch(/^http:\/\/\S+\/engine\/verify-email\/[A-Za-z0-9_-]+$/m);
    expect((await Accounts.findUserByEmail(fresh))?.emails).toEqual([{ address: fresh, verified: false }]);

    const notice = await mailTo(fixture.smtp, owner.email, /Someone tried|someone tried/);
    expect(notice.raw).toContain('Subject: Someone tried to sign up with your address');
    expect(notice.text).toContain('If it was you, sign in, or reset your password');
    expect(notice.text).not.toMatch(/verify-email|reset-password\//);
    // The owner's account is untouched (roles, password, name): the form's data is dropped.
    expect(JSON.stringify(await findUser(owner.userId))).toBe(ownerBefore);
    await expect(fixture.app.loginAs(owner)).resolves.toMatchObject({ userId: owner.userId });
    await expect((await fixture.app.connectAs(null)).connection.callAsync('login', login(owner.email))).rejects.toMatchObject({ error: 403 });
    close();
  });

  it('takes as long for a registered address as for a new one (both hash the password)', async () => {
    const { connection, close } = await fixture.app.connectAs(null);
    const owner = await fixture.app.createUser({ roles: ['customer'] });
    const timed = async (email: string) => {
      const started = performance.now();
      await connection.callAsync('users.signUpCustomer', customerForm(email));
      return performance.now() - started;
    };
    const fresh: number[] = [];
    const registered: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      fresh.push(await timed(uniqueEmail('timing')));
      registered.push(await timed(owner.email));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[2] as number;
    console.info(`sign-up median: new address ${median(fresh).toFixed(1)} ms, registered address ${median(registered).toFixed(1)} ms`);
    // Without the hash a registered address answered in a few milliseconds against a bcrypt's ~50.
    expect(median(registered)).toBeGreaterThan(median(fresh) * 0.5);
    close();
  });

  it('a pending address change elsewhere does not block a sign-up: the sign-up takes the address', async () => {
    const holder = await fixture.app.loginAs(await fixture.app.createUser({ roles: ['customer'], password: PASSWORD }));
    const wanted = uniqueEmail('pending');
    await holder.connection.callAsync('users.changeEmail', { email: wanted, password: passwordDigest(PASSWORD) });
    const { connection, close } = await fixture.app.connectAs(null);
    expect(await connection.callAsync('users.signUpCustomer', customerForm(wanted))).toEqual({ sentTo: wanted });
    const created = await Accounts.findUserByEmail(wanted);
    expect(created?._id).not.toBe(holder.userId);
    expect((await findUser(holder.userId as string))?.emails?.map((entry) => entry.address)).not.toContain(wanted);
    holder.close();
    close();
  });
});

describe('a password login to an unconfirmed address', () => {
  it('is refused with a clear error that a new link was sent, and the new link logs in once', async () => {
    const { connection, close } = await fixture.app.connectAs(null);
    const email = uniqueEmail('unconfirmed');
    await connection.callAsync('users.signUpCustomer', customerForm(email));
    await mailTo(fixture.smtp, email, /verify-email\//);

    // The wrong password gets the usual ambiguous answer: the refusal tells nothing to a stranger.
    await expect(connection.callAsync('login', login(email, 'wrong password'))).rejects.toMatchObject({
      error: 403,
      reason: 'Something went wrong. Please check your credentials.',
    });
    await expect(connection.callAsync('login', login(email))).rejects.toMatchObject({
      error: 403,
      reason: `Please confirm your e-mail address first: we sent a new link to ${email}. Open it to sign in.`,
      // The browser words it in the reader's language from the message and its values.
      details: { unverified: true, messageId: 'errors.account.confirmFirst', values: { address: email } },
    });
    expect((await callError(connection, 'users.getUser')).error).toBe(401);

    const token = tokenFromMail(await mailTo(fixture.smtp, email, /verify-email\//), 'verify-email');
    const other = await fixture.app.connectAs(null);
    const signedIn = (await other.connection.callAsync('verifyEmail', token)) as { id: string };
    expect(await other.connection.callAsync('users.getUser')).toMatchObject({ _id: signedIn.id, roles: ['customer'], email });
    await expect(other.connection.callAsync('verifyEmail', token)).rejects.toMatchObject({ error: 403, reason: 'Verify email link expired' });
    // Confirmed: the password logs in now.
    await expect(connection.callAsync('login', login(email))).resolves.toMatchObject({ id: signedIn.id });
    other.close();
    close();
  });
});

describe('the verification-mail limits', () => {
  it('per address: past the limit the same answers, and no mail', async () => {
    setVerificationMailLimits(newVerificationMailLimits({ perRecipient: 2, perClient: 100 }));
    const { connection, close } = await fixture.app.connectAs(null);
    const owner = await fixture.app.createUser({ roles: ['candidate'] });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await connection.callAsync('users.signUpCustomer', customerForm(owner.email))).toEqual({ sentTo: owner.email });
    }
    await mailFence();
    expect(mailsTo(owner.email)).toHaveLength(2);

    const email = uniqueEmail('limited');
    await connection.callAsync('users.signUpCustomer', customerForm(email));
    await connection.callAsync('users.signUpCustomer', customerForm(email));
    // Both links spent the budget: the refused login says when a new one can go, and sends none.
    const refused = await callError(connection, 'login', login(email));
    expect(refused).toMatchObject({ error: 403 });
    expect(refused.reason).toMatch(/we sent a link to .* recently; open it to sign in\. A new link can be sent in (60|59) minutes\./);
    expect(refused.details).toMatchObject({ unverified: true, messageId: 'errors.account.confirmFirstWait', values: { address: email, minutes: expect.any(Number) } });
    const { messageId, values } = refused.details as { messageId: MessageId; values: MessageValues };
    expect(messageIn('cs', messageId, values)).toMatch(new RegExp(`^Nejprve prosím potvrďte svou e-mailovou adresu: nedávno jsme poslali odkaz na ${email}; .* Nový odkaz lze poslat za (60|59) minut\\.$`));
    await mailFence();
    expect(mailsTo(email)).toHaveLength(2);
    close();
  });

  it('per client: one client cannot mail many inboxes', async () => {
    setVerificationMailLimits(newVerificationMailLimits({ perRecipient: 100, perClient: 2 }));
    const { connection, close } = await fixture.app.connectAs(null);
    const emails = [uniqueEmail('c1'), uniqueEmail('c2'), uniqueEmail('c3')];
    for (const email of emails) expect(await connection.callAsync('users.signUpCustomer', customerForm(email))).toEqual({ sentTo: email });
    setVerificationMailLimits(null);
    await mailFence();
    expect(emails.map((email) => mailsTo(email).length)).toEqual([1, 1, 0]);
    // The third account exists all the same: signing in sends its link once the limit allows.
    await expect(connection.callAsync('login', login(emails[2] as string))).rejects.toMatchObject({ error: 403 });
    await confirmFromMail(connection, fixture.smtp, emails[2] as string);
    close();
  });
});

describe('the language of a sign-up', () => {
  it('saves the browser’s language on the new account, and its verification mail speaks it', async () => {
    const { connection, close } = await fixture.app.connectAs(null);
    const email = uniqueEmail('czech');
    await connection.callAsync('users.setLanguage', 'cs', false);
    await connection.callAsync('users.signUpCustomer', customerForm(email));
    close();
    const mail = await mailTo(fixture.smtp, email, /verify-email\//);
    expect(mail.text).toContain('Dobrý den, Petr,');
    expect(mail.text).toContain('>Potvrdit adresu</span>');
    const user = await Accounts.findUserByEmail(email);
    expect(user?.profile).toMatchObject({ language: 'cs' });
  });
});
