// The one-time migration of availabilities written before `status` and `confirmedAt` (server
// only; run by migrateOnce at start-up). Each stored availability gets the status its workload
// implies (availabilityStatusOf) and, as its confirmation, the last change of its document:
// the best evidence of when it was last stated. Documents that have both are left alone, so a
// repeat after a stop half-way through is harmless.
import { People } from '../people/collection';
import { type Availability, availabilityStatusOf } from '../common/lists/schema-parts';
import { usersCollection } from '../users/store';

interface Stored {
  _id: string;
  createdAt?: Date;
  docInfo?: { updatedAt?: Date; createdAt?: Date };
  publishedAt?: Date;
}

type Collection = Pick<ReturnType<typeof usersCollection>, 'find' | 'updateAsync'>;

/** The update giving an old availability its status and confirmation date, or null if it has both. */
export function availabilityBackfill(availability: Availability, statedAt: Date): Record<string, unknown> | null {
  const $set: Record<string, unknown> = {};
  if (!availability.status) $set.status = availabilityStatusOf(availability);
  if (!availability.confirmedAt) $set.confirmedAt = statedAt;
  return Object.keys($set).length > 0 ? $set : null;
}

async function backfill(collection: Collection, path: string, now: Date): Promise<number> {
  const selector = { [path]: { $exists: true }, $or: [{ [`${path}.status`]: { $exists: false } }, { [`${path}.confirmedAt`]: { $exists: false } }] };
  const documents = (await collection.find(selector, { fields: { [path]: 1, createdAt: 1, docInfo: 1, publishedAt: 1 } }).fetchAsync()) as unknown as (Stored &
    Record<string, unknown>)[];
  let changed = 0;
  for (const document of documents) {
    const availability = path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], document) as Availability;
    const statedAt = document.docInfo?.updatedAt ?? document.docInfo?.createdAt ?? document.publishedAt ?? document.createdAt ?? now;
    const $set = availabilityBackfill(availability, statedAt);
    if (!$set) continue;
    changed += await collection.updateAsync({ _id: document._id }, { $set: Object.fromEntries(Object.entries($set).map(([key, value]) => [`${path}.${key}`, value])) });
  }
  return changed;
}

export async function migrateAvailability(now: Date = new Date()): Promise<void> {
  await backfill(usersCollection() as unknown as Collection, 'candidateData.availability', now);
  await backfill(People as unknown as Collection, 'availability', now);
}
