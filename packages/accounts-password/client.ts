// Browser entry of `meteor/accounts-password`: `Meteor.loginWithPassword(selector, password)` and
// `Accounts.createUser`, `changePassword`, `forgotPassword`, `resetPassword`, `verifyEmail` on
// accounts-base's client `Accounts`, installed when this module is imported, plus
// `handleAccountsLinks(location, navigate)` for the links in accounts mails.
// 2FA (`Meteor.loginWithPasswordAnd2faCode`) is meteor/accounts-2fa.
import { Accounts } from '../accounts-base/client';
import type { Callback, LoginResult } from '../accounts-base/accounts-client';
import { Meteor } from '../meteor/client';
import { type AccountsLinkOutcome, type LinkLocation, handleAccountsLinks as handleLinks } from './account-links';
import { type NewUserInput, type PasswordClient, type UserSelectorInput, passwordClient } from './password-client';

export { Accounts };
export { hashPassword, passwordClient, type HashedPassword, type NewUserInput, type UserSelectorInput } from './password-client';
export { EMAIL_VERIFIED_MESSAGE, type AccountsLinkOutcome, type LinkLocation } from './account-links';

declare module '../accounts-base/accounts-client' {
  interface AccountsClient {
    createUser: PasswordClient['createUser'];
    changePassword: PasswordClient['changePassword'];
    forgotPassword: PasswordClient['forgotPassword'];
    resetPassword: PasswordClient['resetPassword'];
    verifyEmail: PasswordClient['verifyEmail'];
  }
}

declare module '../meteor/client' {
  interface MeteorClientExtensions {
    loginWithPassword(selector: UserSelectorInput, password: string, callback?: Callback): Promise<LoginResult | undefined>;
  }
}

const password = passwordClient(Accounts);
Object.assign(Accounts, {
  createUser: (options: NewUserInput, callback?: Callback) => password.createUser(options, callback),
  changePassword: password.changePassword,
  forgotPassword: password.forgotPassword,
  resetPassword: password.resetPassword,
  verifyEmail: password.verifyEmail,
});
Object.assign(Meteor, { loginWithPassword: password.loginWithPassword });

/** Handles an accounts link in `location.hash` with the default `Accounts.verifyEmail`. */
export function handleAccountsLinks(location: LinkLocation, navigate: (path: string) => void): Promise<AccountsLinkOutcome | null> {
  return handleLinks(location, navigate, (token) => Accounts.verifyEmail(token));
}

export default Accounts;
