// A list in the server's order: the list record (imports/api/common/list-pages.ts) names the ids,
// the documents are looked up by id, so the client never evaluates the list's selector or sort
// (the text search and its relevance run on the server only) and documents other subscriptions
// bring never join the list.
import { useState } from 'react';
import type { Mongo } from 'meteor/mongo';
import { useTracker } from 'meteor/react-meteor-data';
import { ListPages } from '../../api/common/list-pages-browser-collection';
import { type ListPageRecord, listPageKey } from '../../api/common/list-pages';
import { usePageData, usePreloadedUntilReady } from './page-data';
import type { PageSubscription } from './page-subscription';
import { useSubscribe } from './subscriptions';
import type { PublicationArgs, PublicationName } from './wire-api';

/** The record with `key` and its documents in order (those already here), or null until it is here. */
export function useListPage<Row extends { _id: string }, TRecord extends ListPageRecord = ListPageRecord>(
  key: string,
  collection: Mongo.Collection<Row>,
): { record: TRecord; rows: Row[] } | null {
  return useTracker(() => {
    const record = ListPages.findOne(key) as TRecord | undefined;
    if (!record) return null;
    const rows = record.ids.map((id) => collection.findOne(id)).filter((row): row is Row => row !== undefined);
    return { record, rows };
  }, [key, collection]);
}

/**
 * A public list's subscription and its documents in the server's order. While a new list loads
 * (more loaded, other filters) the last list stays shown; a server-rendered page's documents (in
 * the list's order: the publication adds them so) stand in until the subscription is first ready.
 */
export function useListedDocuments<N extends PublicationName, Row extends { _id: string }>(
  subscription: PageSubscription<N, PublicationArgs<N>>,
  collection: Mongo.Collection<Row>,
): { loading: boolean; value: Row[] } {
  const { name, args } = subscription;
  const isLoading = useSubscribe<N>(name, ...args);
  const rows = useListPage(listPageKey(name, args), collection)?.rows ?? null;
  // What was last shown: a server-rendered page's documents until live ones come, so "Load more"
  // clicked before the subscription's first ready keeps the rendered cards.
  const preloaded = usePageData<Row[]>(name, args);
  const [last, setLast] = useState<Row[]>(() => preloaded ?? []);
  if (rows !== null && rows !== last) setLast(rows);
  const loading = isLoading();
  // Ready without a record (arguments the server refused): nothing, not the last list.
  return usePreloadedUntilReady(name, args, loading, rows ?? (loading ? last : []));
}
