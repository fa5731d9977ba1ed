// Meteor's `Meteor.server` (livedata_server.js `Server`): the registry of methods and
// publications, the live sessions, `onConnection` hooks, server-side `callAsync`/`applyAsync`
// and the WebSocket endpoint. Heartbeat defaults are Meteor's 15 s / 15 s. Left out:
// `setPublicationStrategy` (every publication uses the full merge box) and SockJS.
import type { Server as HttpServer } from 'node:http';
import { MethodInvocation } from '../ddp-common/method-invocation';
import { makeRpcSeed } from '../ddp-common/random-stream';
import { EJSON } from '../ejson/index';
import { MeteorError } from '../meteor/errors';
import { type ConnectionHandle, currentMethodInvocation, currentPublicationInvocation } from './current-invocation';
import type { MethodHandler, PublishHandler, RateLimiter } from './publication-types';
import type { Session, SessionServer } from './session';
import { bindSocket } from './socket-binding';
import { AddressCounter, type ConnectionCaps, connectionCapsFromEnv } from './connection-caps';
import { clientAddressOf } from './connection-handle';
import { protocolErrorText } from './protocol-error';
import type { DdpSocket, SocketRequestInfo } from './socket';
import { type AttachOptions, type WebSocketAttachment, attachWebSocket } from './ws-transport';
import { Log } from '../logging/server';

export interface DdpServerOptions {
  /** Milliseconds of client silence before the server pings; 0 disables. Default 15000. */
  heartbeatInterval?: number;
  /** Milliseconds to wait for any message after a ping before closing. Default 15000. */
  heartbeatTimeout?: number;
  /** What one client may hold (connection-caps.ts); each default comes from the environment. */
  caps?: Partial<ConnectionCaps>;
}

export type UserIdChangeCallback = (connection: ConnectionHandle, userId: string | null) => void;

interface StopHandle {
  stop(): void;
}

export class DdpServer implements SessionServer {
  readonly heartbeatInterval: number;
  readonly heartbeatTimeout: number;
  private readonly methodHandlers = new Map<string, MethodHandler>();
  private readonly publishHandlers = new Map<string, PublishHandler>();
  private readonly universalHandlers: PublishHandler[] = [];
  private readonly sessionMap = new Map<string, Session>();
  private readonly connectionCallbacks = new Set<(connection: ConnectionHandle) => void>();
  private readonly userIdCallbacks = new Set<UserIdChangeCallback>();
  private readonly attachments = new Set<WebSocketAttachment>();
  private rateLimiter: RateLimiter | null = null;
  private draining = false;
  readonly caps: ConnectionCaps;
  private readonly socketsPerAddress: AddressCounter;

  constructor(options: DdpServerOptions = {}) {
    this.heartbeatInterval = options.heartbeatInterval ?? 15_000;
    this.heartbeatTimeout = options.heartbeatTimeout ?? 15_000;
    this.caps = { ...connectionCapsFromEnv(), ...options.caps };
    this.socketsPerAddress = new AddressCounter(this.caps.maxConnectionsPerAddress);
  }

  /** Live sessions by session id (read-only view). */
  get sessions(): ReadonlyMap<string, Session> {
    return this.sessionMap;
  }

  methods(map: Record<string, MethodHandler>): void {
    for (const [name, handler] of Object.entries(map)) {
      if (typeof handler !== 'function') throw new Error(`Method '${name}' must be a function`);
      if (this.methodHandlers.has(name)) throw new Error(`A method named '${name}' is already defined`);
      this.methodHandlers.set(name, handler);
    }
  }

  /** `name` null: a universal publication, started for every session, never `ready`. */
  publish(name: string | null, handler: PublishHandler): void;
  publish(map: Record<string, PublishHandler>): void;
  publish(nameOrMap: string | null | Record<string, PublishHandler>, handler?: PublishHandler): void {
    if (nameOrMap !== null && typeof nameOrMap === 'object') {
      for (const [name, fn] of Object.entries(nameOrMap)) this.publish(name, fn);
      return;
    }
    if (typeof handler !== 'function') throw new Error('Publish handler must be a function');
    if (nameOrMap === null) {
      this.universalHandlers.push(handler);
      for (const session of this.sessionMap.values()) session.startLateUniversalSub(handler);
      return;
    }
    if (this.publishHandlers.has(nameOrMap)) {
      Log.error(`Ignoring duplicate publish named '${nameOrMap}'`);
      return;
    }
    this.publishHandlers.set(nameOrMap, handler);
  }

  /** Serves DDP over WebSocket on `httpServer` (default path `/websocket`). */
  attach(httpServer: HttpServer, options: AttachOptions = {}): WebSocketAttachment {
    const attachment = attachWebSocket(httpServer, (socket, info) => this.acceptSocket(socket, info), {
      maxBufferedBytes: this.caps.maxBufferedBytes,
      ...options,
    });
    this.attachments.add(attachment);
    return attachment;
  }

  /** Starts DDP on any transport that delivers one message per frame (tests use an in-memory one). */
  acceptSocket(socket: DdpSocket, info: SocketRequestInfo): void {
    // Counted by the address limits and records use (the forwarded one behind trusted proxies).
    const address = clientAddressOf(info) ?? 'unknown';
    if (!this.socketsPerAddress.take(address)) {
      socket.send(protocolErrorText('Too many connections from this address'));
      socket.close(1008, 'Too many connections');
      return;
    }
    socket.on('close', () => this.socketsPerAddress.release(address));
    bindSocket(this, socket, info);
  }

  onConnection(callback: (connection: ConnectionHandle) => void): StopHandle {
    this.connectionCallbacks.add(callback);
    return { stop: () => this.connectionCallbacks.delete(callback) };
  }

  /** Called after a connection's user changed and its subscriptions re-ran (accounts uses it). */
  onUserIdChange(callback: UserIdChangeCallback): StopHandle {
    this.userIdCallbacks.add(callback);
    return { stop: () => this.userIdCallbacks.delete(callback) };
  }

  /**
   * Beyond Meteor: re-runs every subscription of connection `connectionId` as its current user
   * and sends only the difference, as a login does. For rights that changed under a live
   * connection (roles, memberships): each publication checks access again, so one that is no
   * longer allowed ends with its error and withdraws its documents. Resolves once sent; a closed
   * or unknown connection is a no-op.
   */
  rerunSubscriptions(connectionId: string): Promise<void> {
    return this.sessionMap.get(connectionId)?.rerunSubscriptions() ?? Promise.resolve();
  }

  /**
   * Installs DDPRateLimiter's counting for every method call and subscription, e.g.
   * `setRateLimiter((input) => DDPRateLimiter.consume(input))`; null removes it.
   */
  setRateLimiter(limiter: RateLimiter | null): void {
    this.rateLimiter = limiter;
  }

  callAsync(name: string, ...args: unknown[]): Promise<unknown> {
    return this.applyAsync(name, args);
  }

  /**
   * Runs a registered method from server code, as the current method's or publication's user if
   * there is one. Errors are thrown unsanitised: the caller is trusted code.
   */
  async applyAsync(name: string, args: readonly unknown[]): Promise<unknown> {
    const handler = this.methodHandlers.get(name);
    if (!handler) throw new MeteorError(404, `Method '${name}' not found`);
    const enclosing = currentMethodInvocation.getStore();
    const publication = currentPublicationInvocation.getStore();
    const outer = enclosing instanceof MethodInvocation ? enclosing : undefined;
    const invocation = new MethodInvocation({
      name,
      isSimulation: false,
      userId: enclosing?.userId ?? publication?.userId ?? null,
      connection: enclosing?.connection ?? publication?.connection ?? null,
      randomSeed: outer ? makeRpcSeed(outer, name) : null,
      setUserId: outer ? (userId) => outer.setUserId(userId) : undefined,
    });
    const params = EJSON.clone([...args]);
    const result = await currentMethodInvocation.run(invocation, () => handler.apply(invocation, params));
    return EJSON.clone(result);
  }

  /** `code`/`reason` go in each WebSocket close frame (a shutdown sends 1012, Service Restart). */
  closeAllSessions(code?: number, reason?: string): void {
    for (const session of [...this.sessionMap.values()]) session.close(code, reason);
  }

  /**
   * Beyond Meteor, the first half of a graceful shutdown: new WebSocket upgrades are refused
   * (503), every session stops taking messages and the method calls already running finish and
   * are answered (Session.drain). Resolves once none is left unanswered; sessions stay open
   * (closeAllSessions ends them), so the writes' `updated` and the subscriptions' data still flow.
   */
  drain(): Promise<void> {
    this.draining = true;
    for (const attachment of this.attachments) attachment.refuseNewSockets();
    return Promise.all([...this.sessionMap.values()].map((session) => session.drain())).then(() => undefined);
  }

  /** Method calls started and not answered yet, over every session (what a cut-short drain reports). */
  unansweredMethods(): number {
    let count = 0;
    for (const session of this.sessionMap.values()) count += session.unansweredMethods;
    return count;
  }

  /** Closes every session and stops serving WebSockets (tests and shutdown). */
  async close(): Promise<void> {
    this.closeAllSessions();
    await Promise.all([...this.attachments].map((attachment) => attachment.close()));
    this.attachments.clear();
    // Closed for good: a later attach() in this process (a test restarting the app) serves again.
    this.draining = false;
  }

  // SessionServer: what sessions ask of the server.

  findMethod(name: string): MethodHandler | undefined {
    return this.methodHandlers.get(name);
  }

  findPublication(name: string): PublishHandler | undefined {
    return this.publishHandlers.get(name);
  }

  universalPublications(): readonly PublishHandler[] {
    return this.universalHandlers;
  }

  checkRateLimit(session: Session, type: 'method' | 'subscription', name: string, params: readonly unknown[]): MeteorError | null {
    if (!this.rateLimiter) return null;
    const input = { type, name, userId: session.userId, connectionId: session.id, clientAddress: session.connectionHandle.clientAddress };
    return this.rateLimiter(input, params);
  }

  sessionOpened(session: Session): void {
    this.sessionMap.set(session.id, session);
    // A socket upgraded just before the drain began connects into a session that takes nothing.
    if (this.draining) void session.drain();
    for (const callback of [...this.connectionCallbacks]) {
      try {
        callback(session.connectionHandle);
      } catch (error) {
        Log.error('Exception in onConnection callback', { err: error, sessionId: session.id });
      }
    }
  }

  sessionClosed(session: Session): void {
    this.sessionMap.delete(session.id);
  }

  userIdChanged(session: Session, userId: string | null): void {
    for (const callback of [...this.userIdCallbacks]) {
      try {
        callback(session.connectionHandle, userId);
      } catch (error) {
        Log.error('Exception in onUserIdChange callback', { err: error, sessionId: session.id });
      }
    }
  }
}
