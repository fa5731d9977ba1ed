// The lazily loaded screen of the address the page opened at, loaded before the first render so
// a server-rendered page hydrates in one pass (no Suspense fallback in place of the server's HTML).
import { isValidElement } from 'react';
import { matchRoutes } from 'react-router';
import { appRoutes } from '../imports/ui/app/routes';

interface MaybePreloadable {
  preload?: () => Promise<void>;
}

export async function preloadRouteScreen(pathname: string): Promise<void> {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => {
      const element = route.element;
      const screen = isValidElement<{ screen?: MaybePreloadable }>(element) ? element.props.screen : undefined;
      return screen?.preload?.();
    }),
  );
}
