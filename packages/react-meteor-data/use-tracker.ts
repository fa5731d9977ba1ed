// Meteor's `useTracker(reactiveFn, deps?)`: runs `reactiveFn` in a Tracker computation during
// render and re-renders when something it read changes. Each computation is one-shot: its first
// invalidation stops it and schedules a render, which runs `reactiveFn` afresh in a new
// computation. Without `deps` the function also re-runs on every render (Meteor's behaviour); with
// `deps` only when they change or its data changed. The computation is stopped on unmount; under
// StrictMode's mount/unmount/mount the remount finds it stopped and renders once more to get a
// live one. Left out: the `skipUpdate` comparator argument; a render React discards without
// committing keeps its computation until that computation's first invalidation.
import { type DependencyList, useEffect, useReducer, useState } from 'react';
import { type Computation, Tracker } from '../tracker/index';

class TrackerSlot<T> {
  computation: Computation | null = null;
  data!: T;
  deps: DependencyList | undefined;
  stale = true;
  committed = false;
  onStale: (() => void) | null = null;

  /** Returns this render's data, re-running `fn` when needed. */
  read(fn: () => T, deps: DependencyList | undefined): T {
    if (this.stale || !deps || !this.deps || !sameDeps(this.deps, deps)) this.run(fn, deps);
    return this.data;
  }

  private run(fn: () => T, deps: DependencyList | undefined): void {
    // A computation whose render never committed has no effect to stop it: stop it here.
    if (this.computation && !this.committed) this.computation.stop();
    let data!: T;
    const computation = Tracker.nonreactive(() =>
      Tracker.autorun((c) => {
        if (c.firstRun) data = fn();
      }),
    );
    computation.onInvalidate(() => {
      if (this.computation !== computation) return;
      this.stale = true;
      computation.stop();
      if (this.committed) this.onStale?.();
    });
    this.computation = computation;
    this.data = data;
    this.deps = deps;
    this.stale = false;
    this.committed = false;
    // A committed previous computation is stopped by its effect's cleanup.
  }

  /** The render that made `computation` was committed; returns the unmount cleanup. */
  commit(computation: Computation, rerender: () => void): () => void {
    this.onStale = rerender;
    this.committed = true;
    // Invalidated between render and commit, or stopped by a StrictMode unmount: render again.
    if (computation.stopped || computation.invalidated) {
      this.stale = true;
      rerender();
    }
    return () => {
      if (this.computation === computation) this.committed = false;
      computation.stop();
    };
  }
}

function sameDeps(a: DependencyList, b: DependencyList): boolean {
  return a.length === b.length && a.every((value, i) => Object.is(value, b[i]));
}

export function useTracker<T>(reactiveFn: () => T, deps?: DependencyList): T {
  const [, forceUpdate] = useReducer((n: number) => n + 1, 0);
  const [slot] = useState(() => new TrackerSlot<T>());
  const data = slot.read(reactiveFn, deps);
  const computation = slot.computation;
  useEffect(() => (computation ? slot.commit(computation, forceUpdate) : undefined), [slot, computation]);
  return data;
}
