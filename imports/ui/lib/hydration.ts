// Hydration-safe state: during the hydration of a server-rendered page React renders with the
// server's view of things (a visitor, no connection banner), then at once with the browser's.
// `useHydrated` is false only in that first pass (and on the server); a page rendered in the
// browser from scratch sees true at once.
import { useSyncExternalStore } from 'react';
import type { AccountState } from './account-types';

const noSubscription = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The account as the server renders every page: nobody signed in. */
export const VISITOR_STATE: AccountState = { userId: null, user: null, loggingIn: false, unagreedCount: 0, hidePrices: false };
