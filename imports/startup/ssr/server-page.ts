// What a public screen gives the server renderer, in a `server-page.ts` beside the screen (its
// route names the folder: `serverPage` in imports/ui/app/route-specs.ts): the subscriptions it
// renders from (the same values its data hooks subscribe with), its head (title, meta, canonical
// address, JSON-LD, status) from their documents, and its sitemap entries. The startup code
// (public-pages.ts, the server's sitemap.ts) only collects them.
import type { IntlShape } from '@formatjs/intl';
import type { Locale } from '../../i18n/locales';
import type { PageSubscription } from '../../ui/lib/page-subscription';

/** The address of a page load, as the page's route matched it. */
export interface PageAddress {
  url: URL;
  /** The route's parameters (the router's match of the pattern, imports/ui/app/routing.tsx). */
  params: Record<string, string | undefined>;
  /** The route pattern that matched (a route may have aliases). */
  pattern: string;
  /** The hide_prices cookie's choice, which the screens read the address with too. */
  hidePrices: boolean;
}

export interface HeadContext {
  /** The public origin, e.g. https://experts.example (ROOT_URL without the trailing slash). */
  origin: string;
  productName: string;
  /** The query of the page load (kept by a redirect). */
  search: string;
  /** The route's title (route-specs.ts) in the page's language, the head's title unless the page knows a better one. */
  routeTitle: string;
  /** The page's language, and its messages for the head's words. */
  locale: Locale;
  intl: IntlShape;
  now?: Date;
}

export interface PageHead {
  status: number;
  redirect?: string;
  /** The page's full title ('{title} - {product name}'); the template's own `<title>` is replaced. */
  title: string;
  /** The tags to add before `</head>`. */
  tags: string[];
}

/** What the page was rendered with: the documents of one of its subscriptions. */
export type RenderedDocuments = <T>(subscription: PageSubscription | null) => T[] | undefined;

/** Documents of a collection, chosen by the selector the public pages list them with. */
export interface SitemapDocuments {
  collection: string;
  selector: Record<string, unknown>;
}

export interface SitemapDocument {
  _id: string;
  urlName: string;
  publishedAt?: Date;
  docInfo?: { updatedAt?: Date };
}

/**
 * A page's sitemap entries: one address (dated by the newest change of `lastChangeOf`, if given),
 * or one address per document.
 */
export type SitemapSource =
  | { kind: 'address'; href: string; lastChangeOf?: SitemapDocuments }
  | { kind: 'documents'; documents: SitemapDocuments; href(document: SitemapDocument): string };

export interface ServerPage {
  /** The subscriptions the screen renders from at this address (the server loads them as a visitor). */
  subscriptions(address: PageAddress): (PageSubscription | null)[];
  head(address: PageAddress, rendered: RenderedDocuments, context: HeadContext): PageHead;
  sitemap?: SitemapSource;
}
