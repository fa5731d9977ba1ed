// Notifications: everything that happened to the signed-in user, newest first, 20 a page (the
// page in the address), live: a new one enters page 1 and the count line as it happens. Each
// says what happened in one sentence and links to the thing (opening it marks it read); one or
// all can be marked read. For every signed-in user, each seeing only their own.
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { Notifications } from '../../../api/notifications/browser-collection';
import type { ShownNotification } from '../../../api/notifications/shown';
import { NOTIFICATION_WORDS, NotificationSentence, NotificationTime } from '../../components/notifications/notification-parts';
import { useNotificationActions } from '../../components/notifications/use-notification-actions';
import type { Column } from '../../components/page/data-table';
import { PagedTable } from '../../components/page/paged-table';
import { PageLayout } from '../../components/page/page-layout';
import { useAdminPage } from '../../components/page/use-admin-page';
import { useClampedPage, useTableQuery } from '../../components/page/use-table-query';
import { EmptyState } from '../../components/page/view-states';
import { FormAlert } from '../../forms/form-alert';
import { useCurrentAccount } from '../../lib/account-context';
import { notificationText } from '../../../api/notifications/kinds';
import { useIntl } from 'react-intl';

const NO_FILTERS = {};

export default function NotificationsScreen() {
  const { unreadNotifications } = useCurrentAccount();
  const intl = useIntl();
  const query = useTableQuery(NO_FILTERS);
  const { loading, rows, total, pageCount } = useAdminPage<ShownNotification>('notifications.page', Notifications, NO_FILTERS, query.page);
  useClampedPage(query.page, pageCount, total, query.setPage);
  const { busy, problem, markRead, markAllRead } = useNotificationActions();
  const columns: Column<ShownNotification>[] = [
    {
      key: 'notification',
      header: 'Notification',
      cell: (notification) => (
        <Link to={notification.link} onClick={() => markRead(notification)}>
          <NotificationSentence notification={notification} />
        </Link>
      ),
    },
    { key: 'when', header: 'When', cell: (notification) => <NotificationTime date={notification.createdAt} /> },
    {
      key: 'read',
      header: 'Read',
      cell: (notification) =>
        notification.readAt ? (
          <span className="text-body-secondary">Read</span>
        ) : (
          <Button variant="outline-secondary" size="sm" className="text-nowrap" disabled={busy} onClick={() => markRead(notification)}>
            {NOTIFICATION_WORDS.markRead}
            <span className="visually-hidden">: {notificationText(intl, notification.kind, notification.params)}</span>
          </Button>
        ),
    },
  ];
  return (
    <PageLayout
      title={NOTIFICATION_WORDS.title}
      width="medium"
      lead={unreadNotifications > 0 ? `${NOTIFICATION_WORDS.unread(unreadNotifications)}.` : 'What happened to your applications, requests, documents and company.'}
      actions={
        <Button variant="outline-primary" disabled={busy || unreadNotifications === 0} onClick={markAllRead}>
          {NOTIFICATION_WORDS.markAllRead}
        </Button>
      }
    >
      <PagedTable
        caption="Your notifications, newest first"
        noun={{ one: 'notification', many: 'notifications' }}
        notice={<FormAlert error={problem} compact />}
        columns={columns}
        rows={rows}
        rowKey={(notification) => notification._id}
        loading={loading}
        empty={<EmptyState title={NOTIFICATION_WORDS.none}>{NOTIFICATION_WORDS.noneHint}</EmptyState>}
        total={total}
        page={query.page}
        pageCount={pageCount}
        onPage={query.setPage}
      />
    </PageLayout>
  );
}
