// Every address of the SPA (spec §2), one entry per page: its route patterns (aliases included),
// the links to build, its title (a message id), its screen (the folder under imports/ui/screens holding
// `<folder>-screen.tsx`, or `folder/name` for `name-screen.tsx`), who may open it ('user':
// signed-in users only; 'admin': the admin role only, spec §2, §6) and whether it is a public
// page the server renders (its folder's server-page.ts) with the catalog parts its screen speaks
// with besides the shell's (imports/i18n/define-area.ts). The single source of URLs for the router
// and for every link in the app; route-specs.ts makes the route table of it. Plain data, so the
// server reads it (routed-address.ts) without loading any screen.
import type { CatalogPart } from '../../i18n/define-area';
import type { MessageId } from '../../i18n/message-ids';
import { SIGN_UP_STEPS, type SignUpStep } from '../../api/users/sign-up-step-list';

const BASE = '/engine';

function segment(value: string): string {
  return encodeURIComponent(value);
}

export interface PageEntry {
  patterns: readonly string[];
  /** The page's title, as a message (document title, server-rendered head). */
  titleId: MessageId;
  screen: string;
  access?: 'user' | 'admin';
  serverPage?: true;
  /**
   * The message catalog parts the screen renders with besides the shell's, loaded with its chunk
   * (before the first render of a server-rendered page); `app` when absent.
   */
  catalogs?: readonly CatalogPart[];
  /** The link to the page, from its parameters. */
  href: (...params: never[]) => string;
}

export const paths = {
  projects: { titleId: 'pages.title.projects', screen: 'projects', serverPage: true, catalogs: ['lists', 'projects'], patterns: [`${BASE}/projects`], href: () => `${BASE}/projects/` },
  project: {
    titleId: 'pages.title.project', screen: 'project-detail', serverPage: true, catalogs: ['lists', 'projects', 'project-detail'],
    patterns: [`${BASE}/p/:projectId/:urlName?`, `${BASE}/projects/:projectId/:urlName?`],
    // The short form is the canonical (shared) address of a project.
    href: (projectId: string, urlName?: string) => `${BASE}/p/${segment(projectId)}${urlName ? `/${segment(urlName)}` : ''}`,
  },
  experts: { titleId: 'pages.title.experts', screen: 'experts', serverPage: true, catalogs: ['lists', 'experts'], patterns: [`${BASE}/experts`], href: () => `${BASE}/experts/` },
  expert: {
    titleId: 'pages.title.expert', screen: 'expert-detail', serverPage: true, catalogs: ['lists', 'experts', 'expert-detail'],
    patterns: [`${BASE}/e/:peopleId/:urlName?`, `${BASE}/experts/:peopleId/:urlName?`],
    href: (peopleId: string, urlName?: string) => `${BASE}/experts/${segment(peopleId)}/${urlName ? `${segment(urlName)}/` : ''}`,
  },
  privacyPolicy: { titleId: 'pages.title.privacyPolicy', screen: 'privacy-policy', serverPage: true, catalogs: ['privacy-policy'], patterns: [`${BASE}/privacy-policy`], href: () => `${BASE}/privacy-policy/` },
  profile: { titleId: 'pages.title.profile', screen: 'profile', access: 'user', patterns: [`${BASE}/profile`], href: () => `${BASE}/profile/` },
  myApplications: { titleId: 'pages.title.myApplications', screen: 'my-applications', access: 'user', patterns: [`${BASE}/my-applications`], href: () => `${BASE}/my-applications/` },
  documents: { titleId: 'pages.title.documents', screen: 'documents', access: 'user', patterns: [`${BASE}/my-documents`, `${BASE}/documents`], href: () => `${BASE}/my-documents/` },
  document: {
    titleId: 'pages.title.document', screen: 'document', access: 'user',
    patterns: [`${BASE}/my-documents/:documentId`, `${BASE}/documents/:documentId`],
    href: (documentId: string) => `${BASE}/my-documents/${segment(documentId)}/`,
  },
  notifications: { titleId: 'pages.title.notifications', screen: 'notifications', access: 'user', patterns: [`${BASE}/notifications`], href: () => `${BASE}/notifications/` },
  resetPassword: { titleId: 'pages.title.resetPassword', screen: 'reset-password', patterns: [`${BASE}/reset-password/:token`], href: (token: string) => `${BASE}/reset-password/${segment(token)}/` },
  verifyEmail: { titleId: 'pages.title.verifyEmail', screen: 'verify-email', patterns: [`${BASE}/verify-email/:token`], href: (token: string) => `${BASE}/verify-email/${segment(token)}/` },
  join: { titleId: 'pages.title.join', screen: 'join', patterns: [`${BASE}/join/:token`], href: (token: string) => `${BASE}/join/${segment(token)}/` },
  // A company's invitation (the link its mail carries).
  companyInvitation: { titleId: 'pages.title.join', screen: 'join/company-invitation', patterns: [`${BASE}/invitation/:token`], href: (token: string) => `${BASE}/invitation/${segment(token)}/` },
  signUp: { titleId: 'pages.title.signUp', screen: 'sign-up', patterns: [`${BASE}/registration`, `${BASE}/sign-up`], href: () => `${BASE}/sign-up/` },
  signUpStep: {
    titleId: 'pages.title.signUp', screen: 'sign-up-step',
    patterns: SIGN_UP_STEPS.map((step) => `${BASE}/sign-up/${step.value}`),
    href: (step: SignUpStep) => `${BASE}/sign-up/${step}/`,
  },
  signIn: { titleId: 'pages.title.signIn', screen: 'sign-in', patterns: [`${BASE}/sign-in`], href: () => `${BASE}/sign-in/` },
  // Customers: their company (details, members, invitations) and the requests it sent.
  company: { titleId: 'pages.title.company', screen: 'company', access: 'user', patterns: [`${BASE}/company`], href: () => `${BASE}/company/` },
  myRequests: { titleId: 'pages.title.myRequests', screen: 'my-requests', access: 'user', patterns: [`${BASE}/my-requests`], href: () => `${BASE}/my-requests/` },
  // The admin back office: one route per section; an item's editor is `{section}/{id}`
  // ('new' creates one).
  adminProjects: { titleId: 'pages.title.adminProjects', screen: 'admin-projects', access: 'admin', patterns: [`${BASE}/admin`, `${BASE}/admin/projects`], href: () => `${BASE}/admin/projects/` },
  adminProject: { titleId: 'pages.title.project', screen: 'admin-project', access: 'admin', patterns: [`${BASE}/admin/projects/:projectId`], href: (projectId: string) => `${BASE}/admin/projects/${segment(projectId)}/` },
  adminPeople: { titleId: 'pages.title.adminPeople', screen: 'admin-people', access: 'admin', patterns: [`${BASE}/admin/people`], href: () => `${BASE}/admin/people/` },
  adminPerson: { titleId: 'pages.title.adminPerson', screen: 'admin-person', access: 'admin', patterns: [`${BASE}/admin/people/:userId`], href: (userId: string) => `${BASE}/admin/people/${segment(userId)}/` },
  adminDocuments: { titleId: 'pages.title.adminDocuments', screen: 'admin-documents', access: 'admin', patterns: [`${BASE}/admin/documents`], href: () => `${BASE}/admin/documents/` },
  adminApplications: { titleId: 'pages.title.adminApplications', screen: 'admin-applications', access: 'admin', patterns: [`${BASE}/admin/applications`], href: () => `${BASE}/admin/applications/` },
  adminRequests: { titleId: 'pages.title.adminRequests', screen: 'admin-requests', access: 'admin', patterns: [`${BASE}/admin/requests`], href: () => `${BASE}/admin/requests/` },
  adminInvitations: { titleId: 'pages.title.adminInvitations', screen: 'admin-invitations', access: 'admin', patterns: [`${BASE}/admin/invitations`], href: () => `${BASE}/admin/invitations/` },
  adminMessages: { titleId: 'pages.title.adminMessages', screen: 'admin-messages', access: 'admin', patterns: [`${BASE}/admin/messages`], href: () => `${BASE}/admin/messages/` },
  adminMails: { titleId: 'pages.title.adminMails', screen: 'admin-mails', access: 'admin', patterns: [`${BASE}/admin/mails`], href: () => `${BASE}/admin/mails/` },
  adminUsers: { titleId: 'pages.title.adminUsers', screen: 'admin-users', access: 'admin', patterns: [`${BASE}/admin/users`], href: () => `${BASE}/admin/users/` },
} as const satisfies Record<string, PageEntry>;

export type PathName = keyof typeof paths;

/** Where unknown addresses and logged-out users land. */
export const HOME = paths.projects.href();

/** Photos are served at photo/{photo}, relative to the site root. */
export function photoUrl(photo: string): string {
  return `/photo/${segment(photo)}`;
}

/** The catalog parts a page's screen speaks with: the shell's and its own (`app` for a page without its own). */
export function screenCatalogParts(name: string | undefined): CatalogPart[] {
  const own = name !== undefined && Object.hasOwn(paths, name) ? (paths[name as PathName] as PageEntry).catalogs : undefined;
  return ['public', ...(own ?? ['app' as const])];
}
