// Confirming an availability as still true (server only): from My Profile (a signed-in
// candidate, `availability.confirm`) or from the mailed link (a single-use token, no session).
// Either stamps `confirmedAt`, ends the reminder (its token with it) and updates the linked
// expert entry.
import { _hashLoginToken } from 'meteor/accounts-base';
import { usersCollection } from '../users/store';
import { reflectAvailabilityOnEntry } from './entry-sync';
import { reminderTokenSelector } from './lookups';
import type { Availability } from '../common/lists/schema-parts';

/** Random.secret() gives 43 URL-safe characters; anything else is not one of ours. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

export type TokenAnswer = 'confirmed' | 'invalid';

export function hashReminderToken(token: string): string {
  return _hashLoginToken(token);
}

async function stamp(selector: Record<string, unknown>, userId: string, now: Date): Promise<boolean> {
  const changed = await usersCollection().updateAsync(
    { ...selector, _id: userId, deletedAt: { $exists: false }, 'candidateData.availability': { $exists: true } },
    { $set: { 'candidateData.availability.confirmedAt': now, 'docInfo.updatedAt': now, 'docInfo.updatedBy': userId }, $unset: { availabilityReminder: '' } },
  );
  if (changed === 0) return false;
  await reflectAvailabilityOnEntry(userId);
  return true;
}

/** The signed-in candidate's "still true"; false when they have no availability to confirm. */
export function confirmOwnAvailability(userId: string, now: Date = new Date()): Promise<boolean> {
  return stamp({}, userId, now);
}

interface Reminded {
  _id: string;
  profile?: { name?: { first?: string }; language?: string };
  candidateData?: { availability?: Availability };
  availabilityReminder?: { hashedToken: string; expiresAt: Date };
}

/** The account a live (unused, unexpired) link stands for, or null. */
export async function remindedAccountOf(token: unknown, now: Date = new Date()): Promise<Reminded | null> {
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return null;
  const user = (await usersCollection().findOneAsync(
    reminderTokenSelector(hashReminderToken(token)),
    { fields: { 'profile.language': 1, 'profile.name.first': 1, 'candidateData.availability': 1, availabilityReminder: 1 } },
  )) as Reminded | undefined;
  if (!user?.availabilityReminder || user.availabilityReminder.expiresAt.getTime() <= now.getTime()) return null;
  return user;
}

/** The link's "still true": works once, before it expires. */
export async function confirmByToken(token: unknown, now: Date = new Date()): Promise<TokenAnswer> {
  const user = await remindedAccountOf(token, now);
  if (!user) return 'invalid';
  // The token in the selector makes the use single: the write removes it.
  const used = await stamp({ 'availabilityReminder.hashedToken': user.availabilityReminder!.hashedToken }, user._id, now);
  return used ? 'confirmed' : 'invalid';
}
