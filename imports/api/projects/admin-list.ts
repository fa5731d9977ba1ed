// The admin projects table: its filters (status, free text), its sorts and its pages, shared by
// the `projects.admin` publication (one page) and the `projects.adminCount` method (how many
// pages). Browser-safe, so the screen imports the same sort names and page size.
//
// Decisions where the issue is silent:
// - Paging is limit/skip over a total sort (every sort ends in `_id`), so a page is stable while
//   nothing changes; indexes on each sort key keep the last page cheap at 10,000 projects.
// - Free text matches title, reference number or confidential client name (case-insensitive,
//   literal).
import { createSchema, integer } from '../common/lists';
import type { Condition, SortSpec } from '../common/listing-filters';
import { containsText, SEARCH_TEXT_MAX } from '../common/search';
import { PROJECT_STATUSES, type ProjectStatus } from './schema';

export const ADMIN_PROJECT_SORTS = ['updated', 'title', 'published', 'reference'] as const;
export type AdminProjectSort = (typeof ADMIN_PROJECT_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** Rows per page of the admin table, and the most a page may hold. */
export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_PAGE_MAX = 100;
/** The furthest a page may start (well past the 10,000 projects the bench seeds). */
export const ADMIN_SKIP_MAX = 1_000_000;

export interface AdminProjectQuery {
  status?: ProjectStatus;
  text?: string;
}

export interface AdminProjectFilters extends AdminProjectQuery {
  sort?: AdminProjectSort;
  direction?: SortDirection;
  limit?: number;
  skip?: number;
}

const queryFields = {
  status: { type: String, allowedValues: [...PROJECT_STATUSES], optional: true },
  text: { type: String, max: SEARCH_TEXT_MAX, optional: true },
};

export const adminProjectQuerySchema = createSchema(queryFields);

export const adminProjectFiltersSchema = createSchema({
  ...queryFields,
  sort: { type: String, allowedValues: [...ADMIN_PROJECT_SORTS], optional: true },
  direction: { type: String, allowedValues: [...SORT_DIRECTIONS], optional: true },
  limit: { ...integer(1, ADMIN_PAGE_MAX), optional: true },
  skip: { ...integer(0, ADMIN_SKIP_MAX), optional: true },
});

export function adminProjectSelector(query: AdminProjectQuery): Condition {
  const selector: Condition = {};
  if (query.status) selector.status = query.status;
  const text = query.text?.trim();
  if (text) selector.$or = ['title', 'referenceNumber', 'clientName'].map((field) => ({ [field]: containsText(text) }));
  return selector;
}

const SORT_FIELDS: Record<AdminProjectSort, string> = {
  updated: 'docInfo.updatedAt',
  title: 'title',
  published: 'publishedAt',
  reference: 'referenceNumber',
};

/** Default: most recently changed first; titles A→Z; otherwise newest or highest first. */
export function defaultDirection(sort: AdminProjectSort): SortDirection {
  return sort === 'title' ? 'asc' : 'desc';
}

export function adminProjectFindOptions(filters: AdminProjectFilters): { sort: SortSpec; limit: number; skip: number } {
  const sort = filters.sort ?? 'updated';
  const direction = filters.direction ?? defaultDirection(sort);
  const order = direction === 'asc' ? 1 : -1;
  return {
    sort: { [SORT_FIELDS[sort]]: order, _id: order },
    limit: filters.limit ?? ADMIN_PAGE_SIZE,
    skip: filters.skip ?? 0,
  };
}
