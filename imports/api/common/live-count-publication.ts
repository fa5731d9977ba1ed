// Live counts for the public lists, published as Meteor's publish-counts does: one record in the
// client-only `counts` collection (live-counts.ts), changed when the number changes.
//
// Cost at scale, decided with how counts run (the embedded SQLite driver and MongoDB both count
// in the database, over the collection's indexes where the selector allows; the embedded driver
// keeps a selector's count exact through writes after its first count, text searches excepted,
// so recounts are worth coalescing) and the
// observe multiplexer (identical cursors share one query):
// - What tells a count to look again is one observer per collection, shared by every count
//   subscription: the collection's most recently written document (`docInfo.updatedAt`, set by
//   collection2 on every insert and update, sorted by its index, limit 1). Every insert or update
//   makes a document that one, so it fires on any write for the price of a top-1 query; observing
//   each list's own selector would hold and re-read every matching document per write.
// - Writes are coalesced: one recount per subscription at most every RECOUNT_DELAY_MS, counts
//   run one after another, and only a changed number is sent.
// Left out: a document removed while it is not the most recently written one (the lists'
// documents are closed or unpublished, not removed; an expert entry is removed only with its
// account) is counted at the next write.
import type { PublishHandler } from 'meteor/ddp-server';
import { Meteor } from 'meteor/meteor';
import type { Mongo } from 'meteor/mongo';
import type SimpleSchema from 'simpl-schema';
import { type ActingUser, loadActingUser } from './acting-user';
import type { Condition } from './listing-filters';
import { WRITE_STAMP_FIELD } from './list-page-publication';
import { createSchema } from './lists';
import { COUNTS_COLLECTION, liveCountKey } from './live-counts';
import { validateParams } from './validate-params';
import { Log } from 'meteor/logging';

export const RECOUNT_DELAY_MS = 100;

export interface LiveCountDefinition<TFilters> {
  name: string;
  collection: Mongo.Collection<{ _id: string }>;
  /** The list's filters schema: the count takes the same `filters` argument as the list. */
  filtersSchema: SimpleSchema;
  selector(filters: TFilters): Condition;
  /** The filters as this caller may use them (the list's own rule), when that depends on the caller. */
  filtersFor?(filters: TFilters, user: ActingUser | null): object;
}

interface CountSubscription {
  userId: string | null;
  added(collection: string, id: string, fields: Record<string, unknown>): void;
  changed(collection: string, id: string, fields: Record<string, unknown>): void;
  ready(): void;
  onStop(callback: () => void): void;
}

/**
 * Newest write first, ties broken by `_id` the same way, which is the order of the collection's
 * `{docInfo.updatedAt: -1}` index on SQLite (it ends with `_id` in its key's direction): with
 * `_id` ascending SQLite sorted every document for this top-1, 150 ms at 10,000 projects on
 * the first page after a start and again on every write.
 */
export const LATEST_WRITE_SORT = { [WRITE_STAMP_FIELD]: -1, _id: -1 } as const;

/** Every write to the collection makes its document the most recently written one. */
function latestWrite(collection: Mongo.Collection<{ _id: string }>) {
  return collection.find({}, { fields: { [WRITE_STAMP_FIELD]: 1 }, sort: LATEST_WRITE_SORT, limit: 1 });
}

async function publishLiveCount(sub: CountSubscription, collection: Mongo.Collection<{ _id: string }>, selector: Condition, key: string): Promise<void> {
  let stopped = false;
  let current: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Counts one after another: the initial one, then the recounts.
  let counting: Promise<void> = Promise.resolve();
  const count = (): Promise<number> => collection.find(selector).countAsync();
  const recount = (): void => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      counting = counting
        .then(async () => {
          if (stopped) return;
          const next = await count();
          if (stopped || next === current) return;
          current = next;
          sub.changed(COUNTS_COLLECTION, key, { count: next });
        })
        .catch((error: unknown) => Log.error(`Recounting ${key} failed`, { err: error }));
    }, RECOUNT_DELAY_MS);
  };
  let initializing = true;
  const handle = await latestWrite(collection).observeChangesAsync({
    added: () => !initializing && recount(),
    changed: recount,
    removed: recount,
  });
  initializing = false;
  sub.onStop(() => {
    stopped = true;
    clearTimeout(timer);
    handle.stop();
  });
  // Counted after the observer started: a write from here on is in this count or recounted.
  counting = (async () => {
    current = await count();
    if (!stopped) sub.added(COUNTS_COLLECTION, key, { count: current });
  })();
  await counting;
  sub.ready();
}

export function registerLiveCountPublications(definitions: ReadonlyArray<LiveCountDefinition<never>>): void {
  for (const definition of definitions) {
    const params = createSchema({ filters: { type: definition.filtersSchema, optional: true } });
    // Public like the lists themselves: the user is loaded only where the filters depend on it.
    Meteor.publish(definition.name, async function liveCount(this: CountSubscription, ...args: unknown[]) {
      const { filters: asked = {} } = validateParams(params, args) as { filters?: object };
      const filtersFor = definition.filtersFor as ((filters: object, user: ActingUser | null) => object) | undefined;
      const filters = filtersFor ? filtersFor(asked, await loadActingUser(this.userId)) : asked;
      await publishLiveCount(this, definition.collection, (definition.selector as (filters: object) => Condition)(filters), liveCountKey(definition.name, args));
    } as PublishHandler);
  }
}
