// Turns each recorded event (events.ts) into its recipients' notifications and mails: woken by a
// live query on the events not yet dispatched, one event at a time, in the order they came. The
// notifications and mails are upserts under `<eventId>:<userId>` ids, written in groups of
// CHUNK together, and the event is marked dispatched last: a crash anywhere in between dispatches
// it again after the restart, and the second pass writes nothing twice.
import { writeTogether, type ObserveHandle } from 'meteor/mongo';
import { OutboxMails } from '../mail-outbox/collection';
import { usersCollection } from '../users/store';
import { resolveAudience } from './audiences';
import { Notifications } from './collection';
import { EVENT_COLLECTIONS, type NotificationEvent } from './events';
import { notificationMailFor, RECIPIENT_FIELDS } from './notification-mails';
import { Log } from 'meteor/logging';
import { untilWorkerIdle } from '../common/worker-idle';

/** Writes per group: a broadcast to a thousand people commits in bounded transactions. */
const CHUNK = 200;
/** How long idle() waits for events still on their way to the queue. */
const IDLE_WAIT_MS = 10_000;

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

export interface Dispatcher {
  /** Resolves when every event seen so far is dispatched (tests, shutdown). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

export function startDispatcher(log: (line: string) => void = (line) => Log.info(line)): Dispatcher {
  let chain: Promise<void> = Promise.resolve();
  let stopped = false;
  const handles: ObserveHandle[] = [];
  const queue = (events: EventCollection, id: string) => {
    chain = chain.then(async () => {
      if (stopped) return;
      try {
        await dispatchEvent(events, id);
      } catch (error) {
        // Left undispatched: the next start (or the next event's pass) tries it again.
        log(`[notifications] could not dispatch event ${id}: ${(error as Error).message}`);
      }
    });
  };
  const ready = Promise.all(
    EVENT_COLLECTIONS.map((events) =>
      events
        .find({ dispatchedAt: { $exists: false } }, { fields: { _id: 1 }, sort: { createdAt: 1 } })
        .observeChangesAsync({ added: (id) => queue(events, id) })
        .then((handle) => {
          if (stopped) handle.stop();
          else handles.push(handle);
        }),
    ),
  );
  return {
    async idle() {
      await ready;
      const undispatched = async () => {
        const waiting = await Promise.all(EVENT_COLLECTIONS.map((events) => events.find({ dispatchedAt: { $exists: false } }, { limit: 1 }).countAsync()));
        return waiting.some((count) => count > 0);
      };
      await untilWorkerIdle(() => chain, undispatched, IDLE_WAIT_MS);
    },
    async stop() {
      stopped = true;
      await ready.catch(() => undefined);
      for (const handle of handles) handle.stop();
      await chain;
    },
  };
}

export type { NotificationEvent };
