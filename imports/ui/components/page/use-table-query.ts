// A list's filters, sort and page kept in the address (?status=new&sort=title&dir=asc&page=3), so
// a filtered page can be reloaded, shared and reached with the browser's back button. Each list
// declares its parameters: one value of a list (anything else in the address is dropped, so a
// hand-edited address still shows a page) or free text. Changing a filter starts again from
// page 1; the address is written in the declared order, page last.
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from '../../app/routing';

/** What an address parameter may hold: one of these values, or free text (a search, an id). */
export type QueryParam = readonly string[] | 'text';

/** Free text is cut to this length, as the servers' search fields are. */
export const QUERY_TEXT_MAX = 100;
/** A bound on the page number an address may ask for. */
export const QUERY_PAGE_MAX = 40_000;

export type QueryValues<K extends string> = Partial<Record<K, string>>;

export interface TableQuery<K extends string> {
  filters: QueryValues<K>;
  page: number;
  setFilter(name: K, value: string | undefined): void;
  /** Several parameters at once (unset ones with undefined or ''); starts again at page 1. */
  setFilters(changes: QueryValues<K> | Partial<Record<K, string | undefined>>): void;
  setPage(page: number): void;
}

export function readTableQuery<K extends string>(spec: Record<K, QueryParam>, params: URLSearchParams): { filters: QueryValues<K>; page: number } {
  const filters: QueryValues<K> = {};
  for (const [name, allowed] of Object.entries(spec) as [K, QueryParam][]) {
    const value = allowed === 'text' ? params.get(name)?.trim().slice(0, QUERY_TEXT_MAX) : params.get(name);
    if (value && (allowed === 'text' || allowed.includes(value))) filters[name] = value;
  }
  const rawPage = Number(params.get('page') ?? '1');
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? Math.min(rawPage, QUERY_PAGE_MAX) : 1;
  return { filters, page };
}

export function writeTableQuery<K extends string>(spec: Record<K, QueryParam>, filters: Partial<Record<K, string | undefined>>, page: number): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of Object.keys(spec) as K[]) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  if (page > 1) params.set('page', String(page));
  return params;
}

export function useTableQuery<K extends string>(spec: Record<K, QueryParam>): TableQuery<K> {
  const [params, setParams] = useSearchParams();
  // Screens declare the spec inline; its content, not its identity, decides.
  const specKey = JSON.stringify(spec);
  const stableSpec = useMemo(() => JSON.parse(specKey) as Record<K, QueryParam>, [specKey]);
  const { filters, page } = useMemo(() => readTableQuery(stableSpec, params), [stableSpec, params]);
  const setFilters = useCallback(
    (changes: Partial<Record<K, string | undefined>>) =>
      setParams((current) => writeTableQuery(stableSpec, { ...readTableQuery(stableSpec, current).filters, ...changes }, 1)),
    [setParams, stableSpec],
  );
  const setFilter = useCallback((name: K, value: string | undefined) => setFilters({ [name]: value } as Partial<Record<K, string | undefined>>), [setFilters]);
  const setPage = useCallback(
    (nextPage: number) => setParams((current) => writeTableQuery(stableSpec, readTableQuery(stableSpec, current).filters, nextPage)),
    [setParams, stableSpec],
  );
  return { filters, page, setFilter, setFilters, setPage };
}

/**
 * Sends an address past the last page (an old link, rows removed meanwhile) to the last page,
 * instead of showing an empty table that says nothing exists.
 */
export function useClampedPage(page: number, pageCount: number, total: number | null, setPage: (page: number) => void): void {
  useEffect(() => {
    if (total !== null && total > 0 && page > pageCount) setPage(pageCount);
  }, [page, pageCount, total, setPage]);
}
