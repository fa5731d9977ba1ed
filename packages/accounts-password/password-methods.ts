// Meteor's accounts-password methods. Every argument is type-checked before any query (400
// 'Match failed', or the spec's password/token messages), so operator objects never reach the
// database.
// - `createUser({email, password, profile?})`: client sign-up, then logged in. Stricter than
//   Meteor: only an e-mail, a password and `profile.name.{first,last}` are accepted; `roles`,
//   `services`, `emails`, `_id`, `username` or any other key fail with 'Match failed'.
// - `changePassword(old, new)`: 401 'Must be logged in'; keeps only this connection's token; a wrong old
//   password is throttled like a login (the address count and the account's growing delay).
// - `forgotPassword({email})`: mails a reset link. With ambiguous messages an unknown address
//   answers exactly like a known one (no error, the mail is sent in the background), so the
//   method does not reveal who has an account; otherwise Meteor's 403 'User not found'.
// - `resetPassword(token, new)`: for reset and enroll tokens; the token must be younger than its
//   lifetime (3 / 30 days) and works once; every login token is cleared (other connections log
//   out), the token's address is marked verified, and the caller is logged in (Meteor).
// - `verifyEmail(token)`: marks the address verified, voids its tokens and logs the caller in.
import type { MethodInvocation } from '../ddp-common/method-invocation';
import type { DdpServer } from '../ddp-server/ddp-server';
import type { AccountsServer } from '../accounts-base/accounts-server';
import { checkNonEmptyString, checkObjectKeys, checkString, matchFailed } from '../accounts-base/arg-checks';
import { loginThrottle } from '../accounts-base/login-throttle';
import { accountMailLimits } from '../accounts-base/mail-limits';
import { hashToken } from '../accounts-base/token-hash';
import { SERVICES_WRITE, users } from '../accounts-base/users-collection';
import type { PasswordTokenRecord, UserDoc, UserEmail } from '../accounts-base/user-types';
import { MeteorError } from '../meteor/errors';
import { sendResetPasswordEmail, sendVerificationEmail } from './email-tokens';
import { createUserWithDigest } from './password-accounts';
import { hashPassword, loginPasswordDigest, newPasswordDigest } from './password-hash';
import { verifyPassword } from './password-login';
import { findUserByEmail, ownEmailAddress } from './user-lookup';
import { Log } from '../logging/server';

/** Spec §5: a valid address whose top-level domain has at least two letters. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
const MAX_EMAIL_LENGTH = 254;
const MAX_NAME_LENGTH = 200;

function checkEmail(value: unknown): asserts value is string {
  checkNonEmptyString(value);
  if (value.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(value)) throw matchFailed();
}

function checkToken(value: unknown): asserts value is string {
  if (typeof value !== 'string') throw new MeteorError(400, 'Token must be a string');
}

/** The only profile a client may send: `{name: {first?, last?}}` with short strings. */
function clientProfile(value: unknown): Record<string, unknown> | undefined {
  if (value === undefined) return undefined;
  checkObjectKeys(value, ['name']);
  if (value.name === undefined) return {};
  checkObjectKeys(value.name, ['first', 'last']);
  const name: Record<string, string> = {};
  for (const part of ['first', 'last'] as const) {
    const text = value.name[part];
    if (text === undefined) continue;
    checkString(text);
    if (text.length > MAX_NAME_LENGTH) throw matchFailed();
    name[part] = text;
  }
  return { name };
}

function withVerified(emails: UserEmail[] | undefined, address: string): UserEmail[] {
  return (emails ?? []).map((entry) => (entry.address === address ? { ...entry, verified: true } : entry));
}

export function registerPasswordMethods(accounts: AccountsServer, server: DdpServer): void {
  server.methods({
    async createUser(this: MethodInvocation, ...args: unknown[]) {
      if (accounts._config.current.forbidClientAccountCreation) throw new MeteorError(403, 'Signups forbidden');
      const [options] = args;
      checkObjectKeys(options, ['email', 'password', 'profile']);
      checkEmail(options.email);
      const digest = newPasswordDigest(options.password);
      const profile = clientProfile(options.profile);
      const userId = await createUserWithDigest(accounts, profile ? { email: options.email, profile } : { email: options.email }, digest);
      if (accounts._config.current.sendVerificationEmail) await sendVerificationEmail(accounts, userId, options.email);
      return accounts._attemptLogin(this, 'createUser', args, { type: 'password', userId });
    },

    async changePassword(this: MethodInvocation, oldPassword: unknown, newPassword: unknown) {
      const oldDigest = loginPasswordDigest(oldPassword);
      const newDigest = newPasswordDigest(newPassword);
      if (!this.userId) throw new MeteorError(401, 'Must be logged in');
      // Guessing the old password is guessing a password: the same address count and account
      // delay as login (beyond Meteor, which does not limit changePassword).
      loginThrottle()?.takeAddressAttempt(this.connection?.clientAddress ?? null);
      const user = await users.findOneAsync({ _id: this.userId });
      if (!user) throw accounts._handleError('User not found');
      const refused = await verifyPassword(accounts, user, { id: user._id }, oldDigest);
      if (refused) throw refused;
      const bcrypt = await hashPassword(newDigest, accounts._config.bcryptRounds);
      const current = this.connection ? accounts.connectionLogins.hashedTokenOf(this.connection.id) : undefined;
      // Every other login token goes: the connections using them log out at once.
      const modifier: Record<string, unknown> = current
        ? {
            $set: { 'services.password.bcrypt': bcrypt },
            $pull: { 'services.resume.loginTokens': { hashedToken: { $ne: current } } },
          }
        : { $set: { 'services.password.bcrypt': bcrypt, 'services.resume.loginTokens': [] } };
      modifier.$unset = { 'services.password.reset': 1 };
      await users.updateAsync({ _id: user._id }, modifier, SERVICES_WRITE);
      return { passwordChanged: true };
    },

    async forgotPassword(this: MethodInvocation, ...args: unknown[]) {
      const [options] = args;
      checkObjectKeys(options, ['email']);
      checkNonEmptyString(options.email);
      // Before the lookup, so a known and an unknown address get the same answers.
      accountMailLimits()?.take(options.email, this.connection?.clientAddress ?? null);
      const user = await findUserByEmail(options.email);
      const address = user ? ownEmailAddress(user, options.email) : undefined;
      if (!accounts._config.ambiguousErrorMessages) {
        if (!user || !address) throw new MeteorError(403, 'User not found');
        await sendResetPasswordEmail(accounts, user._id, address);
        return;
      }
      if (user && address) {
        sendResetPasswordEmail(accounts, user._id, address).catch((error: unknown) =>
          Log.error('Exception while sending a reset password mail', { error: error instanceof Error ? error.message : String(error) }),
        );
      }
    },

    async resetPassword(this: MethodInvocation, ...args: unknown[]) {
      const [token, newPassword] = args;
      checkToken(token);
      const digest = newPasswordDigest(newPassword);
      const hashedToken = hashToken(token);
      const user = await users.findOneAsync({
        $or: [{ 'services.password.reset.hashedToken': hashedToken }, { 'services.password.enroll.hashedToken': hashedToken }],
      });
      const kind = user?.services?.password?.reset?.hashedToken === hashedToken ? 'reset' : 'enroll';
      const record = user?.services?.password?.[kind] as PasswordTokenRecord | undefined;
      if (!user || !record) throw new MeteorError(403, 'Token expired');
      const lifetime = kind === 'reset' ? accounts._config.resetLifetimeMs : accounts._config.enrollLifetimeMs;
      if (new Date(record.when).getTime() + lifetime < accounts.now()) throw new MeteorError(403, 'Token expired');
      if (!user.emails?.some((entry) => entry.address === record.email)) throw new MeteorError(403, 'Token has invalid email address');
      const bcrypt = await hashPassword(digest, accounts._config.bcryptRounds);
      // This connection's old login (if any) must not be logged out by the token clear below.
      if (this.connection) accounts.connectionLogins.forget(this.connection.id);
      // Conditional on the token still being there: two concurrent uses cannot both succeed.
      const changed = await users.updateAsync(
        { _id: user._id, [`services.password.${kind}.hashedToken`]: hashedToken },
        {
          $set: { 'services.password.bcrypt': bcrypt, 'services.resume.loginTokens': [], emails: withVerified(user.emails, record.email) },
          $unset: { 'services.password.reset': 1, 'services.password.enroll': 1 },
        },
        SERVICES_WRITE,
      );
      if (changed !== 1) throw new MeteorError(403, 'Invalid email');
      return accounts._attemptLogin(this, 'resetPassword', args, { type: 'password', userId: user._id });
    },

    async verifyEmail(this: MethodInvocation, ...args: unknown[]) {
      const [token] = args;
      checkToken(token);
      const hashedToken = hashToken(token);
      const user: UserDoc | undefined = await users.findOneAsync({ 'services.email.verificationTokens.hashedToken': hashedToken });
      const record = user?.services?.email?.verificationTokens?.find((entry) => entry.hashedToken === hashedToken);
      if (!user || !record) throw new MeteorError(403, 'Verify email link expired');
      if (!user.emails?.some((entry) => entry.address === record.address)) {
        throw new MeteorError(403, 'Verify email link is for unknown address');
      }
      const changed = await users.updateAsync(
        { _id: user._id, 'services.email.verificationTokens.hashedToken': hashedToken },
        {
          $set: { emails: withVerified(user.emails, record.address) },
          $pull: { 'services.email.verificationTokens': { address: record.address } },
        },
        SERVICES_WRITE,
      );
      if (changed !== 1) throw new MeteorError(403, 'Verify email link expired');
      return accounts._attemptLogin(this, 'verifyEmail', args, { type: 'password', userId: user._id });
    },
  });
}
