// One route's page: its lazily loaded screen behind the loading indicator and, when the route
// demands it, behind the login guard. Each route has its own Suspense boundary so a newly opened
// screen shows the indicator instead of freezing the previous page.
import { type ComponentType, Suspense } from 'react';
import { DelayedFallback } from './delayed-fallback';
import { RequireAuth } from './require-auth';

export function RouteScreen({ screen: Screen, auth = false }: { screen: ComponentType; auth?: boolean }) {
  return (
    <Suspense fallback={<DelayedFallback />}>
      {auth ? (
        <RequireAuth>
          <Screen />
        </RequireAuth>
      ) : (
        <Screen />
      )}
    </Suspense>
  );
}
