// A disabled account (account-disabling.ts) cannot log in: password, resume, reset-password and
// every other login method are refused with a clear 403, not Meteor's ambiguous message (the
// person needs to know to call the agency; the answer comes only after the password or token
// proved who they are). Its own hook, beside the other login checks.
import { Accounts } from 'meteor/accounts-base';
import { userError } from '../common/user-error';

let installed = false;

export function refuseDisabledLogins(): void {
  if (installed) return;
  installed = true;
  Accounts.validateLoginAttempt((attempt) => {
    if (attempt.allowed && attempt.user?.disabledAt) throw userError(403, 'errors.account.disabled');
    return attempt.allowed;
  });
}
