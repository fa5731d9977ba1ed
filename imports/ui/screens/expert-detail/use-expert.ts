// One expert of the directory by id or URL name, from the `people.one` subscription. A
// server-rendered page's expert stands in until the subscription is first ready.
import { useFind } from 'meteor/react-meteor-data';
import { useSubscribe } from '../../lib/subscriptions';
import { People } from '../../../api/people/browser-collection';
import type { Person } from '../../../api/people/schema';
import { usePreloadedUntilReady } from '../../lib/page-data';

export function useExpert(key: string): { loading: boolean; person: Person | null } {
  const isLoading = useSubscribe('people.one', key);
  const found = useFind(() => People.find({ $or: [{ _id: key }, { urlName: key }] }, { limit: 1 }), [key]);
  const { loading, value } = usePreloadedUntilReady('people.one', [key], isLoading(), found);
  return { loading, person: value[0] ?? null };
}
