// Whether the router renders a screen at an address rather than redirecting to the project list,
// for the server (server/start-app.ts), which then answers any other address with the redirect
// itself. Every address of paths.ts has its route (route-specs.ts is keyed by them), so the
// addresses are the route table's patterns; kept apart from the route table, which loads screens.
import { paths } from './paths';
import { matchPath } from './routing';

const patterns = Object.values(paths).flatMap((page) => page.patterns);

/** Whether `pathname` is a page: the router's own matching (trailing slash, letter case, optional segments), without the catch-all. */
export function isRoutedAddress(pathname: string): boolean {
  return patterns.some((pattern) => matchPath(pattern, pathname) !== null);
}
