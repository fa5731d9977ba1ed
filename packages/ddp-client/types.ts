// Shared shapes of the DDP client: the minimal WebSocket surface both the browser's WebSocket and
// the `ws` package offer, the store contract collections implement (Meteor's `registerStore`),
// and the connection status object (`Meteor.status()`).
import type { Fields } from '../ddp-common/messages';

/** What the connection needs from a socket: the browser WebSocket and `ws` both provide it. */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type WebSocketConstructor = new (url: string) => WebSocketLike;

export type DataMessage =
  | { msg: 'added'; collection: string; id: string; fields?: Fields }
  | { msg: 'changed'; collection: string; id: string; fields?: Fields }
  | { msg: 'removed'; collection: string; id: string };

/**
 * Meteor's internal 'replace' update: once every method whose stub wrote a document is `updated`,
 * the server's version of it (undefined: the server has none) replaces the stub's. `id` is the
 * document's id (not the wire form).
 */
export interface Replacement {
  collection: string;
  id: string;
  document: Fields | undefined;
}

/** What a stub wrote: each document's id and its version before the stub (undefined: absent). */
export type StubOriginals = ReadonlyMap<string, Fields | undefined>;

/**
 * A client-side collection as the connection sees it. Updates arrive in batches; `reset` asks the
 * store to forget every document first (after a reconnect), within the same batch, so observers
 * only see the net difference. `id` is the wire id (MongoID.idStringify form); `changed` fields
 * that are undefined were cleared.
 */
export interface Store {
  beginUpdate(batchSize: number, reset: boolean): void;
  update(message: DataMessage): void;
  endUpdate(): void;
  /** Start recording the versions of documents before a stub's local writes. */
  saveOriginals?(): void;
  /** Stop recording and hand over what the stub wrote. */
  retrieveOriginals?(): StubOriginals;
  /** Within a batch: a document the stub wrote becomes the server's version. */
  replace?(id: string, document: Fields | undefined): void;
}

export type ConnectionStatusName = 'connected' | 'connecting' | 'waiting' | 'offline' | 'failed';

export interface ConnectionStatus {
  status: ConnectionStatusName;
  connected: boolean;
  retryCount: number;
  /** Epoch milliseconds of the next attempt, while waiting. */
  retryTime?: number;
  reason?: string;
}

export interface RetryOptions {
  /** Delay of the first `minCount` retries (Meteor: 10 ms). */
  minTimeout?: number;
  minCount?: number;
  baseTimeout?: number;
  exponent?: number;
  maxTimeout?: number;
  /** Total width of the random factor around 1 (Meteor: 0.5, i.e. 0.75–1.25). */
  fuzz?: number;
}

export interface ConnectionOptions extends RetryOptions {
  WebSocket: WebSocketConstructor;
  /** false: never reconnect after a drop (Meteor's `retry: false`). */
  retry?: boolean;
  heartbeatInterval?: number;
  heartbeatTimeout?: number;
  connectTimeoutMs?: number;
  /** Quiet time before buffered data messages are applied (Meteor: 5 ms), and the cap (500 ms). */
  bufferedWritesInterval?: number;
  bufferedWritesMaxAge?: number;
  supportedDDPVersions?: readonly string[];
  onDDPVersionNegotiationFailure?: (description: string) => void;
}

export interface SubscriptionCallbacks {
  onReady?: () => void;
  onStop?: (error?: Error) => void;
  /** Legacy Meteor callback, called with the error only. */
  onError?: (error: Error) => void;
}

export interface SubscriptionHandle {
  readonly subscriptionId: string;
  ready(): boolean;
  stop(): void;
}

export interface ApplyOptions {
  /** Run alone: not sent until earlier methods finished, later ones wait for it. */
  wait?: boolean;
  /** Never re-send after a reconnect; fail with 'invocation-failed' instead. */
  noRetry?: boolean;
  /** Throw the stub's exception (and send nothing) instead of logging it. */
  throwStubExceptions?: boolean;
}
