// The directory's live data for a set of filters: the `people.directory` subscription, the
// matching experts in the server's order (its list record names them: use-list-page.ts), and
// the live total from `people.directoryCount` (which ignores the page limit and the order).
import { useMemo } from 'react';
import { People } from '../../../api/people/browser-collection';
import type { PeopleFilters } from '../../../api/people/filters';
import type { Person } from '../../../api/people/schema';
import { COUNTS_COLLECTION } from '../../../api/common/live-counts';
import { pageSubscription } from '../../lib/page-subscription';
import { useListedDocuments } from '../../lib/use-list-page';
import { useLiveCount } from '../../lib/use-live-count';

export interface ExpertDirectory {
  loading: boolean;
  experts: Person[];
  /** How many experts match in all; null until the server has answered. */
  total: number | null;
}

/** The directory's subscriptions: the page of experts, and the count (which ignores the page limit and the order). */
export function expertDirectorySubscriptions(filters: PeopleFilters) {
  const { limit: _limit, sort: _sort, ...counted } = filters;
  return {
    list: pageSubscription('people.directory', 'people', filters),
    count: pageSubscription('people.directoryCount', COUNTS_COLLECTION, counted),
  };
}

export function useExpertDirectory(filters: PeopleFilters): ExpertDirectory {
  const { list, count } = expertDirectorySubscriptions(filters);
  const { loading, value: experts } = useListedDocuments(list, People);
  const total = useLiveCount(count.name, ...count.args);
  return useMemo(() => ({ loading, experts, total }), [loading, experts, total]);
}
