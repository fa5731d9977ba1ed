// The outbox's mails in the back office: every mail the product sent or will send, newest first,
// live, searched by recipient or subject and filtered by status (waiting, sent, failed, skipped),
// 20 a page, with how its delivery goes (attempts, the last SMTP error, the next try or when it
// was sent). A waiting or failed mail can be sent again now. Only the subject and recipient are
// shown: a mail's text may hold a password link.
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { OutboxMails } from '../../../api/mail-outbox/browser-collection';
import { type AdminMailRow, MAIL_STATUSES, MAIL_TOPICS } from '../../../api/mail-outbox/schema';
import { labelOf } from '../../../api/common/lists/list-item';
import { AdminPage } from '../../components/page/admin-page';
import { ActionNotice, type Feedback } from '../../components/page/action-notice';
import type { Column } from '../../components/page/data-table';
import { SearchFilterList } from '../../components/page/search-filter-list';
import { statusColumn } from '../../components/page/status-kinds';
import { useAdminPage } from '../../components/page/use-admin-page';
import { useClampedPage, useTableQuery } from '../../components/page/use-table-query';
import { noMatchText } from '../../components/page/words';
import { useCurrentAccount } from '../../lib/account-context';
import { dayTimeText } from '../../lib/day-text';

const QUERY = { q: 'text', status: MAIL_STATUSES.map((status) => status.value) } as const;
const NOUN = { one: 'mail', many: 'mails' };

function deliveryText(mail: AdminMailRow): string {
  if (mail.status === 'sent') return mail.sentAt ? `Sent ${dayTimeText(mail.sentAt)}` : 'Sent';
  if (mail.status === 'waiting') return `Next try ${dayTimeText(mail.nextAttemptAt)}`;
  return mail.status === 'failed' ? 'Not sent' : 'Nothing left to send';
}

function attemptsText(attempts: number): string {
  return attempts === 1 ? '1 attempt' : `${attempts} attempts`;
}

function RetryButton({ mail, onDone }: { mail: AdminMailRow; onDone(feedback: Feedback): void }) {
  const { callMethod } = useCurrentAccount();
  const [busy, setBusy] = useState(false);
  if (mail.status !== 'waiting' && mail.status !== 'failed') return null;

  async function retry() {
    setBusy(true);
    try {
      await callMethod('mailOutbox.retry', mail._id);
      onDone({ variant: 'success', text: `The mail to ${mail.to} is sent again now.` });
    } catch (failure) {
      onDone({ variant: 'danger', text: (failure as { reason?: string }).reason ?? 'The mail could not be sent again.' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button size="sm" variant="outline-primary" disabled={busy} onClick={() => void retry()} aria-label={`Send the mail “${mail.subject}” to ${mail.to} again`}>
      Send again
    </Button>
  );
}

export default function AdminMailsScreen() {
  const query = useTableQuery(QUERY);
  const { q: text, status } = query.filters;
  const page = useAdminPage<AdminMailRow>('mailOutbox.adminPage', OutboxMails, { text, status }, query.page);
  useClampedPage(query.page, page.pageCount, page.total, query.setPage);
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  const columns: Column<AdminMailRow>[] = [
    {
      key: 'mail',
      header: 'Mail',
      cell: (mail) => (
        <div className="text-break">
          <div>{mail.subject}</div>
          <div className="small text-body-secondary">
            To {mail.to} · {labelOf(MAIL_TOPICS, mail.topic)} · queued {dayTimeText(mail.createdAt)}
          </div>
        </div>
      ),
    },
    // One column for the delivery, so the table fits a phone without scrolling sideways.
    statusColumn<AdminMailRow>('outboxMail', (mail) => (
      <div className="small text-body-secondary text-break">
        <div>{deliveryText(mail)}</div>
        <div>{attemptsText(mail.attempts)}</div>
        {mail.lastError && <div>Last error: {mail.lastError}</div>}
      </div>
    )),
    { key: 'action', header: 'Action', cell: (mail) => <RetryButton mail={mail} onDone={setFeedback} /> },
  ];

  return (
    <AdminPage section="mails" title="Mails" lead="Every mail the product sends goes through this outbox: waiting mails are retried with backoff, failed ones can be sent again.">
      {feedback && <ActionNotice feedback={feedback} onClose={() => setFeedback(null)} />}
      <SearchFilterList
        query={query}
        searchLabel="Search mails"
        textLabel="Recipient or subject"
        choices={[{ name: 'status', label: 'Status', options: MAIL_STATUSES, allLabel: 'All statuses' }]}
        noun={NOUN}
        list={page}
        caption="Mails"
        columns={columns}
        empty={noMatchText(NOUN)}
      />
    </AdminPage>
  );
}
