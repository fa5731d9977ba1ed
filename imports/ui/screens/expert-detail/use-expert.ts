// One expert of the directory by id or URL name, from the `people.one` subscription.
import { useFind, useSubscribe } from 'meteor/react-meteor-data';
import { People } from '../../../api/people/browser-collection';
import type { Person } from '../../../api/people/schema';
import { PUBLICATIONS } from '../../lib/method-names';

export function useExpert(key: string): { loading: boolean; person: Person | null } {
  const isLoading = useSubscribe(PUBLICATIONS.person, key);
  const found = useFind(() => People.find({ $or: [{ _id: key }, { urlName: key }] }, { limit: 1 }), [key]);
  return { loading: isLoading(), person: found[0] ?? null };
}
