// The account adapter over Meteor: reactive state (user id, user, login in progress) and the
// account actions, for the app root to put into the AccountProvider. Importing it installs the
// accounts client (`meteor/accounts-base`, `meteor/accounts-password`), which resumes a stored
// login at once and adds Meteor.user(), Meteor.loggingIn() and Meteor.loginWithPassword().
import { Accounts } from 'meteor/accounts-base';
import { hashPassword } from 'meteor/accounts-password';
import 'meteor/accounts-2fa';
import { Meteor } from 'meteor/meteor';
import { UPLOAD_URLS, UploadFailure, uploadFile } from '../../api/files/upload-client';
import { useTracker } from 'meteor/react-meteor-data';
import { useEffect } from 'react';
import type { AccountActions, AccountState, AccountUser } from './account-types';
import { NO_OWN_COUNTS, readOwnCounts, subscribeOwnCounts } from './account-counts';
import { storedCampaign } from './campaign-tracking';
import { withFormErrors } from './method-errors';
import { reportSignIn } from './sign-in-event';
import type { MethodArgs, MethodInput, MethodName, MethodResult } from './wire-api';

function readAccountState(): AccountState {
  const userId = Meteor.userId();
  const user = userId ? ((Meteor.user() as AccountUser | null) ?? null) : null;
  return {
    userId,
    user,
    loggingIn: Meteor.loggingIn(),
    // Live: the documents badge falls in every tab as soon as one agrees, the bell as soon as one reads.
    ...(userId ? readOwnCounts() : NO_OWN_COUNTS),
    hidePrices: user?.profile?.hiddenPrices === true,
  };
}

/** The reactive account state. */
export function useAccount(): AccountState {
  const state = useTracker(readAccountState, []);
  // The server re-runs the counts for whoever is logged in on the connection; subscribing while
  // logged in only spares anonymous visitors the subscriptions.
  const signedIn = state.userId !== null;
  useEffect(() => (signedIn ? subscribeOwnCounts() : undefined), [signedIn]);
  return state;
}

function callMethod<N extends MethodName>(name: N, ...args: MethodArgs<N>): Promise<MethodResult<N>> {
  return Meteor.callAsync(name, ...args) as Promise<MethodResult<N>>;
}

/** A method that logs the connection in (it answers like `login`), through the accounts client so it stores the token. */
function callLoginMethod<N extends MethodName>(name: N, ...args: MethodArgs<N>): Promise<unknown> {
  return Accounts.callLoginMethod(name, args);
}

export const accountActions: AccountActions = {
  async login(email, password, code) {
    if (code === undefined) await Meteor.loginWithPassword({ email }, password);
    else await Meteor.loginWithPasswordAnd2faCode({ email }, password, code);
    void reportSignIn(() => callMethod('users.getUser'));
  },
  logout: () => Meteor.logout(),
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
  callMethod,
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
