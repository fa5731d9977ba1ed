// Meteor's accounts-2fa methods, for the logged-in user (no user: 400 'No user logged in.'):
// - `generate2faActivationQrCode(appName)`: a new secret kept as pending under
//   `services.twoFactorAuthentication` (not yet enabled), answered as `{svg, secret, uri}` for an
//   authenticator app. Refused (400) while 2FA is enabled: a new secret would silently turn it off.
// - `enableUser2fa(code)`: a right code of the pending secret enables 2FA (`type: 'otp'`); no
//   secret: Meteor's 500; a wrong code: `invalid-2fa-code`.
// - `disableUser2fa(code)`: removes the service. Beyond Meteor, while 2FA is enabled it needs a
//   right code (none: `no-2fa-code`), so a session left open (or stolen) cannot take the second
//   factor away.
// - `has2faEnabled()`: whether the caller's 2FA is enabled (Meteor's earlier selector argument,
//   which told anyone about any account, is left out).
// Codes are checked by two-factor-codes.ts (once only, throttled; the client's address counts).
import type { AccountsServer } from '../accounts-base/accounts-server';
import { checkString, matchFailed } from '../accounts-base/arg-checks';
import { loginThrottle } from '../accounts-base/login-throttle';
import { SERVICES_WRITE, users } from '../accounts-base/users-collection';
import type { UserDoc } from '../accounts-base/user-types';
import type { MethodInvocation } from '../ddp-common/method-invocation';
import type { DdpServer } from '../ddp-server/ddp-server';
import { MeteorError } from '../meteor/errors';
import { activationOf, newTotpSecret } from './totp';
import { SERVICE_FIELD, acceptCode, check2faEnabled, twoFactorServiceOf } from './two-factor-codes';

const MAX_APP_NAME_LENGTH = 100;

async function loggedInUser(invocation: MethodInvocation): Promise<UserDoc> {
  const user = invocation.userId ? await users.findOneAsync({ _id: invocation.userId }) : undefined;
  if (!user) throw new MeteorError(400, 'No user logged in.');
  return user;
}

function checkArgs<T extends unknown[]>(args: unknown[], count: number): T {
  if (args.length > count) throw matchFailed();
  return args as T;
}

/** A code argument: counted against the client's address like a password, then checked. */
async function checkCode(accounts: AccountsServer, invocation: MethodInvocation, user: UserDoc, code: unknown): Promise<void> {
  if (code === undefined || code === '') throw accounts._handleError('2FA code must be informed', 'no-2fa-code');
  checkString(code);
  loginThrottle()?.takeAddressAttempt(invocation.connection?.clientAddress ?? null);
  if (!(await acceptCode(accounts, user, code))) throw accounts._handleError('Invalid 2FA code', 'invalid-2fa-code');
}

export function registerTwoFactorMethods(accounts: AccountsServer, server: DdpServer): void {
  server.methods({
    async generate2faActivationQrCode(this: MethodInvocation, ...args: unknown[]) {
      const [appName] = checkArgs<[unknown]>(args, 1);
      checkString(appName);
      if (appName.length > MAX_APP_NAME_LENGTH) throw matchFailed();
      const user = await loggedInUser(this);
      if (check2faEnabled(user)) {
        throw new MeteorError(400, 'The 2FA is activated. You need to disable the 2FA first before trying to generate a new activation code.');
      }
      const secret = newTotpSecret();
      const account = user.username ?? user.emails?.[0]?.address ?? user._id;
      await users.updateAsync({ _id: user._id }, { $set: { [SERVICE_FIELD]: { secret } } }, SERVICES_WRITE);
      return { ...activationOf(secret, appName.trim(), account), secret };
    },

    async enableUser2fa(this: MethodInvocation, ...args: unknown[]) {
      const [code] = checkArgs<[unknown]>(args, 1);
      checkString(code);
      const user = await loggedInUser(this);
      const service = twoFactorServiceOf(user);
      if (!service?.secret) {
        throw new MeteorError(500, 'The user does not have a secret generated. You may have to call the function generateSvgCode first.');
      }
      if (check2faEnabled(user)) return;
      await checkCode(accounts, this, user, code);
      await users.updateAsync({ _id: user._id, [`${SERVICE_FIELD}.secret`]: service.secret }, { $set: { [`${SERVICE_FIELD}.type`]: 'otp' } }, SERVICES_WRITE);
    },

    async disableUser2fa(this: MethodInvocation, ...args: unknown[]) {
      const [code] = checkArgs<[unknown]>(args, 1);
      const user = await loggedInUser(this);
      if (check2faEnabled(user)) await checkCode(accounts, this, user, code);
      await users.updateAsync({ _id: user._id }, { $unset: { [SERVICE_FIELD]: 1 } }, SERVICES_WRITE);
    },

    async has2faEnabled(this: MethodInvocation, ...args: unknown[]) {
      checkArgs(args, 0);
      return check2faEnabled(await loggedInUser(this));
    },
  });
}
