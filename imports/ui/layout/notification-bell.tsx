// The header's bell for signed-in users: the live count of unread notifications on the toggle
// (the account state's own count, like the documents badge), and a dropdown with the latest
// few, each its sentence, how long ago and a link to the thing (opening one marks it read),
// "Mark all as read" and the way to the full list. The latest are subscribed only while the
// dropdown is open: the count alone follows every tab.
import { useState } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { Link } from '../app/routing';
import { listPageKey } from '../../api/common/list-pages';
import { Notifications } from '../../api/notifications/browser-collection';
import type { ShownNotification } from '../../api/notifications/shown';
import { paths } from '../app/paths';
import { NOTIFICATION_WORDS, NotificationSentence, NotificationTime } from '../components/notifications/notification-parts';
import { useNotificationActions } from '../components/notifications/use-notification-actions';
import { LoadingState } from '../components/page/view-states';
import { useCurrentAccount } from '../lib/account-context';
import { useSubscribe } from '../lib/subscriptions';
import { useListPage } from '../lib/use-list-page';
import { CountBadge } from './count-badge';

/** How many the dropdown shows. */
const LATEST = 6;

function BellIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M8 16a2 2 0 0 0 2-2H6a2 2 0 0 0 2 2zm.995-14.901a1 1 0 1 0-1.99 0A5.002 5.002 0 0 0 3 6c0 1.098-.5 6-2 7h14c-1.5-1-2-5.902-2-7 0-2.42-1.72-4.44-4.005-4.901z" />
    </svg>
  );
}

function LatestNotifications() {
  const isLoading = useSubscribe('notifications.latest', LATEST);
  const latest = useListPage<ShownNotification>(listPageKey('notifications.latest', [LATEST]), Notifications);
  const { markRead } = useNotificationActions();
  if (!latest) return isLoading() ? <LoadingState /> : null;
  if (latest.rows.length === 0) return <p className="px-3 py-2 mb-0 text-body-secondary">{NOTIFICATION_WORDS.none}</p>;
  return (
    <>
      {latest.rows.map((notification) => (
        <Dropdown.Item key={notification._id} as={Link} to={notification.link} onClick={() => markRead(notification)} className="text-wrap py-2 border-bottom">
          <NotificationSentence notification={notification} />
          <small className="d-block text-body-secondary">
            <NotificationTime date={notification.createdAt} />
          </small>
        </Dropdown.Item>
      ))}
    </>
  );
}

export function NotificationBell() {
  const { unreadNotifications } = useCurrentAccount();
  const { markAllRead, problem } = useNotificationActions();
  const [open, setOpen] = useState(false);
  return (
    <Dropdown align="end" show={open} onToggle={(next) => setOpen(next)}>
      {/* No caret (bsPrefix): beside the brand and the menu toggle it must fit a 375 px header. */}
      <Dropdown.Toggle variant="light" id="notification-bell" bsPrefix="notification-bell" className="d-flex align-items-center gap-1 px-2">
        <BellIcon />
        <span className="visually-hidden">{NOTIFICATION_WORDS.title}</span> <CountBadge count={unreadNotifications} text={NOTIFICATION_WORDS.unread(unreadNotifications)} />
      </Dropdown.Toggle>
      <Dropdown.Menu className="py-0" style={{ width: '22rem', maxWidth: 'calc(100vw - 1rem)' }}>
        <div className="d-flex align-items-center justify-content-between gap-2 px-3 py-2 border-bottom">
          <span className="fw-semibold">{NOTIFICATION_WORDS.title}</span>
          {unreadNotifications > 0 && (
            <Dropdown.Item as="button" className="w-auto p-0 small text-primary bg-transparent" onClick={markAllRead}>
              {NOTIFICATION_WORDS.markAllRead}
            </Dropdown.Item>
          )}
        </div>
        {problem && (
          <p className="px-3 py-2 mb-0 text-danger small" role="alert">
            {problem}
          </p>
        )}
        {open && <LatestNotifications />}
        <Dropdown.Item as={Link} to={paths.notifications.href()} className="py-2 text-center">
          {NOTIFICATION_WORDS.seeAll}
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
