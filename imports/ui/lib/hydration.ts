// Hydration-safe state: while a server-rendered page hydrates, React renders with the server's
// view of things (a visitor, no connection banner, long option lists left out), then with the
// browser's. The switch is a transition: an urgent update right after hydration
// (useSyncExternalStore's, as this was before) makes React hydrate every part still waiting in
// one synchronous pass, ~70 ms of a phone's main thread on a list page, where a transition
// hydrates and re-renders in slices.
import { createContext, startTransition, useContext, useEffect, useState } from 'react';
import type { AccountState } from './account-types';

/** False while the page hydrates (`hydrating`), true after; true at once for a page rendered from scratch. */
export function useHydrated(hydrating: boolean): boolean {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * Whether the page is past hydration: false on the server and while the browser hydrates, true
 * after (and in a page rendered from scratch, the default).
 */
export const HydratedContext = createContext(true);

export function usePastHydration(): boolean {
  return useContext(HydratedContext);
}

/** The account as the server renders every page: nobody signed in. */
export const VISITOR_STATE: AccountState = { userId: null, user: null, loggingIn: false, unagreedCount: 0, unreadNotifications: 0, hidePrices: false };
