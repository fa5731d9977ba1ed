// The client's live subscriptions (Meteor's `_subscriptions`): each has a random id, a reactive
// `ready()`, and callbacks. A subscription made inside a Tracker computation is stopped when the
// computation is invalidated, unless the re-run subscribes again to the same name and params, in
// which case the existing subscription is reused (no unsub/sub round trip, no flicker).
// Left out: the legacy `onError` ordering subtleties (it is called alongside `onStop`).
import { EJSON } from '../ejson/index';
import { Random } from '../random/index';
import { Dependency, Tracker } from '../tracker/index';
import type { MeteorError } from '../meteor/errors';
import type { SubscriptionCallbacks, SubscriptionHandle } from './types';

export interface SubscriptionRecord {
  id: string;
  name: string;
  params: unknown[];
  ready: boolean;
  readyDep: Dependency;
  inactive: boolean;
  callbacks: SubscriptionCallbacks;
}

export interface SubscriptionTransport {
  sendSub(record: SubscriptionRecord): void;
  sendUnsub(id: string): void;
}

const CALLBACK_KEYS = ['onReady', 'onStop', 'onError'] as const;

/** Splits Meteor's `subscribe(name, ...params, callbacks?)` argument list. */
export function splitCallbacks(args: unknown[]): { params: unknown[]; callbacks: SubscriptionCallbacks } {
  const last = args[args.length - 1];
  if (typeof last === 'function') return { params: args.slice(0, -1), callbacks: { onReady: last as () => void } };
  if (
    last !== null &&
    typeof last === 'object' &&
    CALLBACK_KEYS.some((key) => typeof (last as Record<string, unknown>)[key] === 'function')
  ) {
    return { params: args.slice(0, -1), callbacks: last as SubscriptionCallbacks };
  }
  return { params: args, callbacks: {} };
}

export class Subscriptions {
  private readonly records = new Map<string, SubscriptionRecord>();

  constructor(private readonly transport: SubscriptionTransport) {}

  get(id: string): SubscriptionRecord | undefined {
    return this.records.get(id);
  }

  all(): SubscriptionRecord[] {
    return [...this.records.values()];
  }

  subscribe(name: string, args: unknown[]): SubscriptionHandle {
    const { params, callbacks } = splitCallbacks(args);
    let record: SubscriptionRecord | undefined;
    if (Tracker.active) {
      record = this.all().find((r) => r.inactive && r.name === name && EJSON.equals(r.params, params));
    }
    if (record) {
      record.inactive = false;
      record.callbacks = callbacks;
      if (record.ready) callbacks.onReady?.();
    } else {
      record = {
        id: Random.id(),
        name,
        params: EJSON.clone(params),
        ready: false,
        readyDep: new Dependency(),
        inactive: false,
        callbacks,
      };
      this.records.set(record.id, record);
      this.transport.sendSub(record);
    }
    const handle = this.handleFor(record.id);
    if (Tracker.active) {
      const id = record.id;
      Tracker.onInvalidate(() => {
        const current = this.records.get(id);
        if (!current) return;
        current.inactive = true;
        // Give the re-run (which happens in this same flush) the chance to claim it.
        Tracker.afterFlush(() => {
          if (this.records.get(id)?.inactive) handle.stop();
        });
      });
    }
    return handle;
  }

  markReady(id: string): void {
    const record = this.records.get(id);
    if (!record || record.ready) return;
    record.ready = true;
    record.readyDep.changed();
    record.callbacks.onReady?.();
  }

  /** The server ended the subscription (`nosub`), with an error or not. */
  ended(id: string, error: MeteorError | undefined): void {
    const record = this.records.get(id);
    if (!record) return;
    this.remove(record);
    if (error) record.callbacks.onError?.(error);
    record.callbacks.onStop?.(error);
  }

  private handleFor(id: string): SubscriptionHandle {
    return {
      subscriptionId: id,
      ready: () => {
        const record = this.records.get(id);
        if (!record) return false;
        record.readyDep.depend();
        return record.ready;
      },
      stop: () => {
        const record = this.records.get(id);
        if (!record) return;
        this.transport.sendUnsub(id);
        this.remove(record);
        record.callbacks.onStop?.();
      },
    };
  }

  private remove(record: SubscriptionRecord): void {
    this.records.delete(record.id);
    if (record.ready) {
      record.ready = false;
      record.readyDep.changed();
    }
  }
}
