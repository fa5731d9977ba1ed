// The browser's copy of 'savedSearches', filled by `savedSearches.mine` and written only through
// methods, so it carries no schema.
import { Mongo } from 'meteor/mongo';
import type { ShownSavedSearch } from './shown';

export const SavedSearches = new Mongo.Collection<ShownSavedSearch>('savedSearches');
