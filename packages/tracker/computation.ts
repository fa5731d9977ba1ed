// Meteor's Tracker core: computations, the pending-invalidation queue and flushing. A computation
// re-runs its function when invalidated, on the next flush (scheduled as a microtask, or forced
// with Tracker.flush). Left out: Tracker's debug hooks (`_runFlush` options, `Tracker._throwFirstError`
// beyond a flag) and the Blaze-era `Deps` alias.

export type ComputationFunction = (computation: Computation) => void;
type Callback = (computation: Computation) => void;

let nextId = 1;
let current: Computation | null = null;
let willFlush = false;
let inFlush = false;
const pending: Computation[] = [];
const afterFlushCallbacks: Array<() => void> = [];

function logError(where: string, error: unknown): void {
  // Meteor logs errors thrown by re-runs and callbacks rather than breaking the flush loop.
  console.error(`Exception from Tracker ${where}:`, error);
}

function requireFlush(): void {
  if (willFlush) return;
  willFlush = true;
  queueMicrotask(() => {
    if (willFlush) flush();
  });
}

export function currentComputation(): Computation | null {
  return current;
}

/** Runs `fn` with `computation` (or none) as the current computation. */
export function withComputation<T>(computation: Computation | null, fn: () => T): T {
  const previous = current;
  current = computation;
  try {
    return fn();
  } finally {
    current = previous;
  }
}

export class Computation {
  readonly _id = nextId++;
  stopped = false;
  invalidated = false;
  firstRun = true;
  private recomputing = false;
  private readonly invalidateCallbacks: Callback[] = [];
  private readonly stopCallbacks: Callback[] = [];

  constructor(
    private readonly fn: ComputationFunction,
    readonly parent: Computation | null,
    private readonly onError?: (error: unknown) => void,
  ) {
    try {
      this.compute();
    } catch (error) {
      // A failing first run stops the computation and surfaces the error to the caller.
      this.stop();
      throw error;
    } finally {
      this.firstRun = false;
    }
  }

  onInvalidate(callback: Callback): void {
    if (this.invalidated) {
      withComputation(null, () => callback(this));
      return;
    }
    this.invalidateCallbacks.push(callback);
  }

  onStop(callback: Callback): void {
    if (this.stopped) {
      withComputation(null, () => callback(this));
      return;
    }
    this.stopCallbacks.push(callback);
  }

  invalidate(): void {
    if (this.invalidated) return;
    // Queue a re-run unless one is in progress (it will notice) or the computation is stopped.
    if (!this.recomputing && !this.stopped) {
      requireFlush();
      pending.push(this);
    }
    this.invalidated = true;
    const callbacks = this.invalidateCallbacks.splice(0);
    for (const callback of callbacks) {
      try {
        withComputation(null, () => callback(this));
      } catch (error) {
        logError('invalidation callback', error);
      }
    }
  }

  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.invalidate();
    const callbacks = this.stopCallbacks.splice(0);
    for (const callback of callbacks) {
      try {
        withComputation(null, () => callback(this));
      } catch (error) {
        logError('stop callback', error);
      }
    }
  }

  /** Re-runs now if invalidated (Meteor's `computation.flush()`). */
  flush(): void {
    if (this.recomputing) return;
    this.recompute();
  }

  /** Invalidates and re-runs at once. */
  run(): void {
    this.invalidate();
    this.flush();
  }

  private compute(): void {
    this.invalidated = false;
    withComputation(this, () => this.fn(this));
  }

  recompute(): void {
    this.recomputing = true;
    try {
      if (this.invalidated && !this.stopped) {
        try {
          this.compute();
        } catch (error) {
          if (this.onError) this.onError(error);
          else logError('recompute function', error);
        }
      }
    } finally {
      this.recomputing = false;
    }
  }
}

/** Processes every pending re-run, then the after-flush callbacks, until both queues are empty. */
export function flush(): void {
  if (inFlush) throw new Error("Can't call Tracker.flush while flushing");
  if (current) throw new Error("Can't flush inside Tracker.autorun");
  inFlush = true;
  willFlush = true;
  try {
    while (pending.length > 0 || afterFlushCallbacks.length > 0) {
      while (pending.length > 0) pending.shift()!.recompute();
      const callback = afterFlushCallbacks.shift();
      if (callback) {
        try {
          callback();
        } catch (error) {
          logError('afterFlush callback', error);
        }
      }
    }
  } finally {
    willFlush = false;
    inFlush = false;
  }
}

export function isInFlush(): boolean {
  return inFlush;
}

export function afterFlush(callback: () => void): void {
  afterFlushCallbacks.push(callback);
  requireFlush();
}
