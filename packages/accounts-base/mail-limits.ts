// Limits on the account mails a client can make the server send (beyond Meteor, which limits
// `forgotPassword` only to 5 calls per connection per 10 s, reset by a new socket), two budgets:
// - password mails (`forgotPassword`): per recipient address, ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR
//   (3), and per client address, ACCOUNT_MAILS_PER_CLIENT_PER_HOUR (10); a company's invitation
//   mails share the per-recipient count and have a sender's own: INVITATIONS_PER_COMPANY_PER_DAY
//   (20) per inviting company;
// - verification mails (a sign-up's link, the "someone tried to sign up with your address" notice,
//   a new link after a refused login, an address change's link): per recipient,
//   VERIFICATION_MAILS_PER_ADDRESS_PER_HOUR (3), and per client, VERIFICATION_MAILS_PER_CLIENT_PER_HOUR (10).
// So nobody can bomb an inbox through the product, and one client cannot mail many inboxes. Both
// are counted before the recipient is looked up: a known and an unknown address get the same
// answers. Active once installed with the accounts rate limits.
import { limitFromEnv } from '../ddp-common/limit-from-env';
import type { MeteorError } from '../meteor/errors';
import { WindowLimit } from './window-limit';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
export const ACCOUNT_MAILS_PER_ADDRESS = 3;
export const ACCOUNT_MAILS_PER_CLIENT = 10;
export const INVITATIONS_PER_SENDER = 20;
export const VERIFICATION_MAILS_PER_ADDRESS = 3;
export const VERIFICATION_MAILS_PER_CLIENT = 10;
const PASSWORD_MAIL_ENV = { perRecipient: 'ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR', perClient: 'ACCOUNT_MAILS_PER_CLIENT_PER_HOUR' };
const VERIFICATION_MAIL_ENV = { perRecipient: 'VERIFICATION_MAILS_PER_ADDRESS_PER_HOUR', perClient: 'VERIFICATION_MAILS_PER_CLIENT_PER_HOUR' };

/** One count per inbox, however the address was typed. */
function recipientKey(email: string): string {
  return email.trim().toLowerCase();
}

export interface MailLimitOptions {
  perRecipient?: number;
  perClient?: number;
  invitationsPerSender?: number;
  windowMs?: number;
  now?: () => number;
}

export class AccountMailLimits {
  private readonly perRecipient: WindowLimit;
  private readonly perClient: WindowLimit;
  private readonly invitationsPerSender: WindowLimit;

  constructor(options: MailLimitOptions = {}, env: { perRecipient: string; perClient: string } = PASSWORD_MAIL_ENV) {
    const windowMs = options.windowMs ?? HOUR_MS;
    const perRecipient = options.perRecipient ?? limitFromEnv(process.env[env.perRecipient], ACCOUNT_MAILS_PER_ADDRESS);
    const perClient = options.perClient ?? limitFromEnv(process.env[env.perClient], ACCOUNT_MAILS_PER_CLIENT);
    this.perRecipient = new WindowLimit({ max: perRecipient, windowMs, now: options.now });
    this.perClient = new WindowLimit({ max: perClient, windowMs, now: options.now });
    const invitations = options.invitationsPerSender ?? limitFromEnv(process.env.INVITATIONS_PER_COMPANY_PER_DAY, INVITATIONS_PER_SENDER);
    this.invitationsPerSender = new WindowLimit({ max: invitations, windowMs: DAY_MS, now: options.now });
  }

  /** Counts one mail to `email` asked for by `clientAddress`; throws 'too-many-requests' past either limit. */
  take(email: string, clientAddress: string | null): void {
    this.perClient.take(clientAddress || 'unknown');
    this.perRecipient.take(recipientKey(email));
  }

  /** Like `take`, for answers that must not change past the limit: the error, or null when the mail may go. */
  tryTake(email: string, clientAddress: string | null): MeteorError | null {
    try {
      this.take(email, clientAddress);
      return null;
    } catch (error) {
      return error as MeteorError;
    }
  }

  /** Counts one invitation `sender` (a company) sends; throws 'too-many-requests' past the day's limit. */
  takeInvitation(sender: string): void {
    this.invitationsPerSender.take(sender);
  }

  /** Counts one mail to `email`; false past the per-recipient limit (the caller sends nothing, and answers the same). */
  mayMail(email: string): boolean {
    try {
      this.perRecipient.take(recipientKey(email));
      return true;
    } catch {
      return false;
    }
  }
}

/** The verification-mail budget (its own env names; the defaults equal the password mails'). */
export function newVerificationMailLimits(options: MailLimitOptions = {}): AccountMailLimits {
  return new AccountMailLimits(
    {
      ...options,
      perRecipient: options.perRecipient ?? limitFromEnv(process.env[VERIFICATION_MAIL_ENV.perRecipient], VERIFICATION_MAILS_PER_ADDRESS),
      perClient: options.perClient ?? limitFromEnv(process.env[VERIFICATION_MAIL_ENV.perClient], VERIFICATION_MAILS_PER_CLIENT),
    },
    VERIFICATION_MAIL_ENV,
  );
}

let active: AccountMailLimits | null = null;
let verification: AccountMailLimits | null = null;

export function accountMailLimits(): AccountMailLimits | null {
  return active;
}

export function setAccountMailLimits(limits: AccountMailLimits | null): void {
  active = limits;
}

export function verificationMailLimits(): AccountMailLimits | null {
  return verification;
}

export function setVerificationMailLimits(limits: AccountMailLimits | null): void {
  verification = limits;
}
