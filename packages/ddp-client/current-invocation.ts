// The client's `DDP._CurrentMethodInvocation` (the stub running now) and `DDP.randomStream(name)`.
// Browsers have no async context, so, as Meteor's client does, the value is a plain variable set
// around the stub; an async stub keeps it until its promise settles (Meteor 3 does the same).
import type { MethodInvocation } from '../ddp-common/method-invocation';
import { type RandomGenerator, randomStreamFor } from '../ddp-common/random-stream';

let current: MethodInvocation | undefined;

export function isPromise(value: unknown): value is Promise<unknown> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

export const CurrentMethodInvocation = {
  get(): MethodInvocation | undefined {
    return current;
  },
  withValue<R>(value: MethodInvocation | undefined, fn: () => R): R {
    const previous = current;
    current = value;
    let result: R;
    try {
      result = fn();
    } catch (error) {
      current = previous;
      throw error;
    }
    if (!isPromise(result)) {
      current = previous;
      return result;
    }
    return result.finally(() => {
      current = previous;
    }) as R;
  },
};

/** True while a client stub runs: collection writes then stay in the local cache. */
export function isSimulation(): boolean {
  return current?.isSimulation === true;
}

/** `DDP.randomStream(name)`: the current stub's seeded sequence, or the cryptographic Random. */
export function randomStream(name: string): RandomGenerator {
  return randomStreamFor(current, name);
}
