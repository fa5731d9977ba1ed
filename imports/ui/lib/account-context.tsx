// The account as components see it. The app root fills it from Meteor (lib/account.ts); tests
// provide any state directly, so no component needs a server to render.
import { createContext, type ReactNode, useContext } from 'react';
import type { Account } from './account-types';

function notConnected(): Promise<never> {
  return Promise.reject(new Error('No account connection'));
}

/** A logged-out account whose actions fail: the value outside any provider. */
export const loggedOutAccount: Account = {
  user: null,
  userId: null,
  loggingIn: false,
  unagreedCount: 0,
  unreadNotifications: 0,
  hidePrices: false,
  login: notConnected,
  logout: notConnected,
  forgotPassword: notConnected,
  resetPassword: notConnected,
  acceptInvitation: notConnected,
  signUpFromInvitation: notConnected,
  signUp: notConnected,
  verifyEmail: notConnected,
  changeEmail: notConnected,
  callMethod: notConnected,
  changePassword: notConnected,
  fetchWithLogin: notConnected,
  upload: notConnected,
};

const AccountContext = createContext<Account>(loggedOutAccount);

export function AccountProvider({ value, children }: { value: Account; children: ReactNode }) {
  return <AccountContext.Provider value={value}>{children}</AccountContext.Provider>;
}

/** The current account state and actions. */
export function useCurrentAccount(): Account {
  return useContext(AccountContext);
}
