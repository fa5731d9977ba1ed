// An admin table's page publication as a short declaration: its name, collection, filters (each
// a status list or an id, matched by equality), the rows it leaves out, the fields kept from the
// client and the documents of other collections its rows name. defineAdminPage turns it into what
// admin-page-publication.ts publishes, typed as a PublicationSignature so the typed client checks
// the name and the `(filters, page)` arguments.
import type { Mongo } from 'meteor/mongo';
import type SimpleSchema from 'simpl-schema';
import { Projects } from '../projects/collection';
import { usersCollection } from '../users/store';
import { ADMIN_PAGE_MAX } from './admin-pages';
import { createSchema, id, integer, type ListItem, oneOf } from './lists';
import type { PublicationSignature } from './wire-types';

type Doc = { _id: string };
type Selector = Record<string, unknown>;
type Fields = Record<string, 0 | 1>;

export interface RelatedDocuments {
  /** A function, so collections made at start-up (Meteor.users) are read when publishing. */
  collection: () => Mongo.Collection<Doc>;
  /** The ids of that collection the page's rows name. */
  idsOf(rows: Doc[]): string[];
  fields: Fields;
}

/** A filter: one value of a status (or role) list, or the id of another document. */
export type AdminFilterSpec = readonly ListItem[] | 'id';

/** The filters argument a table's specs describe: every filter optional. */
export type AdminFiltersOf<TSpecs> = { [K in keyof TSpecs]?: TSpecs[K] extends readonly ListItem<infer V>[] ? V : string };

export interface AdminPageDefinition<TName extends string = string, TFilters extends object = object, TRow extends Doc = Doc>
  extends PublicationSignature<TName, [filters?: TFilters, page?: number], TRow> {
  /** Positional parameters `(filters, page)`: `page` is 1-based. */
  params: SimpleSchema;
  collection: Mongo.Collection<Doc>;
  selector(filters: TFilters): Selector;
  sort: Record<string, 1 | -1>;
  fields: Fields;
  related: RelatedDocuments[];
}

export interface AdminPageSpec<TName extends string, TSpecs extends Record<string, AdminFilterSpec>, TRow extends Doc> {
  name: TName;
  collection: Mongo.Collection<TRow>;
  filters: TSpecs;
  /** Where a filter matches another field than its own name (`role` → `roles`). */
  filterPaths?: Partial<Record<keyof TSpecs, string>>;
  /** What every row meets whatever the filters (accounts not deleted). */
  always?: Selector;
  /** Newest first unless the table says otherwise. */
  sort?: Record<string, 1 | -1>;
  /** Fields kept from the client (`{ liveKey: 0 }`), or the only ones sent. */
  fields?: Fields;
  related?: RelatedDocuments[];
}

export const NEWEST_FIRST = { 'docInfo.createdAt': -1, _id: 1 } as const;

/** The page parameter every admin table takes: 1-based. */
export const pageParam = { ...integer(1, ADMIN_PAGE_MAX), optional: true };

export function defineAdminPage<const TName extends string, TSpecs extends Record<string, AdminFilterSpec>, TRow extends Doc>(
  spec: AdminPageSpec<TName, TSpecs, TRow>,
): AdminPageDefinition<TName, AdminFiltersOf<TSpecs>, TRow> {
  const names = Object.keys(spec.filters);
  const filterFields = Object.fromEntries(names.map((name) => {
    const filter = spec.filters[name];
    return [name, { ...(filter === 'id' ? id() : oneOf(filter)), optional: true }];
  }));
  const paths: Record<string, string | undefined> = spec.filterPaths ?? {};
  return {
    name: spec.name,
    params: createSchema({ filters: { type: createSchema(filterFields), optional: true }, page: pageParam }),
    collection: spec.collection as unknown as Mongo.Collection<Doc>,
    selector: (filters) => {
      const selector: Selector = { ...spec.always };
      for (const [name, value] of Object.entries(filters as Record<string, string | undefined>)) if (value) selector[paths[name] ?? name] = value;
      return selector;
    },
    sort: spec.sort ?? NEWEST_FIRST,
    fields: spec.fields ?? {},
    related: spec.related ?? [],
  };
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
