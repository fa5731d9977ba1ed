// Indexes for the queries projects.open / projects.count / projects.adminPage run (server only).
// The unique ones (urlName, referenceNumber) are declared in collection.ts, where collection2
// builds them and reports duplicates as notUnique.
import type { IndexKeys, IndexOptions } from 'meteor/mongo';
import { Projects } from './collection';

/**
 * The text searches of the list (title, summary, skills, city) and the admin table (title,
 * reference, client), in MongoDB's one text index per collection; a title counts most.
 */
export const PROJECT_SEARCH_INDEX: { keys: IndexKeys; options: IndexOptions } = {
  keys: { title: 'text', skills: 'text', city: 'text', summary: 'text', referenceNumber: 'text', clientName: 'text' },
  options: { name: 'search', weights: { title: 10, skills: 5, city: 3, referenceNumber: 3, clientName: 3 } },
};

export async function ensureProjectIndexes(): Promise<void> {
  await Projects.createIndexAsync({ status: 1, publishedAt: -1 });
  // The list's other sorts (filters.ts), so a page of 20 is read in order, not sorted from all.
  await Projects.createIndexAsync({ status: 1, startAsap: -1, startDate: 1 });
  await Projects.createIndexAsync({ status: 1, 'rate.max': -1, 'rate.min': -1 });
  await Projects.createIndexAsync({ skills: 1 });
  await Projects.createIndexAsync({ country: 1 });
  await Projects.createIndexAsync({ continent: 1 });
  // The admin table's sorts (admin-list.ts).
  await Projects.createIndexAsync({ 'docInfo.updatedAt': -1 });
  await Projects.createIndexAsync({ title: 1 });
  await Projects.createIndexAsync({ publishedAt: -1 });
  await Projects.createIndexAsync(PROJECT_SEARCH_INDEX.keys, PROJECT_SEARCH_INDEX.options);
}
