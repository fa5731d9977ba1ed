// Publication builders for the public lists (open projects, the expert directory): the filtered
// list and the detail page looked up by id or URL name (admins see every status and field). Each
// feature passes its own collection, visible statuses and public fields; the lookup rules are
// decided here once.
import type { Mongo } from 'meteor/mongo';
import type SimpleSchema from 'simpl-schema';
import type { ActingUser } from './acting-user';
import { isAdmin } from './define-method';
import { definePublication } from './define-publication';
import { type Condition, type SortSpec } from './listing-filters';
import { listedCursor } from './list-page-publication';
import { createSchema, ID_OR_URL_NAME_PATTERN, ID_PATTERN, LENGTH } from './lists';

type Listed = { _id: string };
type PublicFields = Record<string, 1>;

interface FilteredListing<TName extends string, TDoc extends Listed, TFilters> {
  name: TName;
  collection: Mongo.Collection<TDoc>;
  filtersSchema: SimpleSchema;
  selector(filters: TFilters): Condition;
  findOptions(filters: TFilters): { sort: SortSpec; limit: number };
  publicFields: PublicFields;
  /** Where fields or filters depend on the caller (experts' rates): the caller's fields and filters. */
  forCaller?: CallerView<TFilters>;
  /**
   * Where an order is worked out in code for the caller (a candidate's fit): the page's ids in
   * that order, or null for the list's Mongo sort.
   */
  orderFor?(filters: TFilters, user: ActingUser | null, selector: Condition): Promise<string[] | null>;
}

export interface CallerView<TFilters> {
  fields(user: ActingUser | null): PublicFields;
  filters(filters: TFilters, user: ActingUser | null): TFilters;
}

/**
 * A public list narrowed by the feature's filters, showing only its public fields, with its list
 * record: the client renders the record's ids in order and never evaluates the selector (the
 * text search runs on the server's full-text index).
 */
export function filteredListingPublication<const TName extends string, TDoc extends Listed, TFilters extends object>(
  listing: FilteredListing<TName, TDoc, TFilters>,
) {
  return definePublication({
    name: listing.name,
    params: createSchema({ filters: { type: listing.filtersSchema, optional: true } }),
    access: 'public',
    async cursors(asked: TFilters = {} as TFilters) {
      const { user } = this;
      const filters = listing.forCaller ? listing.forCaller.filters(asked, user) : asked;
      const fields = listing.forCaller ? listing.forCaller.fields(user) : listing.publicFields;
      const selector = listing.selector(filters);
      const order = listing.orderFor ? await listing.orderFor(filters, user, selector) : null;
      // The page's documents stay under the filters, so one that stops matching leaves the list.
      if (order) return listedCursor(listing.collection, { ...selector, _id: { $in: order } }, { fields }, order);
      return listedCursor(listing.collection, selector, { fields, ...listing.findOptions(filters) });
    },
  });
}

interface DetailPage<TName extends string, TDoc extends Listed> {
  name: TName;
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
export function detailPagePublication<const TName extends string, TDoc extends Listed>(page: DetailPage<TName, TDoc>) {
  return definePublication({
    name: page.name,
    params: createSchema({ key: { type: String, max: LENGTH.title, regEx: ID_OR_URL_NAME_PATTERN } }),
    access: 'public',
    async cursors(key: string) {
      const { user } = this;
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
