// The account adapter over Meteor: reactive state (user id, user, login in progress) and the
// account actions, for the app root to put into the AccountProvider.
// `Meteor.user`, `Meteor.loggingIn`, `Meteor.loginWithPassword` and `Meteor.logout` are added to
// the Meteor object by accounts-base/accounts-password (the accounts issue); until then they are
// looked up at call time, so the adapter reports "not available" instead of failing to load.
import { Meteor } from 'meteor/meteor';
import { useTracker } from 'meteor/react-meteor-data';
import type { AccountActions, AccountState, AccountUser } from './account-types';
import { METHODS } from './method-names';
import { reportSignIn } from './sign-in-event';

type Callback = (error?: unknown) => void;

interface AccountsFacade {
  user?: () => AccountUser | null;
  loggingIn?: () => boolean;
  loginWithPassword?: (selector: { email: string }, password: string, callback: Callback) => void;
  logout?: (callback: Callback) => void;
}

const meteor = Meteor as typeof Meteor & AccountsFacade;

function accountsCall(name: 'loginWithPassword' | 'logout', run: (callback: Callback) => void): Promise<void> {
  if (typeof meteor[name] !== 'function') return Promise.reject(new Error('Signing in is not available yet.'));
  return new Promise((resolve, reject) => run((error) => (error ? reject(error) : resolve())));
}

function readAccountState(): AccountState {
  const userId = meteor.userId();
  const user = userId ? (meteor.user?.() ?? null) : null;
  return {
    userId,
    user,
    loggingIn: meteor.loggingIn?.() ?? false,
    // Awaits the documents API (a count of the user's documents with status '2').
    unagreedCount: 0,
    hidePrices: user?.profile?.hiddenPrices === true,
  };
}

/** The reactive account state. */
export function useAccount(): AccountState {
  return useTracker(readAccountState, []);
}

function callMethod<T = unknown>(name: string, ...args: unknown[]): Promise<T> {
  return meteor.callAsync(name, ...args) as Promise<T>;
}

export const accountActions: AccountActions = {
  async login(email, password) {
    await accountsCall('loginWithPassword', (done) => meteor.loginWithPassword?.({ email }, password, done));
    void reportSignIn(() => callMethod<AccountUser | null>(METHODS.getUser));
  },
  logout: () => accountsCall('logout', (done) => meteor.logout?.(done)),
  // What Accounts.forgotPassword sends: the server mails a reset link.
  forgotPassword: (email) => callMethod<void>('forgotPassword', { email }),
  callMethod,
};
