// Notification events: the durable outbox of the transactional-outbox pattern. A method records
// its event with `notify(...)` in the SAME writeTogether group as the change it reports, so the
// event exists exactly when the change does; the dispatcher (dispatcher.ts) then turns it into
// each recipient's notification and mail, idempotently. The people's documents live in their own
// database (storage 'documents'), so their events have a collection there too: a group cannot
// span two databases.
import 'meteor/aldeed:collection2';
import { Mongo } from 'meteor/mongo';
import { createSchema, id, optionalId } from '../common/lists';
import { DOCUMENTS_STORAGE } from '../people-documents/collection';
import { isNotificationKind, NOTIFICATION_KINDS, type NotificationKind, type NotificationParams } from './kinds';
import { PARAM_MAX } from './schema';

/** Who hears of an event, resolved when it is dispatched (members and admins as they are then). */
export interface Audience {
  userIds?: string[];
  /** Every admin. */
  admins?: boolean;
  /** Every member of the company. */
  companyId?: string;
  /** Left out even when the rest names them (the actor, who knows what they did). */
  except?: string[];
}

export interface NotificationEvent {
  _id: string;
  kind: NotificationKind;
  params: NotificationParams;
  link: string;
  audience: Audience;
  createdAt: Date;
  dispatchedAt?: Date;
}

const eventSchema = createSchema({
  _id: optionalId(),
  kind: { type: String, allowedValues: Object.keys(NOTIFICATION_KINDS) },
  params: { type: Object, blackbox: true },
  link: { type: String, max: 500, regEx: /^\/engine\// },
  audience: { type: Object },
  'audience.userIds': { type: Array, optional: true, maxCount: 1000 },
  'audience.userIds.$': id(),
  'audience.admins': { type: Boolean, optional: true },
  'audience.companyId': { ...id(), optional: true },
  'audience.except': { type: Array, optional: true, maxCount: 100 },
  'audience.except.$': id(),
  createdAt: Date,
  dispatchedAt: { type: Date, optional: true },
});

export const NotificationEvents = new Mongo.Collection<NotificationEvent>('notificationEvents');
NotificationEvents.attachSchema(eventSchema);
export const DocumentNotificationEvents = new Mongo.Collection<NotificationEvent>('documentNotificationEvents', { storage: DOCUMENTS_STORAGE });
DocumentNotificationEvents.attachSchema(eventSchema);

export const EVENT_COLLECTIONS = [NotificationEvents, DocumentNotificationEvents] as const;

export interface NotifyOptions {
  /** 'documents' when the change it reports is in the people's documents database. */
  storage?: typeof DOCUMENTS_STORAGE;
}

/**
 * Parameters are cut to PARAM_MAX characters: a note or message excerpt must not bloat every copy.
 * An empty one is left out: the sentence words a missing name in the reader's language (unnamed.ts).
 */
function trimmed(params: NotificationParams): NotificationParams {
  const given = Object.entries(params).filter(([, value]) => String(value) !== '');
  return Object.fromEntries(given.map(([key, value]) => [key, String(value).slice(0, PARAM_MAX)]));
}

/**
 * The write that records an event, for writeTogether next to the change it reports:
 * `writeTogether([() => Things.updateAsync(...), notify('thing.moved', params, audience, link)])`.
 * Called on its own (`await notify(...)()`) when there is no change to guard.
 */
export function notify(kind: NotificationKind, params: NotificationParams, audience: Audience, link: string, options: NotifyOptions = {}): () => Promise<string> {
  if (!isNotificationKind(kind)) throw new Error(`Unknown notification kind ${String(kind)}`);
  const events = options.storage === DOCUMENTS_STORAGE ? DocumentNotificationEvents : NotificationEvents;
  return () => events.insertAsync({ kind, params: trimmed(params), audience, link, createdAt: new Date() });
}
