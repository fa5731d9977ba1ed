// The public pages, collected from the route table: every route with a `serverPage` folder is
// rendered on the server with that folder's server-page.ts. Which page an address is (the route's
// own patterns), the data it needs (the page's subscriptions), its head and the sitemap's sources
// all come from there; nothing here knows a page by name.
import { matchPath } from '../../ui/app/routing';
import { ROUTE_SPECS, type RouteSpec, routePatterns } from '../../ui/app/route-specs';
import { pageDataKey } from '../../ui/lib/page-data';
import type { PageSubscription } from '../../ui/lib/page-subscription';
import { intlFor } from '../../i18n/intl';
import type { HeadContext, PageAddress, PageHead, ServerPage, SitemapSource } from './server-page';

export interface PublicPage {
  route: RouteSpec;
  serverPage: ServerPage;
}

/** A public page load: the route (its name is the screen's), the address and the data it needs. */
export interface PagePlan {
  page: { kind: RouteSpec['path'] };
  needs: PageSubscription[];
  address: PageAddress;
  publicPage: PublicPage;
}

/** The server page of a screen folder (the renderer's bundle holds every server-page.ts). */
export async function loadServerPage(folder: string): Promise<ServerPage> {
  const module = (await import(`../../ui/screens/${folder}/server-page.ts`)) as { serverPage?: ServerPage };
  if (!module.serverPage) throw new Error(`imports/ui/screens/${folder}/server-page.ts exports no serverPage`);
  return module.serverPage;
}

let loading: Promise<PublicPage[]> | undefined;

/** Every public page of the route table, in its order (loaded once). */
export function publicPages(): Promise<PublicPage[]> {
  loading ??= Promise.all(
    ROUTE_SPECS.filter((route) => route.serverPage !== undefined).map(async (route) => ({ route, serverPage: await loadServerPage(route.serverPage!) })),
  );
  return loading;
}

/**
 * The plan for a public page, or null for any other address (rendered in the browser only).
 * `hidePrices` is the hide_prices cookie's choice, which the screens read the address with too.
 */
export async function planPage(url: URL, { hidePrices = false }: { hidePrices?: boolean } = {}): Promise<PagePlan | null> {
  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  for (const publicPage of await publicPages()) {
    for (const pattern of routePatterns(publicPage.route)) {
      const found = matchPath(pattern, pathname);
      if (!found) continue;
      const address: PageAddress = { url, params: found, pattern, hidePrices };
      const needs = publicPage.serverPage.subscriptions(address).filter((need) => need !== null);
      return { page: { kind: publicPage.route.path }, needs, address, publicPage };
    }
  }
  return null;
}

/** The head and status of a planned page from the data it was loaded with. */
export function pageHead(plan: PagePlan, data: Record<string, unknown>, context: Omit<HeadContext, 'routeTitle' | 'intl'>): PageHead {
  const rendered = <T>(subscription: PageSubscription | null) => (subscription ? (data[pageDataKey(subscription.name, subscription.args)] as T[] | undefined) : undefined);
  const intl = intlFor(context.locale);
  // The route's title in the page's language.
  const routeTitle = intl.formatMessage({ id: plan.publicPage.route.titleId });
  return plan.publicPage.serverPage.head(plan.address, rendered, { ...context, intl, routeTitle });
}

/** What the sitemap lists: each public page's entries, in the route table's order. */
export async function sitemapSources(): Promise<SitemapSource[]> {
  return (await publicPages()).flatMap(({ serverPage }) => (serverPage.sitemap ? [serverPage.sitemap] : []));
}
