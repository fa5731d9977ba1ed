// A person's own saved searches over DDP: any signed-in user, on their own searches only (logic.ts),
// and which of them to offer a lower frequency (unopened.ts). Expert searches are saved by their
// own method, with the directory's filter schema, by those who may request experts (403 for others).
import type SimpleSchema from 'simpl-schema';
import { defineMethod } from '../common/define-method';
import { createSchema, id, oneOf } from '../common/lists';
import type { PeopleFilters } from '../people/filters';
import { peopleFiltersSchema } from '../people/filters-schema';
import { projectFiltersSchema } from '../projects/filters-schema';
import { changeSearch, deleteSearch, saveExpertSearch, saveSearch, type SaveSearchInput, type SearchChanges } from './logic';
import { ALERT_FREQUENCIES, SEARCH_NAME_MAX } from './schema';
import { searchesToSlowDown } from './unopened';

const name = () => ({ type: String, min: 1, max: SEARCH_NAME_MAX, trim: true });

/** A search to save: its name, how often it alerts, the list's filters and the browser's zone. */
const searchParams = (filters: SimpleSchema) =>
  createSchema({
    search: {
      type: createSchema({
        name: name(),
        frequency: oneOf(ALERT_FREQUENCIES),
        filters: { type: filters },
        timeZone: { type: String, max: 64 },
      }),
    },
  });

export const savedSearchMethods = [
  defineMethod({
    name: 'savedSearches.save',
    params: searchParams(projectFiltersSchema),
    access: 'user',
    run(search: SaveSearchInput) {
      return saveSearch(this.userId as string, search);
    },
  }),
  defineMethod({
    name: 'savedSearches.saveExperts',
    params: searchParams(peopleFiltersSchema),
    access: 'people',
    run(search: SaveSearchInput<PeopleFilters>) {
      return saveExpertSearch(this.userId as string, search);
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
