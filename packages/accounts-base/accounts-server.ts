// Meteor's `AccountsServer` (accounts_server.js): the `Accounts` object on the server. It keeps
// the login handlers (`registerLoginHandler`, run in registration order, the first answer wins),
// the hooks (`onLogin`, `onLoginFailure`, `validateLoginAttempt`, `onLogout`, `onCreateUser`,
// `validateNewUser`), `config`, `urls`, `emailTemplates`, and logs a method's connection in:
// a fresh token is stored as `{when, hashedToken}`, the connection's user is set (its
// subscriptions re-run) and its token is watched so that removing it logs the connection out.
// Errors that could tell whether an account exists go through `_handleError`, which answers
// 'Something went wrong. Please check your credentials.' while ambiguousErrorMessages is on.
// Beyond Meteor: the clock is injectable (`setClock`) so expiries can be tested without fake
// timers. Left out: OAuth (2FA is meteor/accounts-2fa), `Accounts.addAutopublishFields`, `Accounts.onExternalLogin`.
import type { MethodInvocation } from '../ddp-common/method-invocation';
import type { ConnectionHandle } from '../ddp-server/current-invocation';
import type { DdpServer } from '../ddp-server/ddp-server';
import { MeteorError } from '../meteor/errors';
import { AccountsConfig, type AccountsOptions } from './accounts-config';
import { ConnectionLogins } from './connection-logins';
import { type AccountsUrls, type EmailTemplates, defaultEmailTemplates, defaultUrls } from './email-templates';
import { Hook, type StopHandle } from './hooks';
import { hashToken, newToken } from './token-hash';
import { SERVICES_WRITE, users } from './users-collection';
import type { LoginHandlerResult, LoginMethodResult, UserDoc } from './user-types';
import { Log } from '../logging/server';

export const AMBIGUOUS_ERROR_MESSAGE = 'Something went wrong. Please check your credentials.';

/**
 * The app's message for each reason `_handleError` gives, in the details as the app's own errors
 * name theirs (imports/api/common/user-error.ts), so the browser words a login failure in the
 * reader's language; the reason stays the English sentence.
 */
const WORDED_REASONS: Readonly<Record<string, string>> = {
  [AMBIGUOUS_ERROR_MESSAGE]: 'errors.account.checkCredentials',
  'User not found': 'errors.notFound.user',
  'Incorrect password': 'errors.account.incorrectPassword',
  'User has no password set': 'errors.account.noPassword',
};

export interface LoginAttempt {
  type: string;
  allowed: boolean;
  error?: unknown;
  user?: UserDoc;
  connection: ConnectionHandle | null;
  methodName: string;
  methodArguments: unknown[];
}

export type LoginHandler = (this: MethodInvocation, options: Record<string, unknown>) => LoginHandlerResult | Promise<LoginHandlerResult>;
export type OnCreateUser = (options: Record<string, unknown>, user: UserDoc) => UserDoc | Promise<UserDoc>;
type AttemptCallback = (attempt: LoginAttempt) => unknown;
type LoginSuccess = Extract<NonNullable<LoginHandlerResult>, { error?: undefined }>;

export class AccountsServer {
  readonly users = users;
  readonly _config = new AccountsConfig();
  readonly connectionLogins: ConnectionLogins;
  urls: AccountsUrls = defaultUrls();
  emailTemplates: EmailTemplates = defaultEmailTemplates();
  private nowFn: () => number = () => Date.now();
  private readonly loginHandlers: Array<{ name: string; handler: LoginHandler }> = [];
  readonly _onLogin = new Hook<AttemptCallback>();
  readonly _onLoginFailure = new Hook<AttemptCallback>();
  readonly _validateLoginAttempt = new Hook<AttemptCallback>();
  readonly _onLogout = new Hook<(info: { user: UserDoc | undefined; connection: ConnectionHandle | null }) => unknown>();
  readonly _validateNewUser = new Hook<(user: UserDoc) => unknown>();
  _onCreateUser: OnCreateUser | null = null;

  constructor(readonly server: DdpServer) {
    this.connectionLogins = new ConnectionLogins(server);
  }

  config(options: AccountsOptions): void {
    this._config.set(options);
  }

  /** Beyond Meteor: the clock every token lifetime is measured with (tests inject a fake one). */
  setClock(now: () => number): void {
    this.nowFn = now;
  }

  now(): number {
    return this.nowFn();
  }

  onLogin(callback: AttemptCallback): StopHandle {
    return this._onLogin.register(callback);
  }

  onLoginFailure(callback: AttemptCallback): StopHandle {
    return this._onLoginFailure.register(callback);
  }

  validateLoginAttempt(callback: AttemptCallback): StopHandle {
    return this._validateLoginAttempt.register(callback);
  }

  onLogout(callback: (info: { user: UserDoc | undefined; connection: ConnectionHandle | null }) => unknown): StopHandle {
    return this._onLogout.register(callback);
  }

  validateNewUser(callback: (user: UserDoc) => unknown): StopHandle {
    return this._validateNewUser.register(callback);
  }

  onCreateUser(callback: OnCreateUser): void {
    if (this._onCreateUser) throw new Error('Can only call onCreateUser once');
    this._onCreateUser = callback;
  }

  /** `registerLoginHandler([name,] handler)`: handlers run in registration order. */
  registerLoginHandler(nameOrHandler: string | LoginHandler, maybeHandler?: LoginHandler): void {
    const [name, handler] = typeof nameOrHandler === 'string' ? [nameOrHandler, maybeHandler] : ['', nameOrHandler];
    if (typeof handler !== 'function') throw new Error('registerLoginHandler needs a function');
    this.loginHandlers.push({ name, handler });
  }

  /** Meteor's `_handleError`: 403 with the message, or the ambiguous one. */
  _handleError(message: string, code: number | string = 403): MeteorError {
    const reason = this._config.ambiguousErrorMessages ? AMBIGUOUS_ERROR_MESSAGE : message;
    const messageId = WORDED_REASONS[reason];
    return new MeteorError(code, reason, messageId ? { messageId } : undefined);
  }

  tokenExpiration(when: Date | number): Date {
    return new Date(new Date(when).getTime() + this._config.loginLifetimeMs);
  }

  async userAsync(userId: string | null, options: { fields?: Record<string, 0 | 1> } = {}): Promise<UserDoc | null> {
    if (!userId) return null;
    return (await users.findOneAsync({ _id: userId }, options.fields ? { fields: options.fields } : {})) ?? null;
  }

  /** Runs the handlers; a handler that throws counts as a failed attempt of its type. */
  async _runLoginHandlers(invocation: MethodInvocation, options: Record<string, unknown>): Promise<LoginHandlerResult> {
    for (const { name, handler } of this.loginHandlers) {
      let result: LoginHandlerResult;
      try {
        result = await handler.call(invocation, options);
      } catch (error) {
        return { type: name, error };
      }
      if (result !== undefined) return { type: name, ...result };
    }
    return { type: '', error: new MeteorError(400, 'Unrecognized options for login request') };
  }

  /**
   * Meteor's `_attemptLogin`: validates the handler's answer, runs the hooks and logs the
   * connection in, answering `{id, token, tokenExpires, type}`; a failed attempt throws.
   */
  async _attemptLogin(
    invocation: MethodInvocation,
    methodName: string,
    methodArguments: unknown[],
    result: LoginHandlerResult,
  ): Promise<LoginMethodResult> {
    if (!result) throw new MeteorError(400, 'Unrecognized options for login request');
    const type = result.type ?? '';
    const attempt: LoginAttempt = { type, allowed: false, connection: invocation.connection, methodName, methodArguments };
    if (result.userId) {
      const user = await users.findOneAsync({ _id: result.userId });
      if (user) attempt.user = user;
    }
    if (result.error === undefined && !attempt.user) result = { type, error: this._handleError('User not found') };
    if (result.error !== undefined) {
      attempt.error = result.error;
      await this.runAttemptHooks(this._onLoginFailure, attempt);
      throw result.error;
    }
    attempt.allowed = true;
    for (const validate of this._validateLoginAttempt.list()) {
      let verdict: unknown;
      try {
        verdict = await validate({ ...attempt });
      } catch (error) {
        verdict = error;
      }
      // Meteor: a truthy answer allows the attempt; false or a thrown error refuses it.
      if (verdict && !(verdict instanceof Error)) continue;
      attempt.allowed = false;
      attempt.error = verdict instanceof Error ? verdict : new MeteorError(403, 'Login forbidden');
      await this.runAttemptHooks(this._onLoginFailure, attempt);
      throw attempt.error;
    }
    const success = result as LoginSuccess;
    const login = await this._loginUser(invocation, success.userId, success.stampedLoginToken);
    await this.runAttemptHooks(this._onLogin, attempt);
    return { ...(success.options ?? {}), ...login, type };
  }

  /** Stores a new login token (or re-uses the stamped one), sets the user and watches the token. */
  async _loginUser(
    invocation: MethodInvocation,
    userId: string,
    stamped: { token: string; when: Date } | undefined = undefined,
  ): Promise<LoginMethodResult> {
    const token = stamped ?? { token: newToken(), when: new Date(this.now()) };
    const hashedToken = hashToken(token.token);
    if (!stamped) await this._insertHashedLoginToken(userId, { when: token.when, hashedToken });
    if (invocation.connection) await this.connectionLogins.track(invocation.connection, userId, hashedToken);
    await invocation.setUserId(userId);
    return { id: userId, token: token.token, tokenExpires: this.tokenExpiration(token.when) };
  }

  async _insertHashedLoginToken(userId: string, record: { when: Date; hashedToken: string }): Promise<void> {
    await users.updateAsync({ _id: userId }, { $push: { 'services.resume.loginTokens': record } }, SERVICES_WRITE);
  }

  /** Logs the invocation's connection out: its token is removed and its user set to null. */
  async _logoutConnection(invocation: MethodInvocation): Promise<void> {
    const connection = invocation.connection;
    const userId = invocation.userId;
    const hashedToken = connection ? this.connectionLogins.hashedTokenOf(connection.id) : undefined;
    if (connection) this.connectionLogins.forget(connection.id);
    if (userId && hashedToken) {
      await users.updateAsync(
        { _id: userId },
        { $pull: { 'services.resume.loginTokens': { hashedToken } } },
        SERVICES_WRITE,
      );
    }
    const user = userId ? ((await users.findOneAsync({ _id: userId })) ?? undefined) : undefined;
    await invocation.setUserId(null);
    for (const callback of this._onLogout.list()) {
      try {
        await callback({ user, connection });
      } catch (error) {
        Log.error('Exception in onLogout callback', { err: error });
      }
    }
  }

  private async runAttemptHooks(hook: Hook<AttemptCallback>, attempt: LoginAttempt): Promise<void> {
    for (const callback of hook.list()) {
      try {
        await callback({ ...attempt });
      } catch (error) {
        Log.error('Exception in login hook', { err: error });
      }
    }
  }
}
