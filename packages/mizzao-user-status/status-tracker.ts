// mizzao:user-status's server bookkeeping: the in-memory status of every open DDP connection
// (`UserStatus.connections`: address, user agent, user, login time, idle, last activity), the
// `UserStatus.events` emitter (`connectionLogin`, `connectionLogout`, `connectionIdle`,
// `connectionActive`, with Meteor's payloads), and the writes that keep each user's `status`
// fields in step: `online` while any of the user's connections is logged in, `idle` when all of
// them are, `lastLogin {date, ipAddr, userAgent}` on every login. Writes for one user run one
// after another, each computed from the state at the time it runs, so the document always ends
// at the latest state however the events interleave.
// Left out: cross-process state (each server process knows only its own connections, as in
// Meteor), and Meteor's publication-based logout detection (the DDP server's user-change hook
// tells us directly).
import { EventEmitter } from 'node:events';
import type { ConnectionHandle } from '../ddp-server/current-invocation';
import { type ConnectionStatus, statusModifier } from './status-fields';
import { Log } from '../logging/server';

/** What the tracker needs of the users collection (Meteor.users). */
export interface UsersCollectionLike {
  updateAsync(selector: Record<string, unknown>, modifier: Record<string, unknown>, options?: Record<string, unknown>): Promise<number>;
  /** Meteor.users has it; the start-up reset then reads the online users from an index. */
  createIndexAsync?(keys: Record<string, 1 | -1>): Promise<unknown>;
}

export interface UserStatusEvents {
  connectionLogin: [{ userId: string; connectionId: string; ipAddr: string | null; userAgent: string | null; loginTime: Date }];
  connectionLogout: [{ userId: string; connectionId: string; lastActivity: Date | undefined; logoutTime: Date }];
  connectionIdle: [{ userId: string; connectionId: string; lastActivity: Date }];
  connectionActive: [{ userId: string; connectionId: string; lastActivity: Date }];
}

// The runtime's own bookkeeping fields skip the app's user schema, as accounts' writes do.
const WRITE_OPTIONS = { bypassCollection2: true };

export class UserStatusTracker {
  readonly events = new EventEmitter<UserStatusEvents>();
  private readonly records = new Map<string, ConnectionStatus>();
  private readonly writes = new Map<string, Promise<void>>();

  constructor(
    private readonly users: UsersCollectionLike,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Every open connection's status, by connection id (read-only). */
  get connections(): ReadonlyMap<string, Readonly<ConnectionStatus>> {
    return this.records;
  }

  /** A connection opened (also used for connections that predate the tracker). */
  connectionOpened(handle: ConnectionHandle): ConnectionStatus {
    const existing = this.records.get(handle.id);
    if (existing) return existing;
    const record: ConnectionStatus = {
      _id: handle.id,
      ipAddr: handle.clientAddress,
      userAgent: handle.httpHeaders['user-agent'] ?? null,
      idle: false,
    };
    this.records.set(handle.id, record);
    handle.onClose(() => this.connectionClosed(handle.id));
    return record;
  }

  /** The connection's user changed: a login, a logout, or a switch to another user. */
  userChanged(handle: ConnectionHandle, userId: string | null): void {
    const record = this.connectionOpened(handle);
    if (record.userId !== undefined && record.userId !== userId) this.logout(record);
    if (userId !== null) this.login(record, userId);
  }

  connectionClosed(connectionId: string): void {
    const record = this.records.get(connectionId);
    if (!record) return;
    this.records.delete(connectionId);
    if (record.userId !== undefined) this.logout(record);
  }

  /** The client reports its user idle since `lastActivity`. */
  idle(handle: ConnectionHandle, userId: string, lastActivity: Date): void {
    const record = this.recordFor(handle, userId);
    record.idle = true;
    record.lastActivity = lastActivity;
    this.events.emit('connectionIdle', { userId, connectionId: record._id, lastActivity });
    this.sync(userId);
  }

  /** The client reports activity at `at`. */
  active(handle: ConnectionHandle, userId: string, at: Date): void {
    const record = this.recordFor(handle, userId);
    record.idle = false;
    delete record.lastActivity;
    this.events.emit('connectionActive', { userId, connectionId: record._id, lastActivity: at });
    this.sync(userId);
  }

  /** Resolves once every write queued so far reached the database. */
  async settled(): Promise<void> {
    while (this.writes.size > 0) await Promise.all(this.writes.values());
  }

  private recordFor(handle: ConnectionHandle, userId: string): ConnectionStatus {
    const record = this.connectionOpened(handle);
    // Only if the user-change hook has not run yet for this connection.
    if (record.userId !== userId) this.userChanged(handle, userId);
    return record;
  }

  private login(record: ConnectionStatus, userId: string): void {
    const loginTime = new Date(this.now());
    record.userId = userId;
    record.loginTime = loginTime;
    record.idle = false;
    delete record.lastActivity;
    const { ipAddr, userAgent } = record;
    this.events.emit('connectionLogin', { userId, connectionId: record._id, ipAddr, userAgent, loginTime });
    this.sync(userId, { 'status.lastLogin': { date: loginTime, ipAddr, userAgent } });
  }

  private logout(record: ConnectionStatus): void {
    const userId = record.userId!;
    const lastActivity = record.lastActivity;
    delete record.userId;
    delete record.loginTime;
    delete record.lastActivity;
    record.idle = false;
    this.events.emit('connectionLogout', { userId, connectionId: record._id, lastActivity, logoutTime: new Date(this.now()) });
    this.sync(userId);
  }

  private sync(userId: string, extra: Record<string, unknown> = {}): void {
    const previous = this.writes.get(userId) ?? Promise.resolve();
    const next = previous
      .then(async () => {
        const mine = [...this.records.values()].filter((r) => r.userId === userId);
        const modifier = statusModifier(mine);
        Object.assign(modifier.$set, extra);
        await this.users.updateAsync({ _id: userId }, modifier as unknown as Record<string, unknown>, WRITE_OPTIONS);
      })
      .catch((error: unknown) => Log.error('user-status: could not update the status of a user', { err: error }));
    this.writes.set(userId, next);
    void next.then(() => {
      if (this.writes.get(userId) === next) this.writes.delete(userId);
    });
  }
}
