// The shape client and server share for a list as the server orders it (list-page-publication.ts):
// one record per list subscription in the client-only `listPages` collection with the list's ids
// in order, so the client renders exactly the server's list, whatever else its collections hold
// and whatever the selector (a full-text search, a field the client never gets). The public lists
// publish `ids` alone; an admin table's page adds its total and page count (admin-pages.ts). The
// _id is found the way a live count's is (live-counts.ts), so the client needs no subscription
// id. Pure: the browser imports it.
import { liveCountKey } from './live-counts';

export const LIST_PAGES_COLLECTION = 'listPages';

export interface ListPageRecord {
  _id: string;
  ids: string[];
}

/** The list record's _id for a publication and its raw arguments (client and server agree). */
export const listPageKey: (name: string, args: readonly unknown[]) => string = liveCountKey;
