// The account adapter over Meteor: reactive state (user id, user, login in progress) and the
// account actions, for the app root to put into the AccountProvider. Importing it installs the
// accounts client (`meteor/accounts-base`), which resumes a stored login at once and adds
// Meteor.user() and Meteor.loggingIn(). The actions that need the password client or the upload
// client live in account-actions.ts, loaded on the first such action: a visitor who only reads
// public pages never needs them.
import 'meteor/accounts-base';
import { Meteor } from 'meteor/meteor';
import { useTracker } from 'meteor/react-meteor-data';
import { useEffect } from 'react';
import type { AccountActions, AccountState, AccountUser, PasswordActions } from './account-types';
import { NO_OWN_COUNTS, readOwnCounts, subscribeOwnCounts } from './account-counts';
import type { MethodArgs, MethodName, MethodResult } from './wire-api';

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

export function callMethod<N extends MethodName>(name: N, ...args: MethodArgs<N>): Promise<MethodResult<N>> {
  return Meteor.callAsync(name, ...args) as Promise<MethodResult<N>>;
}

let passwordActions: Promise<PasswordActions> | undefined;

/** An action of account-actions.ts, loading that chunk the first time one is called. */
function later<K extends keyof PasswordActions>(name: K): PasswordActions[K] {
  const run = async (...args: unknown[]) => {
    passwordActions ??= import('./account-actions').then((module) => module.passwordActions);
    const action = (await passwordActions)[name] as (...params: unknown[]) => unknown;
    return action(...args);
  };
  return run as PasswordActions[K];
}

export const accountActions: AccountActions = {
  login: later('login'),
  logout: () => Meteor.logout(),
  forgotPassword: later('forgotPassword'),
  resetPassword: later('resetPassword'),
  acceptInvitation: later('acceptInvitation'),
  signUpFromInvitation: later('signUpFromInvitation'),
  signUp: later('signUp'),
  verifyEmail: later('verifyEmail'),
  changeEmail: later('changeEmail'),
  callMethod,
  changePassword: later('changePassword'),
  fetchWithLogin: later('fetchWithLogin'),
  upload: later('upload'),
};
