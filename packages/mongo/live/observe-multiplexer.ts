// Meteor's ObserveMultiplexer with a polling observe driver behind it: every observeChanges on the
// same query (collection + selector + options) in this process shares one multiplexer, which
// runs the query once, caches the result, replays it as `added` to each new handle, and on each
// relevant write re-runs the query and sends the difference (added/changed/removed, top-level
// fields, removed fields as undefined). Re-running and diffing is chosen over applying each
// write to the cache because it stays correct for sort+limit windows and for any modifier; the
// cost is one query per write per distinct observed query. Concurrent writes coalesce into at
// most one queued re-run. A re-run is skipped when it cannot change the result: none of the
// written documents is in the current result and none of them matches the selector now (one
// cheap `_id` query instead of re-running the list; without `skip`, a document outside the
// window that stops or keeps not matching cannot move the window). Left out: ordered callbacks
// (addedBefore/movedBefore), the oplog driver, the 50 ms polling throttle (re-runs are
// coalesced instead).
import { EJSON } from '../../ejson/index';
import type { CollectionDriver, DriverFindOptions, Query } from '../drivers/driver';
import type { Document, ObserveChangesCallbacks, ObserveHandle } from '../types';
import { listenForWrites, type WriteRoute } from './crossbar';
import { Log } from '../../logging/server';

type Fields = Record<string, unknown>;

interface Handle {
  callbacks: ObserveChangesCallbacks;
  stopped: boolean;
}

function withoutId(doc: Document): Fields {
  const { _id: _ignored, ...fields } = doc;
  return fields;
}

/** Top-level fields whose value changed; removed fields map to undefined, as Meteor sends them. */
function changedFields(before: Fields, after: Fields): Fields | null {
  const diff: Fields = {};
  let any = false;
  for (const [key, value] of Object.entries(after)) {
    if (!(key in before) || !EJSON.equals(before[key], value)) {
      diff[key] = value;
      any = true;
    }
  }
  for (const key of Object.keys(before)) {
    if (!(key in after)) {
      diff[key] = undefined;
      any = true;
    }
  }
  return any ? diff : null;
}

/** The ids a selector is limited to, so writes to other ids can skip the re-run. */
function trackedIds(selector: Query): Set<string> | null {
  const id = selector._id;
  if (typeof id === 'string') return new Set([id]);
  if (id && typeof id === 'object' && Array.isArray((id as { $in?: unknown }).$in)) {
    const list = (id as { $in: unknown[] }).$in;
    if (list.every((item) => typeof item === 'string')) return new Set(list as string[]);
  }
  return null;
}

/**
 * The crossbar route of a selector: its first top-level field (by name) pinned to one string,
 * `{userId: 'abc', readAt: {$exists: false}}` → userId = 'abc'. An `_id` is tracked apart.
 */
export function writeRouteOf(selector: Query): WriteRoute | null {
  for (const field of Object.keys(selector).sort()) {
    if (field === '_id' || field.startsWith('$') || field.includes('.')) continue;
    const value = selector[field];
    if (typeof value === 'string') return { field, value };
  }
  return null;
}

export class ObserveMultiplexer {
  private readonly handles = new Set<Handle>();

  /** The observeChanges handles sharing this query (metrics count them when scraped). */
  get handleCount(): number {
    return this.handles.size;
  }

  private docs = new Map<string, Fields>();
  /** Serialises the initial query, re-runs and handle additions. */
  private queue: Promise<void>;
  private queuedPoll: Promise<void> | null = null;
  /** Ids written since the queued re-run was scheduled; null: unknown (must re-run). */
  private pendingIds: Set<string> | null = null;
  /** Re-runs skipped because the writes could not change the result (for tests). */
  skippedRuns = 0;
  private readonly tracked: Set<string> | null;
  private readonly stopListening: Array<() => void> = [];
  private stopped = false;
  /** Handles whose initial adds are queued; the multiplexer must outlive them. */
  private pendingAdds = 0;
  private initialError: unknown = null;

  constructor(
    private readonly driver: CollectionDriver,
    private readonly selector: Query,
    private readonly options: DriverFindOptions,
    private readonly onEmpty: () => void,
  ) {
    this.tracked = trackedIds(selector);
    // A failing first query (a bad selector) fails every waiting observeChangesAsync and retires
    // this multiplexer, so the next attempt starts afresh.
    this.queue = this.runQuery(true).catch((error: unknown) => {
      this.initialError = error;
      this.stop();
    });
    this.stopListening.push(listenForWrites(driver.name, (ids) => this.invalidate(ids), writeRouteOf(selector)));
    this.stopListening.push(
      driver.watchExternalChanges((ids) => {
        void this.invalidate(ids);
      }),
    );
  }

  /** Adds an observer: it gets the cached documents as `added`, then live changes. */
  addHandle(callbacks: ObserveChangesCallbacks): Promise<ObserveHandle> {
    const handle: Handle = { callbacks, stopped: false };
    this.pendingAdds += 1;
    const added = this.queue.then(() => {
      this.pendingAdds -= 1;
      if (this.initialError) throw this.initialError;
      if (this.stopped) throw new Error('observe multiplexer was stopped (storage closed)');
      for (const [id, fields] of this.docs) this.deliver(handle, 'added', id, fields);
      this.handles.add(handle);
    });
    this.queue = added.catch(() => undefined);
    return added.then(() => ({ stop: () => this.removeHandle(handle) }));
  }

  private removeHandle(handle: Handle): void {
    if (handle.stopped) return;
    handle.stopped = true;
    this.handles.delete(handle);
    if (this.handles.size === 0 && this.pendingAdds === 0) this.stop();
  }

  /** Stops the shared query; no callback runs afterwards. */
  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    for (const handle of this.handles) handle.stopped = true;
    this.handles.clear();
    for (const stop of this.stopListening.splice(0)) stop();
    this.onEmpty();
  }

  /** Re-runs the query when a write may affect it; resolves after the changes were delivered. */
  invalidate(changedIds: string[] | null): Promise<void> {
    if (this.stopped) return Promise.resolve();
    const tracked = this.tracked;
    if (changedIds !== null && tracked !== null && !changedIds.some((id) => tracked.has(id))) return Promise.resolve();
    if (this.queuedPoll) {
      if (changedIds === null) this.pendingIds = null;
      else if (this.pendingIds) for (const id of changedIds) this.pendingIds.add(id);
      return this.queuedPoll;
    }
    this.pendingIds = changedIds === null ? null : new Set(changedIds);
    const poll = this.queue.then(async () => {
      // From here on, a new write needs a new run: this one may already have read.
      this.queuedPoll = null;
      const ids = this.pendingIds;
      this.pendingIds = null;
      if (ids && (await this.unaffectedBy(ids))) {
        this.skippedRuns += 1;
        return;
      }
      return this.runQuery(false);
    });
    this.queuedPoll = poll;
    this.queue = poll.catch(() => undefined);
    return poll;
  }

  /**
   * True when writes to `ids` cannot change the result: none is in it and none matches now.
   * Runs inside the queue, so `docs` is the result of the last completed run.
   */
  private async unaffectedBy(ids: Set<string>): Promise<boolean> {
    if (this.stopped || ids.size === 0) return true;
    // With skip, a document leaving the skipped part moves the window: always re-run.
    if (this.options.skip) return false;
    for (const id of ids) if (this.docs.has(id)) return false;
    try {
      return (await this.driver.count({ $and: [this.selector, { _id: { $in: [...ids] } }] }, {})) === 0;
    } catch {
      return false;
    }
  }

  private async runQuery(initial: boolean): Promise<void> {
    if (this.stopped) return;
    let results: Document[];
    try {
      results = await this.driver.find(this.selector, this.options);
    } catch (error) {
      if (initial) throw error;
      // A re-run that fails keeps the last good result; the next write or poll retries.
      Log.error(`[mongo] live query on ${this.driver.name} failed`, { err: error });
      return;
    }
    if (this.stopped) return;
    const next = new Map<string, Fields>();
    for (const doc of results) next.set(doc._id, withoutId(doc));
    const previous = this.docs;
    this.docs = next;
    for (const [id, fields] of next) {
      const before = previous.get(id);
      if (!before) {
        this.broadcast('added', id, fields);
      } else {
        const diff = changedFields(before, fields);
        if (diff) this.broadcast('changed', id, diff);
      }
    }
    for (const id of previous.keys()) if (!next.has(id)) this.broadcast('removed', id);
  }

  private broadcast(kind: 'added' | 'changed' | 'removed', id: string, fields?: Fields): void {
    for (const handle of this.handles) this.deliver(handle, kind, id, fields);
  }

  private deliver(handle: Handle, kind: 'added' | 'changed' | 'removed', id: string, fields?: Fields): void {
    if (handle.stopped) return;
    try {
      // Each observer gets its own copy, so one mutating its fields cannot corrupt the others.
      if (kind === 'removed') handle.callbacks.removed?.(id);
      else handle.callbacks[kind]?.(id, EJSON.clone(fields ?? {}));
    } catch (error) {
      Log.error(`[mongo] observeChanges ${kind} callback threw`, { err: error });
    }
  }
}
