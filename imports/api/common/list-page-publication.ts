// A list published with its order: the list's documents as Meteor publishes a cursor, plus the
// list record (list-pages.ts) naming their ids in the list's order, so the client renders the
// server's list without evaluating its selector or sort (a full-text search and its relevance
// sort run on the server only). The public lists return `listedCursor(...)` from their
// `cursors` (define-publication.ts publishes it here); an admin table's page adds its total and
// related documents (admin-page-publication.ts).
//
// Live: the list's query is observed; a document entering or leaving it, or any write to one in
// it, reads the list again, coalesced to one read at a time, and the record is sent only when it
// changed. The observer reports changed fields, not moves, and a write may move a document by a
// field the client never gets (a text's relevance, a sort on an unpublished field): so the
// observed query also reads each document's write stamp (WRITE_STAMP_FIELD, which every write
// renews), kept from the client unless the list publishes it. The first record is built from the
// observer's own initial rows (they arrive in the list's order), so a page load's snapshot
// (server-render) holds the documents in the list's order too. A list ordered in code (a
// candidate's fit: projects/fit-order.ts) observes its page's ids and names them in that order.
import { EJSON } from 'meteor/ejson';
import type { Mongo } from 'meteor/mongo';
import type { Condition, SortSpec } from './listing-filters';
import { LIST_PAGES_COLLECTION, type ListPageRecord } from './list-pages';
import { Log } from 'meteor/logging';

/** Renewed by collection2 on every insert and update (docInfoSchema). */
export const WRITE_STAMP_FIELD = 'docInfo.updatedAt';
const WRITE_STAMP_ROOT = 'docInfo';

type Row = { _id: string };
type Fields = Record<string, unknown>;
type RecordFields = Omit<ListPageRecord, '_id'>;

export interface ListFindOptions {
  fields?: Record<string, 0 | 1>;
  sort?: SortSpec;
  skip?: number;
  limit?: number;
}

export interface ListQuery<TDoc extends Row = Row> {
  collection: Mongo.Collection<TDoc>;
  selector: Condition;
  options: ListFindOptions;
  /** The ids in the list's order where no Mongo sort gives it (a candidate's fit, worked out in code). */
  order?: readonly string[];
}

export interface ListPageSink {
  added(collection: string, id: string, fields: Fields): void;
  changed(collection: string, id: string, fields: Fields): void;
  removed(collection: string, id: string): void;
  onStop(callback: () => void): void;
}

export interface ListPageFeed<TRecord extends RecordFields> extends ListQuery {
  /** The record's _id (listPageKey of the publication's name and raw arguments). */
  key: string;
  /** For the log when a refresh fails. */
  name: string;
  /** The record for `rows`, in the list's order. */
  record(rows: Row[]): Promise<TRecord>;
  /** The fields `record` reads of each row (default: the list's own); the public lists need none but the id. */
  recordFields?: ListFindOptions['fields'];
}

/** A query a publication's `cursors` returns to be published with its list record. */
export class ListedCursor<TDoc extends Row> {
  constructor(readonly query: ListQuery<TDoc>) {}
}

export function listedCursor<TDoc extends Row>(collection: Mongo.Collection<TDoc>, selector: Condition, options: ListFindOptions, order?: readonly string[]): ListedCursor<TDoc> {
  return new ListedCursor({ collection, selector, options, ...(order ? { order } : {}) });
}

/** The public lists' record: the ids alone (read alone: `recordFields`). */
export const idsRecord = { record: async (rows: Row[]): Promise<RecordFields> => ({ ids: rows.map((row) => row._id) }), recordFields: { _id: 1 } } as const;

/** The public lists' record for a list in a given order: the ids of the rows still in it, in that order. */
export function orderedIdsRecord(order: readonly string[]) {
  const rank = new Map(order.map((id, index) => [id, index]));
  const position = (row: Row) => rank.get(row._id) ?? order.length;
  return { ...idsRecord, record: async (rows: Row[]): Promise<RecordFields> => ({ ids: [...rows].sort((a, b) => position(a) - position(b)).map((row) => row._id) }) };
}

/** The observed fields: the list's own plus the write stamp, and whether the stamp is to be kept from the client. */
function observedFields(fields: ListFindOptions['fields']): { fields: ListFindOptions['fields']; hideStamp: boolean } {
  const inclusion = fields !== undefined && Object.values(fields).some((value) => value === 1);
  if (!inclusion || Object.keys(fields).some((field) => field === WRITE_STAMP_ROOT || field.startsWith(`${WRITE_STAMP_ROOT}.`))) return { fields, hideStamp: false };
  return { fields: { ...fields, [WRITE_STAMP_FIELD]: 1 }, hideStamp: true };
}

/** Sends the list's documents and its record, and keeps both live until the subscription stops. */
export async function publishListPage<TRecord extends RecordFields>(sub: ListPageSink, feed: ListPageFeed<TRecord>): Promise<void> {
  const collectionName = feed.collection._name;
  const observed = observedFields(feed.options.fields);
  const visible = (fields: Fields): Fields => {
    if (!observed.hideStamp) return fields;
    const { [WRITE_STAMP_ROOT]: _stamp, ...rest } = fields;
    return rest;
  };
  const readOptions = feed.recordFields ? { ...feed.options, fields: feed.recordFields } : feed.options;
  let stopped = false;
  let sent: TRecord | null = null;
  // Changes before the first record was sent read the list once it is.
  let recordSent = false;
  let missed = false;

  // One read at a time; changes during a read ask for one more.
  let refreshing: Promise<void> | null = null;
  let again = false;
  const refresh = (): void => {
    if (stopped) return;
    if (!recordSent) {
      missed = true;
      return;
    }
    if (refreshing) {
      again = true;
      return;
    }
    refreshing = (async () => {
      do {
        again = false;
        const record = await feed.record(await feed.collection.find(feed.selector, readOptions).fetchAsync());
        if (stopped || EJSON.equals(record as never, sent as never)) continue;
        sent = record;
        sub.changed(LIST_PAGES_COLLECTION, feed.key, record);
      } while (again && !stopped);
    })()
      .catch((error: unknown) => Log.error(`${feed.name}: refreshing the list failed`, { err: error }))
      .finally(() => {
        refreshing = null;
      });
  };

  let initializing = true;
  const initialRows: Row[] = [];
  const handle = await feed.collection.find(feed.selector, { ...feed.options, fields: observed.fields }).observeChangesAsync({
    added(id: string, fields: Fields) {
      if (initializing) initialRows.push({ ...visible(fields), _id: id });
      sub.added(collectionName, id, visible(fields));
      if (!initializing) refresh();
    },
    changed(id: string, fields: Fields) {
      const shown = visible(fields);
      if (Object.keys(shown).length > 0) sub.changed(collectionName, id, shown);
      refresh();
    },
    removed(id: string) {
      sub.removed(collectionName, id);
      refresh();
    },
  });
  initializing = false;
  sub.onStop(() => {
    stopped = true;
    handle.stop();
  });
  sent = await feed.record(initialRows);
  if (stopped) return;
  sub.added(LIST_PAGES_COLLECTION, feed.key, sent);
  recordSent = true;
  if (missed) refresh();
}
