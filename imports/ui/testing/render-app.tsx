// Renders the real route table (or any element inside it) in a memory router with the app's
// providers, so a test can pick the address, the account and the settings, and read where the
// screens navigated to (`router.state.location`).
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Locale } from '../../i18n/locales';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/routes';
import type { Account } from '../lib/account-types';
import { type PublicSettings, defaultPublicSettings } from '../lib/public-settings';
import { fakeAccount } from './fake-account';
import { memoryRouter } from './memory-router';

export interface RenderAppOptions {
  url?: string;
  account?: Account;
  settings?: PublicSettings;
  /** The language on screen (every catalog is loaded in tests: tests/helpers/client-setup.ts). */
  locale?: Locale;
}

const fixed = (locale: Locale) => ({ locale, changeLocale: () => Promise.resolve() });

export function renderApp(options: RenderAppOptions = {}) {
  return renderInApp(<AppRoutes />, options);
}

/** Renders one element inside the providers and a router at `url`. */
export function renderInApp(element: ReactElement, { url = '/engine/projects/', account = fakeAccount(), settings = defaultPublicSettings, locale = 'en' }: RenderAppOptions = {}) {
  const { router, Provider } = memoryRouter(url);
  const ui = (value: Account) => (
    <AppProviders account={value} settings={settings} locale={fixed(locale)}>
      <Provider>{element}</Provider>
    </AppProviders>
  );
  const result = render(ui(account));
  return { ...result, router, rerenderWith: (next: Account) => result.rerender(ui(next)) };
}
