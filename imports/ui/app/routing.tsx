// The app's routing words, over wouter: links, navigation, the address and its parameters, and
// matching an address against the route table's patterns. wouter costs the first render ~2 kB gzip
// where react-router cost ~13 (its declarative mode still carries the data router's links and
// forms); the app needs none of that. Patterns are regexparam's (`/a/:id/:slug?`): a trailing
// slash and letter case do not matter, as they did not under react-router.
import { type AnchorHTMLAttributes, type ReactNode, createContext, forwardRef, use, useCallback } from 'react';
import { Link, Redirect, Router, matchRoute, useLocation as useWouterLocation, useParams as useWouterParams, useSearch } from 'wouter';
import { navigate as browserNavigate, useHistoryState, usePathname } from 'wouter/use-browser-location';
import { parse } from 'regexparam';

export { Link, useSearchParams, Route, Switch } from 'wouter';

export interface NavigateOptions {
  replace?: boolean;
  /** Travels with the new entry to the next screen (useLocation().state), not in the address. */
  state?: unknown;
}

/** A history entry's place among the app's own entries (0: the page the visitor arrived on), and its state. */
interface EntryState {
  appIndex?: number;
  state?: unknown;
}

const entryIndex = (): number => (typeof history === 'undefined' ? 0 : ((history.state as EntryState | null)?.appIndex ?? 0));

/** The browser's location, numbering the app's own entries so a screen knows whether "back" stays in the app. */
function navigateNumbered(to: string, { replace = false, state }: NavigateOptions = {}): void {
  const appIndex = replace ? entryIndex() : entryIndex() + 1;
  browserNavigate(to, { replace, state: { appIndex, state } satisfies EntryState });
}
const useNumberedBrowserLocation = (options: { ssrPath?: string }): [string, typeof navigateNumbered] => [usePathname(options), navigateNumbered];

/** Moves through the history; a memory router in tests has its own (imports/ui/testing/memory-router.tsx). */
export interface AppHistory {
  /** Whether the previous entry is a page of the app (so "back" does not leave it). */
  canGoBack(): boolean;
  go(delta: number): void;
  /** The current entry's state (a hook: it re-renders when the entry changes). */
  useEntryState(): unknown;
}

export const AppHistoryContext = createContext<AppHistory>({
  canGoBack: () => entryIndex() > 0,
  go: (delta) => history.go(delta),
  useEntryState: () => (useHistoryState() as EntryState | null)?.state,
});

/** Whether "back" stays in the app. */
export function useCanGoBack(): () => boolean {
  return use(AppHistoryContext).canGoBack;
}

/** The browser's router; on the server, the address being rendered. */
export function AppRouter({ children, ssrPath, ssrSearch }: { children: ReactNode; ssrPath?: string; ssrSearch?: string }) {
  return (
    <Router hook={useNumberedBrowserLocation} ssrPath={ssrPath} ssrSearch={ssrSearch}>
      {children}
    </Router>
  );
}

/** Navigates to an address, or by a number of history entries (-1: back). */
export function useNavigate(): (to: string | number, options?: NavigateOptions) => void {
  const [, navigate] = useWouterLocation();
  const { go } = use(AppHistoryContext);
  return useCallback((to, options) => (typeof to === 'number' ? go(to) : navigate(to, options)), [navigate, go]);
}

export interface AppLocation {
  pathname: string;
  /** With its `?` when not empty, as `window.location.search`. */
  search: string;
  /** The browser's hash (empty while rendering on the server). */
  hash: string;
  /** What the navigation to this entry passed along (NavigateOptions.state). */
  state: unknown;
}

export function useLocation(): AppLocation {
  const [pathname] = useWouterLocation();
  const search = useSearch();
  const state = use(AppHistoryContext).useEntryState();
  return { pathname, search: search ? `?${search}` : '', hash: typeof window === 'undefined' ? '' : window.location.hash, state };
}

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The named parameters of a match, decoded (regexparam also reports positional ones). */
function namedParams(params: Record<string, string | undefined> | null, keys: readonly string[]): Record<string, string> {
  const named: Record<string, string> = {};
  for (const key of keys) {
    const value = params?.[key];
    if (value !== undefined) named[key] = decoded(value);
  }
  return named;
}

/** The route's parameters, decoded. */
export function useParams<T extends Record<string, string | undefined> = Record<string, string | undefined>>(): T {
  const params = useWouterParams() as Record<string, string | undefined>;
  return namedParams(params, Object.keys(params).filter((key) => !/^\d+$/.test(key))) as T;
}

/** The parameters of `pathname` under `pattern` (the whole address must match), else null. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const [matches, params] = matchRoute(parse, pattern, pathname);
  return matches ? namedParams(params as Record<string, string | undefined>, parse(pattern).keys) : null;
}

/** Renders nothing and goes to `to` (replacing the current entry with `replace`). */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  return <Redirect to={to} replace={replace} />;
}

type NavLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'> & {
  to: string;
  /** Active only at exactly this address, not also below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string | undefined);
};

const trimmed = (path: string): string => path.replace(/\/+$/, '').toLowerCase();

/** A link that knows whether it leads to the current page (`aria-current="page"`). */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, end = false, className, ...rest }, ref) {
  const { pathname } = useLocation();
  const here = trimmed(pathname);
  const target = trimmed(to.split('?')[0]!);
  const isActive = here === target || (!end && here.startsWith(`${target}/`));
  return (
    <Link
      ref={ref}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
      {...rest}
    />
  );
});
