// Turns each recorded event (events.ts) into its recipients' notifications and mails, one event at
// a time, oldest first (the loop is common/drain-worker.ts, shared with the saved searches' match
// worker). A live query on each collection's newest undispatched event wakes it; each step reads
// the oldest undispatched event through the `{dispatchedAt, createdAt}` index. A live query over
// the whole backlog would re-run over all of it on every event written and dispatched (live
// queries poll and diff): with 9,000 alerts waiting, each took 440 ms to dispatch. The
// notifications and mails are upserts under `<eventId>:<userId>` ids, written in groups of
// CHUNK together, and the event is marked dispatched last: a crash anywhere in between dispatches
// it again after the restart, and the second pass writes nothing twice.
import { writeTogether } from 'meteor/mongo';
import { OutboxMails } from '../mail-outbox/collection';
import { usersCollection } from '../users/store';
import { resolveAudience } from './audiences';
import { Notifications } from './collection';
import { EVENT_COLLECTIONS, type NotificationEvent } from './events';
import { notificationMailFor, RECIPIENT_FIELDS } from './notification-mails';
import { Log } from 'meteor/logging';
import { type DrainWorker, startDrainWorker } from '../common/drain-worker';

/** Writes per group: a broadcast to a thousand people commits in bounded transactions. */
const CHUNK = 200;

type EventCollection = (typeof EVENT_COLLECTIONS)[number];

/**
 * Events not yet dispatched. `null` matches a missing field as `$exists: false` does (an event's
 * dispatchedAt is never null), and unlike it is served by the `{dispatchedAt, createdAt}` index.
 */
const UNDISPATCHED = { dispatchedAt: null };

/** The dispatcher's index on every event collection. */
export async function ensureEventIndexes(): Promise<void> {
  for (const events of EVENT_COLLECTIONS) await events.createIndexAsync({ dispatchedAt: 1, createdAt: 1 });
}

/** Runs the writes CHUNK at a time, each chunk in one transaction. */
async function writeInChunks(writes: Array<() => Promise<unknown>>): Promise<void> {
  for (let start = 0; start < writes.length; start += CHUNK) await writeTogether(writes.slice(start, start + CHUNK));
}

async function dispatchEvent(events: EventCollection, eventId: string): Promise<void> {
  const event = await events.findOneAsync({ _id: eventId, ...UNDISPATCHED });
  if (!event) return;
  const recipients = await resolveAudience(event.audience);
  const users = recipients.length === 0 ? [] : await usersCollection().find({ _id: { $in: recipients } }, { fields: RECIPIENT_FIELDS }).fetchAsync();
  const live = users.filter((user) => !user.deletedAt);
  // The bells first: every notification is written before any mail is rendered.
  await writeInChunks(
    live.map((user) => () =>
      Notifications.upsertAsync(
        { _id: `${event._id}:${user._id}` },
        { $setOnInsert: { userId: user._id, kind: event.kind, params: event.params, link: event.link, createdAt: event.createdAt } },
      ),
    ),
  );
  const mails: Array<() => Promise<unknown>> = [];
  for (const user of live) {
    const mail = await notificationMailFor(event, user);
    if (!mail) continue;
    const { _id: mailId, ...fields } = mail;
    mails.push(() => OutboxMails.upsertAsync({ _id: mailId }, { $setOnInsert: fields }));
  }
  await writeInChunks(mails);
  await events.updateAsync({ _id: event._id }, { $set: { dispatchedAt: new Date() } });
}

/** idle() resolves when every event seen so far is dispatched (tests, shutdown). */
export type Dispatcher = DrainWorker;

export function startDispatcher(log: (line: string) => void = (line) => Log.info(line)): Dispatcher {
  // Events that failed in this process: left undispatched for the next start, and skipped until
  // then so that the ones after them still go.
  const failed = new Set<string>();
  const owedSelector = () => ({ ...UNDISPATCHED, _id: { $nin: [...failed] } });
  return startDrainWorker({
    // The newest undispatched event changes whenever one is recorded (and when it is dispatched):
    // a window of one, so each write re-runs an index read of one row (`_id` descending too, so
    // the index is read backwards without a sort).
    watch: (wake) => EVENT_COLLECTIONS.map((events) => events.find(UNDISPATCHED, { fields: { _id: 1 }, sort: { createdAt: -1, _id: -1 }, limit: 1 }).observeChangesAsync({ added: () => wake() })),
    // One event a batch, the oldest of both collections: a stop waits for the event being
    // dispatched, not for all those owed.
    async nextBatch() {
      const heads = await Promise.all(
        EVENT_COLLECTIONS.map(async (events) => {
          const head = await events.findOneAsync(owedSelector(), { fields: { _id: 1, createdAt: 1 }, sort: { createdAt: 1 } });
          return head && { events, id: head._id, createdAt: head.createdAt };
        }),
      );
      const owed = heads.filter((head) => head !== undefined).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      return owed.slice(0, 1);
    },
    async processBatch([next]) {
      if (!next) return true;
      try {
        await dispatchEvent(next.events, next.id);
      } catch (error) {
        failed.add(next.id);
        log(`[notifications] could not dispatch event ${next.id}: ${(error as Error).message}`);
      }
      return true;
    },
    async isOwed() {
      const waiting = await Promise.all(EVENT_COLLECTIONS.map((events) => events.find(owedSelector(), { limit: 1 }).countAsync()));
      return waiting.some((count) => count > 0);
    },
    onDrainError: (error) => log(`[notifications] the dispatcher stopped a drain: ${(error as Error).message}`),
  });
}

export type { NotificationEvent };
