// `savedSearches.mine`: the signed-in person's own saved searches, live (My Profile lists them).
import { definePublication } from '../common/define-publication';
import { createSchema } from '../common/lists';
import { SavedSearches } from './collection';
import { SHOWN_SEARCH_FIELDS } from './shown';

export const mySavedSearchesPublication = definePublication({
  name: 'savedSearches.mine',
  params: createSchema({}),
  access: 'user',
  cursors() {
    return SavedSearches.find({ userId: this.userId as string }, { fields: SHOWN_SEARCH_FIELDS, sort: { createdAt: 1 } });
  },
});
