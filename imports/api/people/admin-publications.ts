// The back office's candidate views: one page of candidates with their directory entries
// (`people.adminCandidates`), and one candidate with profile, CV details and entry
// (`people.adminCandidate`, by account id or, for entries without an account, by entry id).
// Admins only; account fields are ADMIN_CANDIDATE_FIELDS, never `services`.
import { definePublication } from '../common/define-publication';
import { createSchema, id } from '../common/lists';
import { usersCollection } from '../users/store';
import { ADMIN_CANDIDATE_FIELDS, CANDIDATE_SORT, type CandidateFilters, candidateFiltersSchema, PEOPLE_ADMIN_PAGE_SIZE } from './admin-list';
import { candidatePage } from './admin-queries';
import { People } from './collection';

export const adminCandidatesPublication = definePublication({
  name: 'people.adminCandidates',
  params: createSchema({ filters: { type: candidateFiltersSchema, optional: true } }),
  access: 'admin',
  async cursors(filters: CandidateFilters = {}) {
    const limit = filters.limit ?? PEOPLE_ADMIN_PAGE_SIZE;
    const page = await candidatePage(filters);
    // The page's accounts stay live; their entries follow (published, edited, unpublished).
    return [
      usersCollection().find(page.selector, { fields: ADMIN_CANDIDATE_FIELDS, sort: CANDIDATE_SORT, limit, skip: page.skip }),
      People.find({ sourceUserId: { $in: page.ids } }),
    ];
  },
});

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

export const adminCandidatePublications = [adminCandidatesPublication, adminCandidatePublication];
