// "N found" for a list, live: the list's count publication (publish-counts' pattern, see
// imports/api/common/live-count-publication.ts) for its filters, so the number follows other
// sessions' writes while the list is open. Null until the count for the current filters is
// there. A server-rendered page brings the count it was rendered with, so the first render
// needs no round trip.
import { useFind, useSubscribe } from 'meteor/react-meteor-data';
import { Counts } from '../../api/common/counts-browser-collection';
import { type CountRecord, liveCountKey } from '../../api/common/live-counts';
import { usePreloadedUntilReady } from './page-data';

export function useLiveCount(publication: string, filters: object): number | null {
  const key = liveCountKey(publication, [filters]);
  const isLoading = useSubscribe(publication, filters);
  const live = useFind(() => Counts.find({ _id: key }), [key]);
  const { value } = usePreloadedUntilReady<CountRecord[]>(publication, [filters], isLoading(), live);
  return value.find((record) => record._id === key)?.count ?? null;
}
