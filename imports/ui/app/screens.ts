// Every screen by its route's name (route-specs.ts), for what loads one outside the route table:
// the login guard's sign-in screen, and the screen the server named for a page to hydrate.
import type { PreloadableComponent } from '../lib/lazy-component';
import type { PathName } from './paths';
import { ROUTE_SPECS } from './route-specs';

export const screens = Object.fromEntries(ROUTE_SPECS.map(({ path, screen }) => [path, screen])) as { [Path in PathName]: PreloadableComponent<object> };
