// One expert of the directory by id or URL name, from the `people.one` subscription. A
// server-rendered page's expert stands in until the subscription is first ready.
import { useFind } from 'meteor/react-meteor-data';
import { useSubscribe } from '../../lib/subscriptions';
import { People } from '../../../api/people/browser-collection';
import type { Person } from '../../../api/people/schema';
import { usePreloadedUntilReady } from '../../lib/page-data';
import { pageSubscription } from '../../lib/page-subscription';

/** The expert's subscription (the server renders the page from the same one). */
export function expertSubscription(key: string) {
  return pageSubscription('people.one', 'people', key);
}

export function useExpert(key: string): { loading: boolean; person: Person | null } {
  const { name, args } = expertSubscription(key);
  const isLoading = useSubscribe(name, ...args);
  const found = useFind(() => People.find({ $or: [{ _id: key }, { urlName: key }] }, { limit: 1 }), [key]);
  const { loading, value } = usePreloadedUntilReady(name, args, isLoading(), found);
  return { loading, person: value[0] ?? null };
}
