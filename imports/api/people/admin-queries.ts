// Server-side queries of the back office's people tables (see admin-list.ts): the candidates a
// filter matches, one page of them, their count, and the expert entries' selector.
import type { Condition } from '../common/listing-filters';
import { containsText } from '../common/search';
import { usersCollection } from '../users/store';
import { People } from './collection';
import { CANDIDATE_SORT, type CandidateFilters, type CandidateQuery, type EntryQuery, PEOPLE_ADMIN_PAGE_SIZE } from './admin-list';

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
 * The candidates a query matches: a live selector when the accounts alone decide, otherwise
 * (an expert-status filter, which lives on the entries) the matching account ids in table order,
 * found by looking up the entries of exactly these accounts (an $in over the unique
 * sourceUserId index) instead of scanning every entry.
 */
export async function matchingCandidates(query: CandidateQuery): Promise<{ selector: Condition } | { ids: string[] }> {
  const selector = accountConditions(query);
  if (!query.entry) return { selector };
  const ids = (await usersCollection().find(selector, { fields: { _id: 1 }, sort: CANDIDATE_SORT }).fetchAsync()).map((user) => user._id);
  const linked = new Set<string>();
  // In batches: each found entry is checked against its batch's list, not all the ids at once.
  for (let start = 0; start < ids.length; start += LOOKUP_BATCH) {
    const linkedSelector: Condition = { sourceUserId: { $in: ids.slice(start, start + LOOKUP_BATCH) } };
    if (query.entry !== 'none') linkedSelector.status = query.entry;
    for (const entry of await People.find(linkedSelector, { fields: { sourceUserId: 1 } }).fetchAsync()) linked.add(entry.sourceUserId as string);
  }
  return { ids: ids.filter((userId) => linked.has(userId) === (query.entry !== 'none')) };
}

export async function countCandidates(query: CandidateQuery): Promise<number> {
  const found = await matchingCandidates(query);
  return 'ids' in found ? found.ids.length : usersCollection().find(found.selector).countAsync();
}

/** One page of candidates: the selector of the page's accounts and their ids. */
export async function candidatePage(filters: CandidateFilters): Promise<{ selector: Condition; skip: number; ids: string[] }> {
  const limit = filters.limit ?? PEOPLE_ADMIN_PAGE_SIZE;
  const skip = filters.skip ?? 0;
  const found = await matchingCandidates(filters);
  if ('ids' in found) {
    // Only the page's accounts are published, by id, so the page costs the same however deep.
    const ids = found.ids.slice(skip, skip + limit);
    return { selector: { _id: { $in: ids } }, skip: 0, ids };
  }
  const page = await usersCollection().find(found.selector, { fields: { _id: 1 }, sort: CANDIDATE_SORT, skip, limit }).fetchAsync();
  return { selector: found.selector, skip, ids: page.map((user) => user._id) };
}

export function entrySelector(query: EntryQuery): Condition {
  const selector: Condition = {};
  if (query.status) selector.status = query.status;
  const text = query.text?.trim();
  if (text) selector.$or = ['firstName', 'headline', 'urlName'].map((field) => ({ [field]: containsText(text) }));
  return selector;
}
