// Password sign-in needs a confirmed address (issue 18 §6): a `login` with the right password to
// an address that is not verified is refused with a 403 that says a new link was sent, and sends
// one (within the verification-mail limits; past them the message says when a new one can go).
// Only the password is checked here: the wrong password is refused before, with the usual
// ambiguous answer, so the refusal tells nothing to someone who does not know the password.
// Server-only; registered by register.ts (other login checks keep files of their own).
//
// Decisions where the spec is silent:
// - The address checked is the one typed (a pending new address stays unusable until confirmed,
//   the old one keeps working); a login by id or username needs any confirmed address.
// - Accounts made before verification existed and never confirmed are refused like new ones:
//   the first sign-in sends them a link (a password reset confirms the address as well). Demo,
//   seed and invited accounts are created confirmed; resumed sessions are not checked.
// - Links sent by resetPassword, verifyEmail and accepted invitations log in: those prove the
//   address themselves.
import { Accounts, type LoginAttempt } from 'meteor/accounts-base';
import 'meteor/accounts-password';
import type { Meteor } from 'meteor/meteor';
import { userError } from '../common/user-error';
import { sendVerificationLink, takeVerificationMail } from './verification-mails';

type Emails = { address: string; verified?: boolean }[];

/** The address a password login must have confirmed, or null when it may go ahead. */
export function unverifiedSignInAddress(emails: Emails | undefined, methodArguments: unknown[]): string | null {
  const list = emails ?? [];
  const typed = (methodArguments[0] as { user?: { email?: unknown } } | undefined)?.user?.email;
  if (typeof typed === 'string') {
    const entry = list.find((item) => item.address.toLowerCase() === typed.toLowerCase());
    return entry && !entry.verified ? entry.address : null;
  }
  if (list.length === 0 || list.some((item) => item.verified)) return null;
  return list[0]?.address ?? null;
}

/** The refusal, worded by the browser in the reader's language (details.messageId); `unverified` tells programs why. */
export function notConfirmedError(address: string, waitMs: number | null): InstanceType<typeof Meteor.Error> {
  if (waitMs === null) return userError(403, 'errors.account.confirmFirst', { address }, { unverified: true });
  return userError(403, 'errors.account.confirmFirstWait', { address, minutes: Math.max(1, Math.ceil(waitMs / 60_000)) }, { unverified: true });
}

async function checkAttempt(attempt: LoginAttempt): Promise<true> {
  if (attempt.type !== 'password' || attempt.methodName !== 'login' || !attempt.allowed || !attempt.user) return true;
  const address = unverifiedSignInAddress(attempt.user.emails as Emails | undefined, attempt.methodArguments);
  if (address === null) return true;
  const limited = takeVerificationMail(address, attempt.connection?.clientAddress ?? null);
  if (!limited) sendVerificationLink(attempt.user._id, address);
  const waitMs = (limited?.details as { timeToReset?: number } | undefined)?.timeToReset ?? null;
  throw notConfirmedError(address, limited ? (waitMs ?? 0) : null);
}

export function refuseUnverifiedLogins(): { stop(): void } {
  return Accounts.validateLoginAttempt(checkAttempt);
}
