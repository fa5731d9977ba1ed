// The lazily loaded screen of the page, loaded before the first render so a server-rendered page
// hydrates in one pass (no Suspense fallback in place of the server's HTML). The server names the
// screen it rendered (`page-screen`); without a name the route table is matched (which costs a
// phone ~10 ms: react-router flattens and ranks every route).
import { isValidElement } from 'react';
import { matchRoutes } from 'react-router';
import { appRoutes } from '../imports/ui/app/routes';
import { screens } from '../imports/ui/app/screens';

interface MaybePreloadable {
  preload?: () => Promise<void>;
}

function isScreenName(name: unknown): name is keyof typeof screens {
  return typeof name === 'string' && Object.hasOwn(screens, name);
}

export async function preloadRouteScreen(pathname: string, screenName?: unknown): Promise<void> {
  if (isScreenName(screenName)) return screens[screenName].preload();
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => {
      const element = route.element;
      const screen = isValidElement<{ screen?: MaybePreloadable }>(element) ? element.props.screen : undefined;
      return screen?.preload?.();
    }),
  );
}
