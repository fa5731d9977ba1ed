// Meteor's `DDPCommon.MethodInvocation`: the `this` of a method body. `isSimulation` (true only in
// client stubs), `userId`, `setUserId(id)` (on the server: re-runs the connection's
// subscriptions as the new user before the method's result goes out), `connection`,
// `unblock()`, `randomSeed` and `randomStream` for seeded ids. A client stub's seed is a function,
// made on first read, so a call whose stub draws no random values sends no `randomSeed`.
// Left out: nothing.
import type { ConnectionHandle, InvocationContext } from '../ddp-server/current-invocation';
import type { RandomScope, RandomStream } from './random-stream';

export interface MethodInvocationOptions {
  name?: string;
  isSimulation: boolean;
  userId: string | null;
  connection: ConnectionHandle | null;
  /** A function (client stubs) is called once, the first time the seed is needed. */
  randomSeed?: string | null | (() => string);
  /** Lets the next message of the connection start before this method returns. */
  unblock?: () => void;
  /** Applies a new user to the connection (server: re-runs subscriptions). */
  setUserId?: (userId: string | null) => void | Promise<void>;
}

export class MethodInvocation implements InvocationContext, RandomScope {
  readonly name: string | undefined;
  readonly isSimulation: boolean;
  readonly connection: ConnectionHandle | null;
  randomStream?: RandomStream;
  private seed: string | null | (() => string);
  private currentUserId: string | null;
  private calledUnblock = false;
  private readonly unblockHook: (() => void) | undefined;
  private readonly setUserIdHook: ((userId: string | null) => void | Promise<void>) | undefined;

  constructor(options: MethodInvocationOptions) {
    this.name = options.name;
    this.isSimulation = options.isSimulation;
    this.currentUserId = options.userId;
    this.connection = options.connection;
    this.seed = options.randomSeed ?? null;
    this.unblockHook = options.unblock;
    this.setUserIdHook = options.setUserId;
  }

  get randomSeed(): string | null {
    if (typeof this.seed === 'function') this.seed = this.seed();
    return this.seed;
  }

  get userId(): string | null {
    return this.currentUserId;
  }

  unblock(): void {
    this.calledUnblock = true;
    this.unblockHook?.();
  }

  /** Resolves once the connection's subscriptions run as the new user (await it). */
  async setUserId(userId: string | null): Promise<void> {
    if (userId !== null && typeof userId !== 'string') {
      throw new Error(`setUserId must be called on string or null, not ${typeof userId}`);
    }
    // Later messages may already be running as the old user; switching now would race them.
    if (this.calledUnblock) throw new Error("Can't call setUserId in a method after calling unblock");
    this.currentUserId = userId;
    await this.setUserIdHook?.(userId);
  }
}
