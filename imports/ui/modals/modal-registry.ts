// Key → title and lazily loaded body. Bodies are default exports so each is its own chunk.
import type { ComponentType, LazyExoticComponent } from 'react';
import type { MessageId } from '../../i18n/message-ids';
import { lazyComponent } from '../lib/lazy-component';
import type { ModalKey, ModalPropsMap } from './modal-keys';

export interface ModalEntry<K extends ModalKey> {
  /** The dialog's title (a message), unless `heading` reads one (already in the reader's language) from the props it was opened with. */
  titleId: MessageId;
  heading?: (props: ModalPropsMap[K]) => string | undefined;
  body: LazyExoticComponent<ComponentType<ModalPropsMap[K]>>;
}

export const modalRegistry: { [K in ModalKey]: ModalEntry<K> } = {
  login: { titleId: 'modals.title.login', body: lazyComponent('the sign-in dialog', () => import('./bodies/login-modal')) },
  'login-info': { titleId: 'modals.title.loginInfo', body: lazyComponent('the sign-in info', () => import('./bodies/login-info-modal')) },
  'cv-info': { titleId: 'modals.title.cvInfo', body: lazyComponent('the CV info', () => import('./bodies/cv-info-modal')) },
  'forgot-password': {
    titleId: 'modals.title.forgotPassword',
    body: lazyComponent('the password reset dialog', () => import('./bodies/forgot-password-modal')),
  },
  'delete-account': {
    titleId: 'modals.title.deleteAccount',
    body: lazyComponent('the account deletion dialog', () => import('./bodies/delete-account-modal')),
  },
  'coming-soon': { titleId: 'modals.title.comingSoon', body: lazyComponent('the coming-soon note', () => import('./bodies/coming-soon-modal')) },
  'succesfuly-saved': {
    titleId: 'modals.title.saved',
    heading: ({ heading }) => heading,
    body: lazyComponent('the saved note', () => import('./bodies/saved-modal')),
  },
  link: { titleId: 'modals.title.link', body: lazyComponent('the share dialog', () => import('./bodies/link-modal')) },
  'send-request': { titleId: 'modals.title.sendRequest', body: lazyComponent('the request form', () => import('./bodies/send-request-modal')) },
  'request-sent': { titleId: 'modals.title.requestSent', body: lazyComponent('the request confirmation', () => import('./bodies/request-sent-modal')) },
  'contact-us': { titleId: 'modals.title.contactUs', body: lazyComponent('the contact form', () => import('./bodies/contact-us-modal')) },
  'request-invitation-sent': {
    titleId: 'modals.title.invitationRequested',
    body: lazyComponent('the invitation confirmation', () => import('./bodies/invitation-sent-modal')),
  },
  'sign-up': { titleId: 'modals.title.signUp', body: lazyComponent('the sign-up choice', () => import('./bodies/sign-up-modal')) },
  'register-company': {
    titleId: 'modals.title.registerCompany',
    body: lazyComponent('the company form', () => import('./bodies/register-company-modal')),
  },
  'succesfuly-logged-in': { titleId: 'modals.title.loggedIn', body: lazyComponent('the welcome note', () => import('./bodies/logged-in-modal')) },
  'send-request-or-login': {
    titleId: 'modals.title.sendRequest',
    body: lazyComponent('the request choice', () => import('./bodies/send-request-or-login-modal')),
  },
};
