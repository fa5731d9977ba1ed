// Everyone's documents, live, newest first, 20 a page, filtered by status: who was asked, which
// document and version (and the project an NDA covers), whether and when they agreed, and their
// agreement record.
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { PeopleDocuments } from '../../../api/people-documents/browser-collection';
import { PEOPLE_DOCUMENT_STATUSES, type PeopleDocument } from '../../../api/people-documents/schema';
import { PersonCell } from '../../components/admin/person-cell';
import { AdminTable } from '../../components/page/admin-table';
import type { Column } from '../../components/page/data-table';
import { KindStatusBadge } from '../../components/page/status-kinds';
import { EmptyState } from '../../components/page/view-states';
import { dayTimeText } from '../../lib/day-text';
import { AgreementDialog } from './agreement-dialog';
import { RowProject } from './row-project';
import { languageLabel, typeLabel } from './templates-section';

const FILTERS = [{ name: 'status', label: 'Status', options: PEOPLE_DOCUMENT_STATUSES }];

export function DocumentsTable() {
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
          <KindStatusBadge kind="peopleDocument" status={row.status} />
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
      <AdminTable
        publication="peopleDocuments.adminPage"
        collection={PeopleDocuments}
        filters={FILTERS}
        filtersLabel="Filter documents"
        noun={{ one: 'document', many: 'documents' }}
        caption="People's documents"
        columns={columns}
        empty={(filters) => <EmptyState title={filters.status ? 'No document has this status.' : 'No documents assigned yet.'} />}
      />
      {open && <AgreementDialog document={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
