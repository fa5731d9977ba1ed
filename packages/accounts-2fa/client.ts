// Browser entry of `meteor/accounts-2fa`: `Meteor.loginWithPasswordAnd2faCode(selector,
// password, code)` (the password login with the code beside it, as `login({user, password,
// code})`), and on `Accounts`: `generate2faActivationQrCode(appName)` → `{svg, secret, uri}`,
// `enableUser2fa(code)`, `disableUser2fa(code)` (the code is needed while 2FA is on: beyond
// Meteor) and `has2faEnabled()`. Each takes an optional Meteor-style callback and returns a
// promise. The server answers a password login of a 2FA account without a code with the
// error `no-2fa-code`: ask for the code, then call loginWithPasswordAnd2faCode.
import { Accounts } from '../accounts-base/client';
import { type Callback, type LoginResult, settle } from '../accounts-base/accounts-client';
import { hashPassword, type UserSelectorInput, userSelector } from '../accounts-password/password-client';
import '../accounts-password/client';
import { Meteor } from '../meteor/client';

export interface TwoFactorActivation {
  svg: string;
  secret: string;
  uri: string;
}

declare module '../accounts-base/accounts-client' {
  interface AccountsClient {
    generate2faActivationQrCode(appName: string, callback?: Callback): Promise<TwoFactorActivation>;
    enableUser2fa(code: string, callback?: Callback): Promise<void>;
    disableUser2fa(code?: string, callback?: Callback): Promise<void>;
    has2faEnabled(callback?: Callback): Promise<boolean>;
  }
}

declare module '../meteor/client' {
  interface MeteorClientExtensions {
    loginWithPasswordAnd2faCode(selector: UserSelectorInput, password: string, code: string, callback?: Callback): Promise<LoginResult | undefined>;
  }
}

const call = <T>(name: string, args: unknown[], callback?: Callback): Promise<T> =>
  settle(Accounts.connection.applyAsync(name, args) as Promise<T>, callback);

Object.assign(Accounts, {
  generate2faActivationQrCode: (appName: string, callback?: Callback) => call<TwoFactorActivation>('generate2faActivationQrCode', [appName], callback),
  enableUser2fa: (code: string, callback?: Callback) => call<void>('enableUser2fa', [code], callback),
  disableUser2fa: (code?: string, callback?: Callback) => call<void>('disableUser2fa', code === undefined ? [] : [code], callback),
  has2faEnabled: (callback?: Callback) => call<boolean>('has2faEnabled', [], callback),
});

Object.assign(Meteor, {
  loginWithPasswordAnd2faCode(selector: UserSelectorInput, password: string, code: string, callback?: Callback): Promise<LoginResult | undefined> {
    const run = async () => Accounts.callLoginMethod('login', [{ user: userSelector(selector), password: await hashPassword(password), code }]);
    return settle(run(), callback);
  },
});

export { Accounts };
export default Accounts;
