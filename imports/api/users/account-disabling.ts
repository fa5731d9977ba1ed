// Admins disable and re-enable accounts (users.setDisabled). Server-only.
// - Disabling stamps `disabledAt`/`disabledBy` and removes every login token in the same write:
//   accounts-base watches each connection's token, so every open connection of the account is
//   logged out within a second (its subscriptions re-run as nobody, its tabs show signed out).
//   Logins are then refused by disabled-login-check.ts.
// - Public traces (decided here, issue 18 §6): a disabled candidate's expert entry leaves the
//   public directory (unpublished, as an admin would); enabling does not publish it again, an
//   admin decides that on the person's page. Records kept for others (applications, requests,
//   agreements, company memberships) stay as they are.
// - Enabling clears the stamp: the password logs in again; the old sessions stay ended.
// - An admin cannot disable their own account (no agency can lock itself out that way).
import { People } from '../people/collection';
import { findLiveUser, updateUser } from './store';
import { messageIn } from '../../i18n/intl';
import { userError } from '../common/user-error';

/** The English reason a disabled account's login gets (tests assert it). */
export const DISABLED_ACCOUNT_REASON = messageIn('en', 'errors.account.disabled');

export async function setDisabled(adminId: string, targetId: string, disabled: boolean): Promise<{ disabled: boolean }> {
  if (disabled && targetId === adminId) throw userError(403, 'errors.account.cannotDisableSelf');
  const user = await findLiveUser(targetId, { _id: 1, disabledAt: 1 });
  if (Boolean(user.disabledAt) === disabled) return { disabled };
  if (!disabled) {
    await updateUser(targetId, adminId, { $unset: { disabledAt: 1, disabledBy: 1 } });
    return { disabled };
  }
  await updateUser(targetId, adminId, { $set: { disabledAt: new Date(), disabledBy: adminId, 'services.resume.loginTokens': [] } });
  await People.updateAsync({ sourceUserId: targetId, status: 'published' }, { $set: { status: 'unpublished' } }, { multi: true });
  return { disabled };
}
