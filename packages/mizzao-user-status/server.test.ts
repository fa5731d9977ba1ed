// User status over a real server: our DDP client connects over a WebSocket (with a User-Agent
// header, as a browser sends one), a test method logs the connection in with `setUserId` (what
// the accounts `login` method does), and the user document in the embedded database is checked
// after the tracker's writes settle. The server clock is pinned through `now`.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { users } from '../accounts-base/users-collection';
import { type Connection, makeDDP } from '../ddp-client/index';
import type { WebSocketConstructor } from '../ddp-client/types';
import { ddpServer } from '../ddp-server/index';
import type { MethodInvocation } from '../ddp-common/method-invocation';
import { MeteorError } from '../meteor/errors';
import type { SqliteRawCollection } from '../mongo/drivers/sqlite-collection';
import { startTestServer, type TestServer } from '../../tests/helpers/start-test-server';
import { waitUntil } from '../../tests/helpers/wait-until';
import { type UserStatusEvents, type UserStatusTracker, MAX_AHEAD_MS, MAX_BEHIND_MS, startUserStatus } from './server';

const NOW = Date.UTC(2025, 0, 1, 12, 0, 0);
const USER_AGENT = 'Mozilla/5.0 (user-status test)';

class BrowserLikeSocket extends WebSocket {
  constructor(url: string) {
    super(url, { headers: { 'user-agent': USER_AGENT } });
  }
}
const DDP = makeDDP(BrowserLikeSocket as unknown as WebSocketConstructor);

let server: TestServer;
let tracker: UserStatusTracker;
const open: Connection[] = [];

beforeAll(async () => {
  server = await startTestServer();
  await users.insertAsync({ _id: 'stale', username: 'stale', status: { online: true, idle: true, lastActivity: new Date(NOW - 5000) } });
  await users.insertAsync({ _id: 'alice', username: 'alice' });
  await users.insertAsync({ _id: 'bob', username: 'bob' });
  ddpServer.methods({
    async 'test.loginAs'(this: MethodInvocation, userId: unknown) {
      await this.setUserId(userId === null ? null : String(userId));
    },
  });
  tracker = await startUserStatus({ now: () => NOW });
});

afterEach(async () => {
  for (const connection of open.splice(0)) connection.close();
  await waitUntil(() => (tracker.connections.size === 0 ? true : undefined), { what: 'every connection to close' });
  await tracker.settled();
});

afterAll(async () => {
  await server.stop();
});

function connect(): Connection {
  const connection = DDP.connect(server.wsUrl);
  open.push(connection);
  return connection;
}

async function loggedIn(userId: string): Promise<Connection> {
  const connection = connect();
  await connection.callAsync('test.loginAs', userId);
  await tracker.settled();
  return connection;
}

async function status(userId: string): Promise<Record<string, unknown> | undefined> {
  await tracker.settled();
  const doc = await users.findOneAsync({ _id: userId });
  return doc?.status as Record<string, unknown> | undefined;
}

async function closeAndSettle(connection: Connection): Promise<void> {
  const before = tracker.connections.size;
  connection.close();
  open.splice(open.indexOf(connection), 1);
  await waitUntil(() => (tracker.connections.size < before ? true : undefined), { what: 'the server to see the close' });
  await tracker.settled();
}

describe('user status on the server', () => {
  it('resets online flags left by a previous run at startup', async () => {
    expect(await status('stale')).toEqual({ online: false });
  });

  it('finds those flags through an index on status.online, not by reading every account', async () => {
    const raw = (await users.rawCollectionAsync()) as SqliteRawCollection;
    const indexes = raw.db.prepare('SELECT keys FROM _meteor_indexes WHERE tbl = ?').all(raw.table);
    expect(indexes.map((index) => String(index.keys))).toContain(JSON.stringify([['status.online', 1]]));
  });

  it('marks a login online with lastLogin from the connection, and keeps the connection in memory', async () => {
    const connection = await loggedIn('alice');
    expect(await status('alice')).toEqual({
      online: true,
      idle: false,
      lastLogin: { date: new Date(NOW), ipAddr: '127.0.0.1', userAgent: USER_AGENT },
    });
    const records = [...tracker.connections.values()];
    expect(records).toEqual([
      expect.objectContaining({ userId: 'alice', ipAddr: '127.0.0.1', userAgent: USER_AGENT, idle: false, loginTime: new Date(NOW) }),
    ]);
    await closeAndSettle(connection);
    expect(await status('alice')).toMatchObject({ online: false });
    expect(await status('alice')).not.toHaveProperty('idle');
  });

  it('stays online while any connection of the user is open', async () => {
    const first = await loggedIn('alice');
    const second = await loggedIn('alice');
    await closeAndSettle(first);
    expect(await status('alice')).toMatchObject({ online: true, idle: false });
    await closeAndSettle(second);
    expect(await status('alice')).toMatchObject({ online: false });
  });

  it('goes offline on logout while the connection stays open', async () => {
    const connection = await loggedIn('bob');
    await connection.callAsync('test.loginAs', null);
    expect(await status('bob')).toMatchObject({ online: false });
    expect([...tracker.connections.values()][0]).not.toHaveProperty('userId');
  });

  it('switching users logs the first out and the second in', async () => {
    const connection = await loggedIn('alice');
    await connection.callAsync('test.loginAs', 'bob');
    expect(await status('alice')).toMatchObject({ online: false });
    expect(await status('bob')).toMatchObject({ online: true, idle: false });
  });

  it('is idle only when every connection is idle, with the latest last activity', async () => {
    const first = await loggedIn('alice');
    const second = await loggedIn('alice');
    await first.callAsync('user-status-idle', NOW - 60_000);
    expect(await status('alice')).toMatchObject({ online: true, idle: false });
    expect(await status('alice')).not.toHaveProperty('lastActivity');
    await second.callAsync('user-status-idle', new Date(NOW - 30_000));
    expect(await status('alice')).toMatchObject({ online: true, idle: true, lastActivity: new Date(NOW - 30_000) });
    await first.callAsync('user-status-active', NOW);
    const active = await status('alice');
    expect(active).toMatchObject({ online: true, idle: false });
    expect(active).not.toHaveProperty('lastActivity');
    // The active connection leaves: the remaining one is idle, so the user is idle again.
    await closeAndSettle(first);
    expect(await status('alice')).toMatchObject({ online: true, idle: true, lastActivity: new Date(NOW - 30_000) });
  });

  it('a null timestamp means the server time', async () => {
    const connection = await loggedIn('bob');
    await connection.callAsync('user-status-idle', null);
    expect(await status('bob')).toMatchObject({ idle: true, lastActivity: new Date(NOW) });
  });

  it('emits the connection events', async () => {
    const seen: string[] = [];
    const listeners = {
      connectionLogin: (e: UserStatusEvents['connectionLogin'][0]) => seen.push(`login ${e.userId} ${e.userAgent}`),
      connectionIdle: (e: UserStatusEvents['connectionIdle'][0]) => seen.push(`idle ${e.userId} ${e.lastActivity.getTime() - NOW}`),
      connectionActive: (e: UserStatusEvents['connectionActive'][0]) => seen.push(`active ${e.userId} ${e.lastActivity.getTime() - NOW}`),
      connectionLogout: (e: UserStatusEvents['connectionLogout'][0]) => seen.push(`logout ${e.userId}`),
    };
    for (const [name, listener] of Object.entries(listeners)) tracker.events.on(name as keyof UserStatusEvents, listener as never);
    try {
      const connection = await loggedIn('bob');
      await connection.callAsync('user-status-idle', NOW - 1000);
      await connection.callAsync('user-status-active', NOW);
      await closeAndSettle(connection);
    } finally {
      for (const [name, listener] of Object.entries(listeners)) tracker.events.off(name as keyof UserStatusEvents, listener as never);
    }
    expect(seen).toEqual([`login bob ${USER_AGENT}`, 'idle bob -1000', 'active bob 0', 'logout bob']);
  });

  it('refuses anonymous callers', async () => {
    const connection = connect();
    for (const method of ['user-status-idle', 'user-status-active']) {
      const error = await connection.callAsync(method, NOW).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MeteorError);
      expect(error).toMatchObject({ error: 401, reason: 'Must be logged in to report idle or active status' });
    }
  });

  it('refuses timestamps that are not times or lie outside the window around the server time', async () => {
    const connection = await loggedIn('bob');
    const cases: Array<[unknown, string]> = [
      ['yesterday', 'Timestamp must be a number or a Date'],
      [{ $gt: 0 }, 'Timestamp must be a number or a Date'],
      [Number.NaN, 'Timestamp must be a number or a Date'],
      [NOW + MAX_AHEAD_MS + 1, 'Timestamp is ahead of the server time'],
      [NOW - MAX_BEHIND_MS - 1, 'Timestamp is too far in the past'],
    ];
    for (const [timestamp, reason] of cases) {
      const error = await connection.callAsync('user-status-idle', timestamp).catch((e: unknown) => e);
      expect(error).toMatchObject({ error: 400, reason });
    }
    expect(await status('bob')).toMatchObject({ online: true, idle: false });
  });
});
