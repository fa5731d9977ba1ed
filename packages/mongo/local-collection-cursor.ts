// Minimongo's Cursor: `fetch`, `count`, `forEach`, `map`, `observeChanges` and `observe` (plus
// Meteor 3's async variants) over a LocalCollection. Read inside a Tracker computation, a cursor
// starts a live query for exactly its selector/sort/skip/limit/fields and invalidates the
// computation only when that result changes (`count` only when documents enter or leave it).
// Left out: `transform`, `observe`'s `_suppress_initial`, and `movedTo`'s legacy `before` quirks.
import { Tracker } from '../tracker/index';
import type { DiffCallbacks } from './local-collection-diff';
import type { LocalCollection } from './local-collection';
import { type CompiledQuery, compileQuery } from './local-collection-query';
import type { Document, FindOptions, ObserveChangesCallbacks, ObserveHandle, Selector } from './types';
import { EJSON } from '../ejson/index';

export interface CursorOptions extends FindOptions {
  /** false: never register a Tracker dependency (Meteor's `reactive: false`). */
  reactive?: boolean;
}

export interface OrderedObserveChangesCallbacks extends ObserveChangesCallbacks {
  addedBefore?(id: string, fields: Record<string, unknown>, before: string | null): void;
  movedBefore?(id: string, before: string | null): void;
}

export interface ObserveCallbacks<T> {
  added?(doc: T): void;
  addedAt?(doc: T, atIndex: number, before: string | null): void;
  changed?(newDoc: T, oldDoc: T): void;
  changedAt?(newDoc: T, oldDoc: T, atIndex: number): void;
  removed?(oldDoc: T): void;
  removedAt?(oldDoc: T, atIndex: number): void;
  movedTo?(doc: T, fromIndex: number, toIndex: number, before: string | null): void;
}

// Any document type with a string `_id` (app interfaces need no index signature).
export class LocalCursor<T extends { _id: string } = Document> {
  private readonly compiled: CompiledQuery;

  constructor(
    private readonly collection: LocalCollection,
    selector: Selector | undefined,
    private readonly options: CursorOptions = {},
  ) {
    this.compiled = compileQuery(selector, options);
  }

  fetch(): T[] {
    return this.read(true).map((doc) => EJSON.clone(doc)) as unknown as T[];
  }

  count(): number {
    return this.read(false).length;
  }

  forEach(callback: (doc: T, index: number, cursor: this) => void): void {
    this.fetch().forEach((doc, index) => callback(doc, index, this));
  }

  map<R>(callback: (doc: T, index: number, cursor: this) => R): R[] {
    return this.fetch().map((doc, index) => callback(doc, index, this));
  }

  async fetchAsync(): Promise<T[]> {
    return this.fetch();
  }

  async countAsync(): Promise<number> {
    return this.count();
  }

  async forEachAsync(callback: (doc: T, index: number, cursor: this) => void | Promise<void>): Promise<void> {
    const docs = this.fetch();
    for (let i = 0; i < docs.length; i++) await callback(docs[i]!, i, this);
  }

  async mapAsync<R>(callback: (doc: T, index: number, cursor: this) => R | Promise<R>): Promise<R[]> {
    const docs = this.fetch();
    const out: R[] = [];
    for (let i = 0; i < docs.length; i++) out.push(await callback(docs[i]!, i, this));
    return out;
  }

  [Symbol.iterator](): Iterator<T> {
    return this.fetch()[Symbol.iterator]();
  }

  /** Ordered when `addedBefore` or `movedBefore` is given, as in Meteor. */
  observeChanges(callbacks: OrderedObserveChangesCallbacks): ObserveHandle {
    const ordered = Boolean(callbacks.addedBefore || callbacks.movedBefore);
    const diff: DiffCallbacks = {
      added: (id, fields, before) => {
        if (ordered) callbacks.addedBefore?.(id, fields, before);
        else callbacks.added?.(id, fields);
      },
      changed: (id, fields) => callbacks.changed?.(id, fields),
      movedBefore: (id, before) => callbacks.movedBefore?.(id, before),
      removed: (id) => callbacks.removed?.(id),
    };
    return this.startLive(ordered, diff, true);
  }

  async observeChangesAsync(callbacks: OrderedObserveChangesCallbacks): Promise<ObserveHandle> {
    return this.observeChanges(callbacks);
  }

  observe(callbacks: ObserveCallbacks<T>): ObserveHandle {
    // Keep our own copy of the result order to report indexes.
    const order: string[] = [];
    const docs = new Map<string, T>();
    const ordered = Boolean(callbacks.addedAt || callbacks.changedAt || callbacks.removedAt || callbacks.movedTo);
    const indexOfBefore = (before: string | null) => (before === null ? order.length : order.indexOf(before));
    const diff: DiffCallbacks = {
      added: (id, fields, before) => {
        const doc = { _id: id, ...EJSON.clone(fields) } as unknown as T;
        const at = indexOfBefore(before);
        order.splice(at, 0, id);
        docs.set(id, doc);
        callbacks.addedAt?.(EJSON.clone(doc), at, before);
        callbacks.added?.(EJSON.clone(doc));
      },
      changed: (id, _fields, newDoc, oldDoc) => {
        docs.set(id, EJSON.clone(newDoc) as unknown as T);
        callbacks.changedAt?.(EJSON.clone(newDoc) as unknown as T, EJSON.clone(oldDoc) as unknown as T, order.indexOf(id));
        callbacks.changed?.(EJSON.clone(newDoc) as unknown as T, EJSON.clone(oldDoc) as unknown as T);
      },
      movedBefore: (id, before) => {
        const from = order.indexOf(id);
        order.splice(from, 1);
        const to = indexOfBefore(before);
        order.splice(to, 0, id);
        callbacks.movedTo?.(EJSON.clone(docs.get(id)!), from, to, before);
      },
      removed: (id, oldDoc) => {
        const at = order.indexOf(id);
        order.splice(at, 1);
        docs.delete(id);
        callbacks.removedAt?.(EJSON.clone(oldDoc) as unknown as T, at);
        callbacks.removed?.(EJSON.clone(oldDoc) as unknown as T);
      },
    };
    return this.startLive(ordered, diff, true);
  }

  async observeAsync(callbacks: ObserveCallbacks<T>): Promise<ObserveHandle> {
    return this.observe(callbacks);
  }

  _getCollectionName(): string | null {
    return this.collection.name;
  }

  private startLive(ordered: boolean, diff: DiffCallbacks, sendInitial: boolean): ObserveHandle {
    const handle = this.collection._observe(this.compiled, ordered, diff, sendInitial);
    // An observer started inside a computation ends with it, as in Meteor.
    if (Tracker.active) Tracker.onInvalidate(() => handle.stop());
    return handle;
  }

  /**
   * The current results; inside a computation also a dependency on them. `wholeResult` makes
   * any change (fields, order) invalidate; otherwise only documents entering or leaving do.
   */
  private read(wholeResult: boolean): readonly Document[] {
    if (this.options.reactive === false || !Tracker.active) {
      return this.collection._query(this.compiled);
    }
    const computation = Tracker.currentComputation!;
    const invalidate = () => computation.invalidate();
    const ordered = wholeResult && Boolean(this.compiled.sort);
    const callbacks: DiffCallbacks = wholeResult
      ? { added: invalidate, changed: invalidate, movedBefore: invalidate, removed: invalidate }
      : { added: invalidate, removed: invalidate };
    const handle = this.collection._observe(this.compiled, ordered, callbacks, false);
    computation.onInvalidate(() => handle.stop());
    return handle.results;
  }
}
