// Meteor's accounts-password client (password_client.js) over an AccountsClient: the password
// is hashed in the browser (SHA-256 hex through Web Crypto, `{digest, algorithm: 'sha-256'}`), so
// the plaintext never travels. `loginWithPassword(selector, password)` takes a string selector as
// an e-mail when it contains '@', else as a username. The client-only checks give Meteor's
// messages: 'Must be logged in to change password.' (a plain Error), 400 'Password must be a
// string', 'Password may not be empty', 'Token must be a string', 'Must pass options.email',
// 'Need to pass token'. Every function takes an optional Meteor-style callback and returns a
// promise. Left out: `Accounts.onResetPasswordLink` & co.
// (see account-links.ts for this app's link handling).
import { type AccountsClient, type Callback, type LoginResult, settle } from '../accounts-base/accounts-client';
import { MeteorError } from '../meteor/errors';

export interface HashedPassword {
  digest: string;
  algorithm: 'sha-256';
}

export async function hashPassword(password: string): Promise<HashedPassword> {
  const bytes = new TextEncoder().encode(password);
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes);
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return { digest: hex, algorithm: 'sha-256' };
}

export type UserSelectorInput = string | { email: string } | { username: string } | { id: string };

export function userSelector(selector: UserSelectorInput): { email: string } | { username: string } | { id: string } {
  if (typeof selector === 'string') return selector.includes('@') ? { email: selector } : { username: selector };
  return selector;
}

/** The new-password checks Meteor's client makes before anything is sent. */
function checkNewPassword(password: unknown): asserts password is string {
  if (typeof password !== 'string') throw new MeteorError(400, 'Password must be a string');
  if (!password) throw new MeteorError(400, 'Password may not be empty');
}

export interface NewUserInput {
  email: string;
  password: string;
  profile?: { name?: { first?: string; last?: string } };
}

export function passwordClient(accounts: AccountsClient) {
  return {
    loginWithPassword(selector: UserSelectorInput, password: string, callback?: Callback): Promise<LoginResult | undefined> {
      const run = async () =>
        accounts.callLoginMethod('login', [{ user: userSelector(selector), password: await hashPassword(password) }]);
      return settle(run(), callback);
    },

    createUser(options: NewUserInput, callback?: Callback): Promise<LoginResult | undefined> {
      const run = async () => {
        checkNewPassword(options.password);
        const { password, ...rest } = options;
        return accounts.callLoginMethod('createUser', [{ ...rest, password: await hashPassword(password) }]);
      };
      return settle(run(), callback);
    },

    changePassword(oldPassword: string, newPassword: string, callback?: Callback): Promise<void> {
      const run = async () => {
        if (!accounts.userId()) throw new Error('Must be logged in to change password.');
        checkNewPassword(newPassword);
        await accounts.connection.applyAsync('changePassword', [await hashPassword(oldPassword), await hashPassword(newPassword)]);
      };
      return settle(run(), callback);
    },

    forgotPassword(options: { email?: string }, callback?: Callback): Promise<void> {
      const run = async () => {
        if (!options?.email) throw new MeteorError(400, 'Must pass options.email');
        await accounts.connection.applyAsync('forgotPassword', [{ email: options.email }]);
      };
      return settle(run(), callback);
    },

    resetPassword(token: string, newPassword: string, callback?: Callback): Promise<LoginResult | undefined> {
      const run = async () => {
        if (typeof token !== 'string') throw new MeteorError(400, 'Token must be a string');
        checkNewPassword(newPassword);
        return accounts.callLoginMethod('resetPassword', [token, await hashPassword(newPassword)]);
      };
      return settle(run(), callback);
    },

    verifyEmail(token: string, callback?: Callback): Promise<LoginResult | undefined> {
      const run = async () => {
        if (!token) throw new MeteorError(400, 'Need to pass token');
        return accounts.callLoginMethod('verifyEmail', [token]);
      };
      return settle(run(), callback);
    },
  };
}

export type PasswordClient = ReturnType<typeof passwordClient>;
