// Every address of the SPA (spec §2): the route patterns, aliases included, and the links to
// build. The single source of URLs for the router and for every link in the app.
import { SIGN_UP_STEPS, type SignUpStep } from '../../api/users/schema';

const BASE = '/engine';

function segment(value: string): string {
  return encodeURIComponent(value);
}

export const paths = {
  projects: { patterns: [`${BASE}/projects`], href: () => `${BASE}/projects/` },
  project: {
    patterns: [`${BASE}/p/:projectId/:urlName?`, `${BASE}/projects/:projectId/:urlName?`],
    // The short form is the canonical (shared) address of a project.
    href: (projectId: string, urlName?: string) => `${BASE}/p/${segment(projectId)}${urlName ? `/${segment(urlName)}` : ''}`,
  },
  experts: { patterns: [`${BASE}/experts`], href: () => `${BASE}/experts/` },
  expert: {
    patterns: [`${BASE}/e/:peopleId/:urlName?`, `${BASE}/experts/:peopleId/:urlName?`],
    href: (peopleId: string, urlName?: string) => `${BASE}/experts/${segment(peopleId)}/${urlName ? `${segment(urlName)}/` : ''}`,
  },
  privacyPolicy: { patterns: [`${BASE}/privacy-policy`], href: () => `${BASE}/privacy-policy/` },
  profile: { patterns: [`${BASE}/profile`], href: () => `${BASE}/profile/` },
  myApplications: { patterns: [`${BASE}/my-applications`], href: () => `${BASE}/my-applications/` },
  documents: { patterns: [`${BASE}/my-documents`, `${BASE}/documents`], href: () => `${BASE}/my-documents/` },
  document: {
    patterns: [`${BASE}/my-documents/:documentId`, `${BASE}/documents/:documentId`],
    href: (documentId: string) => `${BASE}/my-documents/${segment(documentId)}/`,
  },
  resetPassword: { patterns: [`${BASE}/reset-password/:token`], href: (token: string) => `${BASE}/reset-password/${segment(token)}/` },
  verifyEmail: { patterns: [`${BASE}/verify-email/:token`], href: (token: string) => `${BASE}/verify-email/${segment(token)}/` },
  join: { patterns: [`${BASE}/join/:token`], href: (token: string) => `${BASE}/join/${segment(token)}/` },
  // A company's invitation (the link its mail carries).
  companyInvitation: { patterns: [`${BASE}/invitation/:token`], href: (token: string) => `${BASE}/invitation/${segment(token)}/` },
  signUp: { patterns: [`${BASE}/registration`, `${BASE}/sign-up`], href: () => `${BASE}/sign-up/` },
  signUpStep: {
    patterns: SIGN_UP_STEPS.map((step) => `${BASE}/sign-up/${step.value}`),
    href: (step: SignUpStep) => `${BASE}/sign-up/${step}/`,
  },
  signIn: { patterns: [`${BASE}/sign-in`], href: () => `${BASE}/sign-in/` },
  // Customers: their company (details, members, invitations) and the requests it sent.
  company: { patterns: [`${BASE}/company`], href: () => `${BASE}/company/` },
  myRequests: { patterns: [`${BASE}/my-requests`], href: () => `${BASE}/my-requests/` },
  // The admin back office: one route per section; an item's editor is `{section}/{id}`
  // ('new' creates one).
  adminProjects: { patterns: [`${BASE}/admin`, `${BASE}/admin/projects`], href: () => `${BASE}/admin/projects/` },
  adminProject: { patterns: [`${BASE}/admin/projects/:projectId`], href: (projectId: string) => `${BASE}/admin/projects/${segment(projectId)}/` },
  adminPeople: { patterns: [`${BASE}/admin/people`], href: () => `${BASE}/admin/people/` },
  adminPerson: { patterns: [`${BASE}/admin/people/:userId`], href: (userId: string) => `${BASE}/admin/people/${segment(userId)}/` },
  adminDocuments: { patterns: [`${BASE}/admin/documents`], href: () => `${BASE}/admin/documents/` },
  adminApplications: { patterns: [`${BASE}/admin/applications`], href: () => `${BASE}/admin/applications/` },
  adminRequests: { patterns: [`${BASE}/admin/requests`], href: () => `${BASE}/admin/requests/` },
  adminInvitations: { patterns: [`${BASE}/admin/invitations`], href: () => `${BASE}/admin/invitations/` },
  adminMessages: { patterns: [`${BASE}/admin/messages`], href: () => `${BASE}/admin/messages/` },
  adminUsers: { patterns: [`${BASE}/admin/users`], href: () => `${BASE}/admin/users/` },
} as const;

export type PathName = keyof typeof paths;

/** Where unknown addresses and logged-out users land. */
export const HOME = paths.projects.href();

/** Pages outside the SPA (full page loads). */
export const externalLinks = {
  blog: '/blog/',
  gtc: '/gtc/',
  certificates: '/certificates/',
  roles: '/roles/',
  career: '/career/',
  contact: '/contact/',
} as const;

/** Photos are served at photo/{photo}, relative to the site root. */
export function photoUrl(photo: string): string {
  return `/photo/${segment(photo)}`;
}
