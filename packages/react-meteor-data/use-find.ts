// Meteor's `useFind(factory, deps)`: the documents of a cursor, kept live. Only documents that
// really changed get new objects; unchanged ones keep their identity (so `React.memo` rows do not
// re-render), and when nothing in the result changed the same array is returned (no re-render).
// The cursor is created again only when `deps` change. A factory returning null yields null.
// Left out: the server-side (SSR) variant.
import { type DependencyList, useState, useSyncExternalStore } from 'react';
import { EJSON } from '../ejson/index';
import type { LocalCursor } from '../mongo/local-collection-cursor';
import { Tracker } from '../tracker/index';

/** `next`, reusing objects from `previous` that are EJSON-equal, and `previous` if all are. */
export function reconcile<T extends { _id: string }>(previous: readonly T[], next: readonly T[]): T[] {
  const byId = new Map(previous.map((doc) => [doc._id, doc]));
  const out = next.map((doc) => {
    const old = byId.get(doc._id);
    return old && EJSON.equals(old, doc) ? old : doc;
  });
  if (out.length === previous.length && out.every((doc, i) => doc === previous[i])) return previous as T[];
  return out;
}

class FindSource<T extends { _id: string }> {
  private docs: T[] | null;
  private dirty = false;

  constructor(
    private readonly cursor: LocalCursor<T> | null,
    previous: T[] | null,
  ) {
    this.docs = cursor ? reconcile(previous ?? [], Tracker.nonreactive(() => cursor.fetch())) : null;
  }

  readonly subscribe = (onChange: () => void): (() => void) => {
    const cursor = this.cursor;
    if (!cursor) return () => {};
    let initial = true;
    let notifying = false;
    let stopped = false;
    // One notification for a batch of changes: React reads the snapshot on every notification,
    // and a subscription's first batch (one change per document) would fetch and reconcile the
    // whole result once per document.
    const mark = () => {
      if (initial) return;
      this.dirty = true;
      if (notifying) return;
      notifying = true;
      queueMicrotask(() => {
        notifying = false;
        if (!stopped) onChange();
      });
    };
    const handle = Tracker.nonreactive(() =>
      cursor.observeChanges({ addedBefore: mark, changed: mark, movedBefore: mark, removed: mark }),
    );
    initial = false;
    // Something may have changed between render and subscribe; reconciling finds out cheaply.
    this.dirty = true;
    onChange();
    return () => {
      stopped = true;
      handle.stop();
    };
  };

  readonly getSnapshot = (): T[] | null => {
    if (this.dirty && this.cursor && this.docs) {
      this.dirty = false;
      const cursor = this.cursor;
      this.docs = reconcile(this.docs, Tracker.nonreactive(() => cursor.fetch()));
    }
    return this.docs;
  };
}

class FindHolder<T extends { _id: string }> {
  private source: FindSource<T> | null = null;
  private deps: DependencyList | null = null;

  sourceFor(factory: () => LocalCursor<T> | null | undefined, deps: DependencyList): FindSource<T> {
    const same = this.deps && this.deps.length === deps.length && this.deps.every((d, i) => Object.is(d, deps[i]));
    if (!this.source || !same) {
      const previous = this.source?.getSnapshot() ?? null;
      this.source = new FindSource(Tracker.nonreactive(factory) ?? null, previous);
      this.deps = deps;
    }
    return this.source;
  }
}

export function useFind<T extends { _id: string }>(factory: () => LocalCursor<T>, deps?: DependencyList): T[];
export function useFind<T extends { _id: string }>(factory: () => LocalCursor<T> | null | undefined, deps?: DependencyList): T[] | null;
export function useFind<T extends { _id: string }>(factory: () => LocalCursor<T> | null | undefined, deps: DependencyList = []): T[] | null {
  const [holder] = useState(() => new FindHolder<T>());
  const source = holder.sourceFor(factory, deps);
  return useSyncExternalStore(source.subscribe, source.getSnapshot, source.getSnapshot);
}
