// The route table under /engine (spec §2), made from the pages of paths.ts: for each its screen,
// a lazily loaded chunk of its own found by the screen folder's naming convention, its title and
// guard, and for a public page the screen folder whose server-page.ts the server renders it with.
// The router renders it (routes.tsx) and the server renderer collects the public pages from it
// (imports/startup/ssr/public-pages.ts); the server redirects every other address
// (routed-address.ts). Adding a page: its screen folder and its entry in paths.ts.
import type { ComponentType } from 'react';
import type { MessageId } from '../../i18n/message-ids';
import { lazyComponent, type PreloadableComponent } from '../lib/lazy-component';
import { type PageEntry, type PathName, paths } from './paths';
import { matchPath } from './routing';

export interface RouteSpec {
  path: PathName;
  /** The page's title, as a message (worded in the page's language where it is shown). */
  titleId: MessageId;
  /** 'user': signed-in users only; 'admin': the admin role only (spec §2, §6). */
  access?: 'user' | 'admin';
  screen: PreloadableComponent<object>;
  /**
   * A public page rendered on the server: its folder under imports/ui/screens, which holds the
   * screen `<folder>-screen.tsx` and its `server-page.ts` (data, head, sitemap).
   */
  serverPage?: string;
}

/** A screen's chunk: `folder` (its `<folder>-screen.tsx`) or `folder/name` (its `name-screen.tsx`). */
function lazyScreen(screen: string, catalogs: PageEntry['catalogs']): PreloadableComponent<object> {
  const [folder, name = folder] = screen.split('/');
  return lazyComponent(`the ${screen} screen`, () => import(`../screens/${folder}/${name}-screen.tsx`) as Promise<{ default: ComponentType<object> }>, {
    catalogs,
  });
}

export const ROUTE_SPECS: RouteSpec[] = (Object.keys(paths) as PathName[]).map((path) => {
  const page: PageEntry = paths[path];
  return {
    path,
    titleId: page.titleId,
    ...(page.access ? { access: page.access } : {}),
    screen: lazyScreen(page.screen, page.catalogs),
    ...(page.serverPage ? { serverPage: page.screen.split('/')[0] } : {}),
  };
});

/** The address patterns of one route (every alias renders the same screen). */
export function routePatterns({ path }: RouteSpec): readonly string[] {
  return paths[path].patterns;
}

/** The route whose pattern matches `pathname` (trailing slash and letter case aside), if any. */
export function routeSpecAt(pathname: string): RouteSpec | undefined {
  return ROUTE_SPECS.find((spec) => routePatterns(spec).some((pattern) => matchPath(pattern, pathname) !== null));
}
