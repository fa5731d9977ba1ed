// Indexes for the directory's queries (server only). The unique ones (urlName, sourceUserId)
// are declared in collection.ts, where collection2 builds them.
import type { IndexKeys, IndexOptions } from 'meteor/mongo';
import { People } from './collection';

/**
 * The text searches of the directory (headline, summary, skills, city) and the back office's
 * entries table (first name, headline, URL name), in MongoDB's one text index per collection.
 */
export const PEOPLE_SEARCH_INDEX: { keys: IndexKeys; options: IndexOptions } = {
  keys: { headline: 'text', skills: 'text', city: 'text', summary: 'text', firstName: 'text', urlName: 'text' },
  options: { name: 'search', weights: { headline: 10, skills: 5, city: 3, firstName: 3, urlName: 3 } },
};

export async function ensurePeopleIndexes(): Promise<void> {
  await People.createIndexAsync({ status: 1, publishedAt: -1 });
  // The directory's other sorts (filters.ts), so a page of 20 is read in order, not sorted from all.
  await People.createIndexAsync({ status: 1, 'availability.from': 1 });
  await People.createIndexAsync({ status: 1, yearsOfExperience: -1 });
  await People.createIndexAsync({ skills: 1 });
  await People.createIndexAsync({ country: 1 });
  await People.createIndexAsync({ continent: 1 });
  // The back office's expert entries table, most recently changed first (admin-list.ts), also
  // within a status: a page then walks the index instead of sorting every entry of the status
  // (271 ms for the 45,000 published of 50,000).
  await People.createIndexAsync({ 'docInfo.updatedAt': -1 });
  await People.createIndexAsync({ status: 1, 'docInfo.updatedAt': -1 });
  await People.createIndexAsync(PEOPLE_SEARCH_INDEX.keys, PEOPLE_SEARCH_INDEX.options);
}
