// Server-side selectors of the back office's people tables (see admin-list.ts). The candidate
// table's expert-status filter reads the directory's account links once per subscription: the
// set of linked accounts is small next to the accounts themselves.
import type { Condition } from '../common/listing-filters';
import { containsText } from '../common/search';
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
  if (query.entry) {
    const linked = query.entry === 'none' ? { sourceUserId: { $exists: true } } : { sourceUserId: { $exists: true }, status: query.entry };
    const ids = (await People.find(linked, { fields: { sourceUserId: 1 } }).fetchAsync()).map((entry) => entry.sourceUserId as string);
    and.push({ _id: query.entry === 'none' ? { $nin: ids } : { $in: ids } });
  }
  return { $and: and };
}

export function entrySelector(query: EntryQuery): Condition {
  const selector: Condition = {};
  if (query.status) selector.status = query.status;
  const text = query.text?.trim();
  if (text) selector.$or = ['firstName', 'headline', 'urlName'].map((field) => ({ [field]: containsText(text) }));
  return selector;
}
