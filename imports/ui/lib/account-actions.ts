// The account actions that need the password client (hashing, password and 2FA login, links),
// the upload client or the sign-up's campaign data: a chunk of their own, loaded by account.ts on
// the first action, so an anonymous visitor's first page does not carry them.
import { Accounts } from 'meteor/accounts-base';
import { hashPassword } from 'meteor/accounts-password';
import 'meteor/accounts-2fa';
import { Meteor } from 'meteor/meteor';
import { UPLOAD_URLS, UploadFailure, uploadFile } from '../../api/files/upload-client';
import type { PasswordActions } from './account-types';
import { callMethod } from './account';
import { storedCampaign } from './campaign-tracking';
import { withFormErrors } from './method-errors';
import { reportSignIn } from './sign-in-event';
import type { MethodArgs, MethodInput, MethodName } from './wire-api';

/** A method that logs the connection in (it answers like `login`), through the accounts client so it stores the token. */
function callLoginMethod<N extends MethodName>(name: N, ...args: MethodArgs<N>): Promise<unknown> {
  return Accounts.callLoginMethod(name, args);
}

export const passwordActions: PasswordActions = {
  async login(email, password, code) {
    if (code === undefined) await Meteor.loginWithPassword({ email }, password);
    else await Meteor.loginWithPasswordAnd2faCode({ email }, password, code);
    void reportSignIn(() => callMethod('users.getUser'));
  },
  forgotPassword: (email) => Accounts.forgotPassword({ email }),
  async resetPassword(token, password) {
    await Accounts.resetPassword(token, password);
  },
  // It answers like `login` ({id, token, tokenExpires}), so the accounts client stores the token.
  async acceptInvitation(token, password, name) {
    const form = { token, password: await hashPassword(password), ...(name ? { name } : {}) };
    await withFormErrors('form', () => callLoginMethod('users.acceptInvitation', form));
  },
  async signUpFromInvitation(token, password, name) {
    const form = { token, password: await hashPassword(password), name };
    await withFormErrors('form', () => callLoginMethod('companyInvitations.acceptWithSignUp', form));
  },
  // The sign-up methods sign nobody in: they answer {sentTo}; the mailed link signs in.
  // Campaign data kept from the landing page (if not older than 12 hours) goes with the sign-up.
  async signUp(kind, { password, campaign = storedCampaign() ?? undefined, ...rest }) {
    const form = { ...rest, ...(campaign && Object.keys(campaign).length > 0 ? { campaign } : {}), password: await hashPassword(password) };
    // A candidate's form asks phone, country and city as well; the server checks that they are there.
    return withFormErrors('form', () =>
      kind === 'candidate' ? callMethod('users.signUp.start', form as MethodInput<'users.signUp.start'>) : callMethod('users.signUpCustomer', form),
    );
  },
  async verifyEmail(token) {
    await Accounts.verifyEmail(token);
  },
  async changeEmail(email, password) {
    const form = { email, password: await hashPassword(password) };
    return withFormErrors('form', () => callMethod('users.changeEmail', form));
  },
  async changePassword(oldPassword, newPassword) {
    await Accounts.changePassword(oldPassword, newPassword);
  },
  fetchWithLogin(url) {
    const token = Accounts._storedLoginToken();
    if (!token) return Promise.reject(new UploadFailure(401, 'unauthenticated', 'Please sign in again.'));
    return fetch(url, { headers: { Authorization: `Bearer ${token}` }, credentials: 'omit', cache: 'no-store' });
  },
  upload(kind, file, { onProgress, signal } = {}) {
    const token = Accounts._storedLoginToken();
    if (!token) return Promise.reject(new UploadFailure(401, 'unauthenticated', 'Please sign in again to upload files.'));
    return uploadFile(UPLOAD_URLS[kind], file, token, onProgress, { signal });
  },
};
