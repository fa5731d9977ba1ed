// Everything the screens read from context: language and messages, account, public settings,
// page title and modals.
// The app root fills it from Meteor; tests fill it with whatever state they need.
import type { ReactNode } from 'react';
import { type LocaleChoice, LocaleProvider } from '../i18n/locale-context';
import { AccountProvider } from '../lib/account-context';
import type { Account } from '../lib/account-types';
import { PageTitleProvider } from '../lib/page-title';
import { type PublicSettings, SettingsProvider, defaultPublicSettings } from '../lib/public-settings';
import { ModalProvider } from '../modals/modal-context';

export interface AppProvidersProps {
  account: Account;
  settings?: PublicSettings;
  /** The language on screen (default English, fixed: the server renderer's and tests' case). */
  locale?: LocaleChoice;
  children: ReactNode;
}

const ENGLISH: LocaleChoice = { locale: 'en', changeLocale: () => Promise.resolve() };

export function AppProviders({ account, settings = defaultPublicSettings, locale = ENGLISH, children }: AppProvidersProps) {
  return (
    <LocaleProvider choice={locale}>
      <SettingsProvider value={settings}>
        <AccountProvider value={account}>
          <PageTitleProvider>
            <ModalProvider>{children}</ModalProvider>
          </PageTitleProvider>
        </AccountProvider>
      </SettingsProvider>
    </LocaleProvider>
  );
}
