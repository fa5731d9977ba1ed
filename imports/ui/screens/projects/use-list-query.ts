// The list's filters and limit, kept in the address by the list kit. A filter change starts
// again from the first page; "load more" grows the limit by a page.
import { useCallback } from 'react';
import { PAGE_SIZE } from '../../../api/common/search';
import type { ProjectFilters } from '../../../api/projects/filters';
import { useListAddress } from '../../components/list/use-list-address';
import { useCurrentAccount } from '../../lib/account-context';
import { rolesOf } from '../../../api/common/permissions';
import { type ListQuery, readListQuery, writeListQuery } from './filters-query';

export interface ListQueryApi extends ListQuery {
  setFilters(filters: ProjectFilters): void;
  loadMore(): void;
  reset(): void;
}

export function useListQuery(): ListQueryApi {
  const { hidePrices, user } = useCurrentAccount();
  const candidate = rolesOf(user).includes('candidate');
  const { query, change, reset } = useListAddress(readListQuery, writeListQuery, { hidePrices, candidate });
  const setFilters = useCallback((filters: ProjectFilters) => change({ filters, limit: PAGE_SIZE }), [change]);
  const loadMore = useCallback(() => change({ ...query, limit: query.limit + PAGE_SIZE }, { replace: true }), [change, query]);
  return { ...query, setFilters, loadMore, reset };
}
