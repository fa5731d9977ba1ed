// Meteor's server `Session`: one DDP connection after a successful `connect`. It sends
// `connected`, starts the universal publications and the heartbeat, answers ping at once (out of
// band), processes everything else strictly in order through the in-queue (`sub`, `unsub`,
// `method`; `unblock()` lets the next one start), owns the merge box and the subscriptions, and
// re-runs every subscription when the user changes, sending only the diff. Left out: SockJS
// transports, publication strategies other than SERVER_MERGE.
import { forbiddenKeyReason } from '../ddp-common/forbidden-keys';
import { Heartbeat } from '../ddp-common/heartbeat';
import { REFUSED_ARGUMENTS, stringifyDDP } from '../ddp-common/wire';
import { MeteorError } from '../meteor/errors';
import { Random } from '../random/index';
import type { ConnectionCaps } from './connection-caps';
import { clientAddressOf, whitelistHeaders } from './connection-handle';
import type { ConnectionHandle } from './current-invocation';
import { wrapInternalException } from './error-sanitize';
import { InQueue } from './in-queue';
import { MergeBox } from './merge-box';
import { protocolErrorText } from './protocol-error';
import { type MethodHost, dispatchMethod } from './method-dispatch';
import type { MethodHandler, PublishHandler } from './publication-types';
import type { MergeBoxCallbacks } from './session-collection-view';
import type { DdpSocket, SocketRequestInfo } from './socket';
import { Subscription, type SubscriptionHost } from './subscription';
import { Log } from '../logging/server';

/** What a session needs from the server that accepted it. */
export interface SessionServer {
  readonly heartbeatInterval: number;
  readonly heartbeatTimeout: number;
  readonly caps: Pick<ConnectionCaps, 'maxSubscriptionsPerConnection'>;
  findMethod(name: string): MethodHandler | undefined;
  findPublication(name: string): PublishHandler | undefined;
  universalPublications(): readonly PublishHandler[];
  checkRateLimit(session: Session, type: 'method' | 'subscription', name: string, params: readonly unknown[]): MeteorError | null;
  sessionOpened(session: Session): void;
  sessionClosed(session: Session): void;
  userIdChanged(session: Session, userId: string | null): void;
}

export class Session implements MethodHost, SubscriptionHost {
  readonly id = Random.id();
  readonly connectionHandle: ConnectionHandle;
  private currentUserId: string | null = null;
  private box: MergeBox;
  private readonly wire: MergeBoxCallbacks;
  private isSending = true;
  private pendingReadies: string[] = [];
  private namedSubs = new Map<string, Subscription>();
  private universalSubs: Subscription[] = [];
  // Meteor's guard: a universal publication registered while a re-run stops the old
  // subscriptions (from an onStop callback) is started by the re-run itself, on the new merge box;
  // started here too, it would run twice and its first copy would never stop (set-user-id.test.ts).
  private dontStartNewUniversalSubs = false;
  private readonly inQueue = new InQueue();
  private heartbeat: Heartbeat | null = null;
  private closed = false;
  private readonly closeCallbacks: Array<() => void> = [];
  private rerunning: Promise<void> = Promise.resolve();
  // Shutdown (drain()): method calls started and not yet answered, and who waits for none left.
  private methodsInFlight = 0;
  private draining = false;
  private drained: (() => void) | null = null;
  private rerunsInFlight = 0;
  private subscriptionsRefusedOverCap = 0;

  constructor(
    private readonly server: SessionServer,
    private readonly socket: DdpSocket,
    readonly version: string,
    info: SocketRequestInfo,
  ) {
    this.connectionHandle = {
      id: this.id,
      clientAddress: clientAddressOf(info),
      httpHeaders: whitelistHeaders(info.headers),
      close: () => this.close(),
      onClose: (callback) => {
        if (this.closed) setImmediate(() => runCloseCallback(callback));
        else this.closeCallbacks.push(callback);
      },
    };
    this.wire = {
      added: (collection, id, fields) => this.sendData({ msg: 'added', collection, id, fields }),
      changed: (collection, id, fields) => this.sendData({ msg: 'changed', collection, id, fields }),
      removed: (collection, id) => this.sendData({ msg: 'removed', collection, id }),
    };
    this.box = new MergeBox(this.wire);
  }

  get userId(): string | null {
    return this.currentUserId;
  }

  get mergeBox(): MergeBox {
    return this.box;
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** Method calls started on this connection and not answered yet. */
  get unansweredMethods(): number {
    return this.methodsInFlight;
  }

  /**
   * Beyond Meteor, for a graceful shutdown: takes no further message (a `method` or `sub` sent
   * from now on, or still queued behind a running one, is never run nor answered, so the client
   * sends it again to the next server), while the calls already running finish and send their
   * `updated` and `result`. Resolves once none is left; subscriptions keep serving until close().
   */
  drain(): Promise<void> {
    this.draining = true;
    this.inQueue.stop();
    if (this.methodsInFlight === 0 || this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      this.drained = resolve;
    });
  }

  /** Ids of the live named subscriptions. */
  subscriptionIds(): string[] {
    return [...this.namedSubs.keys()];
  }

  /** The publication of each live named subscription (metrics count them when scraped). */
  subscriptionNames(): Array<string | undefined> {
    return Array.from(this.namedSubs.values(), (sub) => sub.name);
  }

  start(): void {
    this.send({ msg: 'connected', session: this.id });
    for (const handler of this.server.universalPublications()) this.startUniversalSub(handler);
    if (this.version !== 'pre1' && this.server.heartbeatInterval > 0) {
      this.heartbeat = new Heartbeat({
        heartbeatInterval: this.server.heartbeatInterval,
        heartbeatTimeout: this.server.heartbeatTimeout,
        sendPing: () => this.send({ msg: 'ping' }),
        onTimeout: () => this.close(),
      });
      this.heartbeat.start();
    }
    // Meteor's order: connected, universal subs, heartbeat, then the onConnection hooks.
    this.server.sessionOpened(this);
  }

  /** Every inbound frame proves the peer alive, even one we reject. */
  noteInbound(): void {
    this.heartbeat?.messageReceived();
  }

  handleMessage(msg: Record<string, unknown> & { msg: string }): void {
    if (this.closed) return;
    // pre1 had no ping/pong: there they fall through to "Bad request" like any unknown message.
    if (this.version !== 'pre1' && msg.msg === 'ping') {
      this.send(typeof msg.id === 'string' ? { msg: 'pong', id: msg.id } : { msg: 'pong' });
      return;
    }
    if (this.version !== 'pre1' && msg.msg === 'pong') return;
    this.inQueue.push((unblock) => this.dispatch(msg, unblock));
  }

  send(message: Record<string, unknown>): void {
    if (this.closed) return;
    this.socket.send(stringifyDDP(message));
  }

  sendError(reason: string, offendingMessage?: unknown): void {
    if (!this.closed) this.socket.send(protocolErrorText(reason, offendingMessage));
  }

  sendReady(subscriptionId: string): void {
    if (this.isSending) this.send({ msg: 'ready', subs: [subscriptionId] });
    else this.pendingReadies.push(subscriptionId);
  }

  findMethod(name: string): MethodHandler | undefined {
    return this.server.findMethod(name);
  }

  checkRateLimit(type: 'method' | 'subscription', name: string, params: readonly unknown[]): MeteorError | null {
    return this.server.checkRateLimit(this, type, name, params);
  }

  stopSubscription(subscription: Subscription, error?: unknown): void {
    const id = subscription.subscriptionId;
    if (id === undefined) {
      this.universalSubs = this.universalSubs.filter((sub) => sub !== subscription);
    } else if (this.namedSubs.get(id) === subscription) {
      this.namedSubs.delete(id);
    }
    subscription.removeAllDocuments();
    subscription.deactivate();
    const wireError = error === undefined ? undefined : wrapInternalException(error, `from sub ${id ?? '(universal)'}`, { sessionId: this.id, publication: subscription.name });
    if (id !== undefined) this.send(wireError ? { msg: 'nosub', id, error: wireError.toWire() } : { msg: 'nosub', id });
  }

  /**
   * Switches the connection to another user: every subscription is stopped and re-run as that
   * user into a fresh merge box, then only the difference from what the client holds is sent,
   * followed by the buffered `ready`s. Resolves once all of that went out.
   */
  async setUserId(userId: string | null): Promise<void> {
    await this.oneRerunAtATime(() => this.rerunAs(userId));
    this.server.userIdChanged(this, userId);
  }

  /** Beyond Meteor: the same re-run for the same user, whose rights changed (DdpServer.rerunSubscriptions). */
  rerunSubscriptions(): Promise<void> {
    return this.oneRerunAtATime(() => (this.closed ? undefined : this.rerunAs(this.currentUserId)));
  }

  /**
   * Re-runs never overlap: each swaps the merge box, so a second one waits for the first. With
   * none in flight it starts at once, as a login's always did (no extra tick before the swap).
   */
  private oneRerunAtATime(rerun: () => Promise<void> | undefined): Promise<void> {
    const next = this.rerunsInFlight === 0 ? Promise.resolve(rerun()) : this.rerunning.then(rerun, rerun);
    this.rerunsInFlight += 1;
    const settled = next.catch(() => undefined).finally(() => {
      this.rerunsInFlight -= 1;
    });
    this.rerunning = settled;
    return next;
  }

  private async rerunAs(userId: string | null): Promise<void> {
    this.dontStartNewUniversalSubs = true;
    for (const sub of this.allSubs()) sub.deactivate();
    this.dontStartNewUniversalSubs = false;
    this.currentUserId = userId;
    const before = this.box;
    this.box = new MergeBox(this.wire);
    this.isSending = false;
    const oldNamed = this.namedSubs;
    this.namedSubs = new Map();
    this.universalSubs = [];
    const runs: Promise<void>[] = [];
    for (const handler of this.server.universalPublications()) runs.push(this.startUniversalSub(handler));
    for (const [id, old] of oldNamed) {
      const sub = old.recreate(this);
      this.namedSubs.set(id, sub);
      runs.push(sub.run());
    }
    try {
      await Promise.all(runs);
    } finally {
      // No awaits from here on: the diff and the readies go out as one uninterrupted block.
      this.isSending = true;
      this.box.sendDiffFrom(before, this.wire);
      const readies = this.pendingReadies.splice(0);
      if (readies.length > 0) this.send({ msg: 'ready', subs: readies });
    }
  }

  /** A universal publication registered after this session connected. */
  startLateUniversalSub(handler: PublishHandler): void {
    if (!this.closed && !this.dontStartNewUniversalSubs) void this.startUniversalSub(handler);
  }

  /** `code` and `reason` go in the WebSocket close frame (shutdown says 1012, Service Restart). */
  close(code?: number, reason?: string): void {
    if (this.closed) return;
    this.closed = true;
    this.heartbeat?.stop();
    this.inQueue.stop();
    // The client is gone: stop observers, drop the merge box, send nothing.
    for (const sub of this.allSubs()) sub.deactivate();
    this.namedSubs.clear();
    this.universalSubs = [];
    this.server.sessionClosed(this);
    this.socket.close(code, reason);
    for (const callback of this.closeCallbacks.splice(0)) setImmediate(() => runCloseCallback(callback));
    this.drained?.();
  }

  private allSubs(): Subscription[] {
    return [...this.namedSubs.values(), ...this.universalSubs];
  }

  private startUniversalSub(handler: PublishHandler): Promise<void> {
    const sub = new Subscription(this, handler, undefined, [], undefined);
    this.universalSubs.push(sub);
    return sub.run();
  }

  private sendData(message: Record<string, unknown>): void {
    if (this.isSending) this.send(message);
  }

  // Not async: the in-queue waits on the handler's own promise, no extra wrapper per message.
  private dispatch(msg: Record<string, unknown> & { msg: string }, unblock: () => void): Promise<void> | void {
    // Taken by the queue just before drain(): not started, so left for the next server too.
    if (this.draining) return;
    switch (msg.msg) {
      case 'sub':
        return this.handleSub(msg, unblock);
      case 'unsub':
        return this.handleUnsub(msg);
      case 'method':
        return this.countedInFlight(dispatchMethod(this, msg, unblock));
      default:
        this.sendError('Bad request', msg);
    }
  }

  /** Counts a call until its answer went out (at once when dispatchMethod answered synchronously). */
  private countedInFlight(answered: Promise<void> | void): Promise<void> | void {
    if (!answered) return answered;
    this.methodsInFlight += 1;
    const settle = (): void => {
      this.methodsInFlight -= 1;
      if (this.methodsInFlight === 0) this.drained?.();
    };
    answered.then(settle, settle);
    return answered;
  }

  private async handleSub(msg: Record<string, unknown>, unblock: () => void): Promise<void> {
    const { id, name, params } = msg;
    if (typeof id !== 'string' || typeof name !== 'string' || (params !== undefined && !Array.isArray(params))) {
      this.sendError('Malformed subscription', msg);
      return;
    }
    const handler = this.server.findPublication(name);
    if (!handler) {
      this.send({ msg: 'nosub', id, error: new MeteorError(404, `Subscription '${name}' not found`).toWire() });
      return;
    }
    // A client re-sending a live sub (after a reconnect race) gets nothing new.
    if (this.namedSubs.has(id)) return;
    const refusedKey = (msg as { [REFUSED_ARGUMENTS]?: string })[REFUSED_ARGUMENTS];
    if (refusedKey !== undefined) {
      this.send({ msg: 'nosub', id, error: new MeteorError(400, forbiddenKeyReason(refusedKey)).toWire() });
      return;
    }
    const refusal = this.checkRateLimit('subscription', name, (params as unknown[] | undefined) ?? []);
    if (refusal) {
      this.send({ msg: 'nosub', id, error: refusal.toWire() });
      return;
    }
    const max = this.server.caps.maxSubscriptionsPerConnection;
    if (this.namedSubs.size >= max) {
      this.send({ msg: 'nosub', id, error: new MeteorError('too-many-subscriptions', `A connection may hold at most ${max} subscriptions`).toWire() });
      // A page never keeps asking past the cap; a client flooding it costs every other session a
      // parse and an answer per frame, so after as many refusals as the cap it is disconnected.
      this.subscriptionsRefusedOverCap += 1;
      if (this.subscriptionsRefusedOverCap >= max) {
        this.sendError('Too many subscriptions');
        this.close();
      }
      return;
    }
    const sub = new Subscription(this, handler, id, (params as unknown[] | undefined) ?? [], name);
    this.namedSubs.set(id, sub);
    await sub.run(unblock);
  }

  private handleUnsub(msg: Record<string, unknown>): void {
    if (typeof msg.id !== 'string') {
      this.sendError('Bad request', msg);
      return;
    }
    const sub = this.namedSubs.get(msg.id);
    if (sub) {
      this.namedSubs.delete(msg.id);
      sub.removeAllDocuments();
      sub.deactivate();
    }
    this.send({ msg: 'nosub', id: msg.id });
  }
}

function runCloseCallback(callback: () => void): void {
  try {
    callback();
  } catch (error) {
    Log.error('Exception in connection onClose callback', { err: error });
  }
}
