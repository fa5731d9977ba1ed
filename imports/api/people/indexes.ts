// Indexes for the directory's queries (server only). The unique ones (urlName, sourceUserId)
// are declared in collection.ts, where collection2 builds them.
import { People } from './collection';

export async function ensurePeopleIndexes(): Promise<void> {
  await People.createIndexAsync({ status: 1, publishedAt: -1 });
  await People.createIndexAsync({ skills: 1 });
  await People.createIndexAsync({ country: 1 });
  await People.createIndexAsync({ continent: 1 });
  // The back office's expert entries table, most recently changed first (admin-list.ts).
  await People.createIndexAsync({ 'docInfo.updatedAt': -1 });
}
