// A person's own saved searches: save the list's current filters, rename, change how often,
// switch on or off, delete. Functions take the acting user's id and know nothing of DDP.
//
// Decisions where the issue is silent:
// - Anyone signed in may save project searches (the list is public); expert searches only those
//   who may request experts (customers and admins: the 'people' rule, checked by the method), as
//   the directory's rate filter is theirs too. Both kinds count against one MAX_SAVED_SEARCHES.
// - Nobody sees, changes or deletes another person's, admins included: another's id reads as
//   not found (404), so ids cannot be probed.
// - The stored query is the list's selector (filters.ts) without the "load more" limit; the
//   order is kept with the filters only to open the list as it was. The directory's "available
//   by" keeps its date, and a "not available" expert counts as back by then only when their date
//   lay ahead on the day the search was saved (the selector's "today" is stored with it).
// - At most MAX_SAVED_SEARCHES per person; a time zone the server's Intl does not know is refused.
import { writeTogether } from 'meteor/mongo';
import { EJSON } from 'meteor/ejson';
import { directorySelector, type PeopleFilters } from '../people/filters';
import { openProjectsSelector, type ProjectFilters } from '../projects/filters';
import { oncePerCall } from '../common/call-receipts';
import { userError } from '../common/user-error';
import { SavedSearches, SavedSearchHits } from './collection';
import { MAX_SAVED_SEARCHES, type AlertFrequency, type SavedSearchList } from './schema';

export interface SaveSearchInput<TFilters = ProjectFilters> {
  name: string;
  frequency: AlertFrequency;
  filters: TFilters;
  timeZone: string;
}

export interface SearchChanges {
  name?: string;
  frequency?: AlertFrequency;
  active?: boolean;
}

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The project list's query for these filters, as stored. */
export function searchQueryOf(filters: ProjectFilters): string {
  return JSON.stringify(openProjectsSelector(filters));
}

/** The directory's query for these filters, as stored (EJSON: "available by" is a date). */
export function expertSearchQueryOf(filters: PeopleFilters): string {
  return EJSON.stringify(directorySelector(filters));
}

async function insertSearch<TFilters extends { limit?: number }>(
  userId: string,
  input: SaveSearchInput<TFilters>,
  list: SavedSearchList,
  queryOf: (filters: TFilters) => string,
): Promise<string> {
  if (!isTimeZone(input.timeZone)) throw userError(400, 'savedSearches.errors.timeZone');
  if ((await SavedSearches.find({ userId }).countAsync()) >= MAX_SAVED_SEARCHES) throw userError(409, 'savedSearches.errors.tooMany', { max: MAX_SAVED_SEARCHES });
  const { limit: _limit, ...filters } = input.filters;
  return SavedSearches.insertAsync({
    userId,
    name: input.name.trim(),
    // Stored searches without a list are project searches: only the new kind is named.
    ...(list === 'projects' ? {} : { list }),
    filters: filters as Record<string, unknown>,
    query: queryOf(filters as TFilters),
    frequency: input.frequency,
    active: true,
    timeZone: input.timeZone,
    createdAt: new Date(),
  });
}

export async function saveSearch(userId: string, input: SaveSearchInput): Promise<string> {
  return insertSearch(userId, input, 'projects', searchQueryOf);
}

/** Customers and admins only: the method's access rule says who. */
export async function saveExpertSearch(userId: string, input: SaveSearchInput<PeopleFilters>): Promise<string> {
  return insertSearch(userId, input, 'experts', expertSearchQueryOf);
}

export async function changeSearch(userId: string, searchId: string, changes: SearchChanges): Promise<void> {
  const set: SearchChanges = { ...changes, ...(changes.name !== undefined ? { name: changes.name.trim() } : {}) };
  const changed = Object.keys(set).length === 0 ? 1 : await SavedSearches.updateAsync({ _id: searchId, userId }, { $set: set });
  if (changed === 0 || !(await SavedSearches.findOneAsync({ _id: searchId, userId }, { fields: { _id: 1 } }))) throw userError(404, 'savedSearches.errors.notFound');
}

/** A re-sent call (same randomSeed) answers as its first send, not 404, and finishes its clean-up (common/call-receipts.ts). */
export function deleteSearch(userId: string, searchId: string): Promise<void> {
  const removeHits = async () => {
    await SavedSearchHits.removeAsync({ searchId });
  };
  return oncePerCall<void>(
    userId,
    async (receipt) => {
      const removed = await writeTogether([() => SavedSearches.removeAsync({ _id: searchId, userId }), receipt()], { requireMatch: true });
      if (!removed) throw userError(404, 'savedSearches.errors.notFound');
      await removeHits();
    },
    { replayed: removeHits },
  );
}
