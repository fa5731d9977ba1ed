// Whether a candidate's account has a directory entry, kept on the account (`hasDirectoryEntry:
// true`, absent without one) so the back office's "No entry" filter is a condition on the
// accounts the candidates table reads anyway, instead of reading every linked entry first
// (`sourceUserId: {$exists: true}` is not served by an index: a scan of every entry, 130 ms at
// 50,000). Every write that links or unlinks an entry writes the flag in its own transaction
// (writeTogether): publishing from a candidate (logic.ts), the account deletion's removal of the
// entry, a seed's reset and the bench's links of seeded entries; a database from before the flag
// is backfilled once at start-up (backfillEntryFlags). Server only.
import { writeTogether } from 'meteor/mongo';
import { usersCollection } from '../users/store';
import { People } from './collection';

/** The write setting (linked) or clearing the flag of `userId`'s account, for a writeTogether group. */
export function entryFlagWrite(userId: string, linked: boolean): () => Promise<number> {
  return () => usersCollection().updateAsync({ _id: userId }, linked ? { $set: { hasDirectoryEntry: true } } : { $unset: { hasDirectoryEntry: '' } });
}

/** Links an existing entry (one without an account) to the account, as an import of both would. */
export async function linkEntry(entryId: string, userId: string): Promise<void> {
  await writeTogether([() => People.updateAsync({ _id: entryId }, { $set: { sourceUserId: userId } }), entryFlagWrite(userId, true)]);
}

/** Removes the account's entry (the account is being deleted); answers how many were removed. */
export async function removeEntryOf(userId: string): Promise<number> {
  const [removed] = (await writeTogether([() => People.removeAsync({ sourceUserId: userId }), entryFlagWrite(userId, false)])) ?? [0];
  return removed;
}

/** Removes every entry (a seed's reset) and so every account's flag. */
export async function removeAllEntries(): Promise<void> {
  await writeTogether([() => People.removeAsync({}), () => usersCollection().updateAsync({ hasDirectoryEntry: { $exists: true } }, { $unset: { hasDirectoryEntry: '' } }, { multi: true })]);
}

/**
 * Sets the flag from the entries as they are (idempotent): on the accounts an entry names, off on
 * every other. Reads every linked entry once, so it runs once per database (migrations.ts).
 */
export async function backfillEntryFlags(): Promise<void> {
  const linked = await People.find({ sourceUserId: { $exists: true } }, { fields: { sourceUserId: 1 } }).fetchAsync();
  const ids = linked.map((entry) => entry.sourceUserId as string);
  await usersCollection().updateAsync({ _id: { $in: ids }, hasDirectoryEntry: { $exists: false } }, { $set: { hasDirectoryEntry: true } }, { multi: true });
  await usersCollection().updateAsync({ _id: { $nin: ids }, hasDirectoryEntry: { $exists: true } }, { $unset: { hasDirectoryEntry: '' } }, { multi: true });
}
