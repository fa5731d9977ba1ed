// Every screen as a lazily loaded chunk of its own. Only the app layer imports screens.
import { lazyComponent } from '../lib/lazy-component';

export const screens = {
  projects: lazyComponent('the project list', () => import('../screens/projects/projects-screen')),
  project: lazyComponent('the project detail', () => import('../screens/project-detail/project-detail-screen')),
  experts: lazyComponent('the expert list', () => import('../screens/experts/experts-screen')),
  expert: lazyComponent('the expert detail', () => import('../screens/expert-detail/expert-detail-screen')),
  privacyPolicy: lazyComponent('the privacy policy', () => import('../screens/privacy-policy/privacy-policy-screen')),
  profile: lazyComponent('the profile', () => import('../screens/profile/profile-screen')),
  myApplications: lazyComponent('my applications', () => import('../screens/my-applications/my-applications-screen')),
  documents: lazyComponent('the document list', () => import('../screens/documents/documents-screen')),
  document: lazyComponent('the document', () => import('../screens/document/document-screen')),
  resetPassword: lazyComponent('the password reset', () => import('../screens/reset-password/reset-password-screen')),
  join: lazyComponent('the invitation', () => import('../screens/join/join-screen')),
  companyInvitation: lazyComponent('the company invitation', () => import('../screens/join/company-invitation-screen')),
  verifyEmail: lazyComponent('the e-mail confirmation', () => import('../screens/verify-email/verify-email-screen')),
  signUp: lazyComponent('the sign-up start', () => import('../screens/sign-up/sign-up-screen')),
  signUpStep: lazyComponent('the sign-up step', () => import('../screens/sign-up-step/sign-up-step-screen')),
  signIn: lazyComponent('the sign-in screen', () => import('../screens/sign-in/sign-in-screen')),
  company: lazyComponent('the company', () => import('../screens/company/company-screen')),
  myRequests: lazyComponent('my requests', () => import('../screens/my-requests/my-requests-screen')),
  adminProjects: lazyComponent('the admin projects', () => import('../screens/admin-projects/admin-projects-screen')),
  adminProject: lazyComponent('the admin project editor', () => import('../screens/admin-project/admin-project-screen')),
  adminPeople: lazyComponent('the admin people', () => import('../screens/admin-people/admin-people-screen')),
  adminPerson: lazyComponent('the admin candidate', () => import('../screens/admin-person/admin-person-screen')),
  adminDocuments: lazyComponent('the admin documents', () => import('../screens/admin-documents/admin-documents-screen')),
  adminApplications: lazyComponent('the admin applications', () => import('../screens/admin-applications/admin-applications-screen')),
  adminRequests: lazyComponent('the admin requests', () => import('../screens/admin-requests/admin-requests-screen')),
  adminInvitations: lazyComponent('the admin invitations', () => import('../screens/admin-invitations/admin-invitations-screen')),
  adminMessages: lazyComponent('the admin messages', () => import('../screens/admin-messages/admin-messages-screen')),
  adminUsers: lazyComponent('the admin users', () => import('../screens/admin-users/admin-users-screen')),
} as const;

export type ScreenName = keyof typeof screens;
