// One route's page: its title, its lazily loaded screen behind the loading indicator and, when
// the route demands it, behind the login guard. Each route has its own Suspense boundary so a
// newly opened screen shows the indicator instead of freezing the previous page. The title is
// set outside the guard and the boundary, so it is right while a login or the chunk is pending.
import { type ComponentType, Suspense } from 'react';
import type { MessageId } from '../../i18n/message-ids';
import { DelayedFallback } from './delayed-fallback';
import { DocumentTitle } from './document-title';
import { RequireAuth } from './require-auth';

export interface RouteScreenProps {
  screen: ComponentType;
  /** The route's page title as a message (a screen may override it with usePageTitle). */
  titleId?: MessageId;
  access?: 'user' | 'admin';
}

export function RouteScreen({ screen: Screen, titleId, access }: RouteScreenProps) {
  return (
    <>
      <DocumentTitle routeTitleId={titleId} />
      <Suspense fallback={<DelayedFallback />}>
        {access ? (
          <RequireAuth role={access === 'admin' ? 'admin' : undefined}>
            <Screen />
          </RequireAuth>
        ) : (
          <Screen />
        )}
      </Suspense>
    </>
  );
}
