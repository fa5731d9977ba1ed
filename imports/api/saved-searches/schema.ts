// A saved search: one person's filters of a list (the open projects, or for customers and admins
// the expert directory: `list`) kept under a name, with how often they hear of new projects or
// experts that match. It is stored as the list's own query (`query`: the selector the list's
// filters.ts builds from `filters`, as EJSON, since a Mongo document cannot hold `$` keys and the
// directory's availability filter holds a date), so an alert matches exactly what the list would
// show. `filters` stays beside it to open the list.
// A hit is one (search, project) or (search, expert) pair found by the matcher: its `_id` is
// `<searchId>:<projectId>` or `<searchId>:<personId>`, so nothing is alerted twice to one search;
// `alertedAt` marks it as sent.
import { createSchema, id, LENGTH, listOf, oneOf } from '../common/lists';

/** The lists a search is saved from. A search stored before there was a choice has no `list`: projects. */
export const SAVED_SEARCH_LISTS = ['projects', 'experts'] as const;
export type SavedSearchList = (typeof SAVED_SEARCH_LISTS)[number];

export function listOfSearch(search: { list?: SavedSearchList }): SavedSearchList {
  return search.list ?? 'projects';
}

export const ALERT_FREQUENCIES = listOf({ instant: 'Instant', daily: 'Daily', weekly: 'Weekly' });
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number]['value'];

/** The frequency offered instead when a search's alerts go unopened (unopened.ts). */
export const LOWER_FREQUENCY: Partial<Record<AlertFrequency, 'daily' | 'weekly'>> = { instant: 'daily', daily: 'weekly' };

/** A person keeps at most this many saved searches (one pass over all of them stays bounded). */
export const MAX_SAVED_SEARCHES = 20;
export const SEARCH_NAME_MAX = LENGTH.name;

export interface SavedSearch {
  _id: string;
  userId: string;
  name: string;
  /** Absent: 'projects' (listOfSearch). */
  list?: SavedSearchList;
  /** The list's filters (ProjectFilters or PeopleFilters), as the address carried them. */
  filters: Record<string, unknown>;
  /** The list's selector for those filters, as JSON. */
  query: string;
  frequency: AlertFrequency;
  active: boolean;
  /** IANA zone of the person's browser when saved: daily and weekly alerts go out in its morning. */
  timeZone: string;
  createdAt: Date;
  /** When the last alert of this search was queued (one per period). */
  lastAlertAt?: Date;
}

export interface SavedSearchHit {
  _id: string;
  searchId: string;
  userId: string;
  /** The project found (a project search's hit)… */
  projectId?: string;
  /** …or the expert entry found (an expert search's hit). */
  personId?: string;
  foundAt: Date;
  alertedAt?: Date;
}

export const savedSearchSchema = createSchema({
  _id: { ...id(), optional: true },
  userId: id(),
  name: { type: String, min: 1, max: SEARCH_NAME_MAX },
  list: { type: String, allowedValues: [...SAVED_SEARCH_LISTS], optional: true },
  filters: { type: Object, blackbox: true },
  query: { type: String, max: LENGTH.summary * 2 },
  frequency: oneOf(ALERT_FREQUENCIES),
  active: Boolean,
  timeZone: { type: String, max: 64 },
  createdAt: Date,
  lastAlertAt: { type: Date, optional: true },
});

export const savedSearchHitSchema = createSchema({
  _id: { type: String, max: 80 },
  searchId: id(),
  userId: id(),
  projectId: { ...id(), optional: true },
  personId: { ...id(), optional: true },
  foundAt: Date,
  alertedAt: { type: Date, optional: true },
});
