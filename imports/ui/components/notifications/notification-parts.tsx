// A notification as the bell's dropdown and the notifications page show it: the one sentence of
// its kind (kinds.ts), marked when unread (a dot for the eye, "Unread:" for screen readers, the
// sentence in bold), and how long ago it happened (the exact moment on hover and for machines).
import { FormattedMessage, useIntl } from 'react-intl';
import { notificationText } from '../../../api/notifications/kinds';
import type { ShownNotification } from '../../../api/notifications/shown';
import { dayTimeText, relativeTimeText } from '../../lib/day-text';

export function NotificationSentence({ notification }: { notification: ShownNotification }) {
  const unread = !notification.readAt;
  const intl = useIntl();
  const sentence = notificationText(intl, notification.kind, notification.params);
  return (
    <span className={unread ? 'fw-semibold' : undefined}>
      {unread && (
        <>
          <span className="d-inline-block rounded-circle bg-primary me-2 align-middle" style={{ width: 8, height: 8 }} aria-hidden="true" />
        </>
      )}
      {unread ? (
        <FormattedMessage id="notifications.unreadSentence" values={{ sentence, hidden: (chunks) => <span className="visually-hidden">{chunks}</span> }} />
      ) : (
        sentence
      )}
    </span>
  );
}

export function NotificationTime({ date }: { date: Date }) {
  const intl = useIntl();
  return (
    <time dateTime={date.toISOString()} title={dayTimeText(date, intl.locale)}>
      {relativeTimeText(date, undefined, intl.locale)}
    </time>
  );
}

/**
 * @deprecated The bell (layout/notification-bell.tsx) still reads these English words; its
 * engineer moves it to the `notifications.*` messages (a public area, as the bell is in the
 * shell), then this goes.
 */
export const NOTIFICATION_WORDS = {
  title: 'Notifications',
  markAllRead: 'Mark all as read',
  markRead: 'Mark as read',
  seeAll: 'See all notifications',
  none: 'No notifications yet.',
  noneHint: 'When something happens to your applications, requests, documents or company, it appears here.',
  unread: (count: number) => `${count} unread`,
} as const;
