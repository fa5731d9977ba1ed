// Changing the account's e-mail address (issue 18 §6), in Meteor's words: the new address is added
// unverified (`Accounts.addEmailAsync`) and mailed a verification link; until the link is opened
// the old address stays the sign-in address (a login with the new one is refused, see
// unverified-login.ts). Opening it (`verifyEmail`) makes the new address the only one
// (`Accounts.removeEmail` for the old) and the old address gets a notice. Server-only.
//
// Decisions where the spec is silent:
// - The current password is asked (checked with the same throttle as a login) so an open session
//   alone cannot move the account to another inbox.
// - An address another account holds gets the same answer as a free one and changes nothing; no
//   mail goes to it (its owner did not ask for anything).
// - One pending change at a time: asking again replaces the earlier pending address.
// - A password reset sent to the pending address confirms it too (that mail proves the inbox).
import { Accounts, type LoginAttempt, loginThrottle } from 'meteor/accounts-base';
import 'meteor/accounts-password';
import { Meteor } from 'meteor/meteor';
import type { User } from './schema';
import { type PasswordDigest, registeredHolder, type SignUpAnswer } from './sign-up';
import { localeOfUser } from '../i18n/user-locale';
import { sendAddressChangedNotice, sendVerificationLink, takeVerificationMail } from './verification-mails';
import { userError } from '../common/user-error';

type Emails = NonNullable<User['emails']>;

/** Addresses after the first that are not confirmed yet: pending changes. */
function pendingAddresses(emails: Emails): string[] {
  return emails.filter((entry, index) => index > 0 && !entry.verified).map((entry) => entry.address);
}

export async function changeEmail(userId: string, email: string, password: PasswordDigest, clientAddress: string | null): Promise<SignUpAnswer> {
  const user = (await Meteor.users.findOneAsync({ _id: userId, deletedAt: { $exists: false } })) as User | undefined;
  if (!user) throw userError(404, 'errors.notFound.user');
  loginThrottle()?.takeAddressAttempt(clientAddress);
  const checked = await Accounts._checkPasswordAsync(user as never, password);
  if (checked.error) throw userError(403, 'errors.account.incorrectPassword');
  if (user.emails?.[0]?.address.toLowerCase() === email.toLowerCase()) {
    throw userError(400, 'errors.already.yourAddress');
  }
  const answer = { sentTo: email };
  const mayMail = takeVerificationMail(email, clientAddress) === null;
  const holder = await registeredHolder(email);
  if (holder && holder._id !== userId) return answer;
  for (const pending of pendingAddresses(user.emails ?? [])) await Accounts.removeEmail(userId, pending);
  try {
    await Accounts.addEmailAsync(userId, email, false);
  } catch (error) {
    // Another account took the address in between: the same answer.
    if ((await Accounts.findUserByEmail(email))?._id !== userId) return answer;
    throw error;
  }
  if (mayMail) sendVerificationLink(userId, email);
  return answer;
}

/** After a link confirmed a new address: it becomes the only one and the old one is told. */
async function finishChange(attempt: LoginAttempt): Promise<void> {
  if (attempt.methodName !== 'verifyEmail' && attempt.methodName !== 'resetPassword') return;
  const user = (await Meteor.users.findOneAsync({ _id: attempt.user?._id })) as User | undefined;
  const emails = user?.emails ?? [];
  const confirmed = emails.findLast((entry, index) => index > 0 && entry.verified);
  if (!user || !confirmed) return;
  for (const old of emails) if (old.address !== confirmed.address) await Accounts.removeEmail(user._id, old.address);
  const previous = emails[0]?.address;
  if (previous) sendAddressChangedNotice(localeOfUser(user), previous, confirmed.address, user.profile?.name?.first);
}

export function finishEmailChanges(): { stop(): void } {
  return Accounts.onLogin(finishChange);
}
