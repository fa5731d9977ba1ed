// Whether the router renders a screen at an address rather than redirecting to the project list,
// for the server (server/start-app.ts), which then answers any other address with the redirect
// itself. Every address of paths.ts has its route (route-specs.ts is keyed by them), so the
// addresses are the route table's patterns; kept apart from the route table, which loads screens.
import { matchRoutes } from 'react-router';
import { paths } from './paths';

const routed = Object.values(paths).flatMap(({ patterns }) => patterns.map((pattern) => ({ path: pattern })));

/**
 * Whether `pathname` is a page: react-router's own matching (trailing slash, letter case,
 * optional segments), without the catch-all.
 */
export function isRoutedAddress(pathname: string): boolean {
  return matchRoutes(routed, pathname) !== null;
}
