// The server renderer, built with the browser's code (client entries of the Meteor packages) into
// .meteor/local/build/server/ssr.js and loaded by the server: which public page an address is,
// what data it needs, its head and the sitemap's sources (used by the server's main thread, from
// each public screen's server-page.ts: public-pages.ts), and its body from React's streaming
// renderer over the same route table, with the data the browser then hydrates with (used by the
// server's render threads).
import './offline-connection';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { EJSON } from 'meteor/ejson';
import { AppRouter } from '../../ui/app/routing';
import { catalogLoaders } from '../../i18n/catalogs';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../i18n/locales';
import { AppProviders } from '../../ui/app/providers';
import type { LocaleChoice } from '../../ui/i18n/locale-context';
import { loadMessages, setCatalogLoaders } from '../../ui/i18n/message-store';
import { AppRoutes } from '../../ui/app/routes';
import { screenCatalogParts } from '../../ui/app/paths';
import { screens } from '../../ui/app/screens';
import type { Account } from '../../ui/lib/account-types';
import { HydratedContext, VISITOR_STATE } from '../../ui/lib/hydration';
import { type PageData, PageDataProvider } from '../../ui/lib/page-data';
import { readPublicSettings } from '../../ui/lib/public-settings';
import { publicPages } from './public-pages';
import type { RenderTask } from './render-task';

export { planPage, pageHead, sitemapSources, type PagePlan } from './public-pages';
export { titleTag } from './page-head';
export { pageDataKey } from '../../ui/lib/page-data';
export { readPublicSettings };

/** Loads the public screens once, so every render has them at hand (no Suspense fallback). */
export async function preloadPublicScreens(): Promise<void> {
  await Promise.all((await publicPages()).map(({ route }) => screens[route.path].preload()));
}

function refuse(): Promise<never> {
  return Promise.reject(new Error('Nothing is sent to the server while the page renders on the server'));
}

/** A visitor: the server renders every page as nobody signed in (the browser then updates). */
const visitor: Account = {
  ...VISITOR_STATE,
  login: refuse,
  logout: refuse,
  forgotPassword: refuse,
  resetPassword: refuse,
  signUp: refuse,
  callMethod: refuse,
  upload: refuse,
} as unknown as Account;

/** Finished boundaries of any size are written in place (see renderBodyHtml). */
const NEVER_OUTLINE = Number.POSITIVE_INFINITY;

let preloaded: Promise<void> | undefined;

// The screens' chunks ask for their catalog parts as in the browser; here they come from the catalogs.
setCatalogLoaders(catalogLoaders());

/**
 * The page's language with the messages the browser hydrates with: the shell's part and the
 * screen's own (paths.ts), so a public screen that used a message of another part shows its id
 * here too, not only after hydrating (and the renderer reports it: locale-context.tsx).
 */
async function fixedLocale(raw: string | undefined, screen: string | undefined): Promise<LocaleChoice> {
  const locale: Locale = isLocale(raw) ? raw : DEFAULT_LOCALE;
  const parts = screenCatalogParts(screen);
  await Promise.all(parts.map((part) => loadMessages(locale, part)));
  return { locale, changeLocale: refuse, parts };
}

/**
 * The page body's HTML from React's streaming renderer, once everything is ready. Runs in a render
 * thread of the server (imports/startup/server/render-pool.ts), which loads this bundle once.
 * Not at the shell: the data is loaded before rendering, so waiting costs little, and a boundary
 * finished after the shell would be streamed as a hidden copy plus an inline script that moves it
 * into place. For the same reason `progressiveChunkSize` is unbounded: by default React also
 * outlines a *finished* boundary larger than about 12.8 kB (a long list) that way, leaving a
 * hidden `<div hidden id="S:…">` copy and a `$RC` script in the page; crawlers, pages without
 * JavaScript and a strict CSP all want the finished HTML in place instead.
 */
export async function renderBodyHtml(task: RenderTask): Promise<string> {
  preloaded ??= preloadPublicScreens();
  await preloaded;
  const url = new URL(task.url);
  const data = EJSON.parse(task.dataJson) as PageData;
  const settings = readPublicSettings(task.publicSettings);
  const locale = await fixedLocale(task.locale, task.screen);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const collector = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    collector.on('error', reject);
    const { pipe } = renderToPipeableStream(
      <AppProviders account={task.hidePrices ? { ...visitor, hidePrices: true } : visitor} settings={settings} locale={locale}>
        <HydratedContext value={false}>
          <PageDataProvider data={data}>
            <AppRouter ssrPath={url.pathname} ssrSearch={url.search}>
              <AppRoutes />
            </AppRouter>
          </PageDataProvider>
        </HydratedContext>
      </AppProviders>,
      {
        nonce: task.nonce,
        progressiveChunkSize: NEVER_OUTLINE,
        onAllReady() {
          pipe(collector);
        },
        onShellError: reject,
        onError(error) {
          console.error('Server rendering error', error);
        },
      },
    );
  });
}
