// A candidate's availability is the one field of their expert entry that follows the account
// live (server only): the entry is otherwise a snapshot refreshed when an admin publishes again
// (people/logic.ts), but an availability that waits for the next publication is exactly the
// stale statement this feature exists to prevent.
import { People } from '../people/collection';
import type { Availability } from '../common/lists/schema-parts';
import { usersCollection } from '../users/store';

/** Copies the account's availability to the entry linked to it (`sourceUserId`), if any. */
export async function reflectAvailabilityOnEntry(userId: string): Promise<void> {
  const user = (await usersCollection().findOneAsync({ _id: userId }, { fields: { 'candidateData.availability': 1 } })) as
    | { candidateData?: { availability?: Availability } }
    | undefined;
  const availability = user?.candidateData?.availability;
  if (!availability) return;
  await People.updateAsync({ sourceUserId: userId }, { $set: { availability } }, { multi: true });
}
