// Contact messages sent through the contact form: live, newest first, filtered by status, 20 a
// page; each row's status is set in place (new → answered → archived, or back when needed).
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { ContactMessages } from '../../../api/contact-messages/browser-collection';
import { CONTACT_MESSAGE_STATUSES, type ContactMessage, type ContactMessageStatus } from '../../../api/contact-messages/schema';
import { PagedTable } from '../../components/page/paged-table';
import { AdminPage } from '../../components/page/admin-page';
import { ChoiceFilter } from '../../components/page/choice-filter';
import type { Column } from '../../components/page/data-table';
import { StatusBadge, type StatusTone } from '../../components/page/status-badge';
import { useAdminPage } from '../../components/page/use-admin-page';
import { useClampedPage, useTableQuery } from '../../components/page/use-table-query';
import { EmptyState, ErrorState } from '../../components/page/view-states';
import { useCurrentAccount } from '../../lib/account-context';

const TONES: Record<ContactMessageStatus, StatusTone> = { new: 'info', answered: 'success', archived: 'neutral' };
const labelOf = (status: string) => CONTACT_MESSAGE_STATUSES.find((item) => item.value === status)?.label ?? status;

export default function AdminMessagesScreen() {
  const { callMethod } = useCurrentAccount();
  const query = useTableQuery(['status'] as const);
  const { loading, rows, total, pageCount } = useAdminPage<ContactMessage>('contactMessages.adminPage', ContactMessages, { status: query.filters.status }, query.page);
  useClampedPage(query.page, pageCount, total, query.setPage);
  const [error, setError] = useState<string | null>(null);

  async function setStatus(message: ContactMessage, status: string) {
    setError(null);
    try {
      await callMethod('contactMessages.setStatus', message._id, status as ContactMessageStatus);
    } catch (failure) {
      setError((failure as { reason?: string }).reason ?? 'The status could not be saved.');
    }
  }

  const columns: Column<ContactMessage>[] = [
    {
      key: 'message',
      header: 'Message',
      cell: (row) => (
        <div className="text-break">
          <div>
            <strong>{row.name}</strong> <a href={`mailto:${row.email}`}>{row.email}</a>
            {row.phone && <span className="text-body-secondary"> · {row.phone}</span>}
            {row.company && <span className="text-body-secondary"> · {row.company}</span>}
          </div>
          {row.subject && <div className="fw-semibold">{row.subject}</div>}
          <div className="small" style={{ whiteSpace: 'pre-line' }}>
            {row.message}
          </div>
        </div>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (row) => (
        <div className="d-flex flex-column gap-1" style={{ minWidth: '7.5rem' }}>
          <StatusBadge label={labelOf(row.status)} tone={TONES[row.status]} />
          <Form.Select size="sm" aria-label={`Status of the message from ${row.name}`} value={row.status} onChange={(event) => void setStatus(row, event.target.value)}>
            {CONTACT_MESSAGE_STATUSES.map((status) => (
              <option key={status.value} value={status.value}>
                {status.label}
              </option>
            ))}
          </Form.Select>
        </div>
      ),
    },
  ];

  return (
    <AdminPage section="messages" title="Contact messages" lead="Questions sent through the contact form, newest first.">
      <PagedTable
        filtersLabel="Filter messages"
        filters={<ChoiceFilter label="Status" value={query.filters.status ?? ''} options={CONTACT_MESSAGE_STATUSES} onChange={(value) => query.setFilter('status', value)} />}
        notice={error && <ErrorState title="The status could not be changed." reason={error} />}
        noun={{ one: 'message', many: 'messages' }}
        total={total}
        page={query.page}
        pageCount={pageCount}
        onPage={query.setPage}
        caption="Contact messages"
        columns={columns}
        rows={rows}
        rowKey={(row) => row._id}
        loading={loading}
        empty={<EmptyState title={query.filters.status ? 'No message has this status.' : 'No messages yet.'} />}
      />
    </AdminPage>
  );
}
