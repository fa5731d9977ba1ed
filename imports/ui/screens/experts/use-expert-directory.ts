// The directory's live data for a set of filters: the `people.directory` subscription, the
// matching experts from the client's copy in the server's order, and the total from
// `people.count` (which ignores the page limit).
import { useEffect, useMemo, useState } from 'react';
import { useFind, useSubscribe } from 'meteor/react-meteor-data';
import { People } from '../../../api/people/browser-collection';
import { directorySelector, type PeopleFilters, peopleFindOptions } from '../../../api/people/filters';
import type { Person } from '../../../api/people/schema';
import { useCurrentAccount } from '../../lib/account-context';
import { usePageData, usePreloadedUntilReady } from '../../lib/page-data';
import { METHODS, PUBLICATIONS } from '../../lib/method-names';

export interface ExpertDirectory {
  loading: boolean;
  experts: Person[];
  /** How many experts match in all; null until the server has answered. */
  total: number | null;
}

export function useExpertDirectory(filters: PeopleFilters): ExpertDirectory {
  const { callMethod } = useCurrentAccount();
  const key = JSON.stringify(filters);
  const isLoading = useSubscribe(PUBLICATIONS.peopleDirectory, filters);
  const live = useFind(() => People.find(directorySelector(filters), peopleFindOptions(filters)), [key]);
  const { loading, value: experts } = usePreloadedUntilReady(PUBLICATIONS.peopleDirectory, [filters], isLoading(), live);
  const { limit: _limit, sort: _sort, ...counted } = filters;
  const countKey = JSON.stringify(counted);
  // A server-rendered page brings the count for its filters: no call for the first render.
  const rendered = usePageData<number>(METHODS.countPeople, [counted]);
  const [total, setTotal] = useState<{ key: string; value: number } | null>(() => (rendered !== undefined ? { key: countKey, value: rendered } : null));
  const known = total?.key === countKey;
  useEffect(() => {
    if (known) return undefined;
    let current = true;
    callMethod<number>(METHODS.countPeople, JSON.parse(countKey, reviveDates))
      .then((value) => current && setTotal({ key: countKey, value }))
      .catch((error: unknown) => console.error('The experts could not be counted', error));
    return () => {
      current = false;
    };
  }, [callMethod, countKey, known]);
  return useMemo(() => ({ loading, experts, total: total?.key === countKey ? total.value : null }), [loading, experts, total, countKey]);
}

function reviveDates(name: string, value: unknown): unknown {
  return name === 'availableBy' && typeof value === 'string' ? new Date(value) : value;
}
