// Meteor's client DDP connection (livedata_connection.js): the `connect` handshake with version
// negotiation, heartbeats, methods (`apply`/`callAsync`, finished on `result` + `updated`),
// subscriptions, the reactive user id, and recovery after a reconnect: `connect` with the old
// session, then `onReconnect`'s methods, then unanswered methods, then every live `sub`; data is
// held back until the revived subscriptions are ready and replaces the stores in one batch.
// Method stubs (`methods(map)`) simulate a call in the local cache; the call then carries the
// stub's `randomSeed`, and the stub's writes give way to the server's data on `updated`.
// Beyond Meteor: a call whose stub drew no seed (or that has no stub) carries a fresh one, so a
// call re-sent after a reconnect inserts under the same _ids as its first send (the server can
// tell its own earlier write from a second one).
// Left out: `returnStubValue`, waiting for other methods' stub writes before a method's callback
// (`_runWhenAllServerDocsAreFlushed`), SockJS, and pre1's numeric errors.
import { Dependency } from '../tracker/index';
import { SUPPORTED_DDP_VERSIONS } from '../ddp-common/messages';
import { makeRpcSeed } from '../ddp-common/random-stream';
import { DdpParseError, parseDDP, stringifyDDP } from '../ddp-common/wire';
import { MeteorError, errorFromWire } from '../meteor/errors';
import { Heartbeat } from './heartbeat';
import { type MethodCallback, MethodInvoker, type MethodMessage, MethodQueue } from './method-invoker';
import { isPromise } from './current-invocation';
import { MethodStubs, type StubHandler, type StubRun } from './method-stubs';
import { StoreRegistry } from './store-registry';
import { ClientStream } from './stream';
import { StubWrites } from './stub-writes';
import { Subscriptions } from './subscriptions';
import type {
  ApplyOptions,
  ConnectionOptions,
  ConnectionStatus,
  DataMessage,
  Store,
  SubscriptionHandle,
} from './types';
import { UpdatePipeline } from './update-pipeline';
import { toWebsocketUrl } from './urls';

type Incoming = Record<string, unknown> & { msg: string };

const INVOCATION_FAILED_REASON =
  'Method invocation might have failed due to dropped connection. Failing because `noRetry` option was passed to Meteor.apply.';

export class Connection {
  /** Called on every reconnect before anything else is re-sent (accounts re-login here). */
  onReconnect: (() => void) | null = null;
  private readonly stream: ClientStream;
  private readonly stubWrites = new StubWrites();
  private readonly stores = new StoreRegistry((message) => this.stubWrites.capture(message));
  private readonly stubs = new MethodStubs();
  private readonly pipeline: UpdatePipeline;
  private readonly outstanding: MethodQueue;
  private readonly subscriptions: Subscriptions;
  private readonly heartbeat: Heartbeat;
  private readonly supportedVersions: readonly string[];
  private version: string;
  private nextMethodId = 1;
  private lastSessionId: string | null = null;
  private reconnectMethodIds: string[] = [];
  private currentUserId: string | null = null;
  private readonly userIdDep = new Dependency();

  constructor(
    url: string,
    private readonly options: ConnectionOptions,
  ) {
    this.supportedVersions = options.supportedDDPVersions ?? SUPPORTED_DDP_VERSIONS;
    this.version = this.supportedVersions[0]!;
    this.pipeline = new UpdatePipeline(this.stores, options.bufferedWritesInterval ?? 5, options.bufferedWritesMaxAge ?? 500);
    this.outstanding = new MethodQueue(
      (invoker) => this.send(invoker.message),
      () => this.stream?.isOpen ?? false,
    );
    this.subscriptions = new Subscriptions({
      sendSub: (record) => this.send({ msg: 'sub', id: record.id, name: record.name, params: record.params }),
      sendUnsub: (id) => this.send({ msg: 'unsub', id }),
    });
    this.heartbeat = new Heartbeat(
      options.heartbeatInterval ?? 17_500,
      options.heartbeatTimeout ?? 15_000,
      () => this.send({ msg: 'ping' }),
      () => this.stream.lostConnection('DDP heartbeat timed out'),
    );
    this.stream = new ClientStream(
      toWebsocketUrl(url),
      options.WebSocket,
      {
        retry: options.retry ?? true,
        connectTimeoutMs: options.connectTimeoutMs ?? 10_000,
        minTimeout: options.minTimeout,
        minCount: options.minCount,
        baseTimeout: options.baseTimeout,
        exponent: options.exponent,
        maxTimeout: options.maxTimeout,
        fuzz: options.fuzz,
      },
      {
        onOpen: () => this.onOpen(),
        onMessage: (text) => this.onMessage(text),
        onClose: () => this.onClose(),
      },
    );
  }

  // ---- status ---------------------------------------------------------------------------------

  status(): ConnectionStatus {
    return this.stream.status();
  }

  reconnect(): void {
    this.stream.reconnect();
  }

  disconnect(): void {
    this.stream.disconnect();
  }

  /** Meteor's `close()`: disconnect for good (used by tests and server-to-server clients). */
  close(): void {
    this.stream.disconnect({ permanent: true, reason: 'Connection closed' });
  }

  // ---- user id --------------------------------------------------------------------------------

  userId(): string | null {
    this.userIdDep.depend();
    return this.currentUserId;
  }

  setUserId(userId: string | null): void {
    if (this.currentUserId === userId) return;
    this.currentUserId = userId;
    this.userIdDep.changed();
  }

  // ---- methods --------------------------------------------------------------------------------

  callAsync(name: string, ...args: unknown[]): Promise<unknown> {
    return this.applyAsync(name, args);
  }

  /** Meteor's `call(name, ...args, callback?)`; without a callback errors are logged. */
  call(name: string, ...args: unknown[]): void {
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      this.apply(name, args.slice(0, -1), {}, last as MethodCallback);
      return;
    }
    this.apply(name, args, {}, (error) => {
      if (error) console.error(`Error invoking Method '${name}':`, error);
    });
  }

  /** Meteor's client `methods(map)`: stubs that simulate these methods in the local cache. */
  methods(map: Record<string, StubHandler>): void {
    this.stubs.define(map);
  }

  /** An async stub is awaited before the call is sent, so all of its writes are tracked. */
  applyAsync(name: string, args: unknown[] = [], options: ApplyOptions = {}): Promise<unknown> {
    const stub = this.runStub(name, args);
    return new Promise((resolve, reject) => {
      const callback: MethodCallback = (error, result) => (error ? reject(error) : resolve(result));
      const send = (settled: StubRun) => {
        try {
          this.sendCall(name, args, options, callback, settled);
        } catch (error) {
          reject(error);
        }
      };
      if (!isPromise(stub.value)) return send(stub);
      stub.value.then(
        (value) => send({ ...stub, value }),
        (exception: unknown) => send({ ...stub, value: undefined, exception }),
      );
    });
  }

  /**
   * Meteor's `apply(name, args, options?, callback?)`. With a callback it returns undefined;
   * without one it returns the promise of the result.
   */
  apply(name: string, args: unknown[], options?: ApplyOptions, callback?: MethodCallback): Promise<unknown> | undefined {
    if (!callback) return this.applyAsync(name, args, options);
    const stub = this.runStub(name, args);
    if (isPromise(stub.value)) {
      // Meteor's warning: writes after the stub's first await are not tracked on this path.
      console.warn(`Method ${name}: an async stub called with call/apply; use callAsync/applyAsync instead.`);
      stub.value.catch((error: unknown) => console.error(`Exception in the stub of '${name}'`, error));
    }
    this.sendCall(name, args, options ?? {}, callback, stub);
    return undefined;
  }

  private runStub(name: string, args: unknown[]): StubRun {
    return this.stubs.run(name, args, this, () => {
      // Data already received must be in the cache before the stub reads it.
      if (!this.pipeline.isResetting) this.pipeline.flush();
      this.stores.saveOriginals();
    });
  }

  /** Sends the call after its stub ran (a call made inside a stub is only simulated). */
  private sendCall(name: string, args: unknown[], options: ApplyOptions, callback: MethodCallback, stub: StubRun): void {
    if (stub.alreadyInSimulation) {
      callback(stub.exception as MeteorError | undefined, stub.value);
      return;
    }
    const id = String(this.nextMethodId++);
    if (stub.ran) this.stubWrites.store(id, this.stores.retrieveOriginals());
    if (stub.exception !== undefined) {
      if (options.throwStubExceptions) {
        this.settleStubWrites(id); // nothing will be sent: undo what the stub wrote
        throw stub.exception;
      }
      console.error(`Exception while simulating the effect of invoking '${name}'`, stub.exception);
    }
    const message: MethodMessage = { msg: 'method', id, method: name, params: args };
    // Unseeded, makeRpcSeed draws from the cryptographic Random: each call its own seed.
    message.randomSeed = stub.usedSeed() ?? makeRpcSeed(undefined, name);
    const invoker = new MethodInvoker(message, options.wait ?? false, options.noRetry ?? false, callback, (done) =>
      this.outstanding.finished(done),
    );
    this.outstanding.add(invoker);
  }

  // ---- subscriptions and data -----------------------------------------------------------------

  /** `subscribe(name, ...params, callbacks?)`; callbacks: a function (onReady) or {onReady, onStop}. */
  subscribe(name: string, ...args: unknown[]): SubscriptionHandle {
    return this.subscriptions.subscribe(name, args);
  }

  registerStore(collectionName: string, store: Store): boolean {
    return this.stores.register(collectionName, store);
  }

  // ---- the socket -----------------------------------------------------------------------------

  private send(message: Record<string, unknown>): void {
    this.stream.send(stringifyDDP(message));
  }

  private onOpen(): void {
    const connect: Record<string, unknown> = { msg: 'connect', version: this.version, support: [...this.supportedVersions] };
    if (this.lastSessionId) connect.session = this.lastSessionId;
    this.send(connect);
    this.reconnectMethodIds = [];
    if (this.lastSessionId) {
      const old = this.outstanding.takeForReconnect((invoker) => {
        // No `updated` will come: the stub's writes give way to the server's data now.
        this.settleStubWrites(invoker.methodId);
        invoker.fail(new MeteorError('invocation-failed', INVOCATION_FAILED_REASON));
      });
      if (this.onReconnect) {
        const before = this.nextMethodId;
        this.onReconnect();
        for (let id = before; id < this.nextMethodId; id++) this.reconnectMethodIds.push(String(id));
      }
      this.outstanding.restore(old);
    }
    this.outstanding.sendFirstBlock();
    for (const record of this.subscriptions.all()) {
      this.send({ msg: 'sub', id: record.id, name: record.name, params: record.params });
    }
  }

  private onClose(): void {
    this.heartbeat.stop();
    if (this.pipeline.isResetting) this.pipeline.abortReset();
    else this.pipeline.flush();
  }

  private onMessage(text: string): void {
    this.heartbeat.messageReceived();
    let message: Incoming;
    try {
      message = parseDDP(text);
    } catch (error) {
      if (error instanceof DdpParseError) console.error('Discarding message with invalid JSON', text);
      return;
    }
    switch (message.msg) {
      case 'connected':
        return this.onConnected(message);
      case 'failed':
        return this.onFailed(String(message.version));
      case 'ping':
        return this.send(message.id === undefined ? { msg: 'pong' } : { msg: 'pong', id: message.id });
      case 'pong':
        return;
      case 'added':
      case 'changed':
      case 'removed':
        return this.pipeline.data(message as unknown as DataMessage);
      case 'ready':
        return this.onReady(message);
      case 'nosub':
        return this.onNosub(message);
      case 'result':
        return this.onResult(message);
      case 'updated':
        return this.onUpdated(message);
      case 'error':
        console.error('Received error from server:', message.reason);
        return;
      default:
        // Includes addedBefore/movedBefore and the old `server_id` greeting, which Meteor ignores.
        return;
    }
  }

  private onConnected(message: Incoming): void {
    const reconnecting = this.lastSessionId !== null;
    this.lastSessionId = String(message.session);
    if (this.version !== 'pre1') this.heartbeat.start();
    if (!reconnecting) return;
    // Keep today's documents on screen until the subscriptions that were ready are ready again.
    const revived = this.subscriptions.all().filter((r) => r.ready).map((r) => r.id);
    const alreadyAnswered = this.outstanding
      .all()
      .filter((m) => m.gotResult && !m.dataVisible)
      .map((m) => () => m.dataVisibleNow());
    this.pipeline.beginReset(revived, this.reconnectMethodIds, alreadyAnswered);
  }

  private onFailed(version: string): void {
    if (this.supportedVersions.includes(version)) {
      this.version = version;
      this.stream.reconnect({ force: true });
      return;
    }
    const description = `DDP version negotiation failed; server requested version ${version}`;
    this.stream.disconnect({ permanent: true, reason: description });
    this.options.onDDPVersionNegotiationFailure?.(description);
  }

  private onReady(message: Incoming): void {
    const ids = Array.isArray(message.subs) ? message.subs.filter((s): s is string => typeof s === 'string') : [];
    this.pipeline.after(() => {
      for (const id of ids) this.subscriptions.markReady(id);
    });
    for (const id of ids) this.pipeline.subReady(id);
  }

  private onNosub(message: Incoming): void {
    const id = String(message.id);
    const error = message.error === undefined ? undefined : errorFromWire(message.error);
    this.pipeline.after(() => this.subscriptions.ended(id, error));
    this.pipeline.subReady(id);
  }

  private onResult(message: Incoming): void {
    const invoker = this.outstanding.get(String(message.id));
    if (!invoker) return;
    this.pipeline.flush();
    invoker.receiveResult(message.error === undefined ? undefined : errorFromWire(message.error), message.result);
  }

  private onUpdated(message: Incoming): void {
    const ids = Array.isArray(message.methods) ? message.methods.map(String) : [];
    this.pipeline.after(() => {
      for (const id of ids) {
        // The stub's documents become the server's versions before the caller hears back.
        this.settleStubWrites(id);
        this.outstanding.get(id)?.dataVisibleNow();
      }
    });
    for (const id of ids) this.pipeline.methodUpdated(id);
  }

  private settleStubWrites(methodId: string): void {
    const replacements = this.stubWrites.methodUpdated(methodId);
    if (replacements.length > 0) this.stores.replace(replacements);
  }
}
