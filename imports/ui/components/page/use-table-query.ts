// An admin table's filters and page number kept in the address (?status=new&page=3), so a
// filtered page can be reloaded, shared and reached with the browser's back button. Changing a
// filter starts again from page 1.
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export interface TableQuery<K extends string> {
  filters: Partial<Record<K, string>>;
  page: number;
  setFilter(name: K, value: string): void;
  setPage(page: number): void;
}

export function useTableQuery<K extends string>(filterNames: readonly K[]): TableQuery<K> {
  const [params, setParams] = useSearchParams();
  const namesKey = filterNames.join(',');
  const filters = useMemo(() => {
    const found: Partial<Record<K, string>> = {};
    for (const name of namesKey.split(',') as K[]) {
      const value = params.get(name);
      if (value) found[name] = value;
    }
    return found;
  }, [params, namesKey]);
  const rawPage = Number(params.get('page') ?? '1');
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1;
  const setFilter = useCallback(
    (name: K, value: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete('page');
        return next;
      }),
    [setParams],
  );
  const setPage = useCallback(
    (nextPage: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (nextPage > 1) next.set('page', String(nextPage));
        else next.delete('page');
        return next;
      }),
    [setParams],
  );
  return { filters, page, setFilter, setPage };
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
