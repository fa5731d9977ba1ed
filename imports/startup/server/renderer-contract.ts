// What the server expects of the renderer bundle (imports/startup/ssr/render.tsx, built with the
// browser's code into server/ssr.js). Declared here so server code never compiles browser code
// (the shared shapes are type-only imports); server-rendering.ts and sitemap.ts use the first
// part on the main thread; render threads call `renderBodyHtml` (render-pool.ts).
import { pathToFileURL } from 'node:url';
import type { PageHead, SitemapSource } from '../ssr/server-page';
import type { RenderTask } from '../ssr/render-task';
import type { Locale } from '../../i18n/locales';

export type { RenderTask } from '../ssr/render-task';
export type { PageHead, SitemapDocument, SitemapDocuments, SitemapSource } from '../ssr/server-page';

/** One subscription a page renders from, loaded on the server as a visitor's browser would get it. */
export interface DataNeed {
  name: string;
  args: unknown[];
  /** The collection the publication's documents come from. */
  collection: string;
}

export interface PagePlan {
  /** The route's name, which is its screen's. */
  page: { kind: string };
  needs: DataNeed[];
}

export interface RendererModule {
  preloadPublicScreens(): Promise<void>;
  planPage(url: URL, options?: { hidePrices?: boolean }): PagePlan | null | Promise<PagePlan | null>;
  pageDataKey(name: string, args: readonly unknown[]): string;
  readPublicSettings(raw: unknown): { productName: string };
  pageHead(plan: PagePlan, data: Record<string, unknown>, context: { origin: string; productName: string; search: string; locale: Locale }): PageHead;
  titleTag(title: string): string;
  /** The sitemap's sources: each public page's entries. */
  sitemapSources(): Promise<SitemapSource[]>;
  /** In a render thread: the page body's HTML once everything is ready. */
  renderBodyHtml(task: RenderTask): Promise<string>;
}

/**
 * The renderer bundle, loaded once per process (Node keeps the module). React's production server
 * renderer unless development is asked for explicitly: the development build is several times
 * slower and writes error stacks into the page. Set before render threads start: they take a copy
 * of the environment.
 */
export async function loadRenderer(rendererFile: string, generation = 0): Promise<RendererModule> {
  process.env.NODE_ENV ??= 'production';
  // A client refresh loads the rebuilt file: a new query makes a new module instance.
  const url = pathToFileURL(rendererFile);
  if (generation > 0) url.search = `?generation=${generation}`;
  return (await import(url.href)) as RendererModule;
}
