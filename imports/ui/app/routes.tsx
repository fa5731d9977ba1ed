// The route table under /engine (spec §2, route-specs.ts) rendered: every alias of a route
// renders the same screen with the same title and guard; any other address goes to the project
// list (which the server answers with a redirect before the page loads). The first route whose
// pattern matches renders; no two patterns match the same address.
import { AppLayout } from '../layout/app-layout';
import { HOME } from './paths';
import { ROUTE_SPECS, type RouteSpec, routePatterns } from './route-specs';
import { RouteScreen } from './route-screen';
import { Navigate, Route, Switch } from './routing';

function routesFor(spec: RouteSpec) {
  const { screen, titleId, access } = spec;
  return routePatterns(spec).map((pattern) => (
    <Route key={pattern} path={pattern}>
      <RouteScreen screen={screen} titleId={titleId} access={access} />
    </Route>
  ));
}

const routes = ROUTE_SPECS.flatMap(routesFor);

/** The routes in the shared frame; the router (app.tsx, the server renderer, tests) is around it. */
export function AppRoutes() {
  return (
    <AppLayout>
      <Switch>
        {routes}
        <Route>
          <Navigate to={HOME} replace />
        </Route>
      </Switch>
    </AppLayout>
  );
}
