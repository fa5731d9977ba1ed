// Everyone's documents, live, newest first, 20 a page, filtered by status: who was asked, which
// document and version (and the project an NDA covers), whether and when they agreed, and their
// agreement record.
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { PeopleDocuments } from '../../../api/people-documents/browser-collection';
import { PEOPLE_DOCUMENT_STATUSES, type PeopleDocument, type PeopleDocumentStatus } from '../../../api/people-documents/schema';
import { PersonCell } from '../../components/admin/person-cell';
import { ChoiceFilter } from '../../components/page/choice-filter';
import type { Column } from '../../components/page/data-table';
import { StatusBadge, type StatusTone } from '../../components/page/status-badge';
import { useAdminPage } from '../../components/page/use-admin-page';
import { useClampedPage, useTableQuery } from '../../components/page/use-table-query';
import { PagedTable } from '../../components/page/paged-table';
import { EmptyState } from '../../components/page/view-states';
import { dayTimeText } from '../../lib/day-text';
import { AgreementDialog } from './agreement-dialog';
import { RowProject } from './row-project';
import { languageLabel, typeLabel } from './templates-section';

const TONES: Record<PeopleDocumentStatus, StatusTone> = { '1': 'neutral', '2': 'warning', '3': 'success', '4': 'neutral' };
const labelOf = (status: string) => PEOPLE_DOCUMENT_STATUSES.find((item) => item.value === status)?.label ?? status;

export function DocumentsTable() {
  const query = useTableQuery(['status'] as const);
  const { loading, rows, total, pageCount } = useAdminPage<PeopleDocument>('peopleDocuments.adminPage', PeopleDocuments, { status: query.filters.status }, query.page);
  useClampedPage(query.page, pageCount, total, query.setPage);
  const [open, setOpen] = useState<PeopleDocument | null>(null);

  const columns: Column<PeopleDocument>[] = [
    { key: 'person', header: 'Person', cell: (row) => <PersonCell userId={row.engineUserId} /> },
    {
      key: 'document',
      header: 'Document',
      cell: (row) => (
        <div className="text-break">
          <div>{row.title ?? typeLabel(row.type)}</div>
          <div className="small text-body-secondary">
            {languageLabel(row.language)}, version {row.templateVersion ?? '—'}
          </div>
          <RowProject projectId={row.projectId} className="small mb-0" />
        </div>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (row) => (
        <div className="d-flex flex-column align-items-start gap-1">
          <StatusBadge label={labelOf(row.status)} tone={TONES[row.status]} />
          {row.agreement && <span className="small">{dayTimeText(row.agreement.serverTime)}</span>}
          {row.agreement && (
            <Button size="sm" variant="link" className="p-0" onClick={() => setOpen(row)} aria-label={`Agreement record of ${row.agreement.userName}`}>
              Agreement record
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="documents-heading">
      <h2 id="documents-heading" className="h5">
        People's documents
      </h2>
      <PagedTable
        filtersLabel="Filter documents"
        filters={<ChoiceFilter label="Status" value={query.filters.status ?? ''} options={PEOPLE_DOCUMENT_STATUSES} onChange={(value) => query.setFilter('status', value)} />}
        noun={{ one: 'document', many: 'documents' }}
        total={total}
        page={query.page}
        pageCount={pageCount}
        onPage={query.setPage}
        caption="People's documents"
        columns={columns}
        rows={rows}
        rowKey={(row) => row._id}
        loading={loading}
        empty={<EmptyState title={query.filters.status ? 'No document has this status.' : 'No documents assigned yet.'} />}
      />
      {open && <AgreementDialog document={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
