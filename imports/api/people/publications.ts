// Publications of the expert directory. Visitors and customers see published entries with the
// public fields only (never `sourceUserId`, which would undo the anonymisation); a candidate
// sees their own entry whatever its status; admins see every entry and field.
import { definePublication, registerPublications } from '../common/define-publication';
import { createSchema } from '../common/lists';
import {
  type AdminListFilters,
  adminListFindOptions,
  adminListParams,
  adminListSelector,
  detailPagePublication,
  filteredListingPublication,
} from '../common/listing-publications';
import { People } from './collection';
import { directorySelector, peopleFindOptions } from './filters';
import { peopleFiltersSchema } from './filters-schema';
import { PERSON_STATUSES, type PersonStatus, PUBLIC_PERSON_FIELDS } from './schema';

export const directoryPublication = filteredListingPublication({
  name: 'people.directory',
  collection: People,
  filtersSchema: peopleFiltersSchema,
  selector: directorySelector,
  findOptions: peopleFindOptions,
  publicFields: PUBLIC_PERSON_FIELDS,
});

export const onePersonPublication = detailPagePublication({
  name: 'people.one',
  collection: People,
  visibleTo: { status: 'published' },
  publicFields: PUBLIC_PERSON_FIELDS,
});

export const myPersonPublication = definePublication<Record<string, never>>({
  name: 'people.mine',
  params: createSchema({}),
  access: 'user',
  cursors: (_params, { userId }) => People.find({ sourceUserId: userId }, { fields: PUBLIC_PERSON_FIELDS, limit: 1 }),
});

export type AdminPeopleFilters = AdminListFilters<PersonStatus>;

export const adminPeoplePublication = definePublication<{ filters?: AdminPeopleFilters }>({
  name: 'people.admin',
  params: adminListParams(PERSON_STATUSES.map((status) => status.value)),
  access: 'admin',
  cursors: ({ filters = {} }) =>
    People.find(adminListSelector(filters, ['firstName', 'headline', 'urlName']), adminListFindOptions(filters.limit)),
});

export function registerPeoplePublications(): void {
  registerPublications([directoryPublication, onePersonPublication, myPersonPublication, adminPeoplePublication]);
}
