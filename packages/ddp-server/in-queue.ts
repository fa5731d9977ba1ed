// A session's in-queue (Meteor's `Session.inQueue` + `processMessage`): one connection's messages
// are handled strictly one after another; a handler lets the next one start early by calling
// `unblock()` (methods and, as in Meteor 3, publications). A handler's failure is logged and
// never stops the queue. Left out: nothing.
//
// Every message passes through here, so it allocates no promises of its own: each task starts in
// a fresh microtask (as before, never inside the caller's stack) and a waiting one starts in the
// microtask after the running task released the queue.
import { Log } from '../logging/server';

export type QueueTask = (unblock: () => void) => unknown;

function logFailure(error: unknown): void {
  Log.error('Exception in DDP message handler', { err: error });
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return value !== null && (typeof value === 'object' || typeof value === 'function') && typeof (value as PromiseLike<unknown>).then === 'function';
}

export class InQueue {
  private readonly tasks: QueueTask[] = [];
  private running = false;
  private stopped = false;
  /** The task push() took while idle, started in the next microtask. */
  private first: QueueTask | undefined;

  push(task: QueueTask): void {
    if (this.stopped) return;
    if (this.running) {
      this.tasks.push(task);
      return;
    }
    // Taken now, as before: a stop() in the same tick drops only the tasks behind it.
    this.running = true;
    this.first = task;
    queueMicrotask(this.startFirst);
  }

  /** Drops pending tasks; a running one finishes on its own. */
  stop(): void {
    this.stopped = true;
    this.tasks.length = 0;
  }

  private readonly startFirst = (): void => {
    const task = this.first!;
    this.first = undefined;
    this.run(task);
  };

  private readonly runNext = (): void => {
    const task = this.stopped ? undefined : this.tasks.shift();
    if (task) this.run(task);
    else this.running = false;
  };

  private run(task: QueueTask): void {
    let released = false;
    const unblock = (): void => {
      if (released) return;
      released = true;
      // Usually nothing waits (one call in flight): go idle now rather than spend a microtask
      // finding that out; the next push starts a fresh run.
      if (this.tasks.length === 0) this.running = false;
      else queueMicrotask(this.runNext);
    };
    let outcome: unknown;
    try {
      outcome = task(unblock);
    } catch (error) {
      logFailure(error);
      unblock();
      return;
    }
    if (isThenable(outcome)) {
      outcome.then(unblock, (error: unknown) => {
        logFailure(error);
        unblock();
      });
    } else {
      unblock();
    }
  }
}
