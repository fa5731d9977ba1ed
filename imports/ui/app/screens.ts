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
  signUp: lazyComponent('the sign-up start', () => import('../screens/sign-up/sign-up-screen')),
  signUpStep: lazyComponent('the sign-up step', () => import('../screens/sign-up-step/sign-up-step-screen')),
  signIn: lazyComponent('the sign-in screen', () => import('../screens/sign-in/sign-in-screen')),
} as const;

export type ScreenName = keyof typeof screens;
