// The back office's "Candidates and experts" tables, browser-safe: the filters, sorts and fields
// its two page publications (admin-publications.ts) and its screen share.
//
// Decisions where the issue is silent:
// - Candidates are accounts holding the candidate role (deleted accounts left out), newest
//   first, searched by first or last name or e-mail. Their "candidate status" is whether a CV
//   is on file; their expert status is their directory entry's status, or none.
// - Expert entries are the directory's entries (including those the agency lists from its own
//   records, without an account), most recently changed first, searched by first name, headline
//   or URL name.
// - Both tables page with the admin page kit (common/admin-page-publication.ts) over a total
//   sort (ending in `_id`).
import { type ListItem, listOf } from '../common/lists';
import { PERSON_STATUSES, type PersonStatus } from './schema';

export const CV_OPTIONS = listOf({ 'with-cv': 'With a CV', 'without-cv': 'Without a CV' });
export type CvFilter = (typeof CV_OPTIONS)[number]['value'];
/** A candidate's expert status: their entry's status, or `none` without an entry. */
export type EntryFilter = 'none' | PersonStatus;
export const ENTRY_OPTIONS: readonly ListItem<EntryFilter>[] = [{ value: 'none', label: 'No entry' }, ...PERSON_STATUSES];

export const CANDIDATE_SORT = { createdAt: -1, _id: -1 } as const;
export const ENTRY_SORT = { 'docInfo.updatedAt': -1, _id: -1 } as const;

/** The fields of a candidate's account the back office shows (never `services`). */
export const ADMIN_CANDIDATE_FIELDS = { profile: 1, emails: 1, roles: 1, createdAt: 1, candidateData: 1, docInfo: 1 } as const;
