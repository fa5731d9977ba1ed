// Meteor's `Accounts.urls` and `Accounts.emailTemplates`: reset, verification and enrollment links
// put the token after the address hash (`ROOT_URL/#/reset-password/TOKEN`, `#/verify-email/TOKEN`,
// `#/enroll-account/TOKEN`), and the default mails read "Hello[ name],\n\nTo … simply click the link
// below.\n\n<url>\n\nThank you.\n" from "Accounts Example <no-reply@example.com>", with subjects
// naming the site (ROOT_URL without scheme). Apps replace any part by assigning to them.
// Left out: the passwordless `urls.loginToken` and extra query parameters on the links.
import { Meteor } from '../meteor/server';
import type { UserDoc } from './user-types';

export interface EmailTemplate {
  from?: (user: UserDoc) => string;
  subject?: (user: UserDoc) => string;
  text?: (user: UserDoc, url: string) => string;
  html?: (user: UserDoc, url: string) => string;
}

export interface EmailTemplates {
  from: string;
  siteName: string;
  headers?: Record<string, string>;
  resetPassword: EmailTemplate;
  verifyEmail: EmailTemplate;
  enrollAccount: EmailTemplate;
}

export type AccountsUrls = Record<'resetPassword' | 'verifyEmail' | 'enrollAccount', (token: string) => string>;

export function defaultUrls(): AccountsUrls {
  return {
    resetPassword: (token) => Meteor.absoluteUrl(`#/reset-password/${token}`),
    verifyEmail: (token) => Meteor.absoluteUrl(`#/verify-email/${token}`),
    enrollAccount: (token) => Meteor.absoluteUrl(`#/enroll-account/${token}`),
  };
}

/** The greeting's name: `profile.name` as a string, or our `{first, last}`. */
function displayName(user: UserDoc): string {
  const name = user.profile?.name;
  if (typeof name === 'string') return name;
  if (name && typeof name === 'object') {
    const { first, last } = name as { first?: unknown; last?: unknown };
    return [first, last].filter((part) => typeof part === 'string' && part !== '').join(' ');
  }
  return '';
}

function greet(user: UserDoc): string {
  const name = displayName(user);
  return name ? `Hello ${name},` : 'Hello,';
}

function siteName(): string {
  return Meteor.absoluteUrl().replace(/^https?:\/\//, '').replace(/\/$/, '');
}

export function defaultEmailTemplates(): EmailTemplates {
  let customSiteName: string | undefined;
  const templates: EmailTemplates = {
    from: 'Accounts Example <no-reply@example.com>',
    // Read from ROOT_URL when a mail is built, unless the app assigned its own name.
    get siteName(): string {
      return customSiteName ?? siteName();
    },
    set siteName(name: string) {
      customSiteName = name;
    },
    resetPassword: {
      subject: () => `How to reset your password on ${templates.siteName}`,
      text: (user, url) => `${greet(user)}\n\nTo reset your password, simply click the link below.\n\n${url}\n\nThank you.\n`,
    },
    verifyEmail: {
      subject: () => `How to verify email address on ${templates.siteName}`,
      text: (user, url) => `${greet(user)}\n\nTo verify your account email, simply click the link below.\n\n${url}\n\nThank you.\n`,
    },
    enrollAccount: {
      subject: () => `An account has been created for you on ${templates.siteName}`,
      text: (user, url) => `${greet(user)}\n\nTo start using the service, simply click the link below.\n\n${url}\n\nThank you.\n`,
    },
  };
  return templates;
}
