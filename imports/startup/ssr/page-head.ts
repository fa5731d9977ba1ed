// The head kit of server-rendered public pages (each screen's server-page.ts builds its head
// with it): '{title} - {product name}', the description, the canonical address, Open Graph and
// Twitter card tags, JSON-LD (escaped so no value can close its script block), and the page's
// address in every language (`?hl=xx`, hreflang alternates; English and x-default without the
// parameter); 404 for something not found, 301 to the one current address.
import { escapeAttribute, escapeHtml, escapeJsonForScript } from 'meteor/server-render';
import { DEFAULT_LOCALE, LANGUAGE_PARAM, LOCALES, type Locale } from '../../i18n/locales';
import type { MessageId } from '../../i18n/message-ids';
import { formatPageTitle } from '../../ui/lib/page-title';
import type { HeadContext, PageHead } from './server-page';

const DESCRIPTION_MAX = 160;

/** Flattened to one line and cut at a word within `max` characters. */
export function shorten(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

function meta(attribute: 'name' | 'property', key: string, value: string): string {
  return `<meta ${attribute}="${key}" content="${escapeAttribute(value)}" />`;
}

function jsonLd(data: Record<string, unknown>): string {
  return `<script type="application/ld+json">${escapeJsonForScript(JSON.stringify(data))}</script>`;
}

export interface PublicHead {
  /** The page's own title (the product name is added); default the route's title. */
  title?: string;
  description: string;
  /** The one address of this page (a filtered list's is the list itself). */
  canonicalPath: string;
  type?: 'website' | 'article' | 'profile';
  jsonLd?: Record<string, unknown>;
  /** Shown, but not to be indexed (a closed project). */
  noindex?: boolean;
}

/** A page's address in one language: the English one has no parameter. */
export function addressIn(locale: Locale, path: string, origin: string): string {
  const url = new URL(path, `${origin}/`);
  url.searchParams.delete(LANGUAGE_PARAM);
  if (locale !== DEFAULT_LOCALE) url.searchParams.set(LANGUAGE_PARAM, locale);
  return url.href;
}

/** The page in each language, for search engines (x-default: the address without a language). */
export function languageAlternates(path: string, origin: string): string[] {
  return [
    ...LOCALES.map((locale) => `<link rel="alternate" hreflang="${locale}" href="${escapeAttribute(addressIn(locale, path, origin))}" />`),
    `<link rel="alternate" hreflang="x-default" href="${escapeAttribute(addressIn(DEFAULT_LOCALE, path, origin))}" />`,
  ];
}

export function publicHead(head: PublicHead, context: HeadContext): PageHead {
  const title = formatPageTitle(head.title ?? context.routeTitle, context.productName);
  // Each language's page is its own canonical address (a page served in German by its cookie
  // names the German address), and names the others.
  const canonical = addressIn(context.locale, head.canonicalPath, context.origin);
  const tags = [
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeAttribute(canonical)}" />`,
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:site_name', context.productName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', context.locale),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', head.description),
  ];
  if (!head.noindex) tags.push(...languageAlternates(head.canonicalPath, context.origin));
  if (head.jsonLd) tags.push(jsonLd(head.jsonLd));
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  return { status: 200, title, tags };
}

/** What a public page can fail to find, and its 404's words. */
const NOT_FOUND = {
  Project: { title: 'pages.notFound.project.title', description: 'pages.notFound.project.description' },
  Expert: { title: 'pages.notFound.expert.title', description: 'pages.notFound.expert.description' },
} as const satisfies Record<string, { title: MessageId; description: MessageId }>;

export function notFoundHead(what: keyof typeof NOT_FOUND, context: HeadContext): PageHead {
  const words = NOT_FOUND[what];
  return {
    status: 404,
    title: formatPageTitle(context.intl.formatMessage({ id: words.title }), context.productName),
    tags: [meta('name', 'robots', 'noindex'), meta('name', 'description', context.intl.formatMessage({ id: words.description }))],
  };
}

/** A permanent redirect to the page's current address, keeping the query. */
export function movedHead(path: string, context: HeadContext): PageHead {
  return { status: 301, redirect: `${path}${context.search}`, title: '', tags: [] };
}

export function titleTag(title: string): string {
  return `<title>${escapeHtml(title)}</title>`;
}
