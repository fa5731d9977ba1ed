// Accounts for browser tests against the built app, made the way the product makes them: the
// admin's credentials come from the server log of a fresh database (printed once), users sign up
// over DDP like the browser does (SHA-256 password digest), confirm their address with the link
// the app mailed (printed to its log), and the admin gives them roles with `users.setRoles`; a
// colleague joins a company by accepting the owner's invitation. Every DDP connection opened here
// is closed by `closeAll()`.
import { createHash, randomBytes } from 'node:crypto';
import { type Connection, DDP } from '../../packages/ddp-client/server';
import { verifyTokenFor } from './e2e-mail';
import { type ClientDoc, RecordingStore } from './recording-store';
import type { BuiltApp } from './start-built-app';

// The same digest as app-fixture's passwordDigest; that module loads the server runtime, which the
// e2e project (no meteor/* resolver) cannot import.
export function passwordDigest(password: string): { digest: string; algorithm: 'sha-256' } {
  return { digest: createHash('sha256').update(password).digest('hex'), algorithm: 'sha-256' };
}

/** Reads the token of the verification link mailed to an address (from the app's log, or an SMTP sink). */
export type VerifyTokenReader = (email: string) => Promise<string>;

/** Opens the verification link mailed to `email` on `connection` (Meteor's `verifyEmail`, which logs it in); answers the user id. */
export async function confirmAddressByMail(readToken: VerifyTokenReader, connection: Connection, email: string): Promise<string> {
  const { id } = (await connection.callAsync('verifyEmail', await readToken(email))) as { id: string };
  connection.setUserId(id);
  return id;
}

const ADMIN_LINE = /Admin account created: (\S+) \/ password (\S+) /;

export interface Credentials {
  email: string;
  password: string;
}

export interface E2eUser extends Credentials {
  userId: string;
  first: string;
  last: string;
}

/** The admin e-mail and password a fresh database prints once. */
export function adminCredentials(app: BuiltApp): Credentials {
  const match = ADMIN_LINE.exec(app.firstStartOutput());
  if (!match) throw new Error(`The server log has no admin account line:\n${app.firstStartOutput()}`);
  return { email: match[1] as string, password: match[2] as string };
}

/** What the server's `login` method answers: the user and the new login token a browser keeps. */
export interface LoginResult {
  id: string;
  token: string;
  tokenExpires: Date;
}

export interface E2eAccounts {
  /** A connection logged in with e-mail and password (the digest, as a browser sends it). */
  loginAs(credentials: Credentials): Promise<Connection>;
  /** A new login token for `credentials` (the same `login` call; its connection closed again). */
  newLoginToken(credentials: Credentials): Promise<LoginResult>;
  /** The admin's connection, opened on first use and shared (closed by `closeAll()`). */
  asAdmin(): Promise<Connection>;
  /** A customer signed up over `users.signUpCustomer` and confirmed by the mailed link, then given `roles` by the admin. */
  createUser(options: { first: string; last: string; roles: string[] }): Promise<E2eUser>;
  /** The owner (over `ownerDdp`) invites `member` to the company, and the member accepts it, over DDP. */
  joinByInvitation(ownerDdp: Connection, companyId: string, member: Credentials, role?: 'member' | 'owner'): Promise<void>;
  /** The documents a subscription sends to the admin once it is ready (then unsubscribed). */
  readAsAdmin(collection: string, publication: string, ...params: unknown[]): Promise<ClientDoc[]>;
  /** The same for a user, on a connection of its own (closed once read). */
  readAs(credentials: Credentials, collection: string, publication: string, ...params: unknown[]): Promise<ClientDoc[]>;
  closeAll(): void;
}

/** The documents `publication` has sent into `store` once it is ready; then it is stopped. */
function readOnce(connection: Connection, store: RecordingStore, publication: string, params: unknown[]): Promise<ClientDoc[]> {
  return new Promise<ClientDoc[]>((resolve, reject) => {
    let ready = false;
    const handle = connection.subscribe(publication, ...params, {
      onReady: () => {
        ready = true;
        const snapshot = store.snapshot();
        handle.stop();
        resolve(snapshot);
      },
      onStop: (error?: Error) => {
        if (!ready) reject(error ?? new Error(`${publication} stopped before it was ready`));
      },
    });
  });
}

/** `readToken`: where the app's mails go (default: its log; an app with MAIL_URL passes `smtpVerifyToken(sink)`). */
export function e2eAccounts(app: BuiltApp, readToken: VerifyTokenReader = (email) => verifyTokenFor(app, email)): E2eAccounts {
  const connections: Connection[] = [];
  let admin: Promise<Connection> | undefined;
  const adminStores = new Map<string, RecordingStore>();

  const open = (): Connection => {
    const connection = DDP.connect(app.url);
    connections.push(connection);
    return connection;
  };

  const login = (connection: Connection, { email, password }: Credentials): Promise<LoginResult> =>
    connection.callAsync('login', { user: { email }, password: passwordDigest(password) }) as Promise<LoginResult>;

  const loginAs = async (credentials: Credentials): Promise<Connection> => {
    const connection = open();
    connection.setUserId((await login(connection, credentials)).id);
    return connection;
  };

  const asAdmin = (): Promise<Connection> => (admin ??= loginAs(adminCredentials(app)));

  return {
    loginAs,
    async newLoginToken(credentials) {
      const connection = open();
      try {
        return await login(connection, credentials);
      } finally {
        connection.close();
      }
    },
    asAdmin,
    async createUser({ first, last, roles }) {
      const email = `e2e-${randomBytes(4).toString('hex')}@example.com`;
      const password = randomBytes(12).toString('base64url');
      const visitor = open();
      await visitor.callAsync('users.signUpCustomer', { email, password: passwordDigest(password), name: { first, last } });
      const userId = await confirmAddressByMail(readToken, visitor, email);
      visitor.close();
      await (await asAdmin()).callAsync('users.setRoles', userId, roles);
      return { userId, email, password, first, last };
    },
    async joinByInvitation(ownerDdp, companyId, member, role = 'member') {
      await ownerDdp.callAsync('companies.invite', companyId, member.email, role);
      const memberDdp = await loginAs(member);
      const store = new RecordingStore();
      memberDdp.registerStore('companyInvitations', store);
      await new Promise<void>((resolve, reject) => {
        memberDdp.subscribe('companyInvitations.mine', { onReady: () => resolve(), onStop: (error?: Error) => error && reject(error) });
      });
      const invitation = store.snapshot().find((doc) => doc.companyId === companyId);
      if (!invitation) throw new Error(`No invitation to ${companyId} for ${member.email}`);
      await memberDdp.callAsync('companyInvitations.accept', invitation._id);
      memberDdp.close();
    },
    async readAsAdmin(collection, publication, ...params) {
      const connection = await asAdmin();
      // A connection takes one store per collection: registered on first use, then reused.
      const store = adminStores.get(collection) ?? new RecordingStore();
      if (!adminStores.has(collection)) {
        connection.registerStore(collection, store);
        adminStores.set(collection, store);
      }
      return readOnce(connection, store, publication, params);
    },
    async readAs(credentials, collection, publication, ...params) {
      const connection = await loginAs(credentials);
      const store = new RecordingStore();
      connection.registerStore(collection, store);
      try {
        return await readOnce(connection, store, publication, params);
      } finally {
        connection.close();
      }
    },
    closeAll() {
      for (const connection of connections.splice(0)) connection.close();
    },
  };
}
