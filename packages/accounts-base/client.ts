// Browser entry of `meteor/accounts-base`: `Accounts` (an AccountsClient over the default
// connection, keeping its token in localStorage) and the client `Meteor` members Meteor's
// accounts-base adds — `Meteor.user()`, `Meteor.userAsync()`, `Meteor.loggingIn()`,
// `Meteor.logout()`, `Meteor.logoutOtherClients()`, `Meteor.loginWithToken()`, `Meteor.users` —
// installed when this module is imported. The stored token is resumed at once (page load).
// Left out: `Accounts.onPageLoadLogin`, OAuth login helpers.
import { getDefaultConnection, Meteor } from '../meteor/client';
import { AccountsClient, type Callback, type ClientUser, type LoginResult, type TokenStorage, memoryStorage } from './accounts-client';

export { AccountsClient, memoryStorage, settle, LOGIN_TOKEN_KEY, LOGIN_TOKEN_EXPIRES_KEY, USER_ID_KEY } from './accounts-client';
export { accountsLinkIn, type AccountsLinkKind } from './url-hash';
export type { Callback, ClientUser, LoginResult, TokenStorage } from './accounts-client';
export type * from './user-types';

declare module '../meteor/client' {
  interface MeteorClientExtensions {
    users: AccountsClient['users'];
    user(): ClientUser | null;
    userAsync(): Promise<ClientUser | null>;
    loggingIn(): boolean;
    logout(callback?: Callback): Promise<void>;
    logoutOtherClients(callback?: Callback): Promise<void>;
    loginWithToken(token: string, callback?: Callback): Promise<LoginResult | undefined>;
  }
}

/** localStorage when the browser lets us use it (private modes may throw), else memory. */
function browserStorage(): TokenStorage {
  try {
    const storage = globalThis.localStorage;
    const probe = '__meteor_accounts_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return memoryStorage();
  }
}

export const Accounts = new AccountsClient({ connection: getDefaultConnection(), storage: browserStorage() });

/** Puts the accounts members on a client `Meteor` object (the default one below). */
export function installAccountsOnMeteor(meteor: object, accounts: AccountsClient): void {
  Object.assign(meteor, {
    users: accounts.users,
    user: () => accounts.user(),
    userAsync: async () => accounts.user(),
    userId: () => accounts.userId(),
    loggingIn: () => accounts.loggingIn(),
    logout: (callback?: Callback) => accounts.logout(callback),
    logoutOtherClients: (callback?: Callback) => accounts.logoutOtherClients(callback),
    loginWithToken: (token: string, callback?: Callback) => accounts.loginWithToken(token, callback),
  });
}

installAccountsOnMeteor(Meteor, Accounts);
void Accounts._autoLogin();

export default Accounts;
