// `DDP._CurrentMethodInvocation` / `DDP._CurrentPublicationInvocation`: the method or publication
// running in this async context, so `Meteor.userId()` and collection2's autoValues (createdBy,
// accountId) can find the acting user without threading it through every call.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface ConnectionHandle {
  id: string;
  clientAddress: string | null;
  httpHeaders: Record<string, string>;
  close(): void;
  onClose(callback: () => void): void;
}

export interface InvocationContext {
  /** True only for client-side method stubs; always false on the server. */
  readonly isSimulation: boolean;
  readonly userId: string | null;
  readonly connection: ConnectionHandle | null;
  /** Present for methods; publications have no randomSeed. */
  readonly randomSeed?: string | null;
}

export const currentMethodInvocation = new AsyncLocalStorage<InvocationContext>();
export const currentPublicationInvocation = new AsyncLocalStorage<InvocationContext>();

/** The acting user's id in a method or publication, or null outside both. */
export function currentUserId(): string | null {
  const invocation = currentMethodInvocation.getStore() ?? currentPublicationInvocation.getStore();
  return invocation?.userId ?? null;
}
