// The route table under /engine (spec §2, route-specs.ts) rendered: every alias of a route
// renders the same screen with the same title and guard; any other address goes to the project
// list (which the server answers with a redirect before the page loads).
import { Navigate, type RouteObject } from 'react-router';
import { AppLayout } from '../layout/app-layout';
import { HOME } from './paths';
import { ROUTE_SPECS, type RouteSpec, routePatterns } from './route-specs';
import { RouteScreen } from './route-screen';

function routesFor(spec: RouteSpec): RouteObject[] {
  const { screen, titleId, access } = spec;
  return routePatterns(spec).map((pattern) => ({
    path: pattern,
    element: <RouteScreen screen={screen} titleId={titleId} access={access} />,
  }));
}

export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [...ROUTE_SPECS.flatMap(routesFor), { path: '*', element: <Navigate to={HOME} replace /> }],
  },
];
