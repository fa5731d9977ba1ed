// The second factor of a password login, as Meteor's accounts-password checks it once the
// password is right: an account with 2FA enabled needs `code` beside the password in
// `login({user, password, code})` (what `Meteor.loginWithPasswordAnd2faCode` sends). No code:
// `no-2fa-code` ('2FA code must be informed'); a wrong or used one: `invalid-2fa-code`
// ('Invalid 2FA code'). Other logins that prove only a password or a mailed token (resetPassword,
// verifyEmail, the app's own password-type logins) do not log a 2FA account in: Meteor answers
// them with `2fa-enabled` (the password is changed or the address verified all the same).
// Resume logins are not checked: the token was issued after the code. Kept in a hook of its own
// so other login checks (a disabled account, say) stay separate.
import type { AccountsServer, LoginAttempt } from '../accounts-base/accounts-server';
import type { StopHandle } from '../accounts-base/hooks';
import { acceptCode, check2faEnabled } from './two-factor-codes';

const TOKEN_LOGIN_REASONS: Record<string, string> = {
  resetPassword: 'Changed password, but user not logged in because 2FA is enabled',
  verifyEmail: 'Email verified, but user not logged in because 2FA is enabled',
};

export function installTwoFactorLoginCheck(accounts: AccountsServer): StopHandle {
  return accounts.validateLoginAttempt(async (attempt: LoginAttempt) => {
    if (!attempt.allowed || attempt.type !== 'password' || !check2faEnabled(attempt.user)) return true;
    const user = attempt.user as NonNullable<LoginAttempt['user']>;
    if (attempt.methodName !== 'login') {
      throw accounts._handleError(TOKEN_LOGIN_REASONS[attempt.methodName] ?? 'User not logged in because 2FA is enabled', '2fa-enabled');
    }
    const code = (attempt.methodArguments[0] as { code?: unknown } | undefined)?.code;
    if (code === undefined || code === '') throw accounts._handleError('2FA code must be informed', 'no-2fa-code');
    // The password handler has counted this attempt against the client's address already.
    if (!(await acceptCode(accounts, user, code))) throw accounts._handleError('Invalid 2FA code', 'invalid-2fa-code');
    return true;
  });
}
