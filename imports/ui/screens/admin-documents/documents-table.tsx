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
import { statusColumn } from '../../components/page/status-kinds';
import { useListLabel } from '../../i18n/use-list-label';
import { dayTimeText } from '../../lib/day-text';
import { AgreementDialog } from './agreement-dialog';
import { RowProject } from './row-project';

const FILTERS = [{ name: 'status', label: 'Status', options: PEOPLE_DOCUMENT_STATUSES }];
const EMPTY = { filtered: 'No document has this status.', none: 'No documents assigned yet.' };

function AgreementCell({ agreement, onOpen }: { agreement: NonNullable<PeopleDocument['agreement']>; onOpen(): void }) {
  return (
    <>
      <span className="small">{dayTimeText(agreement.serverTime)}</span>
      <Button size="sm" variant="link" className="p-0" onClick={onOpen} aria-label={`Agreement record of ${agreement.userName}`}>
        Agreement record
      </Button>
    </>
  );
}

export function DocumentsTable() {
  const [open, setOpen] = useState<PeopleDocument | null>(null);
  const listLabel = useListLabel();

  const columns: Column<PeopleDocument>[] = [
    { key: 'person', header: 'Person', cell: (row) => <PersonCell userId={row.engineUserId} /> },
    {
      key: 'document',
      header: 'Document',
      cell: (row) => (
        <div className="text-break">
          <div>{row.title ?? listLabel('documentTypes', row.type)}</div>
          <div className="small text-body-secondary">
            {listLabel('languages', row.language)}, version {row.templateVersion ?? '—'}
          </div>
          <RowProject projectId={row.projectId} className="small mb-0" />
        </div>
      ),
    },
    statusColumn('peopleDocument', (row) => row.agreement && <AgreementCell agreement={row.agreement} onOpen={() => setOpen(row)} />),
  ];

  return (
    <section aria-labelledby="documents-heading">
      <h2 id="documents-heading" className="h5">
        People's documents
      </h2>
      <AdminTable publication="peopleDocuments.adminPage" collection={PeopleDocuments} filters={FILTERS} columns={columns} caption="People's documents" noun={{ one: 'document', many: 'documents' }} empty={EMPTY} />
      {open && <AgreementDialog document={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
