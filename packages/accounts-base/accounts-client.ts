// Meteor's `AccountsClient` (accounts_client.js) over one DDP connection: `userId()`, `user()`
// (reactive, the user's own document from the `users` collection the server's universal
// publication feeds), `loggingIn()`, `callLoginMethod` (every login method is sent with
// `wait: true`; its answer's token goes to storage and the connection's user is set),
// `loginWithToken`, `logout`, `logoutOtherClients`. The token lives in storage under
// 'Meteor.loginToken', 'Meteor.loginTokenExpires' and 'Meteor.userId' (localStorage in the
// browser); `_autoLogin()` resumes it on page load, and the connection's `onReconnect` hook
// resumes it before any other method is re-sent after a reconnect. A resume whose token the
// server refuses (403) logs the client out; one refused with 'too-many-requests' is retried after
// the wait the server gave, the token kept (resume-answers.ts). Beyond Meteor (whose server closes such a connection): when the
// server logs this connection out in place (its token was removed elsewhere), the user's document
// disappears; the client then re-checks its token and logs out when the server refuses it.
// Left out: cross-tab storage polling, `onPageLoadLogin`, OAuth (2FA: meteor/accounts-2fa).
import type { Connection } from '../ddp-client/index';
import { ClientCollection } from '../mongo/client-collection';
import { loadMinimongo } from '../mongo/minimongo-engine';
import { ReactiveVar } from '../tracker/index';
import { RESUME_RETRIES, isTokenRefused, resumeRetryWait } from './resume-answers';
import type { UserEmail } from './user-types';

/** The user's own document as the client receives it (the publication's field list). */
export interface ClientUser {
  _id: string;
  username?: string;
  emails?: UserEmail[];
  profile?: { name?: { first?: string; last?: string }; [key: string]: unknown };
  roles?: string[];
  createdAt?: Date;
  candidateData?: { photo?: string };
  selectedAccountId?: string;
  status?: Record<string, unknown>;
}

export interface TokenStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const LOGIN_TOKEN_KEY = 'Meteor.loginToken';
export const LOGIN_TOKEN_EXPIRES_KEY = 'Meteor.loginTokenExpires';
export const USER_ID_KEY = 'Meteor.userId';
/** A token this close to its expiry is not resumed (Meteor: min(10 % of 90 days, 1 hour)). */
const EXPIRES_SOON_MS = 60 * 60 * 1000;

export interface LoginResult {
  id: string;
  token: string;
  tokenExpires: Date;
  type?: string;
}

export type Callback = (error?: Error) => void;

/** A Map in memory, for Node and for browsers without usable localStorage. */
export function memoryStorage(): TokenStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** Calls back (Meteor style) when given a callback, and always returns the promise. */
export function settle<T>(promise: Promise<T>, callback?: Callback): Promise<T> {
  if (!callback) return promise;
  promise.then(
    () => callback(),
    (error: Error) => callback(error),
  );
  return promise.catch(() => undefined as T);
}

export class AccountsClient {
  readonly connection: Connection;
  readonly users: ClientCollection<ClientUser>;
  private readonly storage: TokenStorage;
  private readonly loggingInVar = new ReactiveVar(false);
  private pendingLogins = 0;
  private loggingOut = false;
  private readonly loginCallbacks = new Set<(result: LoginResult) => void>();

  constructor(options: { connection: Connection; storage?: TokenStorage }) {
    this.connection = options.connection;
    this.storage = options.storage ?? memoryStorage();
    this.users = new ClientCollection<ClientUser>('users', { connection: this.connection });
    const previous = this.connection.onReconnect;
    // The resume login goes first, so methods re-sent after it already run as the user.
    this.connection.onReconnect = () => {
      this.resumeOnReconnect();
      previous?.();
    };
    this.users.find({}).observeChanges({ removed: (id) => this.userDocumentRemoved(id) });
  }

  userId(): string | null {
    return this.connection.userId();
  }

  user(): ClientUser | null {
    const id = this.userId();
    return id ? (this.users.findOne({ _id: id }) ?? null) : null;
  }

  loggingIn(): boolean {
    return this.loggingInVar.get();
  }

  onLogin(callback: (result: LoginResult) => void): { stop(): void } {
    this.loginCallbacks.add(callback);
    return { stop: () => void this.loginCallbacks.delete(callback) };
  }

  /** Runs a login method (`login`, `createUser`, `resetPassword`, `verifyEmail`…) and logs in. */
  async callLoginMethod(methodName: string, methodArguments: unknown[]): Promise<LoginResult> {
    this.setLoggingIn(+1);
    try {
      const result = (await this.connection.applyAsync(methodName, methodArguments, { wait: true })) as LoginResult | undefined;
      if (!result || typeof result.id !== 'string' || typeof result.token !== 'string') {
        throw new Error('Server sent a login result without id and token');
      }
      // The signed-in shell queries by more than ids (minimongo-engine.ts): the engine comes first.
      await loadMinimongo();
      this.loggedIn(result);
      return result;
    } finally {
      this.setLoggingIn(-1);
    }
  }

  loginWithToken(token: string, callback?: Callback): Promise<LoginResult | undefined> {
    return settle(this.resume(token), callback);
  }

  logout(callback?: Callback): Promise<void> {
    const run = async () => {
      this.loggingOut = true;
      try {
        await this.connection.applyAsync('logout', [], { wait: true });
        this.makeClientLoggedOut();
      } finally {
        this.loggingOut = false;
      }
    };
    return settle(run(), callback);
  }

  /** Meteor's `logoutOtherClients`: a fresh token for this client, then every other one removed. */
  logoutOtherClients(callback?: Callback): Promise<void> {
    const run = async () => {
      const result = (await this.connection.applyAsync('getNewToken', [], { wait: true })) as LoginResult;
      this.storeLoginToken(result);
      await this.connection.applyAsync('removeOtherTokens', [], { wait: true });
    };
    return settle(run(), callback);
  }

  /** On page load: resume the stored token unless it is about to expire. */
  _autoLogin(): Promise<LoginResult | undefined> {
    const token = this.storage.getItem(LOGIN_TOKEN_KEY);
    if (!token) return Promise.resolve(undefined);
    if (this.storedTokenExpiresSoon()) {
      this.makeClientLoggedOut();
      return Promise.resolve(undefined);
    }
    return this.resume(token).catch(() => undefined);
  }

  /** The stored login token, if any (for authenticated HTTP requests such as uploads). */
  _storedLoginToken(): string | null {
    return this.storage.getItem(LOGIN_TOKEN_KEY);
  }

  makeClientLoggedOut(): void {
    this.storage.removeItem(LOGIN_TOKEN_KEY);
    this.storage.removeItem(LOGIN_TOKEN_EXPIRES_KEY);
    this.storage.removeItem(USER_ID_KEY);
    this.connection.setUserId(null);
  }

  private async resume(token: string, retries = RESUME_RETRIES): Promise<LoginResult> {
    try {
      return await this.callLoginMethod('login', [{ resume: token }]);
    } catch (error) {
      const wait = resumeRetryWait(error);
      if (wait !== null && retries > 0) return this.resumeAfter(wait, token, retries - 1);
      // Only the server refusing the token ends the stored login; a dropped connection retries it.
      if (isTokenRefused(error)) this.makeClientLoggedOut();
      throw error;
    }
  }

  /** Resumes again after the server's wait, still "logging in", unless the token changed. */
  private async resumeAfter(wait: number, token: string, retries: number): Promise<LoginResult> {
    this.setLoggingIn(+1);
    try {
      await new Promise((resolve) => setTimeout(resolve, wait));
    } finally {
      this.setLoggingIn(-1);
    }
    if (this.storage.getItem(LOGIN_TOKEN_KEY) !== token) throw new Error('The stored login changed while waiting to resume');
    return this.resume(token, retries);
  }

  private resumeOnReconnect(): void {
    const token = this.storage.getItem(LOGIN_TOKEN_KEY);
    if (!token) return;
    this.setLoggingIn(+1);
    // Sent synchronously inside onReconnect, so it precedes every re-sent method.
    this.connection.apply('login', [{ resume: token }], { wait: true }, (error, result) => {
      this.setLoggingIn(-1);
      if (error) {
        const wait = resumeRetryWait(error);
        if (wait !== null) this.resumeAfter(wait, token, RESUME_RETRIES - 1).catch(() => undefined);
        else if (isTokenRefused(error)) this.makeClientLoggedOut();
        return;
      }
      loadMinimongo().then(
        () => this.loggedIn(result as LoginResult),
        (loadError: unknown) => console.error("Minimongo's query engine failed to load", loadError),
      );
    });
  }

  private userDocumentRemoved(id: string): void {
    if (id !== this.userId() || this.pendingLogins > 0 || this.loggingOut) return;
    const token = this.storage.getItem(LOGIN_TOKEN_KEY);
    if (!token) {
      this.makeClientLoggedOut();
      return;
    }
    this.resume(token).catch(() => undefined);
  }

  private loggedIn(result: LoginResult): void {
    this.storeLoginToken(result);
    this.connection.setUserId(result.id);
    for (const callback of [...this.loginCallbacks]) {
      try {
        callback(result);
      } catch (error) {
        console.error('Exception in onLogin callback', error);
      }
    }
  }

  private storeLoginToken(result: LoginResult): void {
    this.storage.setItem(USER_ID_KEY, result.id);
    this.storage.setItem(LOGIN_TOKEN_KEY, result.token);
    this.storage.setItem(LOGIN_TOKEN_EXPIRES_KEY, new Date(result.tokenExpires).toISOString());
  }

  private storedTokenExpiresSoon(): boolean {
    const expires = this.storage.getItem(LOGIN_TOKEN_EXPIRES_KEY);
    if (!expires) return false;
    const when = new Date(expires).getTime();
    return Number.isNaN(when) || Date.now() > when - EXPIRES_SOON_MS;
  }

  private setLoggingIn(delta: number): void {
    this.pendingLogins += delta;
    this.loggingInVar.set(this.pendingLogins > 0);
  }
}
