// One background worker's loop, shared by the notifications dispatcher and the saved searches'
// match worker. Live queries wake it (at start they deliver what a crash left); one drain runs at
// a time and takes batch after batch until none is left. A wake while a drain waits to run is that
// drain's (it reads everything when it starts); a wake while one runs queues one more, as the
// running one may have read before the change. A drain that leaves work (a batch answered false,
// or a throw) runs again `retryAfterMs` later, or at the next wake, whichever comes first.
// stop() ends the live queries and lets the drain in progress finish at its next batch; idle()
// waits until the drains settled and nothing is owed.
import type { ObserveHandle } from 'meteor/mongo';

/** How long idle() waits for work still on its way (a live query re-running). */
const IDLE_WAIT_MS = 10_000;

export interface DrainWorkerOptions<Item> {
  /** Starts the live queries that call `wake` when work arrives. */
  watch(wake: () => void): Array<Promise<ObserveHandle>>;
  /** The next items to work on, in order; none left: the drain is done. */
  nextBatch(): Promise<readonly Item[]>;
  /** Works on one batch; false when none of it could be done (it stays owed, tried again later). */
  processBatch(batch: readonly Item[]): Promise<boolean>;
  /** Whether any work is owed at all (idle() waits for none). */
  isOwed(): Promise<boolean>;
  /** A drain that threw (a batch unreadable, a write refused): its work stays owed. */
  onDrainError(error: unknown): void;
  /** After a drain that left work, run again this much later; unset: only at the next wake. */
  retryAfterMs?: number;
}

export interface DrainWorker {
  /** Resolves when every item seen so far is processed (tests, shutdown). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Resolves once `chain()` stops changing and `isOwed()` is false, or after `waitMs`. A record just
 * written reaches the worker when its live query re-runs, so "settled" alone is not enough; the
 * wait is bounded, as work that keeps failing stays owed.
 */
async function untilWorkerIdle(chain: () => Promise<void>, isOwed: () => Promise<boolean>, waitMs: number): Promise<void> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    let seen: Promise<void>;
    do {
      seen = chain();
      await seen;
    } while (seen !== chain());
    if (!(await isOwed()) || Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export function startDrainWorker<Item>(options: DrainWorkerOptions<Item>): DrainWorker {
  let chain: Promise<void> = Promise.resolve();
  let stopped = false;
  let drainWaiting = false;
  let retry: NodeJS.Timeout | undefined;
  const handles: ObserveHandle[] = [];

  /** Batch after batch; answers false when a batch was left (nothing of it done). */
  async function drain(): Promise<boolean> {
    while (!stopped) {
      const batch = await options.nextBatch();
      if (batch.length === 0) return true;
      if (!(await options.processBatch(batch))) return false;
    }
    return true;
  }

  function wake(): void {
    if (stopped || drainWaiting) return;
    drainWaiting = true;
    chain = chain.then(async () => {
      drainWaiting = false;
      let drained = false;
      try {
        drained = await drain();
      } catch (error) {
        options.onDrainError(error);
      }
      if (drained || stopped || options.retryAfterMs === undefined) return;
      clearTimeout(retry);
      retry = setTimeout(wake, options.retryAfterMs);
      retry.unref();
    });
  }

  const ready = Promise.all(
    options.watch(wake).map((watching) =>
      watching.then((handle) => {
        if (stopped) handle.stop();
        else handles.push(handle);
      }),
    ),
  );
  return {
    async idle() {
      await ready;
      await untilWorkerIdle(() => chain, options.isOwed, IDLE_WAIT_MS);
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await ready.catch(() => undefined);
      for (const handle of handles.splice(0)) handle.stop();
      await chain;
    },
  };
}
