// The directory's live data for a set of filters: the `people.directory` subscription, the
// matching experts from the client's copy in the server's order, and the live total from
// `people.directoryCount` (which ignores the page limit and the order).
import { useMemo } from 'react';
import { useFind, useSubscribe } from 'meteor/react-meteor-data';
import { People } from '../../../api/people/browser-collection';
import { directorySelector, type PeopleFilters, peopleFindOptions } from '../../../api/people/filters';
import type { Person } from '../../../api/people/schema';
import { usePreloadedUntilReady } from '../../lib/page-data';
import { useLiveCount } from '../../lib/use-live-count';

export interface ExpertDirectory {
  loading: boolean;
  experts: Person[];
  /** How many experts match in all; null until the server has answered. */
  total: number | null;
}

export function useExpertDirectory(filters: PeopleFilters): ExpertDirectory {
  const key = JSON.stringify(filters);
  const isLoading = useSubscribe('people.directory', filters);
  const live = useFind(() => People.find(directorySelector(filters), peopleFindOptions(filters)), [key]);
  const { loading, value: experts } = usePreloadedUntilReady('people.directory', [filters], isLoading(), live);
  const { limit: _limit, sort: _sort, ...counted } = filters;
  const total = useLiveCount('people.directoryCount', counted);
  return useMemo(() => ({ loading, experts, total }), [loading, experts, total]);
}
