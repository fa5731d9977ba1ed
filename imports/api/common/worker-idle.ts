// A background worker's idle(): its chain of drains settled and nothing it owes still waiting.
// A record just written reaches a worker when its live query re-runs, so "settled" alone is not
// enough; the wait is bounded, as a record whose work keeps failing stays where it is.
// Shared by the notifications dispatcher and the saved searches' match worker.

/** Resolves once `chain()` stops changing and `pending()` is false, or after `waitMs`. */
export async function untilWorkerIdle(chain: () => Promise<void>, pending: () => Promise<boolean>, waitMs: number): Promise<void> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    let seen: Promise<void>;
    do {
      seen = chain();
      await seen;
    } while (seen !== chain());
    if (!(await pending()) || Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
