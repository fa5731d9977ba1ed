// Server-side selectors of the back office's people tables (see admin-list.ts). The candidate
// table's expert-status filter is resolved once per subscription or count into the matching
// account ids (entries are looked up by the page's accounts, never scanned).
import type { Condition } from '../common/listing-filters';
import { containsText } from '../common/search';
import { usersCollection } from '../users/store';
import { People } from './collection';
import type { CandidateQuery, EntryQuery } from './admin-list';

export async function candidateSelector(query: CandidateQuery): Promise<Condition> {
  const and: Condition[] = [{ roles: 'candidate' }, { deletedAt: { $exists: false } }];
  const text = query.text?.trim();
  if (text) {
    and.push({ $or: ['profile.name.first', 'profile.name.last', 'emails.address'].map((field) => ({ [field]: containsText(text) })) });
  }
  if (query.cv === 'with-cv') and.push({ 'candidateData.cv': { $exists: true } });
  if (query.cv === 'without-cv') and.push({ 'candidateData.cv': { $exists: false } });
  if (!query.entry) return { $and: and };
  // Expert status lives on the entries: look up the entries of exactly these accounts (an $in
  // over the unique sourceUserId index) and keep the accounts whose entry matches.
  const ids = (await usersCollection().find({ $and: and }, { fields: { _id: 1 } }).fetchAsync()).map((user) => user._id);
  const linkedSelector: Condition = { sourceUserId: { $in: ids } };
  if (query.entry !== 'none') linkedSelector.status = query.entry;
  const linked = new Set((await People.find(linkedSelector, { fields: { sourceUserId: 1 } }).fetchAsync()).map((entry) => entry.sourceUserId));
  return { _id: { $in: ids.filter((userId) => linked.has(userId) === (query.entry !== 'none')) } };
}

export function entrySelector(query: EntryQuery): Condition {
  const selector: Condition = {};
  if (query.status) selector.status = query.status;
  const text = query.text?.trim();
  if (text) selector.$or = ['firstName', 'headline', 'urlName'].map((field) => ({ [field]: containsText(text) }));
  return selector;
}
