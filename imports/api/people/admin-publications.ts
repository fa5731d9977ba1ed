// The back office's people views: the candidates table (`people.adminCandidatesPage`: accounts
// with their directory entries), the expert entries table (`people.adminPage`), each one page
// at a time (common/admin-page-definition.ts), and one candidate with profile, CV details and
// entry (`people.adminCandidate`, by account id or, for entries without an account, by entry id).
// Admins only; account fields are ADMIN_CANDIDATE_FIELDS, never `services`.
import { defineAdminPage } from '../common/admin-page-definition';
import { definePublication } from '../common/define-publication';
import { createSchema, id } from '../common/lists';
import { textCondition } from '../common/search';
import { usersCollection } from '../users/store';
import { ADMIN_CANDIDATE_FIELDS, CANDIDATE_SORT, CV_OPTIONS, type CvFilter, ENTRY_OPTIONS, ENTRY_SORT, type EntryFilter } from './admin-list';
import { People } from './collection';
import { PERSON_STATUSES } from './schema';

function searchIn(fields: string[]) {
  return (text: string) => textCondition(text, fields);
}

/**
 * The accounts whose expert status is `entry`. Without an entry: the account's own flag
 * (entry-flag.ts), tested on the accounts the page walks. With one: the expert status lives on
 * the entries, so the linked entries of that status are read and the accounts matched by id.
 */
async function withEntryStatus(entry: EntryFilter): Promise<Record<string, unknown>> {
  if (entry === 'none') return { hasDirectoryEntry: { $exists: false } };
  const linked = await People.find({ sourceUserId: { $exists: true }, status: entry }, { fields: { sourceUserId: 1 } }).fetchAsync();
  return { _id: { $in: linked.map((found) => found.sourceUserId as string) } };
}

export const adminEntriesPage = defineAdminPage({
  name: 'people.adminPage',
  collection: People,
  filters: { status: PERSON_STATUSES },
  text: searchIn(['firstName', 'headline', 'urlName']),
  sort: ENTRY_SORT,
});

/**
 * The candidates table's rows whatever the filters: live accounts with the candidate role. Most
 * accounts are candidates, so the role is tested on each account of the newest-first index
 * (`$elemMatch`, which the role's key table does not narrow) and a page reads about its own rows,
 * where `roles: 'candidate'` started from every candidate and sorted them all (first page 26 ms,
 * last 38 ms at p95 for 5,000 candidates). The same accounts: `roles` is always an array.
 */
export const CANDIDATE_ROWS = { roles: { $elemMatch: { $eq: 'candidate' } }, deletedAt: { $exists: false } };

/** A function: the accounts collection exists once the server has started. */
export function adminCandidatesPage() {
  return defineAdminPage({
    name: 'people.adminCandidatesPage',
    collection: usersCollection(),
    filters: {
      cv: { options: CV_OPTIONS, match: (cv: CvFilter) => ({ 'candidateData.cv': { $exists: cv === 'with-cv' } }) },
      entry: { options: ENTRY_OPTIONS, match: withEntryStatus },
    },
    always: CANDIDATE_ROWS,
    text: searchIn(['profile.name.first', 'profile.name.last', 'emails.address']),
    sort: CANDIDATE_SORT,
    fields: ADMIN_CANDIDATE_FIELDS,
    // Each candidate's directory entry, every field (the screen shows its status).
    related: [{ collection: () => People as never, idsOf: (rows) => rows.map((row) => row._id), matchOn: 'sourceUserId', fields: {} }],
  });
}

export const adminCandidatePublication = definePublication({
  name: 'people.adminCandidate',
  params: createSchema({ key: id() }),
  access: 'admin',
  async cursors(key: string) {
    const entry = await People.findOneAsync({ $or: [{ _id: key }, { sourceUserId: key }] }, { fields: { _id: 1, sourceUserId: 1 } });
    const userId = entry?.sourceUserId ?? (entry?._id === key ? undefined : key);
    const users = usersCollection().find({ _id: userId ?? '', roles: 'candidate' }, { fields: ADMIN_CANDIDATE_FIELDS, limit: 1 });
    const entries = People.find(userId ? { sourceUserId: userId } : { _id: key }, { limit: 1 });
    return [users, entries];
  },
});
