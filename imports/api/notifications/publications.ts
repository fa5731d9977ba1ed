// What the signed-in user sees of their notifications, and only of theirs (each selects on the
// caller's user id, whatever their roles):
// - `notifications.unreadCount`: the bell's live count, one record `counts/unreadNotifications`
//   (the documents badge's mechanism: own-count-publication.ts), in every open tab.
// - `notifications.latest`: the newest few for the bell's dropdown, with their list record.
// - `notifications.page`: the notifications page, 20 a page newest first with the total (the
//   admin tables' paging kit, as a user's own page: admin-page-definition.ts `owner`).
import { defineAdminPage } from '../common/admin-page-definition';
import { definePublication } from '../common/define-publication';
import { listedCursor } from '../common/list-page-publication';
import { createSchema, integer } from '../common/lists';
import { publishOwnCount } from '../common/own-count-publication';
import { Notifications } from './collection';
import { unreadSelector } from './logic';
import { NOTIFICATION_COUNTS, NOTIFICATION_FIELDS, NOTIFICATION_ORDER, LATEST_MAX } from './shown';

export const unreadCountPublication = publishOwnCount('notifications.unreadCount', NOTIFICATION_COUNTS.unread, Notifications, unreadSelector);

export const latestNotificationsPublication = definePublication({
  name: 'notifications.latest',
  params: createSchema({ limit: { ...integer(1, LATEST_MAX), optional: true } }),
  access: 'user',
  cursors(limit: number = LATEST_MAX) {
    return listedCursor(Notifications, { userId: this.userId }, { fields: NOTIFICATION_FIELDS, sort: NOTIFICATION_ORDER, limit });
  },
});

export const notificationsPage = defineAdminPage({
  name: 'notifications.page',
  collection: Notifications,
  owner: 'userId',
  filters: {},
  sort: NOTIFICATION_ORDER,
  fields: NOTIFICATION_FIELDS,
});

export const notificationPublications = [unreadCountPublication, latestNotificationsPublication];
