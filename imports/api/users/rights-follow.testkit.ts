// Helpers of the live-permission suites (rights-follow*.api.test.ts): a subscription watched until
// it ends, the documents a connection's client store holds settling to an expected set, a beat
// for anything still in flight, and membership set up directly (how one joins a company is the
// companies module's business; these suites test what happens when one leaves).
import type { Connection } from '../../../packages/ddp-client/server';
import { waitUntil } from '../../../tests/helpers/wait-until';
import { Companies } from '../companies/collection';
import type { CompanyRole } from '../companies/schema';
import { storeFor } from '../common/api.testkit';
import { usersCollection } from './store';

export interface Watched {
  name: string;
  ids(): string[];
  /** How the subscription ended, or undefined while it runs. */
  endedWith(): { error?: unknown; reason?: unknown } | undefined;
  /** The error the subscription ended with, once it ended. */
  ended(): Promise<{ error?: unknown; reason?: unknown }>;
}

/** Subscribes and resolves once ready; records how the subscription ends. */
export function watch(connection: Connection, collection: string, name: string, ...params: unknown[]): Promise<Watched> {
  const store = storeFor(connection, collection);
  let endedWith: { error?: unknown; reason?: unknown } | undefined;
  return new Promise((resolve, reject) => {
    let ready = false;
    connection.subscribe(name, ...params, {
      onReady: () => {
        ready = true;
        resolve({
          name,
          ids: () => store.snapshot().map((doc) => doc._id as string),
          endedWith: () => endedWith,
          ended: () => waitUntil(() => endedWith, { what: `${name} to end`, timeoutMs: 2_000 }),
        });
      },
      onStop: (error?: Error) => {
        endedWith = (error ?? {}) as { error?: unknown; reason?: unknown };
        if (!ready) reject(error ?? new Error(`${name} stopped before it was ready`));
      },
    });
  });
}

export async function idsSettle(watched: Pick<Watched, 'ids'>, expected: string[]): Promise<void> {
  await waitUntil(() => (JSON.stringify(watched.ids().sort()) === JSON.stringify([...expected].sort()) ? true : undefined), {
    what: `documents ${JSON.stringify(expected)}`,
    timeoutMs: 2_000,
    describe: () => watched.ids(),
  });
}

/** Anything still flowing would arrive with the writer's own write (the write fence): a beat more. */
export function afterInFlight(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 300));
}

/** Makes `userId` a member of the company with the customer role, as accepting an invitation does. */
export async function joinCompany(companyId: string, userId: string, role: CompanyRole = 'member'): Promise<void> {
  await Companies.updateAsync({ _id: companyId }, { $push: { members: { userId, role, addedAt: new Date() } } });
  await usersCollection().updateAsync({ _id: userId }, { $addToSet: { roles: 'customer' } });
}
