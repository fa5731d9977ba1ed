// One notification for one person: what happened (kind and its parameters, worded by kinds.ts),
// where to look (a link inside the SPA) and whether they have read it. Written by the dispatcher
// from an event (dispatcher.ts), never by clients; `_id` is `<eventId>:<userId>`, so dispatching
// an event again (after a crash) cannot notify anyone twice.
import { createSchema, id, LENGTH } from '../common/lists';
import { NOTIFICATION_KINDS, type NotificationKind, type NotificationParams } from './kinds';

export interface Notification {
  _id: string;
  userId: string;
  kind: NotificationKind;
  params: NotificationParams;
  /** An address inside the SPA (`/engine/...`). */
  link: string;
  createdAt: Date;
  readAt?: Date;
}

/** Parameters are short texts: names, titles, a status, a note or a message excerpt. */
export const PARAM_MAX = LENGTH.note;

export const notificationSchema = createSchema({
  _id: { type: String, max: 80 },
  userId: id(),
  kind: { type: String, allowedValues: Object.keys(NOTIFICATION_KINDS) },
  params: { type: Object, blackbox: true },
  link: { type: String, max: 500, regEx: /^\/engine\// },
  createdAt: Date,
  readAt: { type: Date, optional: true },
});
