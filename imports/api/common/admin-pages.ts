// The shape client and server share for the admin tables' pages (admin-page-publication.ts): one
// record per page subscription in the client-only `adminPages` collection, with the total count
// and the page's ids in order. Its _id is found the way a live count's is (live-counts.ts), so
// the client needs no subscription id. Pure: the browser imports it.
import { liveCountKey } from './live-counts';

export const ADMIN_PAGES_COLLECTION = 'adminPages';
export const ADMIN_PAGE_SIZE = 20;
/** Deep enough for 100,000 rows at 20 a page, and a bound on skip. */
export const ADMIN_PAGE_MAX = 50_000;

/** How a sortable table's column is ordered (`dir` in the address). */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export interface AdminPageRecord {
  _id: string;
  total: number;
  page: number;
  pageCount: number;
  ids: string[];
}

/** The page record's _id for a publication and its arguments (client and server agree). */
export const adminPageKey: (name: string, args: readonly unknown[]) => string = liveCountKey;
