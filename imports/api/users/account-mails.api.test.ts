// The account mails as they reach the real SMTP peer from the real server: From, Reply-To, the
// site name in subjects and the Message-ID's domain come from the mail settings (METEOR_SETTINGS
// `mail.from`, `mail.replyTo`, `public.productName`), never Meteor's `Accounts Example
// <no-reply@example.com>`; each mail has a text and an HTML part from the product's mail frame,
// with the link written out on its own line and the agency's contact details in the footer.
// Without `mail.from` the product name and `no-reply@<ROOT_URL host>` stand in.
import { Accounts } from 'meteor/accounts-base';
import 'meteor/accounts-password';
import { Meteor } from 'meteor/meteor';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithMailForThisFile } from '../../../tests/helpers/mail-fixture';
import { decodedHeaderOf, headerOf, type ReceivedMail } from '../../../tests/integration/accounts/smtp-sink';
import { mailTo, uniqueEmail } from './users.testkit';

const saved = structuredClone(Meteor.settings);
beforeAll(() => {
  Meteor.settings.mail = { from: 'Prague Staffing <hello@staffing.test>', replyTo: 'office@staffing.test' };
  Meteor.settings.public = { ...Meteor.settings.public, productName: 'Prague Staffing', contactEmail: 'office@staffing.test', contactPhone: '+420 222 333 444' };
});
afterAll(() => {
  Meteor.settings.mail = saved.mail;
  Meteor.settings.public = saved.public;
});
const fixture = appWithMailForThisFile();

function expectAgencyMail(mail: ReceivedMail, subject: string, link: RegExp, button: string): void {
  expect(headerOf(mail, 'From')).toBe('Prague Staffing <hello@staffing.test>');
  expect(headerOf(mail, 'Reply-To')).toBe('office@staffing.test');
  expect(headerOf(mail, 'Subject')).toBe(subject);
  expect(headerOf(mail, 'Message-ID')).toMatch(/^<[^@\s]+@staffing\.test>$/);
  expect(headerOf(mail, 'Content-Type')).toMatch(/^multipart\/alternative/);
  expect(mail.raw).toMatch(/Content-Type: text\/plain/);
  expect(mail.raw).toMatch(/Content-Type: text\/html/);
  expect(mail.raw).not.toMatch(/Accounts Example|example\.com>/);
  // The text part: the greeting, the link alone on its line; the footer with the contact details.
  expect(mail.text).toContain('Hello Jana,');
  expect(mail.text).toMatch(link);
  expect(mail.text).toContain('Prague Staffing · office@staffing.test · +420 222 333 444');
  // The HTML part: the button to the same link.
  const url = link.exec(mail.text)![0].trim();
  expect(mail.text).toContain(`<a href="${url}" data-skip-in-text="true"`);
  expect(mail.text).toContain(`>${button}</span>`);
}

describe('account mails from the agency', () => {
  it('reset: forgotPassword over DDP mails the agency’s reset mail with text and HTML parts', async () => {
    const email = uniqueEmail();
    await fixture.app.createUser({ email, profile: { name: { first: 'Jana', last: 'Nováková' } } });
    const { connection, close } = await fixture.app.connectAs(null);
    await connection.callAsync('forgotPassword', { email });
    close();
    const mail = await mailTo(fixture.smtp, email, /reset-password\//);
    expectAgencyMail(mail, 'Reset your password on Prague Staffing', /^http:\/\/\S+\/#\/reset-password\/[A-Za-z0-9_-]+\r?$/m, 'Choose a new password');
    expect(mail.text).toContain('If it was not you, ignore this mail');
  });

  it('reset in German: the saved profile.language words subject, body and button, and <html lang>', async () => {
    const email = uniqueEmail();
    await fixture.app.createUser({ email, profile: { name: { first: 'Jana', last: 'Nováková' }, language: 'de' } });
    const { connection, close } = await fixture.app.connectAs(null);
    await connection.callAsync('forgotPassword', { email });
    close();
    const mail = await mailTo(fixture.smtp, email, /reset-password\//);
    expect(decodedHeaderOf(mail, 'Subject')).toBe('Passwort für Prague Staffing zurücksetzen');
    expect(mail.text).toContain('Guten Tag Jana,');
    expect(mail.text).toContain('Jemand hat angefordert, das Passwort Ihres Kontos bei Prague Staffing zurückzusetzen.');
    expect(mail.text).toContain('>Neues Passwort wählen</span>');
    expect(mail.text).toContain('Oder öffnen Sie diese Adresse in Ihrem Browser:');
    expect(mail.text).toContain('<html dir="ltr" lang="de">');
    expect(mail.text).not.toMatch(/Hello Jana|Choose a new password/);
  });

  it('reset without a saved language: the language the asking browser told (Czech)', async () => {
    const email = uniqueEmail();
    await fixture.app.createUser({ email, profile: { name: { first: 'Jana', last: 'Nováková' } } });
    const { connection, close } = await fixture.app.connectAs(null);
    await connection.callAsync('users.setLanguage', 'cs', false);
    await connection.callAsync('forgotPassword', { email });
    close();
    const mail = await mailTo(fixture.smtp, email, /reset-password\//);
    expect(decodedHeaderOf(mail, 'Subject')).toBe('Obnovení hesla na Prague Staffing');
    expect(mail.text).toContain('>Zvolit nové heslo</span>');
  });

  it('verification and enrolment: the same frame, From and subjects with the product name', async () => {
    const email = uniqueEmail();
    const user = await fixture.app.createUser({ email, verified: false, profile: { name: { first: 'Jana', last: 'Nováková' } } });
    await Accounts.sendVerificationEmail(user.userId);
    expectAgencyMail(await mailTo(fixture.smtp, email, /verify-email\//), 'Confirm your e-mail address on Prague Staffing', /^http:\/\/\S+\/engine\/verify-email\/[A-Za-z0-9_-]+\r?$/m, 'Confirm my address');
    const invited = uniqueEmail();
    const userId = await Accounts.createUser({ email: invited, profile: { name: { first: 'Jana', last: 'Invited' } } });
    await Accounts.sendEnrollmentEmail(userId);
    expectAgencyMail(await mailTo(fixture.smtp, invited, /enroll-account\//), 'An account has been created for you on Prague Staffing', /^http:\/\/\S+\/#\/enroll-account\/[A-Za-z0-9_-]+\r?$/m, 'Choose my password');
  });

  it('without mail.from: the product name and no-reply@<ROOT_URL host>, never example.com', async () => {
    Meteor.settings.mail = {};
    try {
      const email = uniqueEmail();
      await fixture.app.createUser({ email, profile: { name: { first: 'Jana', last: 'Nováková' } } });
      await Accounts.sendResetPasswordEmail((await Accounts.findUserByEmail(email))!._id);
      const mail = await mailTo(fixture.smtp, email, /reset-password\//);
      const host = new URL(Meteor.absoluteUrl()).hostname;
      expect(headerOf(mail, 'From')).toBe(`Prague Staffing <no-reply@${host}>`);
      expect(headerOf(mail, 'Message-ID')).toMatch(new RegExp(`@${host.replace(/\./g, '\\.')}>$`));
      expect(headerOf(mail, 'Reply-To')).toBe('office@staffing.test');
    } finally {
      Meteor.settings.mail = { from: 'Prague Staffing <hello@staffing.test>', replyTo: 'office@staffing.test' };
    }
  });
});
