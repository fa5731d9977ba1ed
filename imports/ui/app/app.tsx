// The app root over the live Meteor connection: account state and settings from Meteor, the
// connection banner, and the browser router over the route table. A server-rendered page is
// hydrated with the data it was rendered with and, for that first pass, the server's view (a
// visitor, no banner); the browser's own state follows at once.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { AppRouter, useNavigate } from './routing';
import { useLocaleChoice } from '../i18n/use-locale-choice';
import { accountActions, useAccount } from '../lib/account';
import { AccountsLinks } from '../lib/account-links';
import type { Account } from '../lib/account-types';
import { cookieHidesPrices, effectiveHidePrices, syncHidePricesCookie } from '../lib/hide-prices-cookie';
import { HydratedContext, useHydrated, VISITOR_STATE } from '../lib/hydration';
import { meteorPublicSettings } from '../lib/meteor-settings';
import { type PageData, PageDataProvider } from '../lib/page-data';
import { ConnectionStatusBanner } from './connection-status-banner';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';

/** The links in accounts e-mails, navigating with the router (replacing the address). */
function RoutedAccountsLinks() {
  const navigate = useNavigate();
  const navigateReplacing = useCallback((path: string) => navigate(path, { replace: true }), [navigate]);
  return <AccountsLinks navigate={navigateReplacing} />;
}

const NO_PAGE_DATA: PageData = {};

/** `hydrating`: the first render hydrates the server's HTML (rendered as a visitor, without the banner). */
export function App({ pageData = NO_PAGE_DATA, hydrating = false }: { pageData?: PageData; hydrating?: boolean }) {
  const hydrated = useHydrated(hydrating);
  const state = useAccount();
  // The server rendered with the Hide Prices cookie; the page keeps that choice until the
  // account's own setting is known.
  const [cookieHides] = useState(() => cookieHidesPrices(document.cookie));
  const account = useMemo<Account>(
    () => ({ ...(hydrated ? state : VISITOR_STATE), hidePrices: effectiveHidePrices(state, cookieHides, hydrated), ...accountActions }),
    [state, hydrated, cookieHides],
  );
  useEffect(() => syncHidePricesCookie(state), [state]);
  const [settings] = useState(meteorPublicSettings);
  const locale = useLocaleChoice(state, accountActions.callMethod);
  return (
    <AppProviders account={account} settings={settings} locale={locale}>
      <HydratedContext value={hydrated}>
      <PageDataProvider data={pageData}>
        {hydrated && <ConnectionStatusBanner />}
        <AppRouter>
          <RoutedAccountsLinks />
          <AppRoutes />
        </AppRouter>
      </PageDataProvider>
      </HydratedContext>
    </AppProviders>
  );
}
