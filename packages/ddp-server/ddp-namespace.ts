// The server's view of Meteor's `DDP` namespace: `DDP._CurrentMethodInvocation` and
// `DDP._CurrentPublicationInvocation` as Meteor environment variables (`get()`,
// `withValue(value, fn)`), and `DDP.randomStream(name)` for seeded ids inside a method.
// Left out: `DDP.connect` (the ddp-client package).
import type { AsyncLocalStorage } from 'node:async_hooks';
import { type RandomGenerator, type RandomScope, randomStreamFor } from '../ddp-common/random-stream';
import { type InvocationContext, currentMethodInvocation, currentPublicationInvocation } from './current-invocation';

export interface EnvironmentVariable<T> {
  get(): T | undefined;
  withValue<R>(value: T | undefined, fn: () => R): R;
}

function environmentVariable<T>(storage: AsyncLocalStorage<T>): EnvironmentVariable<T> {
  return {
    get: () => storage.getStore(),
    withValue: (value, fn) => (value === undefined ? storage.exit(fn) : storage.run(value, fn)),
  };
}

export const DDP = {
  _CurrentMethodInvocation: environmentVariable<InvocationContext>(currentMethodInvocation),
  _CurrentPublicationInvocation: environmentVariable<InvocationContext>(currentPublicationInvocation),
  /** The seeded sequence `name` of the current method (the cryptographic Random outside one). */
  randomStream(name: string): RandomGenerator {
    return randomStreamFor(currentMethodInvocation.getStore() as (InvocationContext & RandomScope) | undefined, name);
  },
};
