// The lazily loaded screen of the page, loaded before the first render so a server-rendered page
// hydrates in one pass (no Suspense fallback in place of the server's HTML). The server names the
// screen it rendered (`page-screen`); without a name the route table is matched.
import { routeSpecAt } from '../imports/ui/app/route-specs';
import { screens } from '../imports/ui/app/screens';

function isScreenName(name: unknown): name is keyof typeof screens {
  return typeof name === 'string' && Object.hasOwn(screens, name);
}

export async function preloadRouteScreen(pathname: string, screenName?: unknown): Promise<void> {
  if (isScreenName(screenName)) return screens[screenName].preload();
  await routeSpecAt(pathname)?.screen.preload();
}
