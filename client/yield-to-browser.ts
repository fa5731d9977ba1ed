// Ways to give the main thread back between steps of the page's start: a task boundary lets the
// browser paint and handle input between two pieces of work instead of after both.

/** Resolves in a new task (scheduler.yield where the browser has it, else a zero timeout). */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Resolves when the browser is idle (at most `timeoutMs` later). */
export function whenIdle(timeoutMs = 2000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 0);
  });
}

/** Resolves after the browser painted the next frame (the page's first paint, at load). */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function') return void setTimeout(resolve, 0);
    // rAF runs just before the paint; the timeout's task comes after it.
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}
