// Meteor's accounts-base methods and its `resume` login handler:
// - `login(options)`: runs the login handlers; `{resume: token}` logs in with a token the client
//   kept (hashed and looked up; Meteor's legacy unhashed `{token}` entries are upgraded), refused
//   with 403 "You've been logged out by the server. Please log in again." for an unknown token
//   and 403 "Your session has expired. Please log in again." for one older than its lifetime.
// - `logout()`: removes this connection's token and logs the connection out.
// - `getNewToken()`: a new token with the same `when` as the current one (Meteor's errors
//   `"You are not logged in."` and `"Invalid login token"` are codes without reasons).
// - `removeOtherTokens()`: keeps only this connection's token; other connections log out.
// Left out: `configureLoginService` (no OAuth).
import type { MethodInvocation } from '../ddp-common/method-invocation';
import type { DdpServer } from '../ddp-server/ddp-server';
import { MeteorError } from '../meteor/errors';
import type { AccountsServer } from './accounts-server';
import { checkString, isPlainObject, matchFailed } from './arg-checks';
import { recordFailedResume } from './resume-limit';
import { hashToken, newToken } from './token-hash';
import { SERVICES_WRITE, users } from './users-collection';
import type { LoginHandlerResult } from './user-types';

type StoredToken = { when: Date | number; hashedToken?: string; token?: string };

async function resumeHandler(accounts: AccountsServer, options: Record<string, unknown>): Promise<LoginHandlerResult> {
  if (!('resume' in options)) return undefined;
  const token = options.resume;
  checkString(token);
  const hashedToken = hashToken(token);
  let user = await users.findOneAsync({ 'services.resume.loginTokens.hashedToken': hashedToken });
  let legacy = false;
  if (!user) {
    // Old Meteor databases hold unhashed tokens; found ones are upgraded below.
    user = await users.findOneAsync({ 'services.resume.loginTokens.token': token });
    legacy = user !== undefined;
  }
  if (!user) return { error: new MeteorError(403, "You've been logged out by the server. Please log in again.") };
  const stored = (user.services?.resume?.loginTokens ?? []) as StoredToken[];
  const record = stored.find((entry) => (legacy ? entry.token === token : entry.hashedToken === hashedToken));
  if (!record) return { error: new MeteorError(403, "You've been logged out by the server. Please log in again.") };
  if (accounts.tokenExpiration(record.when).getTime() < accounts.now()) {
    return { userId: user._id, error: new MeteorError(403, 'Your session has expired. Please log in again.') };
  }
  const when = new Date(record.when);
  if (legacy) {
    await users.updateAsync(
      { _id: user._id },
      { $pull: { 'services.resume.loginTokens': { token } } },
      SERVICES_WRITE,
    );
    await accounts._insertHashedLoginToken(user._id, { when, hashedToken });
  }
  return { userId: user._id, stampedLoginToken: { token, when } };
}

export function registerLoginMethods(accounts: AccountsServer, server: DdpServer): void {
  accounts.registerLoginHandler('resume', async function (this: MethodInvocation, options) {
    const address = this.connection?.clientAddress;
    // Only failures count against the address (resume-limit.ts): a valid token is no guess.
    const result = await resumeHandler(accounts, options).catch((error: unknown) => ({ error }));
    if (result?.error) recordFailedResume(address);
    return result;
  });

  server.methods({
    async login(this: MethodInvocation, ...args: unknown[]) {
      const [options] = args;
      if (args.length !== 1 || !isPlainObject(options)) throw matchFailed();
      const result = await accounts._runLoginHandlers(this, options);
      return accounts._attemptLogin(this, 'login', args, result);
    },

    async logout(this: MethodInvocation) {
      await accounts._logoutConnection(this);
    },

    async getNewToken(this: MethodInvocation) {
      const hashedToken = this.connection ? accounts.connectionLogins.hashedTokenOf(this.connection.id) : undefined;
      if (!this.userId || !hashedToken) throw new MeteorError('You are not logged in.');
      const user = await users.findOneAsync({ _id: this.userId, 'services.resume.loginTokens.hashedToken': hashedToken });
      const current = (user?.services?.resume?.loginTokens as StoredToken[] | undefined)?.find(
        (entry) => entry.hashedToken === hashedToken,
      );
      if (!user || !current) throw new MeteorError('Invalid login token');
      // Meteor keeps the old token's `when`, so a new token never extends the session.
      const when = new Date(current.when);
      const fresh = { token: newToken(), when };
      await accounts._insertHashedLoginToken(user._id, { when, hashedToken: hashToken(fresh.token) });
      return accounts._loginUser(this, user._id, fresh);
    },

    async removeOtherTokens(this: MethodInvocation) {
      const hashedToken = this.connection ? accounts.connectionLogins.hashedTokenOf(this.connection.id) : undefined;
      if (!this.userId || !hashedToken) throw new MeteorError('You are not logged in.');
      await users.updateAsync(
        { _id: this.userId },
        { $pull: { 'services.resume.loginTokens': { hashedToken: { $ne: hashedToken } } } },
        SERVICES_WRITE,
      );
    },
  });
}
