// Meteor's write fence: a method's `updated` message may only go out once every write the method
// made has reached this connection's subscriptions. Each write inside a method calls
// `beginWrite()` and commits when the observers it affects have delivered its change; `arm()`
// (called when the method returns) resolves once all writes committed and the before-fire hooks
// ran. Writes outside any method (no current fence) need nothing. Left out: retirement of fences
// into a global list (Meteor uses it only for its oplog driver).
import { AsyncLocalStorage } from 'node:async_hooks';

export interface PendingWrite {
  committed(): void;
}

export class WriteFence {
  private static readonly storage = new AsyncLocalStorage<WriteFence>();

  /** The fence of the method running in the current async context, if any. */
  static current(): WriteFence | undefined {
    return WriteFence.storage.getStore();
  }

  /** Runs `fn` with `fence` as the current fence for everything it awaits. */
  static run<T>(fence: WriteFence, fn: () => T): T {
    return WriteFence.storage.run(fence, fn);
  }

  private outstanding = 0;
  private armed = false;
  private fired = false;
  private readonly beforeFire: Array<() => void | Promise<void>> = [];
  private readonly waiters: Array<() => void> = [];

  beginWrite(): PendingWrite {
    if (this.fired) {
      // A write that outlives its method (fire-and-forget) cannot hold back `updated` any more.
      return { committed() {} };
    }
    this.outstanding += 1;
    let done = false;
    return {
      committed: () => {
        if (done) return;
        done = true;
        this.outstanding -= 1;
        this.maybeFire();
      },
    };
  }

  /** Registers work that must finish before the fence fires (an observer flushing its queue). */
  onBeforeFire(hook: () => void | Promise<void>): void {
    if (this.fired) throw new Error('fence has already fired');
    this.beforeFire.push(hook);
  }

  /**
   * Marks the method as finished and says whether the fence fired right away (no write
   * outstanding, no hook to run): then `updated` may go out now, without waiting for `arm()`.
   */
  armNow(): boolean {
    if (!this.armed) {
      this.armed = true;
      this.maybeFire();
    }
    return this.fired;
  }

  /** Marks the method as finished; resolves when every write committed. */
  arm(): Promise<void> {
    return new Promise((resolve) => {
      this.waiters.push(resolve);
      if (!this.armed) {
        this.armed = true;
        this.maybeFire();
      } else if (this.fired) {
        resolve();
      }
    });
  }

  get hasFired(): boolean {
    return this.fired;
  }

  private maybeFire(): void {
    if (!this.armed || this.fired || this.outstanding > 0) return;
    const hooks = this.beforeFire.splice(0);
    if (hooks.length > 0) {
      // Hooks may start more writes; re-check once they settle.
      this.outstanding += 1;
      void Promise.allSettled(hooks.map((hook) => hook())).then(() => {
        this.outstanding -= 1;
        this.maybeFire();
      });
      return;
    }
    this.fired = true;
    for (const resolve of this.waiters.splice(0)) resolve();
  }
}
