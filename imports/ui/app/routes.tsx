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
  /** 'user': signed-in users only; 'admin': the admin role only (spec §2, §6). */
  access?: 'user' | 'admin';
}

export const ROUTE_SPECS: RouteSpec[] = [
  { path: 'projects', title: 'Open projects' },
  { path: 'project', title: 'Project' },
  { path: 'experts', title: 'Our Experts' },
  { path: 'expert', title: 'Expert' },
  { path: 'privacyPolicy', title: 'Privacy Policy' },
  { path: 'profile', title: 'My Profile', access: 'user' },
  { path: 'myApplications', title: 'My Applications', access: 'user' },
  { path: 'documents', title: 'My Documents', access: 'user' },
  { path: 'document', title: 'Document', access: 'user' },
  { path: 'company', title: 'My Company', access: 'user' },
  { path: 'myRequests', title: 'My Requests', access: 'user' },
  { path: 'adminProjects', title: 'Projects', access: 'admin' },
  { path: 'adminProject', title: 'Project', access: 'admin' },
  { path: 'adminPeople', title: 'Candidates and experts', access: 'admin' },
  { path: 'adminPerson', title: 'Candidate', access: 'admin' },
  { path: 'adminDocuments', title: 'Documents', access: 'admin' },
  { path: 'adminApplications', title: 'Applications', access: 'admin' },
  { path: 'adminRequests', title: 'Requests', access: 'admin' },
  { path: 'adminInvitations', title: 'Invitation requests', access: 'admin' },
  { path: 'adminMessages', title: 'Contact messages', access: 'admin' },
  { path: 'adminUsers', title: 'Users and roles', access: 'admin' },
  { path: 'resetPassword', title: 'Reset password' },
  { path: 'join', title: 'Join' },
  { path: 'companyInvitation', title: 'Join' },
  { path: 'verifyEmail', title: 'Confirm your e-mail address' },
  { path: 'signUp', title: 'Sign up' },
  { path: 'signUpStep', title: 'Sign up' },
  { path: 'signIn', title: 'Sign in' },
];

function routesFor({ path, title, access }: RouteSpec): RouteObject[] {
  return paths[path].patterns.map((pattern) => ({
    path: pattern,
    element: <RouteScreen screen={screens[path]} title={title} access={access} />,
  }));
}

export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [...ROUTE_SPECS.flatMap(routesFor), { path: '*', element: <Navigate to={HOME} replace /> }],
  },
];
