// The server renderer, built with the browser's code (client entries of the Meteor packages) into
// .meteor/local/build/server/ssr.js and loaded by the server: which public page an address is and
// what data it needs, its head, and its body from React's streaming renderer over the same route
// table, with the data the browser then hydrates with.
import './offline-connection';
import type { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProviders } from '../../ui/app/providers';
import { AppRoutes } from '../../ui/app/router';
import { screens } from '../../ui/app/screens';
import type { Account } from '../../ui/lib/account-types';
import { VISITOR_STATE } from '../../ui/lib/hydration';
import { type PageData, PageDataProvider } from '../../ui/lib/page-data';
import { type PublicSettings, readPublicSettings } from '../../ui/lib/public-settings';

export { planPage, type DataNeed, type PagePlan } from './page-plans';
export { pageHead, titleTag, type PageHead } from './page-head';
export { pageDataKey } from '../../ui/lib/page-data';
export { readPublicSettings };

/** Loads the public screens once, so every render has them at hand (no Suspense fallback). */
export function preloadPublicScreens(): Promise<void> {
  return Promise.all([screens.projects, screens.project, screens.experts, screens.expert, screens.privacyPolicy].map((screen) => screen.preload())).then(() => undefined);
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

export interface RenderOptions {
  url: URL;
  data: PageData;
  settings: PublicSettings;
  nonce?: string;
  onError(error: unknown): void;
}

/**
 * React's streaming render of the page body; resolves with the stream once everything is ready.
 * Not at the shell: the data is loaded before rendering, so waiting costs little, and a boundary
 * finished after the shell would be streamed as a hidden copy plus an inline script that moves it
 * into place (crawlers and a strict CSP both want the finished HTML instead).
 */
export function renderBody({ url, data, settings, nonce, onError }: RenderOptions, destination: PassThrough): Promise<void> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      <AppProviders account={visitor} settings={settings}>
        <PageDataProvider data={data}>
          <StaticRouter location={`${url.pathname}${url.search}`}>
            <AppRoutes />
          </StaticRouter>
        </PageDataProvider>
      </AppProviders>,
      {
        nonce,
        // Fizz outlines a finished boundary bigger than this (12.8 kB by default: any list page) as a
        // hidden copy plus a script that moves it in, and React 19 reveals it up to 300 ms later.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          pipe(destination);
          resolve();
        },
        onShellError: reject,
        onError,
      },
    );
  });
}
