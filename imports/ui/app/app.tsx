// The app root over the live Meteor connection: account state and settings from Meteor, the
// connection banner, and the browser router over the route table.
import { useCallback, useMemo, useState } from 'react';
import { BrowserRouter, useNavigate } from 'react-router';
import { accountActions, useAccount } from '../lib/account';
import { AccountsLinks } from '../lib/account-links';
import type { Account } from '../lib/account-types';
import { meteorPublicSettings } from '../lib/meteor-settings';
import { ConnectionStatusBanner } from './connection-status-banner';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/** The links in accounts e-mails, navigating with the router (replacing the address). */
function RoutedAccountsLinks() {
  const navigate = useNavigate();
  const navigateReplacing = useCallback((path: string) => void navigate(path, { replace: true }), [navigate]);
  return <AccountsLinks navigate={navigateReplacing} />;
}

export function App() {
  const state = useAccount();
  const account = useMemo<Account>(() => ({ ...state, ...accountActions }), [state]);
  const [settings] = useState(meteorPublicSettings);
  return (
    <AppProviders account={account} settings={settings}>
      <ConnectionStatusBanner />
      <BrowserRouter>
        <RoutedAccountsLinks />
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
