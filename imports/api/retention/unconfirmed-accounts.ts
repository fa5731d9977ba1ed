// Sign-ups whose address was never confirmed: someone may have mistyped an address, and the
// account would hold their name and phone under a stranger's address (who could later take it
// over with a password reset). Fourteen days after sign-up, an account that never signed in and
// has no confirmed address is deleted the way its owner would delete it (account-deletion.ts).
// Left alone: admins, and accounts the agency invited (their enrolment link is still theirs to use).
import { deleteAccount } from '../users/account-deletion';
import { usersCollection } from '../users/store';
import { findInWindows } from './in-windows';
import { UNCONFIRMED_KEEP_MS } from './retention-policy';

/** Accounts looked at per run: a backlog is worked off over days, in bounded steps. */
const BATCH = 500;

export async function removeUnconfirmedAccounts(now: Date): Promise<{ unconfirmed: number }> {
  const cutoff = new Date(now.getTime() - UNCONFIRMED_KEEP_MS);
  // In bounded windows: this selector has no index to narrow it (in-windows.ts).
  const stale = await findInWindows(
    usersCollection(),
    {
      deletedAt: { $exists: false },
      roles: { $ne: 'admin' },
      createdAt: { $lt: cutoff },
      'emails.verified': { $ne: true },
      'status.lastLogin': { $exists: false },
      'services.password.enroll': { $exists: false },
    },
    { fields: { _id: 1 }, limit: BATCH },
  );
  for (const user of stale) await deleteAccount(user._id);
  return { unconfirmed: stale.length };
}
