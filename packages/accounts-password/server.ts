// Server entry of `meteor/accounts-password`: adds the password login handler, the methods
// `createUser`, `changePassword`, `forgotPassword`, `resetPassword`, `verifyEmail`, and the
// server API (`Accounts.createUser[Async]`, `setPasswordAsync`, `sendResetPasswordEmail`,
// `sendEnrollmentEmail`, `sendVerificationEmail`, `findUserByEmail`, `findUserByUsername`,
// `generateResetToken`, `generateVerificationToken`, `addEmailAsync`, `removeEmail`, and Meteor's
// internal `_hashPassword` / `_checkPasswordAsync`) onto accounts-base's `Accounts`.
// 2FA is meteor/accounts-2fa (the password handler takes its `code`). Left out: `setUsername`, `replaceEmailAsync`.
import { Accounts } from '../accounts-base/server';
import type { UserDoc } from '../accounts-base/user-types';
import { type LoginThrottle, loginThrottle, setLoginThrottle } from '../accounts-base/login-throttle';
import { ddpServer } from '../ddp-server/index';
import {
  type SentTokenEmail,
  generatePasswordToken,
  generateVerificationToken,
  sendEnrollmentEmail,
  sendResetPasswordEmail,
  sendVerificationEmail,
} from './email-tokens';
import { addEmailAsync, removeEmail } from './email-addresses';
import { type CreateUserOptions, createUserAsync, setPasswordAsync } from './password-accounts';
import { hashPassword, loginPasswordDigest, newPasswordDigest } from './password-hash';
import { registerPasswordLoginHandler, verifyPassword } from './password-login';
import { registerPasswordMethods } from './password-methods';
import { findUserByEmail, findUserByUsername } from './user-lookup';

export { Accounts };
export type { CreateUserOptions, SentTokenEmail };
export { sha256Hex } from './password-hash';

type TokenInfo = { email: string; user: UserDoc; token: string };

declare module '../accounts-base/accounts-server' {
  interface AccountsServer {
    createUser(options: CreateUserOptions): Promise<string>;
    createUserAsync(options: CreateUserOptions): Promise<string>;
    setPasswordAsync(userId: string, password: unknown, options?: { logout?: boolean }): Promise<void>;
    sendResetPasswordEmail(userId: string, email?: string): Promise<SentTokenEmail>;
    sendEnrollmentEmail(userId: string, email?: string): Promise<SentTokenEmail>;
    sendVerificationEmail(userId: string, address?: string): Promise<SentTokenEmail>;
    generateResetToken(userId: string, email?: string, reason?: 'resetPassword' | 'enrollAccount'): Promise<TokenInfo>;
    generateVerificationToken(userId: string, address?: string): Promise<TokenInfo>;
    findUserByEmail(email: string): Promise<UserDoc | undefined>;
    findUserByUsername(username: string): Promise<UserDoc | undefined>;
    addEmailAsync(userId: string, newEmail: string, verified?: boolean): Promise<void>;
    removeEmail(userId: string, email: string): Promise<void>;
    /** Meteor's bcrypt of a password (plaintext or `{digest, algorithm}`), as createUser stores it. */
    _hashPassword(password: unknown): Promise<string>;
    /** Meteor's password check: `{userId}` or `{userId, error}` (after the account's throttle delay). */
    _checkPasswordAsync(user: UserDoc, password: unknown): Promise<{ userId: string; error?: Error }>;
    /** Beyond Meteor: the password-guessing throttle (per address, growing delay per account). */
    loginThrottle(): LoginThrottle | null;
    setLoginThrottle(throttle: LoginThrottle | null): void;
  }
}

Object.assign(Accounts, {
  createUser: (options: CreateUserOptions) => createUserAsync(Accounts, options),
  createUserAsync: (options: CreateUserOptions) => createUserAsync(Accounts, options),
  setPasswordAsync: (userId: string, password: unknown, options?: { logout?: boolean }) =>
    setPasswordAsync(Accounts, userId, password, options),
  sendResetPasswordEmail: (userId: string, email?: string) => sendResetPasswordEmail(Accounts, userId, email),
  sendEnrollmentEmail: (userId: string, email?: string) => sendEnrollmentEmail(Accounts, userId, email),
  sendVerificationEmail: (userId: string, address?: string) => sendVerificationEmail(Accounts, userId, address),
  generateResetToken: (userId: string, email?: string, reason: 'resetPassword' | 'enrollAccount' = 'resetPassword') =>
    generatePasswordToken(Accounts, userId, email, reason === 'enrollAccount' ? 'enroll' : 'reset'),
  generateVerificationToken: (userId: string, address?: string) => generateVerificationToken(Accounts, userId, address),
  findUserByEmail,
  findUserByUsername,
  addEmailAsync: (userId: string, newEmail: string, verified?: boolean) => addEmailAsync(Accounts, userId, newEmail, verified),
  removeEmail,
  _hashPassword: (password: unknown) => hashPassword(newPasswordDigest(password), Accounts._config.bcryptRounds),
  async _checkPasswordAsync(user: UserDoc, password: unknown) {
    const error = await verifyPassword(Accounts, user, { id: user._id }, loginPasswordDigest(password));
    return error ? { userId: user._id, error } : { userId: user._id };
  },
  loginThrottle,
  setLoginThrottle,
});

registerPasswordLoginHandler(Accounts);
registerPasswordMethods(Accounts, ddpServer);

export default Accounts;
