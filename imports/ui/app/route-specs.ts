// The route table under /engine (spec §2) as data: each route's screen (named like its paths.ts
// entry, aliases included), title and guard, and for a public page the screen folder whose
// server-page.ts the server renders it with. The router renders it (routes.tsx), the server
// renderer collects the public pages from it (imports/startup/ssr/public-pages.ts), and the
// server answers every other address with the redirect to the project list (server/start-app.ts),
// so the browser and the server agree on what an address is.
import { matchRoutes } from 'react-router';
import { type PathName, paths } from './paths';

export interface RouteSpec {
  path: PathName;
  title: string;
  /** 'user': signed-in users only; 'admin': the admin role only (spec §2, §6). */
  access?: 'user' | 'admin';
  /**
   * A public page rendered on the server: its folder under imports/ui/screens, which holds the
   * screen `<folder>-screen.tsx` and its `server-page.ts` (data, head, sitemap).
   */
  serverPage?: string;
}

export const ROUTE_SPECS: RouteSpec[] = [
  { path: 'projects', title: 'Open projects', serverPage: 'projects' },
  { path: 'project', title: 'Project', serverPage: 'project-detail' },
  { path: 'experts', title: 'Our Experts', serverPage: 'experts' },
  { path: 'expert', title: 'Expert', serverPage: 'expert-detail' },
  { path: 'privacyPolicy', title: 'Privacy Policy', serverPage: 'privacy-policy' },
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

/** The address patterns of one route (every alias renders the same screen). */
export function routePatterns({ path }: RouteSpec): readonly string[] {
  return paths[path].patterns;
}

const routed = ROUTE_SPECS.flatMap(routePatterns).map((pattern) => ({ path: pattern }));

/**
 * Whether the router renders a screen at `pathname` rather than redirecting to the project
 * list: react-router's own matching (trailing slash, letter case, optional segments), without
 * the catch-all.
 */
export function isRoutedAddress(pathname: string): boolean {
  return matchRoutes(routed, pathname) !== null;
}
