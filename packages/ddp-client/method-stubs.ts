// Meteor's client method stubs (`connection.methods(map)` and `_stubCall`): a stub simulates a
// method in the local cache while the server runs the real one. It runs as a MethodInvocation
// with isSimulation true; its `randomSeed` is made only if the stub draws a random value (an
// inserted _id), from the enclosing invocation as `DDPCommon.makeRpcSeed` does, and then travels
// with the `method` message so the server draws the same ids.
import { EJSON } from '../ejson/index';
import { MethodInvocation } from '../ddp-common/method-invocation';
import { makeRpcSeed } from '../ddp-common/random-stream';
import { CurrentMethodInvocation } from './current-invocation';

export type StubHandler = (this: MethodInvocation, ...args: unknown[]) => unknown;

export interface StubRun {
  /** A stub ran in this call (its writes are to be tracked). */
  readonly ran: boolean;
  /** The call was made inside another stub: simulate only, send nothing. */
  readonly alreadyInSimulation: boolean;
  /** The stub's return value (a promise for an async stub). */
  readonly value?: unknown;
  readonly exception?: unknown;
  /** The seed, if the stub used one (null otherwise: the message carries none). */
  usedSeed(): string | null;
}

export interface StubHost {
  userId(): string | null;
  setUserId(userId: string | null): void;
}

export class MethodStubs {
  private readonly handlers = new Map<string, StubHandler>();

  define(map: Record<string, StubHandler>): void {
    for (const [name, handler] of Object.entries(map)) {
      if (typeof handler !== 'function') throw new Error(`Method '${name}' must be a function`);
      if (this.handlers.has(name)) throw new Error(`A method named '${name}' is already defined`);
      this.handlers.set(name, handler);
    }
  }

  has(name: string): boolean {
    return this.handlers.has(name);
  }

  /** Runs the stub for `name`, if there is one, with `beforeStub` called just before it. */
  run(name: string, args: readonly unknown[], host: StubHost, beforeStub: () => void): StubRun {
    const enclosing = CurrentMethodInvocation.get();
    const alreadyInSimulation = enclosing?.isSimulation === true;
    let seed: string | null = null;
    const usedSeed = () => seed;
    const stub = this.handlers.get(name);
    if (!stub) return { ran: false, alreadyInSimulation, usedSeed };
    const invocation = new MethodInvocation({
      name,
      isSimulation: true,
      userId: host.userId(),
      connection: null,
      randomSeed: () => (seed ??= makeRpcSeed(enclosing, name)),
      setUserId: (userId) => host.setUserId(userId),
    });
    if (!alreadyInSimulation) beforeStub();
    try {
      // A fresh copy, so the stub cannot change what is sent to the server.
      const value = CurrentMethodInvocation.withValue(invocation, () => stub.apply(invocation, EJSON.clone([...args])));
      return { ran: true, alreadyInSimulation, value, usedSeed };
    } catch (exception) {
      return { ran: true, alreadyInSimulation, exception, usedSeed };
    }
  }
}
