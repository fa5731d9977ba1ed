// The saved searches and their hits (server). A person's own searches are read by userId; the
// matcher reads every active one in one pass; the alert run reads the hits not yet sent.
import 'meteor/aldeed:collection2';
import { Mongo } from 'meteor/mongo';
import { savedSearchHitSchema, savedSearchSchema, type SavedSearch, type SavedSearchHit } from './schema';

export const SavedSearches = new Mongo.Collection<SavedSearch>('savedSearches');
SavedSearches.attachSchema(savedSearchSchema);

export const SavedSearchHits = new Mongo.Collection<SavedSearchHit>('savedSearchHits');
SavedSearchHits.attachSchema(savedSearchHitSchema);

export async function ensureSavedSearchIndexes(): Promise<void> {
  await SavedSearches.createIndexAsync({ userId: 1, createdAt: 1 });
  await SavedSearches.createIndexAsync({ active: 1, frequency: 1 });
  await SavedSearchHits.createIndexAsync({ searchId: 1, alertedAt: 1 });
}
