// A person's own notifications: marking them read and their mail settings. Functions take the
// acting user's id explicitly and know nothing of DDP. Server-only.
//
// Decisions where the issue is silent:
// - Marking someone else's notification (or one that does not exist) answers 404 alike, so ids
//   cannot be probed; marking one already read again is no error and keeps the first time.
// - Settings are saved whole (the categories with mail off, and the digest choice): the form
//   shows them all. Only admins receive the agency's categories and may choose the digest; a
//   non-admin naming either is refused (403), not silently trimmed.
import { updateUser } from '../users/store';
import { Notifications } from './collection';
import { ADMIN_ONLY_CATEGORIES, type NotificationCategory } from './kinds';
import { userError } from '../common/user-error';

/** The user's unread notifications (the bell counts them). */
export function unreadSelector(userId: string): Record<string, unknown> {
  return { userId, readAt: { $exists: false } };
}

export async function markNotificationRead(userId: string, notificationId: string): Promise<void> {
  const changed = await Notifications.updateAsync({ _id: notificationId, ...unreadSelector(userId) }, { $set: { readAt: new Date() } });
  if (changed > 0) return;
  const own = await Notifications.findOneAsync({ _id: notificationId, userId }, { fields: { _id: 1 } });
  if (!own) throw userError(404, 'errors.notFound.notification');
}

/** Marks every unread notification of the user read; answers how many were unread. */
export function markAllNotificationsRead(userId: string): Promise<number> {
  return Notifications.updateAsync(unreadSelector(userId), { $set: { readAt: new Date() } }, { multi: true });
}

export interface NotificationSettingsInput {
  /** The categories that mail nothing (none: every category mails). */
  mailOff?: NotificationCategory[];
  digest?: boolean;
}

export async function saveNotificationSettings(userId: string, admin: boolean, settings: NotificationSettingsInput): Promise<void> {
  const mailOff = settings.mailOff ?? [];
  if (!admin) {
    const adminOnly = mailOff.filter((category) => ADMIN_ONLY_CATEGORIES.includes(category));
    if (adminOnly.length > 0) throw userError(403, 'errors.notifications.adminOnlyCategory', { category: adminOnly.join(', ') });
    if (settings.digest !== undefined) throw userError(403, 'errors.notifications.adminOnlyDigest');
  }
  const notificationSettings = { mailOff, ...(admin ? { digest: settings.digest === true } : {}) };
  await updateUser(userId, userId, { $set: { notificationSettings } });
}
