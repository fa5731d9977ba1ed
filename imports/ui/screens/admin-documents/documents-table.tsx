// Everyone's documents, live, newest first, 20 a page, filtered by status: who was asked, which
// document and version (and the project an NDA covers), whether and when they agreed, and their
// agreement record.
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { FormattedMessage } from 'react-intl';
import { PeopleDocuments } from '../../../api/people-documents/browser-collection';
import type { PeopleDocument } from '../../../api/people-documents/schema';
import { useAdminDates } from '../../components/admin/admin-dates';
import { PersonCell } from '../../components/admin/person-cell';
import { useText } from '../../components/admin/use-text';
import { AdminTable } from '../../components/page/admin-table';
import type { Column } from '../../components/page/data-table';
import { statusColumn, useStatusOptions } from '../../components/page/status-kinds';
import { useListLabel } from '../../i18n/use-list-label';
import { AgreementDialog } from './agreement-dialog';
import { RowProject } from './row-project';

function AgreementCell({ agreement, onOpen }: { agreement: NonNullable<PeopleDocument['agreement']>; onOpen(): void }) {
  const text = useText();
  const dates = useAdminDates();
  return (
    <>
      <span className="small">{dates.moment(agreement.serverTime)}</span>
      <Button size="sm" variant="link" className="p-0" onClick={onOpen} aria-label={text('admin-documents.table.recordOf', { name: agreement.userName })}>
        <FormattedMessage id="admin-documents.table.record" />
      </Button>
    </>
  );
}

export function DocumentsTable() {
  const [open, setOpen] = useState<PeopleDocument | null>(null);
  const text = useText();
  const listLabel = useListLabel();

  const columns: Column<PeopleDocument>[] = [
    { key: 'person', header: text('admin-documents.table.person'), cell: (row) => <PersonCell userId={row.engineUserId} /> },
    {
      key: 'document',
      header: text('admin-documents.table.document'),
      cell: (row) => (
        <div className="text-break">
          <div>{row.title ?? listLabel('documentTypes', row.type)}</div>
          <div className="small text-body-secondary">
            {text('admin-documents.table.languageVersion', { language: listLabel('languages', row.language), version: row.templateVersion ?? '—' })}
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
        <FormattedMessage id="admin-documents.table.title" />
      </h2>
      <AdminTable
        publication="peopleDocuments.adminPage" collection={PeopleDocuments} columns={columns} caption={text('admin-documents.table.title')} filtersLabel={text('admin-documents.table.filters')} found="admin-documents.table.found"
        filters={[{ name: 'status', label: text('admin-documents.table.status'), options: useStatusOptions('peopleDocument') }]}
        empty={{ filtered: text('admin-documents.table.emptyFiltered'), none: text('admin-documents.table.empty') }}
      />
      {open && <AgreementDialog document={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
