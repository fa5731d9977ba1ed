// The app root over the live Meteor connection: account state and settings from Meteor, the
// connection banner, and the browser router.
import { useMemo, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { accountActions, useAccount } from '../lib/account';
import { AccountsLinks } from '../lib/account-links';
import type { Account } from '../lib/account-types';
import { meteorPublicSettings } from '../lib/meteor-settings';
import { ConnectionStatusBanner } from './connection-status-banner';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

export function App() {
  const state = useAccount();
  const account = useMemo<Account>(() => ({ ...state, ...accountActions }), [state]);
  const [settings] = useState(meteorPublicSettings);
  const [router] = useState(createAppRouter);
  const [navigateReplacing] = useState(() => (path: string) => void router.navigate(path, { replace: true }));
  return (
    <AppProviders account={account} settings={settings}>
      <ConnectionStatusBanner />
      <AccountsLinks navigate={navigateReplacing} />
      <RouterProvider router={router} />
    </AppProviders>
  );
}
