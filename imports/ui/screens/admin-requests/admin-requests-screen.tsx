// The requests pipeline: customers' and visitors' requests for experts, live, newest first,
// filtered by status, 20 a page. Move offers only what requests/status.ts allows; closing asks
// for the reason. The customer sees each move in the history of My Requests. A closed request's
// row says why: the reason, and the note written when it was closed (a customer's cancel reason).
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Requests } from '../../../api/requests/browser-collection';
import { type ExpertRequest, REQUEST_CLOSE_REASONS, REQUEST_STATUSES, type RequestCloseReason, type RequestStatus } from '../../../api/requests/schema';
import { nextRequestStatuses } from '../../../api/requests/status';
import { PersonCell } from '../../components/admin/person-cell';
import { StatusMoveDialog } from '../../components/admin/status-move-dialog';
import { PagedTable } from '../../components/page/paged-table';
import { AdminPage } from '../../components/page/admin-page';
import { ChoiceFilter } from '../../components/page/choice-filter';
import type { Column } from '../../components/page/data-table';
import { StatusBadge, type StatusTone } from '../../components/page/status-badge';
import { useAdminPage } from '../../components/page/use-admin-page';
import { useClampedPage, useTableQuery } from '../../components/page/use-table-query';
import { EmptyState } from '../../components/page/view-states';
import { useCurrentAccount } from '../../lib/account-context';

const TONES: Record<RequestStatus, StatusTone> = { new: 'info', 'in-progress': 'progress', closed: 'neutral' };
const labelOf = (status: string) => REQUEST_STATUSES.find((item) => item.value === status)?.label ?? status;
const reasonLabel = (reason: string | undefined) => REQUEST_CLOSE_REASONS.find((item) => item.value === reason)?.label;

/** The note of the move that closed the request (the customer's reason when they cancelled). */
function closingNote(request: ExpertRequest): string | undefined {
  const last = request.statusHistory[request.statusHistory.length - 1];
  return request.status === 'closed' && last?.status === 'closed' ? last.note : undefined;
}

function Sender({ request }: { request: ExpertRequest }) {
  if (request.userId) return <PersonCell userId={request.userId} />;
  return (
    <div className="text-break">
      <div>{request.contact?.name ?? 'Visitor'}</div>
      <div className="small text-body-secondary">
        {[request.contact?.company, request.contact?.email, request.contact?.phone].filter(Boolean).join(' · ')}
      </div>
    </div>
  );
}

function CloseReasonField({ value, onChange }: { value: string; onChange(value: string): void }) {
  const id = useId();
  return (
    <Form.Group controlId={id} className="mb-3">
      <Form.Label>Why is it closed?</Form.Label>
      <Form.Select value={value} onChange={(event) => onChange(event.target.value)}>
        {REQUEST_CLOSE_REASONS.map((reason) => (
          <option key={reason.value} value={reason.value}>
            {reason.label}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}

export default function AdminRequestsScreen() {
  const { callMethod } = useCurrentAccount();
  const query = useTableQuery(['status'] as const);
  const { loading, rows, total, pageCount } = useAdminPage<ExpertRequest>('requests.adminPage', Requests, { status: query.filters.status }, query.page);
  useClampedPage(query.page, pageCount, total, query.setPage);
  const [moving, setMoving] = useState<ExpertRequest | null>(null);
  const [closeReason, setCloseReason] = useState<string>(REQUEST_CLOSE_REASONS[0].value);

  const columns: Column<ExpertRequest>[] = [
    {
      key: 'request',
      header: 'Request',
      cell: (row) => (
        <>
          <Sender request={row} />
          <div className="small mt-1 text-break">
            <strong>{row.title ?? 'Request for experts'}</strong>
            {` (${row.expertsWanted} wanted)`}: {row.message.length > 160 ? `${row.message.slice(0, 160)}…` : row.message}
          </div>
        </>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (row) => (
        <>
          <StatusBadge label={labelOf(row.status)} tone={TONES[row.status]} />
          {row.status === 'closed' && reasonLabel(row.closeReason) && <div className="small text-body-secondary">{reasonLabel(row.closeReason)}</div>}
          {closingNote(row) && <div className="small text-break">“{closingNote(row)}”</div>}
        </>
      ),
    },
    {
      key: 'action',
      header: 'Action',
      cell: (row) => (
        <Button size="sm" variant="outline-primary" onClick={() => setMoving(row)} aria-label={`Move the request “${row.title ?? row.message.slice(0, 40)}”`}>
          Move
        </Button>
      ),
    },
  ];

  return (
    <AdminPage section="requests" title="Requests" lead="Requests for experts from customers and visitors, newest first. Moving one adds to the history the customer sees.">
      <PagedTable
        filtersLabel="Filter requests"
        filters={<ChoiceFilter label="Status" value={query.filters.status ?? ''} options={REQUEST_STATUSES} onChange={(value) => query.setFilter('status', value)} />}
        noun={{ one: 'request', many: 'requests' }}
        total={total}
        page={query.page}
        pageCount={pageCount}
        onPage={query.setPage}
        caption="Requests"
        columns={columns}
        rows={rows}
        rowKey={(row) => row._id}
        loading={loading}
        empty={<EmptyState title={query.filters.status ? 'No request has this status.' : 'No requests yet.'}>Requests appear here as soon as they are sent.</EmptyState>}
      />
      {moving && (
        <StatusMoveDialog
          title="Move request"
          currentLabel={labelOf(moving.status)}
          history={moving.statusHistory.map((entry) => ({ label: labelOf(entry.status), at: entry.at, note: entry.note }))}
          options={nextRequestStatuses(moving.status, 'admin').map((status) => ({ value: status, label: labelOf(status) }))}
          noteReader="the customer"
          extra={(status) => (status === 'closed' ? <CloseReasonField value={closeReason} onChange={setCloseReason} /> : null)}
          onMove={async (status, note) => {
            await callMethod('requests.move', moving._id, status as RequestStatus, ...(status === 'closed' ? [closeReason as RequestCloseReason] : [undefined]), ...(note ? [note] : []));
          }}
          onClose={() => setMoving(null)}
        />
      )}
    </AdminPage>
  );
}
