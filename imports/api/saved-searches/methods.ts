// A person's own saved searches over DDP: any signed-in user, on their own searches only (logic.ts),
// and which of them to offer a lower frequency (unopened.ts).
import { defineMethod } from '../common/define-method';
import { createSchema, id, oneOf } from '../common/lists';
import { projectFiltersSchema } from '../projects/filters-schema';
import { changeSearch, deleteSearch, saveSearch, type SaveSearchInput, type SearchChanges } from './logic';
import { ALERT_FREQUENCIES, SEARCH_NAME_MAX } from './schema';
import { searchesToSlowDown } from './unopened';

const name = () => ({ type: String, min: 1, max: SEARCH_NAME_MAX, trim: true });

export const savedSearchMethods = [
  defineMethod({
    name: 'savedSearches.save',
    params: createSchema({
      search: {
        type: createSchema({
          name: name(),
          frequency: oneOf(ALERT_FREQUENCIES),
          filters: { type: projectFiltersSchema },
          timeZone: { type: String, max: 64 },
        }),
      },
    }),
    access: 'user',
    run(search: SaveSearchInput) {
      return saveSearch(this.userId as string, search);
    },
  }),
  defineMethod({
    name: 'savedSearches.change',
    params: createSchema({
      searchId: id(),
      changes: {
        type: createSchema({
          name: { ...name(), optional: true },
          frequency: { ...oneOf(ALERT_FREQUENCIES), optional: true },
          active: { type: Boolean, optional: true },
        }),
      },
    }),
    access: 'user',
    run(searchId: string, changes: SearchChanges) {
      return changeSearch(this.userId as string, searchId, changes);
    },
  }),
  defineMethod({
    name: 'savedSearches.unopened',
    params: createSchema({}),
    access: 'user',
    run() {
      return searchesToSlowDown(this.userId as string);
    },
  }),
  defineMethod({
    name: 'savedSearches.delete',
    params: createSchema({ searchId: id() }),
    access: 'user',
    run(searchId: string) {
      return deleteSearch(this.userId as string, searchId);
    },
  }),
];
