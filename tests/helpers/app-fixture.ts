// The whole marketplace server (server/start-app.ts) on 127.0.0.1 with a free port and a fresh
// embedded database, plus users of any role and DDP connections logged in as them. Users are
// created through the accounts server API with a confirmed address (as if they had opened the
// sign-up's link: tests about sign-up itself go through the sign-up methods and the mail) and log
// in over DDP with the SHA-256 password digest, exactly as a browser does, so every test exercises
// the real login path.
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Accounts } from 'meteor/accounts-base';
import 'meteor/accounts-password';
import { Meteor } from 'meteor/meteor';
import { Random } from 'meteor/random';
import { type Connection, DDP } from '../../packages/ddp-client/server';
import { type RunningApp, startApp } from '../../server/start-app';
import { COMPLETE_PROFILE } from './complete-profile';

export interface TestUser {
  userId: string;
  email: string;
  password: string;
}

export interface LoggedInConnection {
  connection: Connection;
  userId: string | null;
  /** The login token (null for anonymous connections), e.g. for authenticated HTTP uploads. */
  token: string | null;
  close(): void;
}

export interface UserSpec {
  roles?: string[];
  email?: string;
  password?: string;
  profile?: Record<string, unknown>;
  verified?: boolean;
  /** The sign-up wizard finished, as a candidate must have it to apply. */
  profileComplete?: boolean;
}

export interface AppFixture {
  url: string;
  /** A temporary project-like folder; the app runs with `npm start`'s default layout below it. */
  root: string;
  /** `<root>/.meteor/local/db`, the default embedded database folder. */
  dataDir: string;
  /** `<root>/.meteor/local/uploads`, the default uploads folder. */
  uploadsDir: string;
  app: RunningApp;
  /** A user whose address is already confirmed (`verified: false` leaves it unconfirmed, as a fresh sign-up). */
  createUser(options?: UserSpec): Promise<TestUser>;
  /** A new connection, logged in as a new user holding `roles` (and `options`), or anonymous for null. */
  connectAs(roles: string[] | null, options?: Omit<UserSpec, 'roles'>): Promise<LoggedInConnection & { user: TestUser | null }>;
  /** A new connection logged in as an existing user. */
  loginAs(user: TestUser): Promise<LoggedInConnection>;
  stop(): Promise<void>;
}

export function passwordDigest(password: string): { digest: string; algorithm: 'sha-256' } {
  return { digest: createHash('sha256').update(password).digest('hex'), algorithm: 'sha-256' };
}

export interface AppFixtureOptions {
  demoContent?: boolean;
  /** The folder the temporary root is made in (default the system's temporary folder; a small disk, say). */
  parentDir?: string;
  /** Serve pages: a client build (a stand-in's will do) and, to render them on the server, a renderer. */
  clientBuildDir?: string;
  serverRenderer?: string;
  /** Rate limits on, as `npm start` runs (a test of a limit); off by default. */
  rateLimits?: boolean;
}

export async function startAppFixture(options: AppFixtureOptions = {}): Promise<AppFixture> {
  // The folder layout `npm start` uses by default (database and uploads under `.meteor/local`),
  // in a fresh temporary root: a fault that only shows in the default folders (a dot-folder in
  // the path, say) shows in every suite too. No test-only UPLOADS_DIR or database folder.
  const root = await mkdtemp(path.join(options.parentDir ?? os.tmpdir(), 'marketplace-app-'));
  const dataDir = path.join(root, '.meteor', 'local', 'db');
  const uploadsDir = path.join(root, '.meteor', 'local', 'uploads');
  const app = await startApp({ port: 0, host: '127.0.0.1', projectRoot: root, demoContent: options.demoContent ?? false,
    clientBuildDir: options.clientBuildDir,
    serverRenderer: options.serverRenderer,
    // Every test user logs in from 127.0.0.1; the limits have their own tests in accounts/.
    rateLimits: options.rateLimits ?? false,
    log: () => {},
  });
  const connections: Connection[] = [];

  function open(): Connection {
    const connection = DDP.connect(app.url);
    connections.push(connection);
    return connection;
  }

  async function createUser(spec: UserSpec = {}): Promise<TestUser> {
    const email = spec.email ?? `user-${Random.id(8).toLowerCase()}@example.com`;
    const password = spec.password ?? Random.secret(20);
    const userId = await Accounts.createUser({ email, password, profile: spec.profile ?? {} });
    // Roles and the confirmed address are only ever set by trusted server code; here the test is that code.
    const $set = {
      ...(spec.roles && spec.roles.length > 0 ? { roles: spec.roles } : {}),
      'emails.0.verified': spec.verified ?? true,
      ...(spec.profileComplete ? COMPLETE_PROFILE : {}),
    };
    await Meteor.users.updateAsync(userId, { $set });
    return { userId, email, password };
  }

  async function loginAs(user: TestUser): Promise<LoggedInConnection> {
    const connection = open();
    const result = (await connection.callAsync('login', {
      user: { email: user.email },
      password: passwordDigest(user.password),
    })) as { id: string; token: string };
    connection.setUserId(result.id);
    return { connection, userId: result.id, token: result.token, close: () => connection.close() };
  }

  return {
    url: app.url,
    root,
    dataDir,
    uploadsDir,
    app,
    createUser,
    loginAs,
    async connectAs(roles, options = {}) {
      if (roles === null) {
        const connection = open();
        return { connection, userId: null, token: null, user: null, close: () => connection.close() };
      }
      const user = await createUser({ ...options, roles });
      return { ...(await loginAs(user)), user };
    },
    async stop() {
      for (const connection of connections) connection.close();
      await app.stop();
      await rm(root, { recursive: true, force: true });
    },
  };
}
