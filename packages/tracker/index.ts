// Meteor's `tracker` package: Tracker.autorun, Dependency, flush, nonreactive, afterFlush and the
// current computation, plus `ReactiveVar` (Meteor's `reactive-var`) since both are always used
// together. Flushes run as a microtask after the change that queued them.
// Left out: `Tracker.withComputation` variants for async functions (Meteor 3's
// `Tracker.withComputation` is exported for synchronous use only).
import {
  Computation,
  type ComputationFunction,
  afterFlush,
  currentComputation,
  flush,
  isInFlush,
  withComputation,
} from './computation';
import { Dependency } from './dependency';

export { Computation, Dependency };
export type { ComputationFunction };
export { ReactiveVar, type EqualsFunction } from './reactive-var';

export interface AutorunOptions {
  /** Called with errors thrown by re-runs (the first run always throws to the caller). */
  onError?: (error: unknown) => void;
}

function autorun(fn: ComputationFunction, options: AutorunOptions = {}): Computation {
  const parent = currentComputation();
  const computation = new Computation(fn, parent, options.onError);
  // A computation created inside another stops when the outer one is invalidated (Meteor nesting).
  if (parent) parent.onInvalidate(() => computation.stop());
  return computation;
}

function nonreactive<T>(fn: () => T): T {
  return withComputation(null, fn);
}

function onInvalidate(callback: (computation: Computation) => void): void {
  const computation = currentComputation();
  if (!computation) throw new Error('Tracker.onInvalidate requires a currentComputation');
  computation.onInvalidate(callback);
}

export const Tracker = {
  autorun,
  nonreactive,
  flush,
  afterFlush,
  onInvalidate,
  inFlush: isInFlush,
  withComputation,
  Computation,
  Dependency,
  get active(): boolean {
    return currentComputation() !== null;
  },
  get currentComputation(): Computation | null {
    return currentComputation();
  },
};
