// A session's in-queue (Meteor's `Session.inQueue` + `processMessage`): one connection's messages
// are handled strictly one after another; a handler lets the next one start early by calling
// `unblock()` (methods and, as in Meteor 3, publications). A handler's failure is logged and
// never stops the queue. Left out: nothing.
export type QueueTask = (unblock: () => void) => unknown;

export class InQueue {
  private readonly tasks: QueueTask[] = [];
  private running = false;
  private stopped = false;

  push(task: QueueTask): void {
    if (this.stopped) return;
    this.tasks.push(task);
    if (!this.running) void this.drain();
  }

  /** Drops pending tasks; a running one finishes on its own. */
  stop(): void {
    this.stopped = true;
    this.tasks.length = 0;
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (!this.stopped && this.tasks.length > 0) {
        const task = this.tasks.shift()!;
        await new Promise<void>((release) => {
          let released = false;
          const unblock = (): void => {
            if (released) return;
            released = true;
            release();
          };
          Promise.resolve()
            .then(() => task(unblock))
            .catch((error: unknown) => console.error('Exception in DDP message handler', error))
            .finally(unblock);
        });
      }
    } finally {
      this.running = false;
    }
  }
}
