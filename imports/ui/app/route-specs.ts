// The route table under /engine (spec §2): for each address of paths.ts (aliases included) its
// screen, a lazily loaded chunk of its own, its title and guard, and for a public page the screen
// folder whose server-page.ts the server renders it with. The router renders it (routes.tsx) and
// the server renderer collects the public pages from it (imports/startup/ssr/public-pages.ts).
// Keyed by the addresses' names, so an address without a route (or a route without an address)
// fails the typecheck; the server redirects every other address (routed-address.ts).
import { lazyComponent, type PreloadableComponent } from '../lib/lazy-component';
import { type PathName, paths } from './paths';

export interface RouteSpec {
  path: PathName;
  title: string;
  /** 'user': signed-in users only; 'admin': the admin role only (spec §2, §6). */
  access?: 'user' | 'admin';
  screen: PreloadableComponent<object>;
  /**
   * A public page rendered on the server: its folder under imports/ui/screens, which holds the
   * screen `<folder>-screen.tsx` and its `server-page.ts` (data, head, sitemap).
   */
  serverPage?: string;
}

const ROUTES: { [Path in PathName]: Omit<RouteSpec, 'path'> } = {
  projects: { title: 'Open projects', serverPage: 'projects', screen: lazyComponent('the project list', () => import('../screens/projects/projects-screen')) },
  project: { title: 'Project', serverPage: 'project-detail', screen: lazyComponent('the project detail', () => import('../screens/project-detail/project-detail-screen')) },
  experts: { title: 'Our Experts', serverPage: 'experts', screen: lazyComponent('the expert list', () => import('../screens/experts/experts-screen')) },
  expert: { title: 'Expert', serverPage: 'expert-detail', screen: lazyComponent('the expert detail', () => import('../screens/expert-detail/expert-detail-screen')) },
  privacyPolicy: { title: 'Privacy Policy', serverPage: 'privacy-policy', screen: lazyComponent('the privacy policy', () => import('../screens/privacy-policy/privacy-policy-screen')) },
  profile: { title: 'My Profile', access: 'user', screen: lazyComponent('the profile', () => import('../screens/profile/profile-screen')) },
  myApplications: { title: 'My Applications', access: 'user', screen: lazyComponent('my applications', () => import('../screens/my-applications/my-applications-screen')) },
  documents: { title: 'My Documents', access: 'user', screen: lazyComponent('the document list', () => import('../screens/documents/documents-screen')) },
  document: { title: 'Document', access: 'user', screen: lazyComponent('the document', () => import('../screens/document/document-screen')) },
  company: { title: 'My Company', access: 'user', screen: lazyComponent('the company', () => import('../screens/company/company-screen')) },
  myRequests: { title: 'My Requests', access: 'user', screen: lazyComponent('my requests', () => import('../screens/my-requests/my-requests-screen')) },
  adminProjects: { title: 'Projects', access: 'admin', screen: lazyComponent('the admin projects', () => import('../screens/admin-projects/admin-projects-screen')) },
  adminProject: { title: 'Project', access: 'admin', screen: lazyComponent('the admin project editor', () => import('../screens/admin-project/admin-project-screen')) },
  adminPeople: { title: 'Candidates and experts', access: 'admin', screen: lazyComponent('the admin people', () => import('../screens/admin-people/admin-people-screen')) },
  adminPerson: { title: 'Candidate', access: 'admin', screen: lazyComponent('the admin candidate', () => import('../screens/admin-person/admin-person-screen')) },
  adminDocuments: { title: 'Documents', access: 'admin', screen: lazyComponent('the admin documents', () => import('../screens/admin-documents/admin-documents-screen')) },
  adminApplications: { title: 'Applications', access: 'admin', screen: lazyComponent('the admin applications', () => import('../screens/admin-applications/admin-applications-screen')) },
  adminRequests: { title: 'Requests', access: 'admin', screen: lazyComponent('the admin requests', () => import('../screens/admin-requests/admin-requests-screen')) },
  adminInvitations: { title: 'Invitation requests', access: 'admin', screen: lazyComponent('the admin invitations', () => import('../screens/admin-invitations/admin-invitations-screen')) },
  adminMessages: { title: 'Contact messages', access: 'admin', screen: lazyComponent('the admin messages', () => import('../screens/admin-messages/admin-messages-screen')) },
  adminUsers: { title: 'Users and roles', access: 'admin', screen: lazyComponent('the admin users', () => import('../screens/admin-users/admin-users-screen')) },
  resetPassword: { title: 'Reset password', screen: lazyComponent('the password reset', () => import('../screens/reset-password/reset-password-screen')) },
  join: { title: 'Join', screen: lazyComponent('the invitation', () => import('../screens/join/join-screen')) },
  companyInvitation: { title: 'Join', screen: lazyComponent('the company invitation', () => import('../screens/join/company-invitation-screen')) },
  verifyEmail: { title: 'Confirm your e-mail address', screen: lazyComponent('the e-mail confirmation', () => import('../screens/verify-email/verify-email-screen')) },
  signUp: { title: 'Sign up', screen: lazyComponent('the sign-up start', () => import('../screens/sign-up/sign-up-screen')) },
  signUpStep: { title: 'Sign up', screen: lazyComponent('the sign-up step', () => import('../screens/sign-up-step/sign-up-step-screen')) },
  signIn: { title: 'Sign in', screen: lazyComponent('the sign-in screen', () => import('../screens/sign-in/sign-in-screen')) },
};

export const ROUTE_SPECS: RouteSpec[] = Object.entries(ROUTES).map(([path, route]) => ({ path: path as PathName, ...route }));

/** The address patterns of one route (every alias renders the same screen). */
export function routePatterns({ path }: RouteSpec): readonly string[] {
  return paths[path].patterns;
}
