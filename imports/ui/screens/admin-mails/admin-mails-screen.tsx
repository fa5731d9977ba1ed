// The outbox's mails in the back office: every mail the product sent or will send, newest first,
// live, searched by recipient or subject and filtered by status (waiting, sent, failed, skipped),
// 20 a page, with how its delivery goes (attempts, the last SMTP error, the next try or when it
// was sent). A waiting or failed mail can be sent again now. Only the subject and recipient are
// shown: a mail's text may hold a password link.
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import { OutboxMails } from '../../../api/mail-outbox/browser-collection';
import { type AdminMailRow, MAIL_STATUSES } from '../../../api/mail-outbox/schema';
import { type AdminDates, useAdminDates } from '../../components/admin/admin-dates';
import { type TextOf, useText } from '../../components/admin/use-text';
import { errorText } from '../../i18n/error-text';
import { AdminPage } from '../../components/page/admin-page';
import { ActionNotice, type Feedback } from '../../components/page/action-notice';
import type { Column } from '../../components/page/data-table';
import { SearchFilterList } from '../../components/page/search-filter-list';
import { statusColumn, useStatusOptions } from '../../components/page/status-kinds';
import { useAdminPage } from '../../components/page/use-admin-page';
import { useClampedPage, useTableQuery } from '../../components/page/use-table-query';
import { useCurrentAccount } from '../../lib/account-context';

const QUERY = { q: 'text', status: MAIL_STATUSES.map((status) => status.value) } as const;

function deliveryText(mail: AdminMailRow, text: TextOf, dates: AdminDates): string {
  if (mail.status === 'sent') return mail.sentAt ? text('admin-accounts.mails.sentAt', { date: dates.moment(mail.sentAt) }) : text('admin-accounts.mails.sent');
  if (mail.status === 'waiting') return text('admin-accounts.mails.nextTry', { date: dates.moment(mail.nextAttemptAt) });
  return text(mail.status === 'failed' ? 'admin-accounts.mails.notSent' : 'admin-accounts.mails.nothingToSend');
}

function RetryButton({ mail, onDone }: { mail: AdminMailRow; onDone(feedback: Feedback): void }) {
  const { callMethod } = useCurrentAccount();
  const [busy, setBusy] = useState(false);
  const intl = useIntl();
  const text = useText();
  if (mail.status !== 'waiting' && mail.status !== 'failed') return null;

  async function retry() {
    setBusy(true);
    try {
      await callMethod('mailOutbox.retry', mail._id);
      onDone({ variant: 'success', text: text('admin-accounts.mails.retried', { to: mail.to }) });
    } catch (failure) {
      onDone({ variant: 'danger', text: errorText(intl, failure, 'admin-accounts.mails.retryError') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button size="sm" variant="outline-primary" disabled={busy} onClick={() => void retry()} aria-label={text('admin-accounts.mails.retryLabel', { subject: mail.subject, to: mail.to })}>
      <FormattedMessage id="admin-accounts.mails.retry" />
    </Button>
  );
}

export default function AdminMailsScreen() {
  const query = useTableQuery(QUERY);
  const { q: search, status } = query.filters;
  const page = useAdminPage<AdminMailRow>('mailOutbox.adminPage', OutboxMails, { text: search, status }, query.page);
  useClampedPage(query.page, page.pageCount, page.total, query.setPage);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const text = useText();
  const dates = useAdminDates();

  const columns: Column<AdminMailRow>[] = [
    {
      key: 'mail',
      header: text('admin-accounts.mails.mail'),
      cell: (mail) => (
        <div className="text-break">
          <div>{mail.subject}</div>
          <div className="small text-body-secondary">
            <FormattedMessage id="admin-accounts.mails.details" values={{ to: mail.to, topic: mail.topic, date: dates.moment(mail.createdAt) }} />
          </div>
        </div>
      ),
    },
    // One column for the delivery, so the table fits a phone without scrolling sideways.
    statusColumn<AdminMailRow>('outboxMail', (mail) => (
      <div className="small text-body-secondary text-break">
        <div>{deliveryText(mail, text, dates)}</div>
        <div>
          <FormattedMessage id="admin-accounts.mails.attempts" values={{ count: mail.attempts }} />
        </div>
        {mail.lastError && (
          <div>
            <FormattedMessage id="admin-accounts.mails.lastError" values={{ error: mail.lastError }} />
          </div>
        )}
      </div>
    )),
    { key: 'action', header: text('admin-pipeline.action'), cell: (mail) => <RetryButton mail={mail} onDone={setFeedback} /> },
  ];

  return (
    <AdminPage section="mails" title={text('admin-accounts.mails.title')} lead={text('admin-accounts.mails.lead')}>
      {feedback && <ActionNotice feedback={feedback} onClose={() => setFeedback(null)} />}
      <SearchFilterList
        query={query}
        searchLabel={text('admin-accounts.mails.search')}
        textLabel={text('admin-accounts.mails.searchText')}
        choices={[{ name: 'status', label: text('admin-pipeline.status'), options: useStatusOptions('outboxMail'), allLabel: text('admin-accounts.mails.allStatuses') }]}
        found="admin-accounts.mails.found"
        list={page}
        caption={text('admin-accounts.mails.title')}
        columns={columns}
        empty={text('admin-accounts.mails.empty')}
      />
    </AdminPage>
  );
}
