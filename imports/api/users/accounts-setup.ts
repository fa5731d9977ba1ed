// How the accounts system behaves in this app, for the composition (register-api) to apply once:
// who may create accounts, the login checks, the verification and e-mail change links, and the
// data hooks. The users module's methods and publications are in definitions.ts's lists.
// Server-only.
import { Accounts } from 'meteor/accounts-base';
import { configureAccountMails } from './account-mail-templates';
import { refuseDisabledLogins } from './disabled-login-check';
import { registerUserDataHooks } from './data-hooks';
import { finishEmailChanges } from './email-change';
import { followRightsChanges } from './rights-follow';
import { refuseUnverifiedLogins } from './unverified-login';
import { configureVerificationLinks } from './verification-mails';

export function configureAccounts(): void {
  // Accounts are made only by the product's own sign-up methods, which carry their schemas and
  // the public forms' rate limits; Meteor's raw `createUser` would bypass both.
  Accounts.config({ forbidClientAccountCreation: true });
  // The agency's From, name and mail frame instead of Meteor's placeholders.
  configureAccountMails();
  registerUserDataHooks();
  // Addresses are confirmed by a link before a password opens the account (issue 18 §6).
  configureVerificationLinks();
  refuseUnverifiedLogins();
  finishEmailChanges();
  followRightsChanges();
  refuseDisabledLogins();
}
