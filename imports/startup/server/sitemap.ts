// /sitemap.xml (each public page's entries, from its server-page.ts through the renderer: every
// open project and published expert with its last change, plus the public lists; past 50,000
// addresses a sitemap index over numbered files, as the protocol demands) and /robots.txt
// (signed-in areas and the back office disallowed). Without the renderer no page is rendered on
// the server, and the sitemap lists none. Each address names its versions in every language
// (`?hl=xx`, hreflang alternates as in the pages' heads): one entry per page rather than one per
// language keeps a sitemap of 10,000 projects at 10,000 entries.
import type { Express, Response } from 'express';
import { Meteor } from 'meteor/meteor';
import type { FindOptions, Selector } from 'meteor/mongo';
import { People } from '../../api/people/collection';
import { Projects } from '../../api/projects/collection';
import { DEFAULT_LOCALE, LANGUAGE_PARAM, LOCALES, type Locale } from '../../i18n/locales';
import { loadRenderer, type SitemapDocument, type SitemapDocuments } from './renderer-contract';

export const SITEMAP_MAX_URLS = 50_000;

interface SitemapEntry {
  loc: string;
  lastmod?: Date;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

const ROBOTS_DISALLOWED = [
  '/engine/admin',
  '/engine/profile',
  '/engine/my-applications',
  '/engine/my-documents',
  '/engine/documents',
  '/engine/company',
  '/engine/my-requests',
  '/engine/reset-password/',
  '/engine/join/',
  '/engine/invitation/',
  '/engine/verify-email/',
];

function origin(): string {
  return Meteor.absoluteUrl().replace(/\/+$/, '');
}

interface Listed {
  find(selector: Selector, options: FindOptions): { fetchAsync(): Promise<unknown[]> };
}

/** The collections whose documents have public pages (server-page.ts names them). */
const LISTED: Record<string, Listed> = { projects: Projects, people: People };

const lastmod = (doc: SitemapDocument) => doc.docInfo?.updatedAt ?? doc.publishedAt;
const newest = (docs: SitemapDocument[]) => docs.map(lastmod).reduce<Date | undefined>((a, b) => (b && (!a || b > a) ? b : a), undefined);

async function sitemapEntries(rendererFile: string | undefined): Promise<SitemapEntry[]> {
  if (!rendererFile) return [];
  const base = origin();
  const sources = await (await loadRenderer(rendererFile)).sitemapSources();
  // Each set of documents is read once, however many pages list it.
  const reads = new Map<string, Promise<SitemapDocument[]>>();
  const documents = ({ collection, selector }: SitemapDocuments): Promise<SitemapDocument[]> => {
    const listed = LISTED[collection];
    if (!listed) throw new Error(`The sitemap cannot list the collection "${collection}"`);
    const key = JSON.stringify([collection, selector]);
    const fields = { urlName: 1, publishedAt: 1, 'docInfo.updatedAt': 1 } as const;
    if (!reads.has(key)) reads.set(key, listed.find(selector, { fields, sort: { publishedAt: -1 } }).fetchAsync() as Promise<SitemapDocument[]>);
    return reads.get(key)!;
  };
  const entries = await Promise.all(
    sources.map(async (source): Promise<SitemapEntry[]> => {
      if (source.kind === 'documents') return (await documents(source.documents)).map((doc) => ({ loc: `${base}${source.href(doc)}`, lastmod: lastmod(doc) }));
      return [{ loc: `${base}${source.href}`, lastmod: source.lastChangeOf ? newest(await documents(source.lastChangeOf)) : undefined }];
    }),
  );
  return entries.flat();
}

function inLanguage(loc: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return loc;
  const url = new URL(loc);
  url.searchParams.set(LANGUAGE_PARAM, locale);
  return url.href;
}

function alternates(loc: string): string {
  const link = (hreflang: string, href: string) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xml(href)}"/>`;
  return [...LOCALES.map((locale) => link(locale, inLanguage(loc, locale))), link('x-default', loc)].join('');
}

export function urlSet(entries: SitemapEntry[]): string {
  const urls = entries.map(
    (entry) => `<url><loc>${xml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : ''}${alternates(entry.loc)}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndex(parts: number, base: string): string {
  const items = Array.from({ length: parts }, (_, index) => `<sitemap><loc>${xml(`${base}/sitemap-${index + 1}.xml`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

function sendXml(res: Response, body: string): void {
  res.set('Cache-Control', 'public, max-age=3600');
  res.type('application/xml').send(body);
}

/** `rendererFile`: the built server renderer (ssr.js) the public pages' entries come from. */
export function registerSitemapRoutes(handlers: Express, rendererFile?: string, maxUrls = SITEMAP_MAX_URLS): void {
  handlers.get('/robots.txt', (_req, res) => {
    const lines = ['User-agent: *', 'Allow: /engine/', ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin()}/sitemap.xml`, ''];
    res.set('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(lines.join('\n'));
  });
  handlers.get('/sitemap.xml', async (_req, res, next) => {
    try {
      const entries = await sitemapEntries(rendererFile);
      if (entries.length <= maxUrls) sendXml(res, urlSet(entries));
      else sendXml(res, sitemapIndex(Math.ceil(entries.length / maxUrls), origin()));
    } catch (error) {
      next(error);
    }
  });
  handlers.get('/sitemap-:part.xml', async (req, res, next) => {
    try {
      const part = Number(req.params.part);
      const entries = await sitemapEntries(rendererFile);
      const slice = Number.isInteger(part) && part >= 1 ? entries.slice((part - 1) * maxUrls, part * maxUrls) : [];
      if (slice.length === 0 || entries.length <= maxUrls) {
        res.status(404).type('text/plain').send('No such sitemap');
        return;
      }
      sendXml(res, urlSet(slice));
    } catch (error) {
      next(error);
    }
  });
}
