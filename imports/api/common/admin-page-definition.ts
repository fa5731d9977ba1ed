// An admin table's page publication (or a user's own paged list: `owner`) as a short declaration: its name, collection, filters (each
// a status list or an id, matched by equality, or computed by the server), its free-text search
// and column sorts where the table has them, the rows it leaves out, the fields kept from the
// client and the documents of other collections its rows name (by id or another field).
// defineAdminPage turns it into what admin-page-publication.ts publishes, typed as a
// PublicationSignature so the typed client checks the name and the `(filters, page)` arguments.
import type { Mongo } from 'meteor/mongo';
import type SimpleSchema from 'simpl-schema';
import { Projects } from '../projects/collection';
import { usersCollection } from '../users/store';
import { ADMIN_PAGE_MAX, SORT_DIRECTIONS, type SortDirection } from './admin-pages';
import { createSchema, id, integer, type ListItem, oneOf } from './lists';
import { SEARCH_TEXT_MAX } from './search';
import type { PublicationSignature } from './wire-types';

type Doc = { _id: string };
type Selector = Record<string, unknown>;
type Fields = Record<string, 0 | 1>;

export interface RelatedDocuments {
  /** A function, so collections made at start-up (Meteor.users) are read when publishing. */
  collection: () => Mongo.Collection<Doc>;
  /** The values of `matchOn` (their ids unless it says otherwise) the page's rows name. */
  idsOf(rows: Doc[]): string[];
  /** The field of that collection the values are matched on (a candidate's entries by `sourceUserId`). */
  matchOn?: string;
  fields: Fields;
}

/**
 * A filter computed by the server rather than matched by equality: its values, and the selector
 * each adds (which may read another collection, as a candidate's expert status does).
 */
export interface ComputedFilter<V extends string = string> {
  options: readonly ListItem<V>[];
  match(value: V): Selector | Promise<Selector>;
}

/** A filter: one value of a status (or role) list, the id of another document, or computed. */
export type AdminFilterSpec = readonly ListItem[] | 'id' | { options: readonly ListItem[]; match(value: never): Selector | Promise<Selector> };

/** The filters argument a table's specs describe: every filter optional. */
export type AdminFiltersOf<TSpecs> = {
  [K in keyof TSpecs]?: TSpecs[K] extends readonly ListItem<infer V>[] ? V : TSpecs[K] extends ComputedFilter<infer V> ? V : string;
};

/** A column the table sorts by: its field and the direction it starts in. */
export interface AdminSort {
  field: string;
  direction: SortDirection;
}

/** What a free-text search adds to the filters' selector (the text is trimmed and not empty). */
export type TextSearch = (text: string) => Selector;

/** The search and sort filters a table with `text` and `sorts` takes besides its own. */
type SearchFiltersOf<TSorts extends string, TText> = (TText extends TextSearch ? { text?: string } : unknown) &
  ([TSorts] extends [never] ? unknown : { sort?: TSorts; direction?: SortDirection });

export interface AdminPageDefinition<TName extends string = string, TFilters extends object = object, TRow extends Doc = Doc>
  extends PublicationSignature<TName, [filters?: TFilters, page?: number], TRow> {
  /** Positional parameters `(filters, page)`: `page` is 1-based. */
  params: SimpleSchema;
  collection: Mongo.Collection<Doc>;
  /** Async: a computed filter may read another collection. */
  selector(filters: TFilters): Promise<Selector>;
  sort(filters: TFilters): Record<string, 1 | -1>;
  fields: Fields;
  related: RelatedDocuments[];
  /** See AdminPageSpec.owner. */
  owner?: string;
}

export interface AdminPageSpec<TName extends string, TSpecs extends Record<string, AdminFilterSpec>, TRow extends Doc, TSorts extends string, TText> {
  name: TName;
  collection: Mongo.Collection<TRow>;
  filters: TSpecs;
  /** Where a filter matches another field than its own name (`role` → `roles`). */
  filterPaths?: Partial<Record<keyof TSpecs, string>>;
  /** What every row meets whatever the filters (accounts not deleted). */
  always?: Selector;
  /** Newest first unless the table says otherwise (or has `sorts`). */
  sort?: Record<string, 1 | -1>;
  /** The columns the admin may sort by (`sort`, `direction` filters); the first is the default. */
  sorts?: Record<TSorts, AdminSort>;
  /** Free-text search (`text` filter). */
  text?: TText;
  /** Fields kept from the client (`{ liveKey: 0 }`), or the only ones sent. */
  fields?: Fields;
  related?: RelatedDocuments[];
  /**
   * The field naming the user a row belongs to: the page is then any signed-in user's list of
   * their own rows (their notifications), never anyone else's, instead of an admins' table.
   */
  owner?: string;
}

export const NEWEST_FIRST = { 'docInfo.createdAt': -1, _id: -1 } as const;

/** The page parameter every admin table takes: 1-based. */
export const pageParam = { ...integer(1, ADMIN_PAGE_MAX), optional: true };

type SearchAndSort = { text?: string; sort?: string; direction?: SortDirection };

export function defineAdminPage<
  const TName extends string,
  TSpecs extends Record<string, AdminFilterSpec>,
  TRow extends Doc,
  TSorts extends string = never,
  TText extends TextSearch | undefined = undefined,
>(spec: AdminPageSpec<TName, TSpecs, TRow, TSorts, TText>): AdminPageDefinition<TName, AdminFiltersOf<TSpecs> & SearchFiltersOf<TSorts, TText>, TRow> {
  const names = Object.keys(spec.filters);
  const sorts: Record<string, AdminSort> | undefined = spec.sorts;
  const filterFields = {
    ...Object.fromEntries(names.map((name) => {
      const filter = spec.filters[name];
      return [name, { ...(filter === 'id' ? id() : oneOf(isComputed(filter) ? filter.options : filter)), optional: true }];
    })),
    ...(spec.text ? { text: { type: String, max: SEARCH_TEXT_MAX, optional: true } } : {}),
    ...(sorts
      ? {
          sort: { type: String, allowedValues: Object.keys(sorts), optional: true },
          direction: { type: String, allowedValues: [...SORT_DIRECTIONS], optional: true },
        }
      : {}),
  };
  const paths: Record<string, string | undefined> = spec.filterPaths ?? {};
  return {
    name: spec.name,
    params: createSchema({ filters: { type: createSchema(filterFields), optional: true }, page: pageParam }),
    collection: spec.collection as unknown as Mongo.Collection<Doc>,
    selector: async (filters) => {
      let selector: Selector = { ...spec.always };
      for (const name of names) {
        const value = (filters as Record<string, string | undefined>)[name];
        const filter = spec.filters[name];
        if (!value) continue;
        if (isComputed(filter)) selector = { ...selector, ...(await (filter as ComputedFilter).match(value)) };
        else selector[paths[name] ?? name] = value;
      }
      const text = (filters as SearchAndSort).text?.trim();
      return spec.text && text ? { ...selector, ...spec.text(text) } : selector;
    },
    sort: (filters) => {
      if (!sorts) return spec.sort ?? NEWEST_FIRST;
      const { sort = Object.keys(sorts)[0], direction } = filters as SearchAndSort;
      const column = sorts[sort];
      // Every sort ends in _id, so a page is stable while nothing changes.
      const order = (direction ?? column.direction) === 'asc' ? 1 : -1;
      return { [column.field]: order, _id: order };
    },
    fields: spec.fields ?? {},
    related: spec.related ?? [],
    ...(spec.owner ? { owner: spec.owner } : {}),
  };
}

function isComputed(filter: AdminFilterSpec): filter is Extract<AdminFilterSpec, { match: unknown }> {
  return typeof filter === 'object' && 'match' in filter;
}

function idsIn(rows: Doc[], field: string): string[] {
  return rows.map((row) => (row as Record<string, unknown>)[field]).filter((value): value is string => typeof value === 'string' && value !== '');
}

/** The accounts a row names in `field`, with the name and address admins see beside it. */
export function relatedPeople(field: string): RelatedDocuments {
  return { collection: () => usersCollection() as never, idsOf: (rows) => idsIn(rows, field), fields: { 'profile.name': 1, emails: 1 } };
}

/** The projects a row names in `field` (title and URL name, and what else `fields` adds). */
export function relatedProjects(field: string, fields: Fields = {}): RelatedDocuments {
  return { collection: () => Projects as never, idsOf: (rows) => idsIn(rows, field), fields: { title: 1, urlName: 1, ...fields } };
}
