// Publications of the expert directory. Visitors and customers see published entries with the
// public fields only (never `sourceUserId`, which would undo the anonymisation); a candidate
// sees their own entry whatever its status; admins see every entry and field.
import { isAdmin } from '../common/define-method';
import { definePublication, registerPublications } from '../common/define-publication';
import { createSchema, ID_PATTERN, integer, LENGTH } from '../common/lists';
import { containsText, effectiveLimit, LIMIT_INPUT_MAX, SEARCH_TEXT_MAX } from '../common/search';
import { ID_OR_URL_NAME } from '../projects/publications';
import { People } from './collection';
import { directorySelector, type PeopleFilters, peopleFiltersSchema, peopleFindOptions } from './filters';
import { PERSON_STATUSES, type PersonStatus, PUBLIC_PERSON_FIELDS } from './schema';

export const directoryPublication = definePublication<{ filters?: PeopleFilters }>({
  name: 'people.directory',
  params: createSchema({ filters: { type: peopleFiltersSchema, optional: true } }),
  access: 'public',
  cursors: ({ filters = {} }) => People.find(directorySelector(filters), { fields: PUBLIC_PERSON_FIELDS, ...peopleFindOptions(filters) }),
});

export const onePersonPublication = definePublication<{ key: string }>({
  name: 'people.one',
  params: createSchema({ key: { type: String, max: LENGTH.title, regEx: ID_OR_URL_NAME } }),
  access: 'public',
  async cursors({ key }, { user }) {
    const admin = isAdmin(user);
    const byId = ID_PATTERN.test(key) && (await People.findOneAsync({ _id: key }, { fields: { _id: 1 } })) !== undefined;
    const selector: Record<string, unknown> = byId ? { _id: key } : { urlName: key };
    if (!admin) selector.status = 'published';
    return People.find(selector, admin ? { limit: 1 } : { fields: PUBLIC_PERSON_FIELDS, limit: 1 });
  },
});

export const myPersonPublication = definePublication<Record<string, never>>({
  name: 'people.mine',
  params: createSchema({}),
  access: 'user',
  cursors: (_params, { userId }) => People.find({ sourceUserId: userId }, { fields: PUBLIC_PERSON_FIELDS, limit: 1 }),
});

export interface AdminPeopleFilters {
  status?: PersonStatus;
  text?: string;
  limit?: number;
}

export const adminPeoplePublication = definePublication<{ filters?: AdminPeopleFilters }>({
  name: 'people.admin',
  params: createSchema({
    filters: { type: Object, optional: true },
    'filters.status': { type: String, allowedValues: PERSON_STATUSES.map((status) => status.value), optional: true },
    'filters.text': { type: String, max: SEARCH_TEXT_MAX, optional: true },
    'filters.limit': { ...integer(1, LIMIT_INPUT_MAX), optional: true },
  }),
  access: 'admin',
  cursors({ filters = {} }) {
    const selector: Record<string, unknown> = {};
    if (filters.status) selector.status = filters.status;
    const text = filters.text?.trim();
    if (text) selector.$or = ['firstName', 'headline', 'urlName'].map((field) => ({ [field]: containsText(text) }));
    return People.find(selector, { sort: { 'docInfo.updatedAt': -1, _id: 1 }, limit: effectiveLimit(filters.limit) });
  },
});

export function registerPeoplePublications(): void {
  registerPublications([directoryPublication, onePersonPublication, myPersonPublication, adminPeoplePublication]);
}
