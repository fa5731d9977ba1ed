// The shape client and server share for the admin tables' pages (admin-page-publication.ts): the
// list record (list-pages.ts) of one page, with the total count besides the page's ids in order.
// Pure: the browser imports it.
import type { ListPageRecord } from './list-pages';

export const ADMIN_PAGE_SIZE = 20;
/** Deep enough for 100,000 rows at 20 a page, and a bound on skip. */
export const ADMIN_PAGE_MAX = 50_000;

/** How a sortable table's column is ordered (`dir` in the address). */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export interface AdminPageRecord extends ListPageRecord {
  total: number;
  page: number;
  pageCount: number;
}
