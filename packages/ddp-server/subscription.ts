// Meteor's server `Subscription`: the `this` of a publish function. It carries `userId`,
// `connection`, `added/changed/removed` (fed into the session's merge box under this
// subscription's handle), `ready`, `error`, `stop`, `onStop` and `unblock`; it publishes a
// returned cursor or array of cursors (distinct collections) and then marks itself ready, and it
// remembers which documents it published so stopping it removes exactly those. Document ids go
// through idStringify. Left out: publication strategies other than SERVER_MERGE.
import { idStringify } from '../ddp-common/mongo-id';
import { EJSON } from '../ejson/index';
import { Random } from '../random/index';
import { type ConnectionHandle, type InvocationContext, currentMethodInvocation, currentPublicationInvocation } from './current-invocation';
import type { MergeBox } from './merge-box';
import { type PublishableCursor, type SubscriptionSink, isPublishableCursor } from './publish-contract';
import type { PublishHandler } from './publication-types';
import { Log } from '../logging/server';

/** What a subscription needs from its session. */
export interface SubscriptionHost {
  readonly id: string;
  readonly userId: string | null;
  readonly connectionHandle: ConnectionHandle;
  readonly mergeBox: MergeBox;
  sendReady(subscriptionId: string): void;
  /** Removes the subscription's documents, deactivates it and (named ones) sends `nosub`. */
  stopSubscription(subscription: Subscription, error?: unknown): void;
}

export class Subscription implements SubscriptionSink, InvocationContext {
  readonly isSimulation = false;
  /** Merge box key: `N<id>` for named subscriptions, `U<random>` for universal ones. */
  readonly subscriptionHandle: string;
  /** Fixed at creation: a user change re-creates every subscription. */
  readonly userId: string | null;
  private deactivated = false;
  private readySent = false;
  private readonly stopCallbacks: Array<() => void | Promise<void>> = [];
  private readonly documents = new Map<string, Set<string>>();
  private unblockHook: (() => void) | undefined;

  constructor(
    private readonly host: SubscriptionHost,
    private readonly handler: PublishHandler,
    readonly subscriptionId: string | undefined,
    private readonly params: unknown[],
    readonly name: string | undefined,
  ) {
    this.subscriptionHandle = subscriptionId !== undefined ? `N${subscriptionId}` : `U${Random.id()}`;
    this.userId = host.userId;
  }

  get connection(): ConnectionHandle {
    return this.host.connectionHandle;
  }

  /** Meteor's private fields that packages such as user-status read. */
  get _session(): SubscriptionHost {
    return this.host;
  }
  get _subscriptionId(): string | undefined {
    return this.subscriptionId;
  }
  get _name(): string | undefined {
    return this.name;
  }

  get isDeactivated(): boolean {
    return this.deactivated;
  }

  /** A fresh copy for a re-run under a new user (same id, name and params). */
  recreate(host: SubscriptionHost): Subscription {
    return new Subscription(host, this.handler, this.subscriptionId, this.params, this.name);
  }

  /** Runs the publish function; resolves once its returned cursors sent their initial documents. */
  async run(unblock?: () => void): Promise<void> {
    this.unblockHook = unblock;
    try {
      await this.publish();
    } finally {
      // The in-queue lets the next message start once the run is over: a later unblock() has
      // nothing left to release, and the subscription need not keep the queue's closure alive.
      this.unblockHook = undefined;
    }
  }

  private async publish(): Promise<void> {
    let result: unknown;
    try {
      const params = EJSON.clone(this.params);
      // A re-run triggered by setUserId happens inside the login method: hide that method.
      result = await currentMethodInvocation.exit(() =>
        currentPublicationInvocation.run(this, () => this.handler(...params)),
      );
    } catch (error) {
      this.error(error);
      return;
    }
    if (this.deactivated) return;
    await this.publishResult(result);
  }

  added(collection: string, id: unknown, fields: Record<string, unknown>): void {
    if (this.deactivated) return;
    const stringId = idStringify(id);
    let ids = this.documents.get(collection);
    if (!ids) {
      ids = new Set();
      this.documents.set(collection, ids);
    }
    ids.add(stringId);
    this.host.mergeBox.added(this.subscriptionHandle, collection, stringId, fields);
  }

  changed(collection: string, id: unknown, fields: Record<string, unknown>): void {
    if (this.deactivated) return;
    this.host.mergeBox.changed(this.subscriptionHandle, collection, idStringify(id), fields);
  }

  removed(collection: string, id: unknown): void {
    if (this.deactivated) return;
    const stringId = idStringify(id);
    const ids = this.documents.get(collection);
    // Only withdraw what this subscription published; other subscriptions keep theirs.
    if (!ids?.delete(stringId)) return;
    this.host.mergeBox.removed(this.subscriptionHandle, collection, stringId);
  }

  ready(): void {
    if (this.deactivated || this.subscriptionId === undefined || this.readySent) return;
    this.readySent = true;
    this.host.sendReady(this.subscriptionId);
  }

  error(error: unknown): void {
    if (this.deactivated) return;
    this.host.stopSubscription(this, error);
  }

  stop(): void {
    if (this.deactivated) return;
    this.host.stopSubscription(this);
  }

  onStop(callback: () => void | Promise<void>): void {
    if (this.deactivated) runStopCallback(callback);
    else this.stopCallbacks.push(callback);
  }

  unblock(): void {
    this.unblockHook?.();
  }

  /** Stops observers (onStop callbacks) without sending anything. Idempotent. */
  deactivate(): void {
    if (this.deactivated) return;
    this.deactivated = true;
    for (const callback of this.stopCallbacks.splice(0)) runStopCallback(callback);
  }

  /** Withdraws every document this subscription published from the merge box. */
  removeAllDocuments(): void {
    for (const [collection, ids] of this.documents) {
      for (const id of ids) this.host.mergeBox.removed(this.subscriptionHandle, collection, id);
    }
    this.documents.clear();
  }

  private async publishResult(result: unknown): Promise<void> {
    let cursors: PublishableCursor[];
    if (isPublishableCursor(result)) {
      cursors = [result];
    } else if (Array.isArray(result)) {
      if (!result.every(isPublishableCursor)) {
        this.error(new Error('Publish function returned an array of non-Cursors'));
        return;
      }
      const seen = new Set<string>();
      for (const cursor of result) {
        const name = cursor._getCollectionName();
        if (seen.has(name)) {
          this.error(new Error(`Publish function returned multiple cursors for collection ${name}`));
          return;
        }
        seen.add(name);
      }
      cursors = result;
    } else if (result) {
      this.error(new Error('Publish function can only return a Cursor or an array of Cursors'));
      return;
    } else {
      return; // the handler calls ready() itself
    }
    try {
      await Promise.all(cursors.map((cursor) => cursor._publishCursor(this)));
    } catch (error) {
      this.error(error);
      return;
    }
    this.ready();
  }
}

function runStopCallback(callback: () => void | Promise<void>): void {
  try {
    const result = callback();
    if (result instanceof Promise) result.catch((error: unknown) => Log.error('Exception in onStop callback', { err: error }));
  } catch (error) {
    Log.error('Exception in onStop callback', { err: error });
  }
}
