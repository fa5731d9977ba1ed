// Everything the users module adds to the server, for the composition (register-api) to call
// once: the acting-user loader, methods, publications and the data hooks. Server-only.
import { Accounts } from 'meteor/accounts-base';
import { setActingUserLoader } from '../common/acting-user';
import { loadUserForAccess } from './access-loader';
import { refuseDisabledLogins } from './disabled-login-check';
import { registerUserDataHooks } from './data-hooks';
import { finishEmailChanges } from './email-change';
import { registerEmailMethods } from './email-methods';
import { registerUserMethods } from './methods';
import { registerUserPublications } from './publications';
import { followRightsChanges } from './rights-follow';
import { refuseUnverifiedLogins } from './unverified-login';
import { configureVerificationLinks } from './verification-mails';

export function registerUsersApi(): void {
  // Accounts are made only by the product's own sign-up methods, which carry their schemas and
  // the public forms' rate limits; Meteor's raw `createUser` would bypass both.
  Accounts.config({ forbidClientAccountCreation: true });
  setActingUserLoader(loadUserForAccess);
  registerUserDataHooks();
  registerUserMethods();
  registerEmailMethods();
  // Addresses are confirmed by a link before a password opens the account (issue 18 §6).
  configureVerificationLinks();
  refuseUnverifiedLogins();
  finishEmailChanges();
  registerUserPublications();
  followRightsChanges();
  refuseDisabledLogins();
}
