// Server-side queries of the back office's people tables (see admin-list.ts): the candidates a
// filter matches, one page of them, their count, and the expert entries' selector.
import type { Condition } from '../common/listing-filters';
import { containsText } from '../common/search';
import { usersCollection } from '../users/store';
import { People } from './collection';
import { CANDIDATE_SORT, type CandidateFilters, type CandidateQuery, type EntryFilter, type EntryQuery, PEOPLE_ADMIN_PAGE_SIZE } from './admin-list';

const LOOKUP_BATCH = 100;

function accountConditions(query: CandidateQuery): Condition {
  const and: Condition[] = [{ roles: 'candidate' }, { deletedAt: { $exists: false } }];
  const text = query.text?.trim();
  if (text) {
    and.push({ $or: ['profile.name.first', 'profile.name.last', 'emails.address'].map((field) => ({ [field]: containsText(text) })) });
  }
  if (query.cv === 'with-cv') and.push({ 'candidateData.cv': { $exists: true } });
  if (query.cv === 'without-cv') and.push({ 'candidateData.cv': { $exists: false } });
  return { $and: and };
}

/**
 * The candidates a query matches, all of them: a live selector when the accounts alone decide,
 * otherwise (an expert-status filter, which lives on the entries) every matching account id in
 * table order. It defines what candidatePage and countCandidates compute without reading every
 * account (the tests hold them to it); exports and audits that want the whole list use it.
 */
export async function matchingCandidates(query: CandidateQuery): Promise<{ selector: Condition } | { ids: string[] }> {
  const selector = accountConditions(query);
  if (!query.entry) return { selector };
  const ids = (await usersCollection().find(selector, { fields: { _id: 1 }, sort: CANDIDATE_SORT }).fetchAsync()).map((user) => user._id);
  return { ids: await withEntryStatus(ids, query.entry) };
}

/** Those of `ids` (in their order) whose expert status is `entry`. */
async function withEntryStatus(ids: string[], entry: EntryFilter): Promise<string[]> {
  const linked = new Set<string>();
  // In batches: each found entry is checked against its batch's list, not all the ids at once.
  for (let start = 0; start < ids.length; start += LOOKUP_BATCH) {
    const linkedSelector: Condition = { sourceUserId: { $in: ids.slice(start, start + LOOKUP_BATCH) } };
    if (entry !== 'none') linkedSelector.status = entry;
    for (const found of await People.find(linkedSelector, { fields: { sourceUserId: 1 } }).fetchAsync()) linked.add(found.sourceUserId as string);
  }
  return ids.filter((userId) => linked.has(userId) === (entry !== 'none'));
}

/**
 * How many candidates a query matches. With an expert-status filter it counts from the entries'
 * side: the accounts linked to an entry of that status (or, for `none`, all matching accounts
 * less those linked to any entry), so it reads the linked entries, not every account in order.
 */
export async function countCandidates(query: CandidateQuery): Promise<number> {
  const selector = accountConditions(query);
  const users = usersCollection();
  if (!query.entry) return users.find(selector).countAsync();
  const linkedSelector: Condition = { sourceUserId: { $exists: true } };
  if (query.entry !== 'none') linkedSelector.status = query.entry;
  const linked = (await People.find(linkedSelector, { fields: { sourceUserId: 1 } }).fetchAsync()).map((entry) => entry.sourceUserId as string);
  const withEntry = linked.length === 0 ? 0 : await users.find({ $and: [selector, { _id: { $in: linked } }] }).countAsync();
  return query.entry === 'none' ? (await users.find(selector).countAsync()) - withEntry : withEntry;
}

/** One page of candidates: the selector of the page's accounts and their ids. */
export async function candidatePage(filters: CandidateFilters): Promise<{ selector: Condition; skip: number; ids: string[] }> {
  const limit = filters.limit ?? PEOPLE_ADMIN_PAGE_SIZE;
  const skip = filters.skip ?? 0;
  const selector = accountConditions(filters);
  if (filters.entry) {
    // Only the page's accounts are published, by id (the expert status lives on the entries).
    const ids = (await candidatesWithEntryStatus(selector, filters.entry, skip + limit)).slice(skip, skip + limit);
    return { selector: { _id: { $in: ids } }, skip: 0, ids };
  }
  const page = await usersCollection().find(selector, { fields: { _id: 1 }, sort: CANDIDATE_SORT, skip, limit }).fetchAsync();
  return { selector, skip, ids: page.map((user) => user._id) };
}

/**
 * The first `wanted` accounts of `selector` in table order whose expert status is `entry`: the
 * accounts are read in growing windows (each twice the last) and their entries looked up, until
 * enough are found or the accounts run out, so a first page reads a few hundred accounts, not all.
 */
async function candidatesWithEntryStatus(selector: Condition, entry: EntryFilter, wanted: number): Promise<string[]> {
  const found: string[] = [];
  let read = 0;
  for (let window = Math.max(LOOKUP_BATCH, wanted * 2); found.length < wanted; window *= 2) {
    const accounts = await usersCollection().find(selector, { fields: { _id: 1 }, sort: CANDIDATE_SORT, skip: read, limit: window }).fetchAsync();
    found.push(...(await withEntryStatus(accounts.map((account) => account._id), entry)));
    read += accounts.length;
    if (accounts.length < window) break;
  }
  return found;
}

export function entrySelector(query: EntryQuery): Condition {
  const selector: Condition = {};
  if (query.status) selector.status = query.status;
  const text = query.text?.trim();
  if (text) selector.$or = ['firstName', 'headline', 'urlName'].map((field) => ({ [field]: containsText(text) }));
  return selector;
}
