// Everything the screens read from context: account, public settings, page title and modals.
// The app root fills it from Meteor; tests fill it with whatever state they need.
import type { ReactNode } from 'react';
import { AccountProvider } from '../lib/account-context';
import type { Account } from '../lib/account-types';
import { PageTitleProvider } from '../lib/page-title';
import { type PublicSettings, SettingsProvider, defaultPublicSettings } from '../lib/public-settings';
import { ModalProvider } from '../modals/modal-context';

export interface AppProvidersProps {
  account: Account;
  settings?: PublicSettings;
  children: ReactNode;
}

export function AppProviders({ account, settings = defaultPublicSettings, children }: AppProvidersProps) {
  return (
    <SettingsProvider value={settings}>
      <AccountProvider value={account}>
        <PageTitleProvider>
          <ModalProvider>{children}</ModalProvider>
        </PageTitleProvider>
      </AccountProvider>
    </SettingsProvider>
  );
}
