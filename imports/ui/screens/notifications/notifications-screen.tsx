// Notifications: everything that happened to the signed-in user, newest first, 20 a page (the
// page in the address), live: a new one enters page 1 and the count line as it happens. Each
// says what happened in one sentence and links to the thing (opening it marks it read); one or
// all can be marked read. For every signed-in user, each seeing only their own.
import Button from 'react-bootstrap/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../../app/routing';
import { Notifications } from '../../../api/notifications/browser-collection';
import type { ShownNotification } from '../../../api/notifications/shown';
import { NotificationSentence, NotificationTime } from '../../components/notifications/notification-parts';
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
      header: intl.formatMessage({ id: 'notifications.column.notification' }),
      cell: (notification) => (
        <Link to={notification.link} onClick={() => markRead(notification)}>
          <NotificationSentence notification={notification} />
        </Link>
      ),
    },
    { key: 'when', header: intl.formatMessage({ id: 'notifications.column.when' }), cell: (notification) => <NotificationTime date={notification.createdAt} /> },
    {
      key: 'read',
      header: intl.formatMessage({ id: 'notifications.column.read' }),
      cell: (notification) =>
        notification.readAt ? (
          <span className="text-body-secondary">
            <FormattedMessage id="notifications.read" />
          </span>
        ) : (
          <Button variant="outline-secondary" size="sm" className="text-nowrap" disabled={busy} onClick={() => markRead(notification)}>
            <FormattedMessage
              id="notifications.markReadNamed"
              values={{ sentence: notificationText(intl, notification.kind, notification.params), hidden: (chunks) => <span className="visually-hidden">{chunks}</span> }}
            />
          </Button>
        ),
    },
  ];
  return (
    <PageLayout
      title={intl.formatMessage({ id: 'notifications.title' })}
      width="medium"
      lead={intl.formatMessage({ id: unreadNotifications > 0 ? 'notifications.unreadLead' : 'notifications.lead' }, { count: unreadNotifications })}
      actions={
        <Button variant="outline-primary" disabled={busy || unreadNotifications === 0} onClick={markAllRead}>
          <FormattedMessage id="notifications.markAllRead" />
        </Button>
      }
    >
      <PagedTable
        caption={intl.formatMessage({ id: 'notifications.caption' })}
        found="notifications.found"
        notice={<FormAlert error={problem} compact />}
        columns={columns}
        rows={rows}
        rowKey={(notification) => notification._id}
        loading={loading}
        empty={
          <EmptyState title={intl.formatMessage({ id: 'notifications.none' })}>
            <FormattedMessage id="notifications.noneHint" />
          </EmptyState>
        }
        total={total}
        page={query.page}
        pageCount={pageCount}
        onPage={query.setPage}
      />
    </PageLayout>
  );
}
