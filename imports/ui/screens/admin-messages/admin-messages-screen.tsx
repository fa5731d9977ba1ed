// Contact messages sent through the contact form: live, newest first, filtered by status, 20 a
// page; each row's status is set in place (new → answered → archived, or back when needed).
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useIntl } from 'react-intl';
import { ChoiceOptions } from '../../components/page/choice-filter';
import { ContactMessages } from '../../../api/contact-messages/browser-collection';
import type { ContactMessage, ContactMessageStatus } from '../../../api/contact-messages/schema';
import { AdminPage } from '../../components/page/admin-page';
import { AdminTable } from '../../components/page/admin-table';
import type { Column } from '../../components/page/data-table';
import { KindStatusBadge, useStatusOptions } from '../../components/page/status-kinds';
import { ErrorState } from '../../components/page/view-states';
import { useCurrentAccount } from '../../lib/account-context';
import { useText } from '../../components/admin/use-text';
import { errorText } from '../../i18n/error-text';

/** A detail after the sender's address: " · +420 …". */
const dotted = (detail: string) => ` · ${detail}`;

export default function AdminMessagesScreen() {
  const { callMethod } = useCurrentAccount();
  const [error, setError] = useState<string | null>(null);
  const intl = useIntl();
  const text = useText();
  const statuses = useStatusOptions('contactMessage');

  async function setStatus(message: ContactMessage, status: string) {
    setError(null);
    try {
      await callMethod('contactMessages.setStatus', message._id, status as ContactMessageStatus);
    } catch (failure) {
      setError(errorText(intl, failure, 'admin-pipeline.messages.error'));
    }
  }

  const columns: Column<ContactMessage>[] = [
    {
      key: 'message',
      header: text('admin-pipeline.messages.message'),
      cell: (row) => (
        <div className="text-break">
          <div>
            <strong>{row.name}</strong> <a href={`mailto:${row.email}`}>{row.email}</a>
            {row.phone && <span className="text-body-secondary">{dotted(row.phone)}</span>}
            {row.company && <span className="text-body-secondary">{dotted(row.company)}</span>}
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
      header: text('admin-pipeline.status'),
      cell: (row) => (
        <div className="d-flex flex-column gap-1" style={{ minWidth: '7.5rem' }}>
          <KindStatusBadge kind="contactMessage" status={row.status} />
          <Form.Select size="sm" aria-label={text('admin-pipeline.messages.statusOf', { name: row.name })} value={row.status} onChange={(event) => void setStatus(row, event.target.value)}>
            <ChoiceOptions options={statuses} />
          </Form.Select>
        </div>
      ),
    },
  ];

  return (
    <AdminPage section="messages" title={text('admin-pipeline.messages.title')} lead={text('admin-pipeline.messages.lead')}>
      <AdminTable
        publication="contactMessages.adminPage" collection={ContactMessages} columns={columns} caption={text('admin-pipeline.messages.title')} filtersLabel={text('admin-pipeline.messages.filters')} found="admin-pipeline.messages.found"
        filters={[{ name: 'status', label: text('admin-pipeline.status'), options: statuses }]}
        empty={{ filtered: text('admin-pipeline.messages.emptyFiltered'), none: text('admin-pipeline.messages.empty') }}
        notice={error && <ErrorState title={text('admin-pipeline.messages.notChanged')} reason={error} />}
      />
    </AdminPage>
  );
}
