// Server entry of `meteor/accounts-base`: creates `Accounts` over this process's DDP server,
// `Meteor.users` and `Meteor.userAsync()`, the `login`/`logout`/`getNewToken`/`removeOtherTokens`
// methods with the resume handler, the universal publication of the user's own document, and the
// token sweep (started with the app's startup callbacks). `meteor/accounts-password` adds the
// password handler and methods onto the same `Accounts`. Left out: `Meteor.user()` on the server
// (Meteor 3 wants `userAsync`), OAuth services.
import { ddpServer } from '../ddp-server/index';
import { Meteor } from '../meteor/server';
import { AccountsServer } from './accounts-server';
import { registerLoginMethods } from './login-methods';
import { publishOwnUser } from './user-publication';
import { TokenSweep, sweepExpiredTokens } from './token-sweep';
import { users } from './users-collection';
import type { UserDoc } from './user-types';

export { AccountsServer, AMBIGUOUS_ERROR_MESSAGE, type LoginAttempt, type LoginHandler, type OnCreateUser } from './accounts-server';
export type { AccountsOptions } from './accounts-config';
export type { AccountsUrls, EmailTemplate, EmailTemplates } from './email-templates';
export { OWN_USER_FIELDS } from './user-publication';
export { installAccountsRateLimits, removeDefaultRateLimit } from './rate-limits';
export { LoginThrottle, type LoginThrottleOptions, loginThrottle, setLoginThrottle } from './login-throttle';
export { AccountMailLimits, accountMailLimits, newVerificationMailLimits, setAccountMailLimits, setVerificationMailLimits, verificationMailLimits } from './mail-limits';
export { hashToken as _hashLoginToken } from './token-hash';
export { ensureUserIndexes } from './users-collection';
export type * from './user-types';

declare module '../meteor/server' {
  interface MeteorServerExtensions {
    users: typeof users;
    /** The acting user's document (in a method or publication), or null. */
    userAsync(options?: { fields?: Record<string, 0 | 1> }): Promise<UserDoc | null>;
  }
}

class ServerAccounts extends AccountsServer {
  private readonly sweep = new TokenSweep(this);

  /** Runs the expiry sweep now (the timer runs it every 10 minutes). */
  sweepExpiredTokens(): Promise<void> {
    return sweepExpiredTokens(this);
  }

  startTokenSweep(intervalMs?: number): void {
    this.sweep.start(intervalMs);
  }

  stopTokenSweep(): void {
    this.sweep.stop();
  }
}

export const Accounts = new ServerAccounts(ddpServer);
export type { ServerAccounts };

Object.assign(Meteor, {
  users,
  userAsync(options: { fields?: Record<string, 0 | 1> } = {}): Promise<UserDoc | null> {
    return Accounts.userAsync(Meteor.userId(), options);
  },
});

registerLoginMethods(Accounts, ddpServer);
publishOwnUser(ddpServer);
Meteor.startup(() => Accounts.startTokenSweep());

export default Accounts;
