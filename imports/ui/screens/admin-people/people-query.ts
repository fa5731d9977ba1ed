// The people tables' state in the address: ?view=entries&q=…&cv=…&entry=…&status=…&page=…
// Values the server would refuse are dropped, so a hand-edited address still shows a page.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { CV_FILTERS, type CvFilter, ENTRY_FILTERS, type EntryFilter, PEOPLE_ADMIN_PAGE_SIZE } from '../../../api/people/admin-list';
import { PERSON_STATUSES, type PersonStatus } from '../../../api/people/schema';

export type PeopleView = 'candidates' | 'entries';

export interface PeopleQuery {
  view: PeopleView;
  text: string;
  cv?: CvFilter;
  entry?: EntryFilter;
  status?: PersonStatus;
  page: number;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((item) => item === value);
}

export function parsePeopleQuery(params: URLSearchParams): PeopleQuery {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    view: params.get('view') === 'entries' ? 'entries' : 'candidates',
    text: (params.get('q') ?? '').slice(0, 100),
    cv: oneOf(CV_FILTERS, params.get('cv')),
    entry: oneOf(ENTRY_FILTERS as readonly EntryFilter[], params.get('entry')),
    status: oneOf(
      PERSON_STATUSES.map((status) => status.value),
      params.get('status'),
    ),
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 40_000) : 1,
  };
}

/** What the server is asked for one page of the current view. */
export function pageFilters(query: PeopleQuery): Record<string, unknown> {
  const filters: Record<string, unknown> = { limit: PEOPLE_ADMIN_PAGE_SIZE, skip: (query.page - 1) * PEOPLE_ADMIN_PAGE_SIZE };
  if (query.text.trim()) filters.text = query.text.trim();
  if (query.view === 'candidates') {
    if (query.cv) filters.cv = query.cv;
    if (query.entry) filters.entry = query.entry;
  } else if (query.status) {
    filters.status = query.status;
  }
  return filters;
}

export function usePeopleQuery(): [PeopleQuery, (changes: Partial<PeopleQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Partial<PeopleQuery>) => {
      setParams((previous) => {
        const next = { ...parsePeopleQuery(previous), page: 1, ...changes };
        const out = new URLSearchParams();
        if (next.view === 'entries') out.set('view', 'entries');
        if (next.text) out.set('q', next.text);
        if (next.cv) out.set('cv', next.cv);
        if (next.entry) out.set('entry', next.entry);
        if (next.status) out.set('status', next.status);
        if (next.page > 1) out.set('page', String(next.page));
        return out;
      });
    },
    [setParams],
  );
  return [parsePeopleQuery(params), update];
}
