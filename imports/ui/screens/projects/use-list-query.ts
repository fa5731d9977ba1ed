// The list's filters and limit, kept in the address. A filter change adds a history entry (the
// back button undoes it) and starts again from the first page; "load more" replaces the entry.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_SIZE } from '../../../api/common/search';
import type { ProjectFilters } from '../../../api/projects/filters';
import { useCurrentAccount } from '../../lib/account-context';
import { type ListQuery, readListQuery, writeListQuery } from './filters-query';

export interface ListQueryApi extends ListQuery {
  setFilters(filters: ProjectFilters): void;
  loadMore(): void;
  reset(): void;
}

export function useListQuery(): ListQueryApi {
  const [params, setParams] = useSearchParams();
  const { hidePrices } = useCurrentAccount();
  const key = params.toString();
  // Parsed once per address, so the filters object keeps its identity between renders.
  const query = useMemo(() => readListQuery(new URLSearchParams(key), { hidePrices }), [key, hidePrices]);
  const setFilters = useCallback(
    (filters: ProjectFilters) => {
      const next = writeListQuery({ filters, limit: PAGE_SIZE });
      if (next.toString() !== key) setParams(next, { preventScrollReset: true });
    },
    [setParams, key],
  );
  const loadMore = useCallback(
    () => setParams(writeListQuery({ ...query, limit: query.limit + PAGE_SIZE }), { replace: true, preventScrollReset: true }),
    [setParams, query],
  );
  const reset = useCallback(() => setParams(new URLSearchParams(), { preventScrollReset: true }), [setParams]);
  return { ...query, setFilters, loadMore, reset };
}
