// Which login token each DDP connection is logged in with, and what happens when that token goes
// away. Meteor observes `{_id, "services.resume.loginTokens.hashedToken": <hash>}` for every
// logged-in connection and closes the connection when the document leaves that query (logout
// elsewhere, removeOtherTokens, a password change or reset, the expiry sweep, a deleted user).
// Here the connection is not closed: it is logged out in place with the server's
// `session.setUserId(null)`, which re-runs its subscriptions as nobody, so private data is
// removed from the client at once while the socket stays usable. Left out: nothing.
import type { ConnectionHandle } from '../ddp-server/current-invocation';
import type { DdpServer } from '../ddp-server/ddp-server';
import type { ObserveHandle } from '../mongo/types';
import { users } from './users-collection';
import { Log } from '../logging/server';

interface LoginRecord {
  userId: string;
  hashedToken: string;
  observer: ObserveHandle | null;
}

export class ConnectionLogins {
  private readonly records = new Map<string, LoginRecord>();
  private readonly watchedForClose = new Set<string>();

  constructor(private readonly server: DdpServer) {
    // Someone else changed the connection's user (a custom setUserId): our token no longer applies.
    server.onUserIdChange((connection, userId) => {
      const record = this.records.get(connection.id);
      if (record && record.userId !== userId) this.forget(connection.id);
    });
  }

  /** The hashed token the connection logged in with, or undefined. */
  hashedTokenOf(connectionId: string): string | undefined {
    return this.records.get(connectionId)?.hashedToken;
  }

  /**
   * Remembers the connection's token and starts watching it. Resolves once the watch is live,
   * so a removal that happens after login can never be missed.
   */
  async track(connection: ConnectionHandle, userId: string, hashedToken: string): Promise<void> {
    this.forget(connection.id);
    const record: LoginRecord = { userId, hashedToken, observer: null };
    this.records.set(connection.id, record);
    if (!this.watchedForClose.has(connection.id)) {
      this.watchedForClose.add(connection.id);
      connection.onClose(() => {
        this.watchedForClose.delete(connection.id);
        this.forget(connection.id);
      });
    }
    const observer = await users
      .find({ _id: userId, 'services.resume.loginTokens.hashedToken': hashedToken }, { fields: { _id: 1 } })
      .observeChangesAsync({ removed: () => this.tokenGone(connection.id, record) });
    if (this.records.get(connection.id) === record) record.observer = observer;
    else observer.stop();
  }

  /** Stops watching the connection (it logs out, or logs in with another token). */
  forget(connectionId: string): void {
    const record = this.records.get(connectionId);
    if (!record) return;
    this.records.delete(connectionId);
    record.observer?.stop();
  }

  /** Connection ids currently logged in with one of the user's tokens. */
  connectionsOf(userId: string): string[] {
    return [...this.records].filter(([, record]) => record.userId === userId).map(([id]) => id);
  }

  private tokenGone(connectionId: string, record: LoginRecord): void {
    if (this.records.get(connectionId) !== record) return;
    this.forget(connectionId);
    const session = this.server.sessions.get(connectionId);
    if (session && session.userId === record.userId) {
      session.setUserId(null).catch((error: unknown) => Log.error('Exception while logging out a connection', { err: error, sessionId: session.id }));
    }
  }
}
