// Key → title and lazily loaded body. Bodies are default exports so each is its own chunk.
import type { ComponentType, LazyExoticComponent } from 'react';
import { WORDS } from '../components/page/words';
import { lazyComponent } from '../lib/lazy-component';
import type { ModalKey, ModalPropsMap } from './modal-keys';

export interface ModalEntry<K extends ModalKey> {
  /** The dialog's title, fixed or read from the props it was opened with. */
  title: string | ((props: ModalPropsMap[K]) => string);
  body: LazyExoticComponent<ComponentType<ModalPropsMap[K]>>;
}

export const modalRegistry: { [K in ModalKey]: ModalEntry<K> } = {
  login: { title: 'Sign in', body: lazyComponent('the sign-in dialog', () => import('./bodies/login-modal')) },
  'login-info': { title: 'Why sign in?', body: lazyComponent('the sign-in info', () => import('./bodies/login-info-modal')) },
  'cv-info': { title: 'About your CV', body: lazyComponent('the CV info', () => import('./bodies/cv-info-modal')) },
  'forgot-password': {
    title: 'Forgot your password?',
    body: lazyComponent('the password reset dialog', () => import('./bodies/forgot-password-modal')),
  },
  'delete-account': {
    title: 'Delete your account?',
    body: lazyComponent('the account deletion dialog', () => import('./bodies/delete-account-modal')),
  },
  'coming-soon': { title: 'Coming soon', body: lazyComponent('the coming-soon note', () => import('./bodies/coming-soon-modal')) },
  'succesfuly-saved': {
    title: ({ heading }) => heading ?? 'Saved',
    body: lazyComponent('the saved note', () => import('./bodies/saved-modal')),
  },
  link: { title: 'Share this link', body: lazyComponent('the share dialog', () => import('./bodies/link-modal')) },
  'send-request': { title: 'Send a request', body: lazyComponent('the request form', () => import('./bodies/send-request-modal')) },
  'request-sent': { title: 'Request sent', body: lazyComponent('the request confirmation', () => import('./bodies/request-sent-modal')) },
  'contact-us': { title: 'Contact us', body: lazyComponent('the contact form', () => import('./bodies/contact-us-modal')) },
  'request-invitation-sent': {
    title: 'Invitation requested',
    body: lazyComponent('the invitation confirmation', () => import('./bodies/invitation-sent-modal')),
  },
  'sign-up': { title: 'Join us', body: lazyComponent('the sign-up choice', () => import('./bodies/sign-up-modal')) },
  'register-company': {
    title: WORDS.registerCompany,
    body: lazyComponent('the company form', () => import('./bodies/register-company-modal')),
  },
  'succesfuly-logged-in': { title: 'You are signed in', body: lazyComponent('the welcome note', () => import('./bodies/logged-in-modal')) },
  'send-request-or-login': {
    title: 'Send a request',
    body: lazyComponent('the request choice', () => import('./bodies/send-request-or-login-modal')),
  },
};
