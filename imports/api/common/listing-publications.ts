// Publication builders for the lists that come in a public and an admin flavour (open projects,
// the expert directory): the filtered public list, the detail page looked up by id or URL name,
// and the admin list searched by status and free text. Each feature passes its own collection,
// visible statuses and public fields; the lookup and paging rules are decided here once.
import type { Mongo } from 'meteor/mongo';
import type SimpleSchema from 'simpl-schema';
import type { ActingUser } from './acting-user';
import { isAdmin } from './define-method';
import { definePublication, type PublicationDefinition } from './define-publication';
import { type Condition, type SortSpec } from './listing-filters';
import { createSchema, ID_OR_URL_NAME_PATTERN, ID_PATTERN, integer, LENGTH } from './lists';
import { containsText, effectiveLimit, LIMIT_INPUT_MAX, SEARCH_TEXT_MAX } from './search';

type Listed = { _id: string };
type PublicFields = Record<string, 1>;

interface FilteredListing<TDoc extends Listed, TFilters> {
  name: string;
  collection: Mongo.Collection<TDoc>;
  filtersSchema: SimpleSchema;
  selector(filters: TFilters): Condition;
  findOptions(filters: TFilters): { sort: SortSpec; limit: number };
  publicFields: PublicFields;
  /** Where fields or filters depend on the caller (experts' rates): the caller's fields and filters. */
  forCaller?: CallerView<TFilters>;
}

export interface CallerView<TFilters> {
  fields(user: ActingUser | null): PublicFields;
  filters(filters: TFilters, user: ActingUser | null): TFilters;
}

/** A public list narrowed by the feature's filters, showing only its public fields. */
export function filteredListingPublication<TDoc extends Listed, TFilters extends object>(
  listing: FilteredListing<TDoc, TFilters>,
): PublicationDefinition<{ filters?: TFilters }> {
  return definePublication<{ filters?: TFilters }>({
    name: listing.name,
    params: createSchema({ filters: { type: listing.filtersSchema, optional: true } }),
    access: 'public',
    cursors: ({ filters: asked = {} as TFilters }, { user }) => {
      const filters = listing.forCaller ? listing.forCaller.filters(asked, user) : asked;
      const fields = listing.forCaller ? listing.forCaller.fields(user) : listing.publicFields;
      return listing.collection.find(listing.selector(filters), { fields, ...listing.findOptions(filters) });
    },
  });
}

interface DetailPage<TDoc extends Listed> {
  name: string;
  collection: Mongo.Collection<TDoc>;
  /** What non-admins may open, e.g. `{ status: 'published' }`. */
  visibleTo: Condition;
  publicFields: PublicFields;
  /** Where the public fields depend on the caller and the document (experts' rates). */
  publicFieldsFor?(user: ActingUser | null, selector: Condition): Promise<PublicFields>;
}

/**
 * One document by id or URL name; an id wins when a key could be both. Admins get every status
 * and field, everyone else only `visibleTo` documents with the public fields.
 */
export function detailPagePublication<TDoc extends Listed>(page: DetailPage<TDoc>): PublicationDefinition<{ key: string }> {
  return definePublication<{ key: string }>({
    name: page.name,
    params: createSchema({ key: { type: String, max: LENGTH.title, regEx: ID_OR_URL_NAME_PATTERN } }),
    access: 'public',
    async cursors({ key }, { user }) {
      const admin = isAdmin(user);
      const byId = ID_PATTERN.test(key) && (await page.collection.findOneAsync({ _id: key }, { fields: { _id: 1 } })) !== undefined;
      const selector: Condition = byId ? { _id: key } : { urlName: key };
      if (admin) return page.collection.find(selector, { limit: 1 });
      Object.assign(selector, page.visibleTo);
      const fields = page.publicFieldsFor ? await page.publicFieldsFor(user, selector) : page.publicFields;
      return page.collection.find(selector, { fields, limit: 1 });
    },
  });
}

/** The filters every admin list takes; a list may add its own (a sort, …). */
export interface AdminListFilters<TStatus extends string> {
  status?: TStatus;
  text?: string;
  limit?: number;
}

/** Params of an admin list: status, free text, then `extraFilterFields`, then the limit. */
export function adminListParams(statuses: readonly string[], extraFilterFields: Record<string, object> = {}): SimpleSchema {
  return createSchema({
    filters: { type: Object, optional: true },
    'filters.status': { type: String, allowedValues: [...statuses], optional: true },
    'filters.text': { type: String, max: SEARCH_TEXT_MAX, optional: true },
    ...extraFilterFields,
    'filters.limit': { ...integer(1, LIMIT_INPUT_MAX), optional: true },
  });
}

/** Admins find documents by status and by text in any of `textFields`. */
export function adminListSelector(filters: AdminListFilters<string>, textFields: readonly string[]): Condition {
  const selector: Condition = {};
  if (filters.status) selector.status = filters.status;
  const text = filters.text?.trim();
  if (text) selector.$or = textFields.map((field) => ({ [field]: containsText(text) }));
  return selector;
}

/** Most recently changed first unless the list sorts otherwise; capped like every list. */
export function adminListFindOptions(limit: number | undefined, sort?: SortSpec): { sort: SortSpec; limit: number } {
  return { sort: sort ?? { 'docInfo.updatedAt': -1, _id: 1 }, limit: effectiveLimit(limit) };
}
