// Publications of the expert directory. Visitors and customers see published entries (and their
// live count) with the public fields only (never `sourceUserId`, which would undo the
// anonymisation), the rate only where rate-visibility.ts allows it; a candidate sees their own
// entry whatever its status; admins see every entry and field (their tables: admin-publications.ts).
import { definePublication } from '../common/define-publication';
import { createSchema } from '../common/lists';
import { detailPagePublication, filteredListingPublication } from '../common/listing-publications';
import { adminCandidatePublication } from './admin-publications';
import { People } from './collection';
import type { LiveCountDefinition } from '../common/live-count-publication';
import { directorySelector, type PeopleFilters, peopleFindOptions } from './filters';
import { peopleFiltersSchema } from './filters-schema';
import { directoryFieldsFor, directoryFiltersFor, expertPageFieldsFor } from './rate-visibility';
import { PUBLIC_PERSON_FIELDS } from './schema';

export const directoryPublication = filteredListingPublication({
  name: 'people.directory',
  collection: People,
  filtersSchema: peopleFiltersSchema,
  selector: directorySelector,
  findOptions: peopleFindOptions,
  publicFields: PUBLIC_PERSON_FIELDS,
  forCaller: { fields: directoryFieldsFor, filters: directoryFiltersFor },
});

export const onePersonPublication = detailPagePublication({
  name: 'people.one',
  collection: People,
  visibleTo: { status: 'published' },
  publicFields: PUBLIC_PERSON_FIELDS,
  publicFieldsFor: expertPageFieldsFor,
});

export const myPersonPublication = definePublication({
  name: 'people.mine',
  params: createSchema({}),
  access: 'user',
  cursors() {
    return People.find({ sourceUserId: this.userId }, { fields: PUBLIC_PERSON_FIELDS, limit: 1 });
  },
});

/** "N experts found", live: the published entries the directory's filters match (sort and limit ignored). */
export const directoryCountPublication = {
  name: 'people.directoryCount' as const,
  collection: People,
  filtersSchema: peopleFiltersSchema,
  selector: directorySelector,
  filtersFor: directoryFiltersFor,
} satisfies LiveCountDefinition<PeopleFilters>;

export const peoplePublications = [directoryPublication, onePersonPublication, myPersonPublication, adminCandidatePublication];
