// Contact messages sent through the contact form: live, newest first, filtered by status, 20 a
// page; each row's status is set in place (new → answered → archived, or back when needed).
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { ChoiceOptions } from '../../components/page/choice-filter';
import { ContactMessages } from '../../../api/contact-messages/browser-collection';
import { CONTACT_MESSAGE_STATUSES, type ContactMessage, type ContactMessageStatus } from '../../../api/contact-messages/schema';
import { AdminPage } from '../../components/page/admin-page';
import { AdminTable } from '../../components/page/admin-table';
import type { Column } from '../../components/page/data-table';
import { KindStatusBadge } from '../../components/page/status-kinds';
import { ErrorState } from '../../components/page/view-states';
import { useCurrentAccount } from '../../lib/account-context';

const FILTERS = [{ name: 'status', label: 'Status', options: CONTACT_MESSAGE_STATUSES }];
const EMPTY = { filtered: 'No message has this status.', none: 'No messages yet.' };

export default function AdminMessagesScreen() {
  const { callMethod } = useCurrentAccount();
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
          <KindStatusBadge kind="contactMessage" status={row.status} />
          <Form.Select size="sm" aria-label={`Status of the message from ${row.name}`} value={row.status} onChange={(event) => void setStatus(row, event.target.value)}>
            <ChoiceOptions options={CONTACT_MESSAGE_STATUSES} />
          </Form.Select>
        </div>
      ),
    },
  ];

  return (
    <AdminPage section="messages" title="Contact messages" lead="Questions sent through the contact form, newest first.">
      <AdminTable
        publication="contactMessages.adminPage" collection={ContactMessages} filters={FILTERS} columns={columns} caption="Contact messages" noun={{ one: 'message', many: 'messages' }} empty={EMPTY}
        notice={error && <ErrorState title="The status could not be changed." reason={error} />}
      />
    </AdminPage>
  );
}
