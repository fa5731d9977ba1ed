// The table's state in the address (shareable, survives reload): ?q=…&status=…&sort=…&dir=…&page=…
// Anything the server would refuse is dropped here, so a hand-edited address still shows a page.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import {
  ADMIN_PAGE_SIZE,
  ADMIN_PROJECT_SORTS,
  type AdminProjectFilters,
  type AdminProjectSort,
  SORT_DIRECTIONS,
  type SortDirection,
} from '../../../api/projects/admin-list';
import { PROJECT_STATUSES, type ProjectStatus } from '../../../api/projects/schema';

export interface TableQuery {
  text: string;
  status?: ProjectStatus;
  sort?: AdminProjectSort;
  direction?: SortDirection;
  page: number;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((item) => item === value);
}

export function parseTableQuery(params: URLSearchParams): TableQuery {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    text: (params.get('q') ?? '').slice(0, 100),
    status: oneOf(PROJECT_STATUSES, params.get('status')),
    sort: oneOf(ADMIN_PROJECT_SORTS, params.get('sort')),
    direction: oneOf(SORT_DIRECTIONS, params.get('dir')),
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 40_000) : 1,
  };
}

export function filtersOf(query: TableQuery): AdminProjectFilters {
  const filters: AdminProjectFilters = { limit: ADMIN_PAGE_SIZE, skip: (query.page - 1) * ADMIN_PAGE_SIZE };
  if (query.text.trim()) filters.text = query.text.trim();
  if (query.status) filters.status = query.status;
  if (query.sort) filters.sort = query.sort;
  if (query.direction) filters.direction = query.direction;
  return filters;
}

export function useTableQuery(): [TableQuery, (changes: Partial<TableQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const query = parseTableQuery(params);
  const update = useCallback(
    (changes: Partial<TableQuery>) => {
      setParams((previous) => {
        const next = { ...parseTableQuery(previous), page: 1, ...changes };
        const out = new URLSearchParams();
        if (next.text) out.set('q', next.text);
        if (next.status) out.set('status', next.status);
        if (next.sort) out.set('sort', next.sort);
        if (next.direction) out.set('dir', next.direction);
        if (next.page > 1) out.set('page', String(next.page));
        return out;
      });
    },
    [setParams],
  );
  return [query, update];
}
