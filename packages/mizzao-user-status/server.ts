// Server entry of `meteor/mizzao:user-status`: `startUserStatus()` hooks the tracker into the
// DDP server (connections, user changes, closes), defines the methods `user-status-idle` and
// `user-status-active` (timestamp: null, a number or a Date; anonymous callers get 401), and, as
// Meteor does at startup, clears `status.online` flags left by a previous run (selector
// `{'status.online': true}` or `settings.packages['mizzao:user-status'].startupQuerySelector`).
// `UserStatus` (connections, events) is the tracker of the process's DDP server.
// Left out: the package's own publication for logout detection (the server's user-change hook
// does it); installation at import time (the app composes explicitly: call startUserStatus).
import { users as meteorUsers } from '../accounts-base/users-collection';
import type { ConnectionHandle } from '../ddp-server/current-invocation';
import { type DdpServer, ddpServer } from '../ddp-server/index';
import type { MethodInvocation } from '../ddp-common/method-invocation';
import { MeteorError } from '../meteor/errors';
import { Meteor } from '../meteor/server';
import { activityDate } from './activity-timestamp';
import { UserStatusTracker, type UsersCollectionLike } from './status-tracker';

export { UserStatusTracker, type UserStatusEvents, type UsersCollectionLike } from './status-tracker';
export type { ConnectionStatus } from './status-fields';
export { MAX_AHEAD_MS, MAX_BEHIND_MS } from './activity-timestamp';

export interface UserStatusOptions {
  server?: DdpServer;
  users?: UsersCollectionLike;
  /** Default: settings.packages['mizzao:user-status'].startupQuerySelector, else online users. */
  startupQuerySelector?: Record<string, unknown>;
  /** The server clock (tests pin it). */
  now?: () => number;
}

const installed = new WeakMap<DdpServer, UserStatusTracker>();

/** Meteor's `UserStatus` for the process's DDP server (bound on the first startUserStatus). */
export const UserStatus = new UserStatusTracker(meteorUsers);

function settingsSelector(): Record<string, unknown> | undefined {
  const packages = Meteor.settings.packages as Record<string, { startupQuerySelector?: Record<string, unknown> }> | undefined;
  return packages?.['mizzao:user-status']?.startupQuerySelector;
}

function install(server: DdpServer, tracker: UserStatusTracker, now: () => number): void {
  for (const session of server.sessions.values()) tracker.connectionOpened(session.connectionHandle);
  server.onConnection((connection) => void tracker.connectionOpened(connection));
  server.onUserIdChange((connection, userId) => tracker.userChanged(connection, userId));
  const report = (kind: 'idle' | 'active') =>
    function (this: MethodInvocation, timestamp?: unknown) {
      if (!this.userId) throw new MeteorError(401, 'Must be logged in to report idle or active status');
      const connection: ConnectionHandle | null = this.connection;
      if (!connection) throw new MeteorError(400, 'User status is reported by a client connection');
      const date = activityDate(timestamp, now());
      if (kind === 'idle') tracker.idle(connection, this.userId, date);
      else tracker.active(connection, this.userId, date);
    };
  server.methods({ 'user-status-idle': report('idle'), 'user-status-active': report('active') });
}

/**
 * Installs user status on the server (once per server) and resets stale online flags in the
 * current database (on every call: call it after the storage is configured, before listening).
 */
export async function startUserStatus(options: UserStatusOptions = {}): Promise<UserStatusTracker> {
  const server = options.server ?? ddpServer;
  const now = options.now ?? (() => Date.now());
  let tracker = installed.get(server);
  if (!tracker) {
    const custom = options.users !== undefined || options.now !== undefined || server !== ddpServer;
    tracker = custom ? new UserStatusTracker(options.users ?? meteorUsers, now) : UserStatus;
    install(server, tracker, now);
    installed.set(server, tracker);
  }
  const users = options.users ?? meteorUsers;
  // The reset runs before the server listens: without an index it reads every account (a
  // start-up cost growing with the users, ~90 ms at 50,000), with one only the online ones.
  await users.createIndexAsync?.({ 'status.online': 1 });
  await users.updateAsync(
    options.startupQuerySelector ?? settingsSelector() ?? { 'status.online': true },
    { $set: { 'status.online': false }, $unset: { 'status.idle': '', 'status.lastActivity': '' } },
    { multi: true, bypassCollection2: true },
  );
  return tracker;
}
