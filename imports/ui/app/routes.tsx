// The route table under /engine (spec §2): every alias of a route renders the same screen with
// the same title and guard; any other address goes to the project list.
import { Navigate, type RouteObject } from 'react-router';
import { AppLayout } from '../layout/app-layout';
import { HOME, type PathName, paths } from './paths';
import { RouteScreen } from './route-screen';
import { type ScreenName, screens } from './screens';

interface RouteSpec {
  path: PathName & ScreenName;
  title: string;
  auth?: boolean;
}

export const ROUTE_SPECS: RouteSpec[] = [
  { path: 'projects', title: 'Open projects' },
  { path: 'project', title: 'Project' },
  { path: 'experts', title: 'Our Experts' },
  { path: 'expert', title: 'Expert' },
  { path: 'privacyPolicy', title: 'Privacy Policy' },
  { path: 'profile', title: 'My Profile', auth: true },
  { path: 'myApplications', title: 'My Applications', auth: true },
  { path: 'documents', title: 'My Documents', auth: true },
  { path: 'document', title: 'Document', auth: true },
  { path: 'resetPassword', title: 'Reset password' },
  { path: 'join', title: 'Join' },
  { path: 'signUp', title: 'Sign up' },
  { path: 'signUpStep', title: 'Sign up' },
  { path: 'signIn', title: 'Sign in' },
];

function routesFor({ path, title, auth }: RouteSpec): RouteObject[] {
  return paths[path].patterns.map((pattern) => ({
    path: pattern,
    element: <RouteScreen screen={screens[path]} title={title} auth={auth ?? false} />,
  }));
}

export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [...ROUTE_SPECS.flatMap(routesFor), { path: '*', element: <Navigate to={HOME} replace /> }],
  },
];
