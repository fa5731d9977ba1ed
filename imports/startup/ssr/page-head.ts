// The head kit of server-rendered public pages (each screen's server-page.ts builds its head
// with it): '{title} - {product name}', the description, the canonical address, Open Graph and
// Twitter card tags, and JSON-LD (escaped so no value can close its script block); 404 for
// something not found, 301 to the one current address.
import { escapeAttribute, escapeHtml, escapeJsonForScript } from 'meteor/server-render';
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

export function publicHead(head: PublicHead, context: HeadContext): PageHead {
  const title = formatPageTitle(head.title ?? context.routeTitle, context.productName);
  const canonical = `${context.origin}${head.canonicalPath}`;
  const tags = [
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeAttribute(canonical)}" />`,
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:site_name', context.productName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', head.description),
  ];
  if (head.jsonLd) tags.push(jsonLd(head.jsonLd));
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  return { status: 200, title, tags };
}

export function notFoundHead(what: string, context: HeadContext): PageHead {
  return {
    status: 404,
    title: formatPageTitle(`${what} not found`, context.productName),
    tags: [meta('name', 'robots', 'noindex'), meta('name', 'description', `This ${what.toLowerCase()} does not exist or is no longer published.`)],
  };
}

/** A permanent redirect to the page's current address, keeping the query. */
export function movedHead(path: string, context: HeadContext): PageHead {
  return { status: 301, redirect: `${path}${context.search}`, title: '', tags: [] };
}

export function titleTag(title: string): string {
  return `<title>${escapeHtml(title)}</title>`;
}
