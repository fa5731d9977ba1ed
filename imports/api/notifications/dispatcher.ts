// Turns each recorded event (events.ts) into its recipients' notifications and mails: woken by a
// live query on the events not yet dispatched, one event at a time, in the order they came (the
// loop is common/drain-worker.ts, shared with the saved searches' match worker). The
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

/** Runs the writes CHUNK at a time, each chunk in one transaction. */
async function writeInChunks(writes: Array<() => Promise<unknown>>): Promise<void> {
  for (let start = 0; start < writes.length; start += CHUNK) await writeTogether(writes.slice(start, start + CHUNK));
}

async function dispatchEvent(events: EventCollection, eventId: string): Promise<void> {
  const event = await events.findOneAsync({ _id: eventId, dispatchedAt: { $exists: false } });
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
  // The events the live queries delivered, in the order they came: each is tried once here, and
  // one that fails stays undispatched in its collection for the next start.
  const owed: Array<{ events: EventCollection; id: string }> = [];
  return startDrainWorker({
    watch: (wake) =>
      EVENT_COLLECTIONS.map((events) =>
        events.find({ dispatchedAt: { $exists: false } }, { fields: { _id: 1 }, sort: { createdAt: 1 } }).observeChangesAsync({
          added: (id) => {
            owed.push({ events, id });
            wake();
          },
        }),
      ),
    // One event a batch: a stop waits for the event being dispatched, not for all those seen.
    nextBatch: async () => owed.splice(0, 1),
    async processBatch([next]) {
      if (!next) return true;
      try {
        await dispatchEvent(next.events, next.id);
      } catch (error) {
        log(`[notifications] could not dispatch event ${next.id}: ${(error as Error).message}`);
      }
      return true;
    },
    async isOwed() {
      const waiting = await Promise.all(EVENT_COLLECTIONS.map((events) => events.find({ dispatchedAt: { $exists: false } }, { limit: 1 }).countAsync()));
      return waiting.some((count) => count > 0);
    },
    onDrainError: (error) => log(`[notifications] the dispatcher stopped a drain: ${(error as Error).message}`),
  });
}

export type { NotificationEvent };
