// Renders the real route table (or any element inside it) in a memory router with the app's
// providers, so a test can pick the address, the account and the settings. The app's
// <AppRoutes /> sits under a catch-all route, so tests keep the router object (state, navigate)
// while the routes render exactly as under the app's declarative <BrowserRouter>.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Locale } from '../../i18n/locales';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/router';
import type { Account } from '../lib/account-types';
import { type PublicSettings, defaultPublicSettings } from '../lib/public-settings';
import { fakeAccount } from './fake-account';

export interface RenderAppOptions {
  url?: string;
  account?: Account;
  settings?: PublicSettings;
  /** The language on screen (every catalog is loaded in tests: tests/helpers/client-setup.ts). */
  locale?: Locale;
}

const fixed = (locale: Locale) => ({ locale, changeLocale: () => Promise.resolve() });

export function renderApp({ url = '/engine/projects/', account = fakeAccount(), settings = defaultPublicSettings, locale = 'en' }: RenderAppOptions = {}) {
  const router = createMemoryRouter([{ path: '*', element: <AppRoutes /> }], { initialEntries: [url] });
  const ui = (value: Account) => (
    <AppProviders account={value} settings={settings} locale={fixed(locale)}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  const result = render(ui(account));
  return { ...result, router, rerenderWith: (next: Account) => result.rerender(ui(next)) };
}

/** Renders one element inside the providers and a router at `url`. */
export function renderInApp(element: ReactElement, { url = '/engine/projects/', account = fakeAccount(), settings = defaultPublicSettings, locale = 'en' }: RenderAppOptions = {}) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [url] });
  const result = render(
    <AppProviders account={account} settings={settings} locale={fixed(locale)}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}
