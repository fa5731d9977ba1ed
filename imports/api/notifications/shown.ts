// What a person's client gets of their notifications and in which order, shared by the server's
// publications and the browser (the bell and the page find the count record and sort by these).
// Pure: the browser imports it.
import type { Notification } from './schema';

/** The count record's id in the client's `counts` collection. */
export const NOTIFICATION_COUNTS = { unread: 'unreadNotifications' } as const;

/** The most the bell's dropdown asks for. */
export const LATEST_MAX = 10;

/** Newest first; the id keeps notifications of the same moment in a stable order. */
export const NOTIFICATION_ORDER = { createdAt: -1, _id: -1 } as const;

export const NOTIFICATION_FIELDS = { kind: 1, params: 1, link: 1, createdAt: 1, readAt: 1 } as const;

/** A notification as the browser holds it. */
export type ShownNotification = Pick<Notification, '_id' | 'kind' | 'params' | 'link' | 'createdAt' | 'readAt'>;
