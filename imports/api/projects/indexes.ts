// Indexes for the queries projects.open / projects.count / projects.adminPage run (server only).
// The unique ones (urlName, referenceNumber) are declared in collection.ts, where collection2
// builds them and reports duplicates as notUnique.
import { Projects } from './collection';

export async function ensureProjectIndexes(): Promise<void> {
  await Projects.createIndexAsync({ status: 1, publishedAt: -1 });
  await Projects.createIndexAsync({ skills: 1 });
  await Projects.createIndexAsync({ country: 1 });
  await Projects.createIndexAsync({ continent: 1 });
  // The admin table's sorts (admin-list.ts).
  await Projects.createIndexAsync({ 'docInfo.updatedAt': -1 });
  await Projects.createIndexAsync({ title: 1 });
  await Projects.createIndexAsync({ publishedAt: -1 });
}
