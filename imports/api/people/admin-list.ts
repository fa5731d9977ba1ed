// The back office's "Candidates and experts" tables, browser-safe: the filters, page size and
// sorts of the candidates table (`people.adminCandidates` + `people.adminCandidatesCount`) and of
// the expert entries table (`people.admin` + `people.adminCount`).
//
// Decisions where the issue is silent:
// - Candidates are accounts holding the candidate role (deleted accounts left out), newest
//   first, searched by first or last name or e-mail. Their "candidate status" is whether a CV
//   is on file; their expert status is their directory entry's status, or none.
// - Expert entries are the directory's entries (including those the agency lists from its own
//   records, without an account), most recently changed first, searched by first name, headline
//   or URL name.
// - Both tables page with limit/skip over a total sort (ending in `_id`).
import { createSchema, integer } from '../common/lists';
import { SEARCH_TEXT_MAX } from '../common/search';
import { PERSON_STATUSES, type PersonStatus } from './schema';

export const PEOPLE_ADMIN_PAGE_SIZE = 25;
export const PEOPLE_ADMIN_PAGE_MAX = 100;
const SKIP_MAX = 1_000_000;

export const CV_FILTERS = ['with-cv', 'without-cv'] as const;
export type CvFilter = (typeof CV_FILTERS)[number];
/** A candidate's expert status: their entry's status, or `none` without an entry. */
export const ENTRY_FILTERS = ['none', ...PERSON_STATUSES.map((status) => status.value)] as const;
export type EntryFilter = 'none' | PersonStatus;

export interface CandidateQuery {
  text?: string;
  cv?: CvFilter;
  entry?: EntryFilter;
}

export interface CandidateFilters extends CandidateQuery {
  limit?: number;
  skip?: number;
}

export interface EntryQuery {
  text?: string;
  status?: PersonStatus;
}

export interface EntryFilters extends EntryQuery {
  limit?: number;
  skip?: number;
}

const text = { type: String, max: SEARCH_TEXT_MAX, optional: true };
const page = {
  limit: { ...integer(1, PEOPLE_ADMIN_PAGE_MAX), optional: true },
  skip: { ...integer(0, SKIP_MAX), optional: true },
};

const candidateQueryFields = {
  text,
  cv: { type: String, allowedValues: [...CV_FILTERS], optional: true },
  entry: { type: String, allowedValues: [...ENTRY_FILTERS], optional: true },
};
export const candidateQuerySchema = createSchema(candidateQueryFields);
export const candidateFiltersSchema = createSchema({ ...candidateQueryFields, ...page });

const entryQueryFields = { text, status: { type: String, allowedValues: PERSON_STATUSES.map((status) => status.value), optional: true } };
export const entryQuerySchema = createSchema(entryQueryFields);
export const entryFiltersSchema = createSchema({ ...entryQueryFields, ...page });

export const CANDIDATE_SORT = { createdAt: -1, _id: -1 } as const;
export const ENTRY_SORT = { 'docInfo.updatedAt': -1, _id: -1 } as const;

/** The fields of a candidate's account the back office shows (never `services`). */
export const ADMIN_CANDIDATE_FIELDS = { profile: 1, emails: 1, roles: 1, createdAt: 1, candidateData: 1, docInfo: 1 } as const;
