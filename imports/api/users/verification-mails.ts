// The mails of sign-up and address changes: the verification link (Meteor's
// `Accounts.sendVerificationEmail`, its link pointed at the app's /engine/verify-email/{token}), the
// notice to an address someone tried to sign up with, and the notice to the old address after a
// change. Every one counts against the verification-mail budget (accounts-base/mail-limits.ts),
// counted before anything is looked up; past it the caller's answer stays the same and no mail
// goes. Mails are sent in the background so an answer takes as long whichever mail it causes.
// Server-only.
import { Accounts, verificationMailLimits } from 'meteor/accounts-base';
import 'meteor/accounts-password';
import { Email } from 'meteor/email';
import { Meteor } from 'meteor/meteor';
import { messageIn } from '../../i18n/intl';
import type { Locale } from '../../i18n/locales';
import { accountMailParts, greetingFor } from '../mail-outbox/mail/account-mail';
import { Log } from 'meteor/logging';

export function configureVerificationLinks(): void {
  Accounts.urls.verifyEmail = (token) => Meteor.absoluteUrl(`engine/verify-email/${token}`);
}

/** Counts one mail to `address` for `clientAddress`: null when it may go, else Meteor's too-many-requests error. */
export function takeVerificationMail(address: string, clientAddress: string | null): InstanceType<typeof Meteor.Error> | null {
  return (verificationMailLimits()?.tryTake(address, clientAddress) ?? null) as InstanceType<typeof Meteor.Error> | null;
}

function inBackground(what: string, send: () => Promise<unknown>): void {
  send().catch((error: unknown) => Log.error(`Exception while sending ${what}`, { error: error instanceof Error ? error.message : String(error) }));
}

export function sendVerificationLink(userId: string, address: string): void {
  inBackground('a verification mail', () => Accounts.sendVerificationEmail(userId, address));
}

function site(): string {
  return Accounts.emailTemplates.siteName;
}

/** To the owner of an address someone tried to sign up with again, in the owner's language. */
export function sendSignUpAttemptNotice(locale: Locale, to: string, first: string | undefined): void {
  const product = site();
  const parts = accountMailParts({
    locale,
    greeting: greetingFor(locale, first),
    paragraphs: [messageIn(locale, 'mails.signUpAttempt.body', { product })],
    action: { label: messageIn(locale, 'mails.signIn'), url: Meteor.absoluteUrl('engine/sign-in') },
    closing: [messageIn(locale, 'mails.signUpAttempt.closing')],
  });
  const subject = messageIn(locale, 'mails.signUpAttempt.subject', { product });
  inBackground('a sign-up attempt notice', () => Email.sendAsync({ from: Accounts.emailTemplates.from, to, subject, ...parts }));
}

/** To the address an account used before its owner confirmed a new one, in the owner's language. */
export function sendAddressChangedNotice(locale: Locale, to: string, newAddress: string, first: string | undefined): void {
  const product = site();
  const parts = accountMailParts({
    locale,
    greeting: greetingFor(locale, first),
    paragraphs: [messageIn(locale, 'mails.addressChanged.body', { product, address: newAddress })],
    action: { label: messageIn(locale, 'mails.signIn'), url: Meteor.absoluteUrl('engine/sign-in') },
    closing: [messageIn(locale, 'mails.addressChanged.closing')],
  });
  const subject = messageIn(locale, 'mails.addressChanged.subject', { product });
  inBackground('an address change notice', () => Email.sendAsync({ from: Accounts.emailTemplates.from, to, subject, ...parts }));
}
