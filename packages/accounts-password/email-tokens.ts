// Meteor's e-mailed tokens (password_server.js `generateResetToken`, `generateVerificationToken`,
// `sendResetPasswordEmail`, `sendEnrollmentEmail`, `sendVerificationEmail`): a reset or enroll
// token replaces the previous one (`services.password.reset` / `.enroll` are single records), a
// verification token is pushed onto `services.email.verificationTokens`. Beyond Meteor, only the
// token's SHA-256 (`hashedToken`) is stored: the raw token exists only in the mail's link. The
// mail is built from `Accounts.emailTemplates` and sent with `Email.sendAsync`; the token is
// never logged. Errors: "Can't find user", "No such email for user.", "That user has no
// unverified email addresses." (through `_handleError`).
import type { AccountsServer } from '../accounts-base/accounts-server';
import type { EmailTemplate } from '../accounts-base/email-templates';
import { hashToken, newToken } from '../accounts-base/token-hash';
import { SERVICES_WRITE, users } from '../accounts-base/users-collection';
import type { UserDoc } from '../accounts-base/user-types';
import { Email, type EmailOptions } from '../email/server';
import { ownEmailAddress } from './user-lookup';

export interface SentTokenEmail {
  email: string;
  user: UserDoc;
  token: string;
  url: string;
  options: EmailOptions;
}

type TokenKind = 'reset' | 'enroll';

async function findUserOrFail(accounts: AccountsServer, userId: string): Promise<UserDoc> {
  const user = typeof userId === 'string' ? await users.findOneAsync({ _id: userId }) : undefined;
  if (!user) throw accounts._handleError("Can't find user");
  return user;
}

/** Stores a new reset or enroll token for `email` (default: the user's first address). */
export async function generatePasswordToken(
  accounts: AccountsServer,
  userId: string,
  email: string | undefined,
  reason: TokenKind,
): Promise<{ email: string; user: UserDoc; token: string }> {
  const user = await findUserOrFail(accounts, userId);
  const address = email === undefined ? user.emails?.[0]?.address : ownEmailAddress(user, email);
  if (!address) throw accounts._handleError('No such email for user.');
  const token = newToken();
  const record = { hashedToken: hashToken(token), email: address, when: new Date(accounts.now()), reason };
  await users.updateAsync({ _id: user._id }, { $set: { [`services.password.${reason}`]: record } }, SERVICES_WRITE);
  return { email: address, user, token };
}

/** Stores a verification token for `address` (default: the first unverified address). */
export async function generateVerificationToken(
  accounts: AccountsServer,
  userId: string,
  address: string | undefined,
): Promise<{ email: string; user: UserDoc; token: string }> {
  const user = await findUserOrFail(accounts, userId);
  const chosen =
    address === undefined ? user.emails?.find((entry) => !entry.verified)?.address : ownEmailAddress(user, address);
  if (!chosen) {
    throw accounts._handleError(address === undefined ? 'That user has no unverified email addresses.' : 'No such email for user.');
  }
  const token = newToken();
  const record = { hashedToken: hashToken(token), address: chosen, when: new Date(accounts.now()) };
  await users.updateAsync({ _id: user._id }, { $push: { 'services.email.verificationTokens': record } }, SERVICES_WRITE);
  return { email: chosen, user, token };
}

function buildMail(accounts: AccountsServer, template: EmailTemplate, user: UserDoc, to: string, url: string): EmailOptions {
  const templates = accounts.emailTemplates;
  const options: EmailOptions = {
    to,
    from: template.from ? template.from(user) : templates.from,
    subject: template.subject ? template.subject(user) : '',
  };
  if (template.text) options.text = template.text(user, url);
  if (template.html) options.html = template.html(user, url);
  if (templates.headers) options.headers = templates.headers;
  return options;
}

async function send(
  accounts: AccountsServer,
  generated: { email: string; user: UserDoc; token: string },
  template: EmailTemplate,
  url: string,
): Promise<SentTokenEmail> {
  const options = buildMail(accounts, template, generated.user, generated.email, url);
  await Email.sendAsync(options);
  return { ...generated, url, options };
}

export async function sendResetPasswordEmail(accounts: AccountsServer, userId: string, email?: string): Promise<SentTokenEmail> {
  const generated = await generatePasswordToken(accounts, userId, email, 'reset');
  return send(accounts, generated, accounts.emailTemplates.resetPassword, accounts.urls.resetPassword(generated.token));
}

export async function sendEnrollmentEmail(accounts: AccountsServer, userId: string, email?: string): Promise<SentTokenEmail> {
  const generated = await generatePasswordToken(accounts, userId, email, 'enroll');
  return send(accounts, generated, accounts.emailTemplates.enrollAccount, accounts.urls.enrollAccount(generated.token));
}

export async function sendVerificationEmail(accounts: AccountsServer, userId: string, address?: string): Promise<SentTokenEmail> {
  const generated = await generateVerificationToken(accounts, userId, address);
  return send(accounts, generated, accounts.emailTemplates.verifyEmail, accounts.urls.verifyEmail(generated.token));
}
