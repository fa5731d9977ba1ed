// The admin projects table's words shared by its page publication (admin-publications.ts) and
// its screen: the sorts and the default direction of each. Browser-safe.
//
// Decisions where the issue is silent:
// - Paging is the admin page kit's (common/admin-page-publication.ts) over a total sort (every
//   sort ends in `_id`); indexes on each sort key keep the last page cheap at 10,000 projects.
// - Free text matches title, reference number or confidential client name (case-insensitive,
//   literal).
import type { SortDirection } from '../common/admin-pages';

export const ADMIN_PROJECT_SORTS = ['updated', 'title', 'published', 'reference'] as const;
export type AdminProjectSort = (typeof ADMIN_PROJECT_SORTS)[number];

/** Default: most recently changed first; titles A→Z; otherwise newest or highest first. */
export function defaultDirection(sort: AdminProjectSort): SortDirection {
  return sort === 'title' ? 'asc' : 'desc';
}
