// "N found" for a list, live: the list's count publication (publish-counts' pattern, see
// imports/api/common/live-count-publication.ts) for its filters, so the number follows other
// sessions' writes while the list is open. Null until the count for the current filters is
// there. A server-rendered page brings the count it was rendered with, so the first render
// needs no round trip.
import { useFind } from 'meteor/react-meteor-data';
import { useSubscribe } from './subscriptions';
import { Counts } from '../../api/common/counts-browser-collection';
import { type CountRecord, liveCountKey } from '../../api/common/live-counts';
import { usePreloadedUntilReady } from './page-data';
import type { PublicationArgs, PublicationName } from './wire-api';

export function useLiveCount<N extends PublicationName>(publication: N, ...args: PublicationArgs<N>): number | null {
  const key = liveCountKey(publication, args);
  const isLoading = useSubscribe(publication, ...args);
  const live = useFind(() => Counts.find({ _id: key }), [key]);
  const { value } = usePreloadedUntilReady<CountRecord[]>(publication, args, isLoading(), live);
  return value.find((record) => record._id === key)?.count ?? null;
}
