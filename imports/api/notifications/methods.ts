// A person's own notifications: mark one or all read, and save which categories mail them (and
// for admins, the daily digest). Any signed-in user, on their own notifications only (logic.ts).
import { defineMethod, isAdmin } from '../common/define-method';
import { createSchema, ID_PATTERN, manyOf } from '../common/lists';
import { markAllNotificationsRead, markNotificationRead, type NotificationSettingsInput, saveNotificationSettings } from './logic';
import { NOTIFICATION_CATEGORIES } from './kinds';

const ID = ID_PATTERN.source.replace(/^\^|\$$/g, '');
/** `<eventId>:<userId>` (schema.ts). */
const NOTIFICATION_ID_PATTERN = new RegExp(`^${ID}:${ID}$`);

export const notificationMethods = [
  defineMethod({
    name: 'notifications.markRead',
    params: createSchema({ notificationId: { type: String, max: 80, regEx: NOTIFICATION_ID_PATTERN } }),
    access: 'user',
    run(notificationId: string) {
      return markNotificationRead(this.userId as string, notificationId);
    },
  }),
  defineMethod({
    name: 'notifications.markAllRead',
    params: createSchema({}),
    access: 'user',
    run() {
      return markAllNotificationsRead(this.userId as string);
    },
  }),
  defineMethod({
    name: 'notifications.saveSettings',
    params: createSchema({
      settings: {
        type: createSchema({
          ...manyOf('mailOff', NOTIFICATION_CATEGORIES, NOTIFICATION_CATEGORIES.length),
          digest: { type: Boolean, optional: true },
        }),
      },
    }),
    access: 'user',
    run(settings: NotificationSettingsInput) {
      return saveNotificationSettings(this.userId as string, isAdmin(this.user), settings);
    },
  }),
];
