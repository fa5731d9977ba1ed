// The app's router over a memory location, for tests: the address a test picks, and where the
// screens navigated to (`router.state`, as a test reads it; `router.navigate` as a user would).
import { type ReactNode, useState } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { type AppHistory, AppHistoryContext } from '../app/routing';

export interface TestRouter {
  readonly state: { location: { pathname: string; search: string }; historyAction: 'PUSH' | 'REPLACE' | 'POP' };
  /** To an address, or by a number of entries (-1: the back button). */
  navigate(to: string | number, options?: { replace?: boolean; state?: unknown }): void;
}

export function memoryRouter(url: string): { router: TestRouter; Provider: (props: { children: ReactNode }) => ReactNode } {
  const memory = memoryLocation({ path: url });
  const entries = [url];
  const states: unknown[] = [undefined];
  let index = 0;
  let historyAction: TestRouter['state']['historyAction'] = 'PUSH';
  // Links and screens navigate through the hook's function, so every move is seen here.
  const navigate = (to: string | number, { replace = false, state }: { replace?: boolean; state?: unknown } = {}) => {
    if (typeof to === 'number') {
      index = Math.min(Math.max(index + to, 0), entries.length - 1);
      historyAction = 'POP';
    } else {
      if (!replace) index += 1;
      entries.splice(index, entries.length, to);
      states.splice(index, states.length, state);
      historyAction = replace ? 'REPLACE' : 'PUSH';
    }
    memory.navigate(entries[index]!, { replace: true });
  };
  const useLocation = () => [memory.hook()[0], navigate] as [string, typeof navigate];
  const router: TestRouter = {
    get state() {
      return { location: split(entries[index]!), historyAction };
    },
    navigate,
  };
  const appHistory: AppHistory = {
    canGoBack: () => index > 0,
    go: (delta) => navigate(delta),
    useEntryState: () => {
      memory.hook(); // re-renders on every move
      return states[index];
    },
  };
  function Provider({ children }: { children: ReactNode }) {
    return (
      <AppHistoryContext value={appHistory}>
        <Router hook={useLocation} searchHook={memory.searchHook}>
          {children}
        </Router>
      </AppHistoryContext>
    );
  }
  return { router, Provider };
}

/** The children under a router at `url` (default `/`). */
export function MemoryRouter({ url = '/', children }: { url?: string; children: ReactNode }) {
  const [{ Provider }] = useState(() => memoryRouter(url));
  return <Provider>{children}</Provider>;
}

function split(address: string): TestRouter['state']['location'] {
  const [pathname = '/', search = ''] = address.split('?');
  return { pathname, search: search ? `?${search}` : '' };
}
