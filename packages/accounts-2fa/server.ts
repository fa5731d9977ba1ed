// Server entry of `meteor/accounts-2fa`: TOTP two-factor sign-in (RFC 6238) on accounts-base's
// `Accounts`: the methods `generate2faActivationQrCode`, `enableUser2fa`, `disableUser2fa`,
// `has2faEnabled` (two-factor-methods.ts), the second factor of password logins
// (two-factor-login-check.ts) and `Accounts._check2faEnabled(user)`. The secret lives in
// `services.twoFactorAuthentication`, which no publication sends. Left out: `Accounts._is2faEnabledForUser`
// by selector (it tells about any account), `_generate2faToken` (tests use otpauth).
import '../accounts-password/server';
import { Accounts } from '../accounts-base/server';
import type { UserDoc } from '../accounts-base/user-types';
import { ddpServer } from '../ddp-server/index';
import { check2faEnabled } from './two-factor-codes';
import { installTwoFactorLoginCheck } from './two-factor-login-check';
import { registerTwoFactorMethods } from './two-factor-methods';

export { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from './totp';
export type { TwoFactorService } from './two-factor-codes';

declare module '../accounts-base/accounts-server' {
  interface AccountsServer {
    /** Meteor's check: the user has a secret confirmed by a code. */
    _check2faEnabled(user: UserDoc | null | undefined): boolean;
  }
}

Object.assign(Accounts, { _check2faEnabled: check2faEnabled });
registerTwoFactorMethods(Accounts, ddpServer);
installTwoFactorLoginCheck(Accounts);

export { Accounts };
export default Accounts;
